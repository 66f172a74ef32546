import type { Profile } from '../profile';
import type { RoleCode } from '../roles';

/**
 * Which roles each role may grant or take away ("a role grants only roles at or below what
 * the specification allows it to grant"). The specification offers only the visible roles, System
 * Administrator and Account Administrator, in its pickers (doc 001 §3); it lets the vendor's TMS
 * admin and an organization's System Administrator manage users, and limits the Account
 * Administrator (doc 001 §6). Our reading: an Account Administrator grants Account Administrator
 * only; TMS admin and System Administrator grant both; read-only and licence roles grant nothing.
 * The TMS roles are never granted through the console.
 */
const grants: Record<RoleCode, readonly RoleCode[]> = {
  tmsadmin: ['sysadmin', 'accountadmin'],
  sysadmin: ['sysadmin', 'accountadmin'],
  accountadmin: ['accountadmin'],
  tmsviewer: [],
  tmslicenseadmin: [],
};

/** The roles this profile may grant or take away, strongest first. */
export function grantableRoles(profile: Pick<Profile, 'roles'>): RoleCode[] {
  return (['sysadmin', 'accountadmin'] as const).filter((code) => profile.roles.some((held) => grants[held].includes(code)));
}

/** True when the profile may grant (or take away) the role `code`; an unknown role never. */
export function canGrantRole(profile: Pick<Profile, 'roles'>, code: RoleCode | undefined): boolean {
  return code !== undefined && grantableRoles(profile).includes(code);
}
