import type { BillingMode, BillingPeriod, PaymentProvider, Product } from '../../domain/schemas/subscription';
import { trialSubscriptionBody } from '../../domain/schemas/subscription';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import type { SubscriptionsService } from '../services/subscriptions';
import { itemSubmittingOf, saveItems, withSavedItems, type SavableItem } from './subscriptionSave';

/** The subscription form's own fields (doc 000 §3). */
export interface SubscriptionFields {
  paymentType: BillingMode;
  recurrenceType: BillingPeriod;
  paymentProvider: PaymentProvider;
  tenantName: string;
  description: string;
  notes: string;
}

/**
 * The record the subscription form saves (create and update): its fields, its organization and its
 * item rows with their save state; the answer is the same record with the rows' new state.
 */
export interface SubscriptionFormRecord extends SubscriptionFields {
  id?: number;
  organizationId: number;
  subscriptionItems: SavableItem[];
}

const fieldsOf = (r: SubscriptionFormRecord): SubscriptionFields => ({
  paymentType: r.paymentType,
  recurrenceType: r.recurrenceType,
  paymentProvider: r.paymentProvider,
  tenantName: r.tenantName,
  description: r.description,
  notes: r.notes ?? '',
});

/** Doc 000 §4: "For an existing subscription, new items are created, existing items patched, then the subscription patched." */
async function saveExisting(service: SubscriptionsService, id: number, record: SubscriptionFormRecord, previous: object, meta: unknown) {
  const saved = await saveItems(service, id, record.subscriptionItems, itemSubmittingOf(meta));
  try {
    await service.updateSubscription(id, fieldsOf(record));
  } catch (error) {
    throw withSavedItems(error, saved);
  }
  return { data: { ...previous, ...record, id, subscriptionItems: saved } };
}

/** create with `meta: { trial: true }`: the trial of one service (doc 000 §4 "Add trial"). */
export interface TrialData {
  organizationId: number;
  product: Product;
  tenantName: string;
  description: string;
}

/**
 * `subscriptions` of an organization (doc 000 §7 "Subscription calls"): GET
 * /api/v1.0/subscriptions/organizations/{orgId} with their items, referenced by `organizationId`.
 * create: POST the subscription, then its items; update: the items, then PATCH the subscription
 * (§4 "Subscription save"): the form saves one record, and the order of the calls is here. The
 * answer's `subscriptionItems` are the rows with their state (saved, or their error).
 */
export const subscriptions: ResourceHandlers = {
  ...arrayResource(async ({ services }, filter, signal) => {
    const organizationId = Number(filter.organizationId);
    return (await services.subscriptions.getSubscriptions(organizationId, signal)).map((s) => ({ ...s, organizationId }));
  }),
  create: async (params, { services }) => {
    if (params.meta?.trial) {
      const { organizationId, product, tenantName, description } = params.data as TrialData;
      const { subscriptionId } = await services.subscriptions.createTrialSubscription(
        organizationId,
        trialSubscriptionBody({ tenantName, description }),
      );
      await services.subscriptions.createTrialItem(subscriptionId, product);
      return { data: { id: subscriptionId, organizationId, tenantName, description, subscriptionItems: [] } };
    }
    const record = params.data as SubscriptionFormRecord;
    // A form whose subscription was created before an item failed carries its id: it goes on as an update
    // (new items, changed items, then the subscription), never a second subscription.
    if (record.id !== undefined) return saveExisting(services.subscriptions, record.id, record, record, params.meta);
    const { subscriptionId } = await services.subscriptions.createSubscription(record.organizationId, {
      ...fieldsOf(record),
      organizationId: record.organizationId,
    });
    const saved = await saveItems(services.subscriptions, subscriptionId, record.subscriptionItems, itemSubmittingOf(params.meta));
    return { data: { ...record, id: subscriptionId, subscriptionItems: saved } };
  },
  update: async (params, { services }) =>
    saveExisting(services.subscriptions, Number(params.id), params.data as SubscriptionFormRecord, params.previousData as object, params.meta),
  // Doc 000 §8 "Saving base subscription failed": the subscription's own call; an item's failure stays on its row.
  errorKeys: {
    getManyReference: 'subscriptions.error.failedToLoad',
    create: 'subscriptions.error.baseSaveFail',
    update: 'subscriptions.error.baseSaveFail',
  },
};
