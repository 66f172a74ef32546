import { firstMessages } from './messages';
import {
  isCancelledDateEditable,
  isSubscriptionFormValid,
  isSubscriptionItemValid,
  newSubscriptionItem,
  subscriptionItemBodySchema,
  subscriptionItemFormSchema,
  subscriptionItemMessages,
  type SubscriptionItemDraft,
} from './subscription';

const good: SubscriptionItemDraft = {
  product: 'Reporting',
  feature: 'Core',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  cancelledDate: null,
  subscriptionType: 'Paid',
  quantity: 25,
};

describe('subscription item (doc 000 §5)', () => {
  it('a complete item is valid', () => {
    expect(subscriptionItemMessages(good)).toEqual({});
    expect(isSubscriptionItemValid(good)).toBe(true);
  });
  it.each(['product', 'feature', 'startDate', 'endDate', 'subscriptionType', 'quantity'] as const)('requires %s', (f) => {
    expect(subscriptionItemMessages({ ...good, [f]: null })[f]).toEqual({ key: 'ra.validation.required' });
    expect(isSubscriptionItemValid({ ...good, [f]: undefined })).toBe(false);
  });
  it('an end date before the start is refused; the same day is fine', () => {
    expect(subscriptionItemMessages({ ...good, endDate: '2024-12-31' }).endDate).toEqual({ key: 'subscriptions.validation.endBeforeStart' });
    expect(isSubscriptionItemValid({ ...good, endDate: '2025-01-01' })).toBe(true);
  });
  it('a cancelled date must lie between start and end, inclusive', () => {
    expect(isSubscriptionItemValid({ ...good, cancelledDate: '2025-06-30' })).toBe(true);
    expect(isSubscriptionItemValid({ ...good, cancelledDate: '2025-01-01' })).toBe(true);
    expect(isSubscriptionItemValid({ ...good, cancelledDate: '2025-12-31' })).toBe(true);
    expect(subscriptionItemMessages({ ...good, cancelledDate: '2026-01-01' }).cancelledDate).toEqual({
      key: 'subscriptions.validation.cancelledOutOfRange',
    });
    expect(isSubscriptionItemValid({ ...good, cancelledDate: '2024-12-31' })).toBe(false);
  });
  it('quantity is an integer of at least 1', () => {
    expect(isSubscriptionItemValid({ ...good, quantity: 1 })).toBe(true);
    for (const q of [0, -3, 1.5, Number.NaN, 2 ** 53]) {
      expect(subscriptionItemMessages({ ...good, quantity: q }).quantity).toEqual({ key: 'subscriptions.validation.quantity', params: { min: 1 } });
    }
  });
  it('unreadable dates are refused', () => {
    expect(subscriptionItemMessages({ ...good, startDate: 'soon' }).startDate).toEqual({ key: 'subscriptions.validation.invalidDate' });
  });
  it('the form is valid only if every item is', () => {
    expect(isSubscriptionFormValid([good, { ...good, product: 'DPC' }])).toBe(true);
    expect(isSubscriptionFormValid([good, { ...good, quantity: 0 }])).toBe(false);
    expect(isSubscriptionFormValid([])).toBe(true);
  });
  it('the schemas put messages on the fields', () => {
    const r = subscriptionItemFormSchema.safeParse({ ...good, endDate: '2024-01-01', quantity: 0 });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(firstMessages(r.error)).toEqual({
        quantity: { key: 'subscriptions.validation.quantity', params: { min: 1 } },
        endDate: { key: 'subscriptions.validation.endBeforeStart' },
      });
    }
    expect(subscriptionItemBodySchema.safeParse(good).success).toBe(true);
    expect(subscriptionItemBodySchema.safeParse({ ...good, product: 'Coffee' }).success).toBe(false);
    expect(subscriptionItemBodySchema.safeParse({ ...good, unexpected: true }).success).toBe(false);
  });
});

describe('subscription item dates (doc 000 §4)', () => {
  const now = new Date(2025, 5, 15, 14, 30);
  it('the cancelled date is editable only while the end date is in the future', () => {
    expect(isCancelledDateEditable('2025-12-31', now)).toBe(true);
    expect(isCancelledDateEditable('2025-01-31', now)).toBe(false);
    expect(isCancelledDateEditable(null, now)).toBe(false);
  });
  it('a new item starts at the start of today', () => {
    const item = newSubscriptionItem(now);
    expect(new Date(item.startDate!).getTime()).toBe(new Date(2025, 5, 15, 0, 0).getTime());
    expect(item).toMatchObject({ quantity: 1, isNew: true, isSaved: false, product: null });
  });
});
