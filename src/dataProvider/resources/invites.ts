import { isPendingInvite } from '../../domain/status/people';
import { ApiError } from '../ApiError';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/**
 * `invites` (doc 001 §2.3, §4, §7), referenced by `userId` (GET /api/v1.0/ium/invites?userId=…) or by
 * `organizationId` (GET …/organizations/{org}/invites, the Pending ones only). Create invites by
 * e-mail (identity createinvite, then POST /api/v1.1/…/invites); delete is "Cancel invite", on the
 * path of the screen it came from: PUT …/ium/invites/{id}/cancel (a user's) or …/invites/{id}/cancel.
 */
export const invites: ResourceHandlers = {
  ...arrayResource(async ({ services }, filter, signal) => {
    if (filter.userId !== undefined) return services.users.getUserInvites(String(filter.userId), signal);
    if (filter.organizationId !== undefined) {
      const all = await services.users.getOrganizationInvites(Number(filter.organizationId), signal);
      return all.filter((i) => isPendingInvite(i.status));
    }
    throw new ApiError({ status: 400, kind: 'http', serverMessage: 'invites are listed by userId or organizationId' });
  }),
  create: async ({ data }, { services }) => {
    const { organizationId, email, roles } = data as { organizationId: number; email: string; roles: string[] };
    const { userId } = await services.identity.createInvite({ organizationId, email: email.trim(), roles });
    return { data: await services.users.createOrganizationInvite(organizationId, userId, roles) };
  },
  delete: async ({ id, previousData, meta }, { services }) => {
    if (meta?.from === 'user') await services.users.cancelUserInvite(String(id));
    else await services.users.cancelInvite(String(id));
    return { data: previousData ?? { id } };
  },
  errorKeys: { getManyReference: 'users.invites.loadError' },
};
