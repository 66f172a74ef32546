import { hasActiveSubscriptionFor, sortByStatus, subscriptionStatusIcon } from './subscription';

describe('subscription status (doc 000 §4)', () => {
  it('icons: active success, cancelled warning, expired error, not started info', () => {
    expect(subscriptionStatusIcon(1).kind).toBe('success');
    expect(subscriptionStatusIcon(2).kind).toBe('warning');
    expect(subscriptionStatusIcon(3).kind).toBe('error');
    expect(subscriptionStatusIcon(0)).toEqual({ kind: 'info', labelKey: 'subscriptions.status.notStarted' });
    expect(subscriptionStatusIcon(undefined).kind).toBe('info');
  });
  it('sorts by status, stable', () => {
    const list = [
      { id: 'a', status: 3 },
      { id: 'b', status: 1 },
      { id: 'c', status: 0 },
      { id: 'd', status: 1 },
    ];
    expect(sortByStatus(list).map((s) => s.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(list[0].id).toBe('a');
  });
  it('finds an active subscription for a product, on the subscription or an item', () => {
    expect(hasActiveSubscriptionFor([{ status: 1, product: 'Reporting' }], 'Reporting')).toBe(true);
    expect(hasActiveSubscriptionFor([{ status: 1, subscriptionItems: [{ product: 'Reporting' }] }], 'Reporting')).toBe(true);
    expect(hasActiveSubscriptionFor([{ status: 3, product: 'Reporting' }], 'Reporting')).toBe(false);
    expect(hasActiveSubscriptionFor([{ status: 1, product: 'DPC' }], 'Reporting')).toBe(false);
  });
});
