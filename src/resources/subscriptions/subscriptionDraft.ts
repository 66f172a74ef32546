import { createContext } from 'react';
import type { SubscriptionFormRecord } from '../../dataProvider/resources/subscriptions';
import type { SavableItem } from '../../dataProvider/resources/subscriptionSave';
import type { Subscription } from '../../domain/schemas/subscription';
import { newSubscriptionItem } from '../../domain/validation/subscription';

/** One row of the items table (doc 000 §3: "isNew, isSaved, isSubmitting, error"). */
export type ItemRow = SavableItem;

/** The item fields a row edits, in the table's column order. */
export const itemColumns = ['product', 'feature', 'startDate', 'endDate', 'cancelledDate', 'subscriptionType', 'quantity'] as const;
export type ItemField = (typeof itemColumns)[number];

export const newRow = (now: Date): ItemRow => ({ ...newSubscriptionItem(now), dirty: true });

/** The record the form starts from: the subscription's, or a new one's defaults. */
export function initialRecord(orgId: number, subscription: Subscription | undefined): SubscriptionFormRecord {
  if (!subscription) {
    return {
      organizationId: orgId,
      paymentType: 'Prepaid',
      recurrenceType: 'Yearly',
      paymentProvider: 'Direct',
      tenantName: '',
      description: '',
      notes: '',
      subscriptionItems: [],
    };
  }
  const { id, paymentType, recurrenceType, paymentProvider, tenantName, description, notes } = subscription;
  return {
    id,
    organizationId: orgId,
    paymentType,
    recurrenceType,
    paymentProvider,
    tenantName,
    description,
    notes: notes ?? '',
    subscriptionItems: subscription.subscriptionItems.map((i) => ({ ...i, isNew: false, isSaved: true, dirty: false })),
  };
}

/** The index of the item row being sent now (doc 000 §3 "isSubmitting"), null when none is: the dialog's save reports it. */
export const SubmittingItemContext = createContext<number | null>(null);
