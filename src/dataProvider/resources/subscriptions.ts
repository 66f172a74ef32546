import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/**
 * `subscriptions` of an organization (doc 000 §7 "Subscription calls"): GET
 * /api/v1.0/subscriptions/organizations/{orgId} with their items, referenced by `organizationId`.
 */
export const subscriptions: ResourceHandlers = {
  ...arrayResource(async ({ services }, filter, signal) => {
    const organizationId = Number(filter.organizationId);
    return (await services.subscriptions.getSubscriptions(organizationId, signal)).map((s) => ({ ...s, organizationId }));
  }),
  errorKeys: { getManyReference: 'subscriptions.error.failedToLoad' },
};
