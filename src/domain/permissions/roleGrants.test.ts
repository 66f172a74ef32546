import { profiles } from '../../../tests/domain/profiles';
import { canGrantRole, grantableRoles } from './roleGrants';

describe('role grants (no role escalation)', () => {
  it.each([
    ['TMS admin', profiles.tmsAdmin(), ['sysadmin', 'accountadmin']],
    ['System Administrator', profiles.tenantSysadmin(), ['sysadmin', 'accountadmin']],
    ['Account Administrator', profiles.tenantAccountAdmin(), ['accountadmin']],
    ['TMS viewer', profiles.tmsViewer(), []],
  ])('%s may grant %j', (_name, profile, expected) => {
    expect(grantableRoles(profile)).toEqual(expected);
  });

  it('never grants the vendor roles, an unknown role, or anything to a user without roles', () => {
    expect(canGrantRole(profiles.tmsAdmin(), 'tmsadmin')).toBe(false);
    expect(canGrantRole(profiles.tmsAdmin(), 'tmsviewer')).toBe(false);
    expect(canGrantRole(profiles.tmsAdmin(), undefined)).toBe(false);
    expect(canGrantRole(profiles.tenantAccountAdmin(), 'sysadmin')).toBe(false);
    expect(canGrantRole(profiles.tenantAccountAdmin(), 'accountadmin')).toBe(true);
    expect(canGrantRole({ roles: [] }, 'accountadmin')).toBe(false);
  });
});
