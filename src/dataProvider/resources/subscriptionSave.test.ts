import { ApiError } from '../ApiError';
import type { SubscriptionsService } from '../services/subscriptions';
import { saveItems, type SavableItem } from './subscriptionSave';

/** The two item calls of the subscriptions service, answering from a script; every call is recorded. */
function itemService(failing: Set<string>) {
  const calls: string[] = [];
  let nextId = 50;
  const answer = (call: string) => {
    calls.push(call);
    if (failing.has(call)) throw new ApiError({ status: 500, kind: 'http', serverMessage: 'billing offline' });
  };
  const service = {
    createSubscriptionItem: async (subId: number) => {
      answer(`POST ${subId}`);
      return { subscriptionItemId: nextId++ };
    },
    updateSubscriptionItem: async (subId: number, itemId: number) => answer(`PATCH ${subId}/${itemId}`),
  } as unknown as SubscriptionsService;
  return { service, calls };
}

const item = (over: Partial<SavableItem>): SavableItem => ({
  product: 'Radar',
  feature: 'Core',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  cancelledDate: null,
  subscriptionType: 'Paid',
  quantity: 1,
  isNew: false,
  isSaved: true,
  dirty: true,
  ...over,
});

describe('saving the items of a subscription (doc 000 §4)', () => {
  it('marks a saved item saved and no longer new, and a failed one new again with its error', async () => {
    const { service, calls } = itemService(new Set(['PATCH 9/7']));
    const rows = [item({ isNew: true, isSaved: false }), item({ id: 7, product: 'Adoption' })];
    const [created, patched] = await saveItems(service, 9, rows);
    expect(calls).toEqual(['POST 9', 'PATCH 9/7']);
    expect(created).toMatchObject({ id: 50, isNew: false, isSaved: true, dirty: false, error: undefined });
    expect(patched).toMatchObject({ id: 7, isNew: true, isSaved: false, dirty: true });
    expect((patched.error as ApiError).serverMessage).toBe('billing offline');
  });

  it('sends a failed item that the service holds again as a PATCH, and only it', async () => {
    const first = itemService(new Set(['PATCH 9/7']));
    const afterFailure = await saveItems(first.service, 9, [item({ id: 7 }), item({ id: 8, product: 'Adoption' })]);
    const again = itemService(new Set());
    const rows = await saveItems(again.service, 9, afterFailure);
    expect(again.calls).toEqual(['PATCH 9/7']);
    expect(rows.map((r) => [r.id, r.isNew, r.isSaved])).toEqual([
      [7, false, true],
      [8, false, true],
    ]);
  });

  it('keeps a new item that failed new, without an id, so that it is created on the next save', async () => {
    const { service } = itemService(new Set(['POST 9']));
    const [row] = await saveItems(service, 9, [item({ isNew: true, isSaved: false })]);
    expect(row.id).toBeUndefined();
    expect(row).toMatchObject({ isNew: true, isSaved: false, dirty: true });
    expect(row.error).toBeInstanceOf(ApiError);
  });
});
