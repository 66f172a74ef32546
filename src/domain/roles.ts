import type { AvailableRole } from './schemas/role';

export type { AvailableRole } from './schemas/role';

/**
 * Role codes used by every permission rule. System Administrator and Account Administrator carry
 * these as their shortCode (doc 001 §3); the vendor's TMS roles are also recognised by their
 * display names (doc 000 §6: "the TMS admin role is also matched by its display name").
 */
export const roleCodes = ['tmsadmin', 'tmsviewer', 'tmslicenseadmin', 'sysadmin', 'accountadmin'] as const;
export type RoleCode = (typeof roleCodes)[number];

export const roleDisplayNames: Record<RoleCode, string> = {
  tmsadmin: 'TMS Admin',
  tmsviewer: 'TMS Viewer',
  tmslicenseadmin: 'TMS License Admin',
  sysadmin: 'System Administrator',
  accountadmin: 'Account Administrator',
};

/** Resolves a role from the service to one of our codes, by shortCode first, then by display name. */
export function roleCodeOf(role: Pick<AvailableRole, 'shortCode' | 'displayName'>): RoleCode | undefined {
  const short = role.shortCode?.toLowerCase();
  if (short && (roleCodes as readonly string[]).includes(short)) return short as RoleCode;
  const byName = (Object.entries(roleDisplayNames) as [RoleCode, string][]).find(
    ([, name]) => name.toLowerCase() === role.displayName.trim().toLowerCase(),
  );
  return byName?.[0];
}

export const tmsRoles: readonly RoleCode[] = ['tmsadmin', 'tmsviewer', 'tmslicenseadmin'];
