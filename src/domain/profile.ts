import type { Profile } from './schemas/profile';
import type { RoleCode } from './roles';

export type { Profile, ProfileClaims } from './schemas/profile';

export function hasAnyRole(profile: Pick<Profile, 'roles'>, roles: readonly RoleCode[]): boolean {
  return profile.roles.some((r) => roles.includes(r));
}
