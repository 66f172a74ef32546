import { isSubscriptionItemValid, type SubscriptionItemBody, type SubscriptionItemDraft } from '../../domain/validation/subscription';
import type { SubscriptionsService } from '../services/subscriptions';

/** One row of the items form as the save sees it (doc 000 §3: "isNew, isSaved, isSubmitting, error"). */
export interface SavableItem extends SubscriptionItemDraft {
  id?: number;
  isNew: boolean;
  isSaved: boolean;
  /** Changed since it was loaded or last saved. */
  dirty: boolean;
  error?: unknown;
}

const itemBody = (r: SavableItem) =>
  ({
    product: r.product,
    feature: r.feature,
    startDate: r.startDate,
    endDate: r.endDate,
    cancelledDate: r.cancelledDate ?? null,
    subscriptionType: r.subscriptionType,
    quantity: r.quantity,
  }) as SubscriptionItemBody;

/**
 * Doc 000 §4 "Subscription save", the items part: new items are created first, then changed ones
 * patched. Items already saved (not dirty) are not sent again; a failing item keeps its error and
 * the others go on. Answers the rows with their new state: "An item submitted individually is marked
 * saved on success; on failure it is marked new and its error stored". A failed item that the service
 * already holds (it has an id) is sent again as a PATCH, never a second POST, which would copy it.
 */
export async function saveItems<R extends SavableItem>(
  service: SubscriptionsService,
  subscriptionId: number,
  rows: readonly R[],
  onSubmitting: ItemSubmitting = () => undefined,
): Promise<R[]> {
  const items = [...rows];
  const order = [...items.keys()].sort((a, b) => Number(items[b].isNew) - Number(items[a].isNew));
  for (const i of order) {
    const row = items[i];
    if (!row.dirty || !isSubscriptionItemValid(row)) continue;
    onSubmitting(i);
    try {
      if (row.id === undefined) {
        const { subscriptionItemId } = await service.createSubscriptionItem(subscriptionId, itemBody(row));
        items[i] = { ...row, id: subscriptionItemId, isNew: false, isSaved: true, dirty: false, error: undefined };
      } else {
        await service.updateSubscriptionItem(subscriptionId, row.id, itemBody(row));
        items[i] = { ...row, isNew: false, isSaved: true, dirty: false, error: undefined };
      }
    } catch (error) {
      items[i] = { ...row, isNew: true, isSaved: false, error };
    }
  }
  onSubmitting(null);
  return items;
}

/**
 * Told which row is being sent now (doc 000 §3's item "isSubmitting"), null once none is: the form
 * passes it as the save's `meta.onItemSubmitting`, so each row shows its own state.
 */
export type ItemSubmitting = (index: number | null) => void;
export const itemSubmittingOf = (meta: unknown): ItemSubmitting | undefined =>
  (meta as { onItemSubmitting?: ItemSubmitting } | undefined)?.onItemSubmitting;

/** A failed subscription PATCH after its items were saved carries the items' new state, so that a retry does not send them again. */
export const withSavedItems = (error: unknown, items: readonly SavableItem[]) =>
  error instanceof Error ? Object.assign(error, { savedItems: items }) : error;

export const savedItemsOf = (error: unknown): SavableItem[] | undefined => (error as { savedItems?: SavableItem[] } | null)?.savedItems;
