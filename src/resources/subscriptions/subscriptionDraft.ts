import type { AppDataProvider } from '../../dataProvider';
import type { BillingMode, BillingPeriod, PaymentProvider, Subscription } from '../../domain/schemas/subscription';
import { isSubscriptionItemValid, newSubscriptionItem, type SubscriptionItemBody, type SubscriptionItemDraft } from '../../domain/validation/subscription';

/** One row of the items table (doc 000 §3: "isNew, isSaved, isSubmitting, error"). */
export interface ItemRow extends SubscriptionItemDraft {
  key: number;
  id?: number;
  isNew: boolean;
  isSaved: boolean;
  /** Changed since it was loaded or last saved. */
  dirty: boolean;
  error?: unknown;
}

export interface FormFields {
  paymentType: BillingMode;
  recurrenceType: BillingPeriod;
  paymentProvider: PaymentProvider;
  tenantName: string;
  description: string;
  notes: string;
}

let nextKey = 1;
export const newRow = (now: Date): ItemRow => ({ ...newSubscriptionItem(now), key: nextKey++, dirty: true });

export function initialDraft(subscription: Subscription | undefined): { fields: FormFields; items: ItemRow[] } {
  if (!subscription) {
    return { fields: { paymentType: 'Prepaid', recurrenceType: 'Yearly', paymentProvider: 'Direct', tenantName: '', description: '', notes: '' }, items: [] };
  }
  const { paymentType, recurrenceType, paymentProvider, tenantName, description, notes } = subscription;
  return {
    fields: { paymentType, recurrenceType, paymentProvider, tenantName, description, notes: notes ?? '' },
    items: subscription.subscriptionItems.map((i) => ({ ...i, key: nextKey++, isNew: false, isSaved: true, dirty: false })),
  };
}

const itemBody = (r: ItemRow) =>
  ({ product: r.product, feature: r.feature, startDate: r.startDate, endDate: r.endDate, cancelledDate: r.cancelledDate ?? null, subscriptionType: r.subscriptionType, quantity: r.quantity }) as SubscriptionItemBody;

/**
 * Doc 000 §4 "Subscription save": a new subscription is created first, then its new items; for an
 * existing one new items are created, changed items patched, then the subscription patched. Items
 * already saved are not sent again; a failing item keeps its error and the others go on.
 */
export async function saveSubscription(
  dp: AppDataProvider,
  input: { orgId: number; subscriptionId?: number; fields: FormFields; items: ItemRow[] },
): Promise<{ subscriptionId?: number; baseError?: unknown; items: ItemRow[] }> {
  let subscriptionId = input.subscriptionId;
  const isNew = subscriptionId === undefined;
  if (isNew) {
    try {
      subscriptionId = (await dp.createSubscription(input.orgId, { ...input.fields, organizationId: input.orgId })).subscriptionId;
    } catch (baseError) {
      return { baseError, items: input.items };
    }
  }
  const items = [...input.items];
  const order = [...items.keys()].sort((a, b) => Number(items[b].isNew) - Number(items[a].isNew));
  for (const i of order) {
    const row = items[i];
    if (!row.dirty || !isSubscriptionItemValid(row)) continue;
    try {
      if (row.id === undefined) {
        const { subscriptionItemId } = await dp.createSubscriptionItem(subscriptionId!, itemBody(row));
        items[i] = { ...row, id: subscriptionItemId, isSaved: true, dirty: false, error: undefined };
      } else {
        await dp.updateSubscriptionItem(subscriptionId!, row.id, itemBody(row));
        items[i] = { ...row, isSaved: true, dirty: false, error: undefined };
      }
    } catch (error) {
      items[i] = { ...row, isSaved: false, error };
    }
  }
  if (!isNew) {
    try {
      await dp.updateSubscription(subscriptionId!, input.fields);
    } catch (baseError) {
      return { subscriptionId, baseError, items };
    }
  }
  return { subscriptionId, items };
}
