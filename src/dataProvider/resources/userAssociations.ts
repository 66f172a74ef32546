import { shownAssociations } from '../../domain/permissions/people';
import { withDetailKey } from '../ApiError';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import { setAssociationRoles } from './associationRoles';

/**
 * `userAssociations`, a user's organizations (doc 001 §2.3 Organizations tab): GET
 * /api/v1.2/users/{userId}/associations, the variant every role that may see the tab can call;
 * only "Associated" relationships are kept. Referenced by `userId`; a record's id is its organization.
 */
export const userAssociations: ResourceHandlers = {
  ...arrayResource(async ({ services }, filter, signal) => {
    const rows = await services.users.getUserAssociations(String(filter.userId), signal);
    return shownAssociations(rows).map((a) => ({ ...a, id: a.organizationId, userId: String(filter.userId) }));
  }),
  errorKeys: { getManyReference: 'users.associations.loadError', delete: 'users.associations.remove.error' },
  /** Sets the association's roles (one call per changed role). */
  update: async ({ id, data, previousData }, { services }) => {
    const roles = await setAssociationRoles(
      services,
      { organizationId: Number(id), userId: String(previousData.userId) },
      previousData.roles,
      data.roles,
    );
    return { data: { ...previousData, roles } };
  },
  /** Removes the association: DELETE /api/v1.0/organizations/{org}/users/{userId}. */
  delete: async ({ id, previousData }, { services }) => {
    await withDetailKey('orgAssociations.removeUser.error', () => services.users.removeAssociation(Number(id), String(previousData?.userId)));
    return { data: previousData ?? { id } };
  },
};
