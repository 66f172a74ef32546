import { z } from 'zod';
import {
  subscriptionSchema,
  trialItemBody,
  trialSubscriptionBody,
  type Product,
  type SubscriptionCreateBody,
  type SubscriptionPatchBody,
} from '../../domain/schemas/subscription';
import type { SubscriptionItemBody } from '../../domain/validation/subscription';
import { buildUrl, seg, type HttpClient } from '../http';

/** The account service's subscription endpoints (doc 000 §7 "Subscription calls"). */
export function createSubscriptionsService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  return {
    /** GET /api/v1.0/subscriptions/organizations/{orgId}: the organization's subscriptions with their items. */
    getSubscriptions: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/subscriptions/organizations/${seg(orgId)}`), { schema: z.array(subscriptionSchema), signal }),

    /** POST /api/v1.0/organizations/{orgId}/subscriptions: form plus organizationId. */
    createSubscription: (orgId: number, body: SubscriptionCreateBody) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/subscriptions`), {
        method: 'POST',
        body,
        schema: z.object({ subscriptionId: z.number() }),
      }),

    /** PATCH /api/v1.0/subscriptions/{subId}: the form fields. */
    updateSubscription: (subId: number, body: SubscriptionPatchBody) =>
      http.request(url(`/api/v1.0/subscriptions/${seg(subId)}`), { method: 'PATCH', body }),

    /** POST /api/v1.0/subscriptions/{subId}/items. */
    createSubscriptionItem: (subId: number, body: SubscriptionItemBody) =>
      http.request(url(`/api/v1.0/subscriptions/${seg(subId)}/items`), {
        method: 'POST',
        body,
        schema: z.object({ subscriptionItemId: z.number() }),
      }),

    /** PATCH /api/v1.0/subscriptions/{subId}/items/{itemId}. */
    updateSubscriptionItem: (subId: number, itemId: number, body: SubscriptionItemBody) =>
      http.request(url(`/api/v1.0/subscriptions/${seg(subId)}/items/${seg(itemId)}`), { method: 'PATCH', body }),

    /** POST /api/v1.0/organizations/{orgId}/subscriptions/managed: the trial subscription. */
    createTrialSubscription: (orgId: number, body: ReturnType<typeof trialSubscriptionBody>) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/subscriptions/managed`), {
        method: 'POST',
        body,
        schema: z.object({ subscriptionId: z.number() }),
      }),

    /** POST /api/v1.0/subscriptions/{subscriptionId}/managed: the trial's item. */
    createTrialItem: (subscriptionId: number, product: Product) =>
      http.request(url(`/api/v1.0/subscriptions/${seg(subscriptionId)}/managed`), { method: 'POST', body: trialItemBody(product) }),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
