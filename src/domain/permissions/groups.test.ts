import { canAccessResource } from './resources';
import { canReadGroups, canWriteGroups } from './groups';
import type { Profile } from '../profile';
import type { RoleCode } from '../roles';

const as = (...roles: RoleCode[]): Profile => ({
  userId: 'u',
  email: 'e@x.test',
  firstName: 'F',
  lastName: 'L',
  organizationId: 1,
  organizationName: 'Root',
  organizationType: 1,
  roles,
  tmsRestricted: false,
  tenantOverviewStaff: false,
  staffModeFlag: false,
});
const on = { groupsEnabled: true };
const off = { groupsEnabled: false };
const menuLabels = (p: Profile, f = on) => (canAccessResource(p, 'groups', 'list', f) ? ['menu.organizationGroups'] : []);

describe('organization groups: who reads and writes (doc 001 §6)', () => {
  it('the menu entry is for sysadmin, account admin, TMS admin and TMS viewer, when groups are enabled', () => {
    for (const role of ['sysadmin', 'accountadmin', 'tmsadmin', 'tmsviewer'] as const) {
      expect(menuLabels(as(role))).toEqual(['menu.organizationGroups']);
      expect(menuLabels(as(role), off)).toEqual([]);
    }
    expect(menuLabels(as('tmslicenseadmin'))).toEqual([]);
    expect(menuLabels(as())).toEqual([]);
  });
  it('a TMS viewer reads and writes nothing; the administrators write', () => {
    expect(canReadGroups(as('tmsviewer'), on)).toBe(true);
    expect(canWriteGroups(as('tmsviewer'), on)).toBe(false);
    for (const role of ['sysadmin', 'accountadmin', 'tmsadmin'] as const) expect(canWriteGroups(as(role), on)).toBe(true);
    expect(canWriteGroups(as('tmsadmin'), off)).toBe(false);
    expect(canReadGroups(as('tmslicenseadmin'), on)).toBe(false);
  });
  it('the resource `groups` follows the same rules', () => {
    expect(canAccessResource(as('tmsviewer'), 'groups', 'list', on)).toBe(true);
    expect(canAccessResource(as('tmsviewer'), 'groups', 'create', on)).toBe(false);
    expect(canAccessResource(as('tmsviewer'), 'groups', 'delete', on)).toBe(false);
    expect(canAccessResource(as('accountadmin'), 'groups', 'edit', on)).toBe(true);
    expect(canAccessResource(as('tmslicenseadmin'), 'groups', 'list', on)).toBe(false);
  });
});
