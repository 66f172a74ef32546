import type { SubscriptionFields } from '../../dataProvider/resources/subscriptions';
import type { SavableItem } from '../../dataProvider/resources/subscriptionSave';
import type { Subscription } from '../../domain/schemas/subscription';
import { newSubscriptionItem } from '../../domain/validation/subscription';

/** One row of the items table (doc 000 §3: "isNew, isSaved, isSubmitting, error"), keyed for React. */
export interface ItemRow extends SavableItem {
  key: number;
}

export type FormFields = SubscriptionFields;

let nextKey = 1;
export const newRow = (now: Date): ItemRow => ({ ...newSubscriptionItem(now), key: nextKey++, dirty: true });

export function initialDraft(subscription: Subscription | undefined): { fields: FormFields; items: ItemRow[] } {
  if (!subscription) {
    return {
      fields: { paymentType: 'Prepaid', recurrenceType: 'Yearly', paymentProvider: 'Direct', tenantName: '', description: '', notes: '' },
      items: [],
    };
  }
  const { paymentType, recurrenceType, paymentProvider, tenantName, description, notes } = subscription;
  return {
    fields: { paymentType, recurrenceType, paymentProvider, tenantName, description, notes: notes ?? '' },
    items: subscription.subscriptionItems.map((i) => ({ ...i, key: nextKey++, isNew: false, isSaved: true, dirty: false })),
  };
}
