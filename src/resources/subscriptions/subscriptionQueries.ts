import { useGetManyReference } from 'react-admin';
import type { Subscription } from '../../domain/schemas/subscription';

/** react-admin's cache keys of this resource start with its name: invalidating it refreshes every list of it. */
export const subscriptionKeys = { all: ['subscriptions'] as const };

/**
 * An organization's subscriptions (GET /api/v1.0/subscriptions/organizations/{orgId}) as the resource
 * `subscriptions` referenced by `organizationId`, shared by the Subscriptions tab, the service tags and
 * the commands; a failure goes to the one error bar with the resource map's friendly text.
 */
export function useSubscriptions(orgId: number, enabled = true) {
  return useGetManyReference<Subscription>(
    'subscriptions',
    { target: 'organizationId', id: orgId, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { enabled },
  );
}
