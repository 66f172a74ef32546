import { roleCodeOf, type AvailableRole } from '../../domain/roles';
import { useAccess } from '../useAccess';

/**
 * The available roles the signed-in user may grant or take away (canAccess: edit on `roles.<code>`):
 * an Account Administrator is not offered System Administrator, which the sandbox would refuse with
 * 403. Until the profile is there nothing is offered.
 */
export function useGrantableRoles<T extends Pick<AvailableRole, 'shortCode' | 'displayName'>>(roles: readonly T[]): T[] {
  const { can } = useAccess();
  return roles.filter((role) => {
    const code = roleCodeOf(role);
    return code !== undefined && can({ resource: `roles.${code}`, action: 'edit' });
  });
}
