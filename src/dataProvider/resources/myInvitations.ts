import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/**
 * `myInvitations`: invitations waiting for the signed-in user (GET /api/v1.0/users/me/invites).
 * Accept and decline are actions, not record writes: the custom method answerMyInvite.
 */
export const myInvitations: ResourceHandlers = {
  ...arrayResource(async ({ services }, _filter, signal) => services.users.getMyInvites(signal)),
  errorKeys: { getList: 'invitations.error.load' },
};
