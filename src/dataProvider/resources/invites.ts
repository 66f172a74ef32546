import { InviteStatus, isPendingInvite } from '../../domain/status/people';
import { ApiError } from '../ApiError';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/**
 * `invites` (doc 001 §2.3, §4, §7), referenced by `userId` (GET /api/v1.0/ium/invites?userId=…) or by
 * `organizationId` (GET …/organizations/{org}/invites, the Pending ones only). Create invites by
 * e-mail (identity createinvite, then POST /api/v1.1/…/invites). "Cancel invite" (doc 001 §4) is, as
 * the spec tells the two screens apart: on the user screen an update to Cancelled (the invite stays,
 * marked; PUT …/ium/invites/{id}/cancel), in an organization's pending list a delete (the invite
 * leaves the list; PUT …/invites/{id}/cancel).
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
  update: async ({ id, data, previousData }, { services }) => {
    if (data.status !== InviteStatus.Cancelled) {
      throw new ApiError({ status: 400, kind: 'http', serverMessage: 'an invite can only be cancelled' });
    }
    await services.users.cancelUserInvite(String(id));
    return { data: { ...previousData, status: InviteStatus.Cancelled } };
  },
  delete: async ({ id, previousData }, { services }) => {
    await services.users.cancelInvite(String(id));
    return { data: previousData ?? { id } };
  },
  errorKeys: { getManyReference: 'users.invites.loadError' },
};
