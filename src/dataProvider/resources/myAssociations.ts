import { shownAssociations } from '../../domain/permissions/people';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/** `myAssociations`: the signed-in user's own associations (GET /api/v1.0/users/me/associations), "Associated" ones. */
export const myAssociations: ResourceHandlers = {
  ...arrayResource(async ({ services }, _filter, signal) =>
    shownAssociations(await services.users.getMyAssociations(signal)).map((a) => ({ ...a, id: a.organizationId })),
  ),
  errorKeys: { getList: 'associations.error.load' },
};
