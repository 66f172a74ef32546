import type { BillingMode, BillingPeriod, PaymentProvider, Product } from '../../domain/schemas/subscription';
import { trialSubscriptionBody } from '../../domain/schemas/subscription';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import { saveItems, withSavedItems, type SavableItem } from './subscriptionSave';

/** The subscription form's own fields (doc 000 §3). */
export interface SubscriptionFields {
  paymentType: BillingMode;
  recurrenceType: BillingPeriod;
  paymentProvider: PaymentProvider;
  tenantName: string;
  description: string;
  notes: string;
}

/** create/update data: the form's fields and its item rows. */
export interface SubscriptionSaveData {
  organizationId: number;
  fields: SubscriptionFields;
  items: SavableItem[];
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
 * (§4 "Subscription save"). The answer's `items` are the rows with their state (saved or error).
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
    const { organizationId, fields, items } = params.data as SubscriptionSaveData;
    const { subscriptionId } = await services.subscriptions.createSubscription(organizationId, { ...fields, organizationId });
    const saved = await saveItems(services.subscriptions, subscriptionId, items);
    return { data: { ...fields, id: subscriptionId, organizationId, subscriptionItems: [], items: saved } };
  },
  update: async (params, { services }) => {
    const { fields, items } = params.data as SubscriptionSaveData;
    const id = Number(params.id);
    const saved = await saveItems(services.subscriptions, id, items);
    try {
      await services.subscriptions.updateSubscription(id, fields);
    } catch (error) {
      throw withSavedItems(error, saved);
    }
    return { data: { ...params.previousData, ...fields, id, items: saved } };
  },
  errorKeys: { getManyReference: 'subscriptions.error.failedToLoad' },
};
