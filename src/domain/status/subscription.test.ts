import {
  hasActiveSubscriptionFor,
  subscriptionStateByProduct,
  trialProducts,
  sortByStatus,
  subscriptionItemStatus,
  subscriptionStatusIcon,
  subscriptionStatusOf,
} from './subscription';

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

describe('subscription status from dates (doc 000 §4)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const item = (startDate: string, endDate: string, cancelledDate?: string | null) => ({ startDate, endDate, cancelledDate });
  it('item: cancelled once the cancelled date has passed, not started before the start, expired after the end, else active', () => {
    expect(subscriptionItemStatus(item('2026-01-01', '2027-01-01'), now)).toBe(1);
    expect(subscriptionItemStatus(item('2026-01-01', '2027-01-01', '2026-06-01'), now)).toBe(2);
    expect(subscriptionItemStatus(item('2026-01-01', '2027-01-01', '2026-12-01'), now)).toBe(1);
    expect(subscriptionItemStatus(item('2026-07-01', '2027-01-01'), now)).toBe(0);
    expect(subscriptionItemStatus(item('2025-01-01', '2026-01-01'), now)).toBe(3);
  });
  it('subscription: active wins, then not started, then cancelled, then expired; no items is not started', () => {
    const active = item('2026-01-01', '2027-01-01');
    const expired = item('2025-01-01', '2026-01-01');
    const cancelled = item('2026-01-01', '2027-01-01', '2026-02-01');
    const future = item('2027-01-01', '2028-01-01');
    expect(subscriptionStatusOf([expired, active], now)).toBe(1);
    expect(subscriptionStatusOf([expired, future, cancelled], now)).toBe(0);
    expect(subscriptionStatusOf([expired, cancelled], now)).toBe(2);
    expect(subscriptionStatusOf([expired], now)).toBe(3);
    expect(subscriptionStatusOf([], now)).toBe(0);
  });
});

describe('trial products (doc 000 §5 "only services that have an endpoint are offered")', () => {
  const loc = (...names: string[]) => [{ endpoints: names.map((endpointName) => ({ endpointName })) }];
  it('offers the products whose endpoint exists, DPC only with its master application', () => {
    expect(trialProducts(loc('Radar', 'Reporting', 'Graph API'))).toEqual(['Reporting', 'Radar']);
    expect(trialProducts(loc('DPC Available Region'))).toEqual([]);
    expect(trialProducts(loc('DPC'))).toEqual(['DPC']);
    // DPC's master application is read from products/3, not from the main location call.
    expect(trialProducts(loc('DPC Master Application'))).toEqual([]);
    expect(trialProducts(loc('Radar'), [{ endpointName: 'DPC Master Application' }])).toEqual(['DPC', 'Radar']);
    expect(trialProducts(loc('Radar'), [{ endpointName: 'DPC Available Region' }])).toEqual(['Radar']);
    expect(trialProducts(null)).toEqual([]);
  });
});

describe('subscription state per product (doc 000 §4 service tag: active or expired)', () => {
  it('is active when any item of the product is active, otherwise not; products without items are absent', () => {
    const states = subscriptionStateByProduct([
      {
        subscriptionItems: [
          { product: 'Radar', status: 3 },
          { product: 'Reporting', status: 1 },
        ],
      },
      {
        subscriptionItems: [
          { product: 'Radar', status: 1 },
          { product: 'Adoption', status: 2 },
          { product: 'DPC', status: 0 },
        ],
      },
      { subscriptionItems: [] },
    ]);
    expect(Object.fromEntries(states)).toEqual({ Radar: true, Reporting: true, Adoption: false, DPC: false });
    expect(states.has('Availability')).toBe(false);
  });
});
