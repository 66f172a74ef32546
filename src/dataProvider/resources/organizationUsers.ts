import { ADD_USER_PROVIDER_NAME } from '../../domain/schemas/user';
import type { AddUserValues } from '../../domain/validation/people';
import { shownAssociations } from '../../domain/permissions/people';
import { withDetailKey } from '../ApiError';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import { setAssociationRoles } from './associationRoles';

/**
 * `organizationUsers`, an organization's users and their roles (manage associations, doc 001 §7):
 * GET /api/v1.0/organizations/{org}/users/roles, referenced by `organizationId`, the "Associated" ones. Create adds a new
 * user (identity POST users, then the association); update sets the roles (one POST or DELETE
 * …/roles/{roleId} per changed role); delete removes the association.
 */
export const organizationUsers: ResourceHandlers = {
  ...arrayResource(async ({ services }, filter, signal) => {
    const organizationId = Number(filter.organizationId);
    const rows = await services.users.getOrganizationUsers(organizationId, signal);
    return shownAssociations(rows).map((u) => ({ ...u, organizationId }));
  }),
  create: async ({ data }, { services }) => {
    const { organizationId, ...v } = data as AddUserValues & { organizationId: number };
    // Without a message from the service, the bar says what to check (doc 001 §8).
    return withDetailKey('orgAssociations.addUser.error', async () => {
      const { userId } = await services.identity.createUser({
        email: v.email.trim(),
        providerName: ADD_USER_PROVIDER_NAME,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
      });
      const association = await services.users.addAssociation(organizationId, userId);
      return { data: { ...association, id: userId, organizationId } };
    });
  },
  update: async ({ id, data, previousData }, { services }) => {
    const organizationId = Number(previousData.organizationId);
    const roles = await setAssociationRoles(services, { organizationId, userId: String(id) }, previousData.roles, data.roles);
    return { data: { ...previousData, roles, id, organizationId } };
  },
  delete: async ({ id, previousData }, { services }) => {
    await withDetailKey('orgAssociations.removeUser.error', () => services.users.removeAssociation(Number(previousData?.organizationId), String(id)));
    return { data: previousData ?? { id } };
  },
  errorKeys: { getManyReference: 'orgAssociations.error.load', create: 'orgAssociations.addUser.error', delete: 'users.error.removeUser' },
};
