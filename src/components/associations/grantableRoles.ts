import { canGrantRole } from '../../domain/permissions/roleGrants';
import type { Profile } from '../../domain/profile';
import { roleCodeOf, type AvailableRole } from '../../domain/roles';

/**
 * The available roles this profile may grant or take away (domain roleGrants): an Account
 * Administrator is not offered System Administrator, which the sandbox would refuse with 403.
 * Without a profile nothing is offered.
 */
export function grantableAvailableRoles<T extends Pick<AvailableRole, 'shortCode' | 'displayName'>>(
  profile: Pick<Profile, 'roles'> | undefined,
  roles: readonly T[],
): T[] {
  return profile ? roles.filter((role) => canGrantRole(profile, roleCodeOf(role))) : [];
}
