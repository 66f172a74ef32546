import type { OrganizationAssociation, RoleRef } from '../../domain/schemas/user';
import type { Services } from '../types';

/**
 * An association's roles set to `after` (doc 001 §4 "Association roles"): one POST
 * …/users/{userId}/roles/{roleId} per added role, one DELETE per removed one, in that order.
 * Answers the roles as the service holds them after the last call (`before` when nothing changed).
 */
export async function setAssociationRoles(
  services: Services,
  target: { organizationId: number; userId: string },
  before: readonly RoleRef[],
  after: readonly { roleId: string }[],
): Promise<RoleRef[]> {
  const had = new Set(before.map((r) => r.roleId));
  const wants = new Set(after.map((r) => r.roleId));
  let latest: OrganizationAssociation | undefined;
  const set = async (roleId: string, selected: boolean) => {
    latest = await services.users.setAssociationRole(target.organizationId, target.userId, roleId, selected);
  };
  for (const roleId of wants) if (!had.has(roleId)) await set(roleId, true);
  for (const roleId of had) if (!wants.has(roleId)) await set(roleId, false);
  return latest ? latest.roles : [...before];
}
