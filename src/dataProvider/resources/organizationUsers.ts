import { ADD_USER_PROVIDER_NAME } from '../../domain/schemas/user';
import type { AddUserValues } from '../../domain/validation/people';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/**
 * `organizationUsers`, an organization's users and their roles (manage associations, doc 001 §7):
 * GET /api/v1.0/organizations/{org}/users/roles, referenced by `organizationId`. Create adds a new
 * user (identity POST users, then the association); update sets the roles (one POST or DELETE
 * …/roles/{roleId} per changed role); delete removes the association.
 */
export const organizationUsers: ResourceHandlers = {
  ...arrayResource(async ({ services }, filter, signal) => {
    const organizationId = Number(filter.organizationId);
    const rows = await services.users.getOrganizationUsers(organizationId, signal);
    return rows.map((u) => ({ ...u, organizationId }));
  }),
  create: async ({ data }, { services }) => {
    const { organizationId, ...v } = data as AddUserValues & { organizationId: number };
    const { userId } = await services.identity.createUser({
      email: v.email.trim(),
      providerName: ADD_USER_PROVIDER_NAME,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
    });
    const association = await services.users.addAssociation(organizationId, userId);
    return { data: { ...association, id: userId, organizationId } };
  },
  update: async ({ id, data, previousData }, { services }) => {
    const organizationId = Number(previousData.organizationId);
    const before = new Set<string>(previousData.roles.map((r: { roleId: string }) => r.roleId));
    const after = new Set<string>((data.roles as { roleId: string }[]).map((r) => r.roleId));
    let latest = previousData;
    for (const roleId of after) if (!before.has(roleId)) latest = await services.users.setAssociationRole(organizationId, String(id), roleId, true);
    for (const roleId of before) if (!after.has(roleId)) latest = await services.users.setAssociationRole(organizationId, String(id), roleId, false);
    return { data: { ...previousData, roles: latest.roles, id, organizationId } };
  },
  delete: async ({ id, previousData }, { services }) => {
    await services.users.removeAssociation(Number(previousData?.organizationId), String(id));
    return { data: previousData ?? { id } };
  },
  errorKeys: { getManyReference: 'orgAssociations.error.load', create: 'orgAssociations.addUser.error', delete: 'users.removeUser.error' },
};
