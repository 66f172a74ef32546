import type { OrganizationType } from './organizationTypes';
import type { Profile } from './profile';
import { roleCodeOf, type RoleCode } from './roles';
import type { UserAssociation } from './schemas/user';

/** The relationship of an organization a user belongs to (not one an invitation or a parent gives). */
const ASSOCIATED = 'Associated';

/**
 * Another user's Profile as the permission rules see it, from what the console may read of them (GET
 * …/users/{id}/associations): the home organization, where the sign-in roles are held, is the user's
 * earliest "Associated" organization that grants a role (else the earliest "Associated" one), which is
 * how the sandbox assigns it when associating (docs/decisions.md "Access explained"). The three staff
 * flags are not part of an association and read as off; none of the Access tab's rules reads them.
 * Undefined for a user without an associated organization (they reach nothing).
 */
export function profileFromAssociations(
  user: { id: string; email: string; firstName: string; lastName: string },
  associations: readonly UserAssociation[],
  organizationTypeOf: (orgId: number) => OrganizationType | undefined,
): Profile | undefined {
  const rolesOf = (a: UserAssociation) => [...new Set(a.roles.map(roleCodeOf).filter((r): r is RoleCode => r !== undefined))].sort();
  const associated = associations
    .filter((a) => a.relationshipType === ASSOCIATED)
    .sort((a, b) => (a.dateAssociated < b.dateAssociated ? -1 : a.dateAssociated > b.dateAssociated ? 1 : 0));
  const home = associated.find((a) => rolesOf(a).length > 0) ?? associated[0];
  const type = home && organizationTypeOf(home.organizationId);
  if (!home || type === undefined) return undefined;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    organizationId: home.organizationId,
    organizationName: home.organizationName,
    organizationType: type,
    roles: rolesOf(home),
    tmsRestricted: false,
    tenantOverviewStaff: false,
    staffModeFlag: false,
  };
}
