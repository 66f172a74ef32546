import { roleDisplayNames, type RoleCode } from '../../../src/domain';

/** Stable ids of the five roles: the same in every seed, so links and tests may name them. */
export const roleIds: Record<RoleCode, string> = {
  tmsadmin: '5d1f3a2e-8c4b-4e6a-9f21-0a7b3c9d1e01',
  tmsviewer: '5d1f3a2e-8c4b-4e6a-9f21-0a7b3c9d1e02',
  tmslicenseadmin: '5d1f3a2e-8c4b-4e6a-9f21-0a7b3c9d1e03',
  sysadmin: '5d1f3a2e-8c4b-4e6a-9f21-0a7b3c9d1e04',
  accountadmin: '5d1f3a2e-8c4b-4e6a-9f21-0a7b3c9d1e05',
};

/** The vendor's own staff roles are not offered in role pickers (is_visible 0). */
export const roleRows = (Object.keys(roleIds) as RoleCode[]).map((code) => ({
  id: roleIds[code],
  display_name: roleDisplayNames[code],
  short_code: code,
  is_visible: code === 'sysadmin' || code === 'accountadmin' ? 1 : 0,
}));
