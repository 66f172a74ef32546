import { OrganizationType } from '../organizationTypes';
import { link, makeProfile, orgIds, pathToTenant, profiles } from '../../../tests/domain/profiles';
import { isAtRoot, organizationAccess, organizationAccessByRole } from './organizationAccess';

const full = { view: true, manage: true };
const viewOnly = { view: true, manage: false };
const none = { view: false, manage: false };

describe('organizationAccess', () => {
  it('gives a TMS admin view and manage everywhere, even where every parent flag is off', () => {
    const closed = pathToTenant({
      [orgIds.distributor]: { parentCanManage: false, parentCanView: false },
      [orgIds.partner]: { parentCanManage: false, parentCanView: false },
      [orgIds.tenant]: { parentCanManage: false, parentCanView: false },
    });
    for (let n = 1; n <= closed.length; n++) {
      expect(organizationAccess(profiles.tmsAdmin(), closed.slice(0, n))).toEqual(full);
    }
  });

  it('gives TMS viewer and TMS license admin view only, whatever the flags', () => {
    const closed = pathToTenant({ [orgIds.partner]: { parentCanManage: false, parentCanView: false } });
    for (const p of [profiles.tmsViewer(), profiles.licenseAdmin()]) {
      expect(organizationAccess(p, closed)).toEqual(viewOnly);
      expect(organizationAccess(p, closed.slice(0, 1))).toEqual(viewOnly);
    }
  });

  it('lets a system administrator manage their own organization', () => {
    expect(organizationAccess(profiles.tenantSysadmin(), pathToTenant())).toEqual(full);
  });

  it('lets an account administrator manage their own organization', () => {
    expect(organizationAccess(profiles.tenantAccountAdmin(), pathToTenant())).toEqual(full);
  });

  it('lets a partner sysadmin manage a descendant when every link below grants parentCanManage', () => {
    expect(organizationAccess(profiles.partnerSysadmin(), pathToTenant())).toEqual(full);
  });

  it('drops manage but keeps view when a link below only grants parentCanView', () => {
    const path = pathToTenant({ [orgIds.tenant]: { parentCanManage: false, parentCanView: true } });
    expect(organizationAccess(profiles.partnerSysadmin(), path)).toEqual(viewOnly);
  });

  it('gives nothing when a link below grants neither flag', () => {
    const path = pathToTenant({ [orgIds.tenant]: { parentCanManage: false, parentCanView: false } });
    expect(organizationAccess(profiles.partnerSysadmin(), path)).toEqual(none);
  });

  it('follows the whole chain: a closed intermediate link hides everything below it', () => {
    const sysadmin = makeProfile({
      organizationId: orgIds.distributor,
      organizationType: OrganizationType.Distributor,
      roles: ['sysadmin'],
    });
    const path = pathToTenant({ [orgIds.partner]: { parentCanManage: false, parentCanView: false } });
    expect(organizationAccess(sysadmin, path.slice(0, 3))).toEqual(none);
    expect(organizationAccess(sysadmin, path)).toEqual(none);
    // A view-only intermediate link lets the distributor look at, but not manage, the tenant below.
    const viewPath = pathToTenant({ [orgIds.partner]: { parentCanManage: false, parentCanView: true } });
    expect(organizationAccess(sysadmin, viewPath)).toEqual(viewOnly);
  });

  it('gives nothing for an organization outside the user’s subtree', () => {
    // The partner sysadmin asks about the distributor above them.
    expect(organizationAccess(profiles.partnerSysadmin(), pathToTenant().slice(0, 2))).toEqual(none);
    // Or about a sibling branch that does not pass through their organization.
    const sibling = [
      link(orgIds.root, null, OrganizationType.Root),
      link(orgIds.distributor, orgIds.root, OrganizationType.Distributor),
      link(orgIds.otherTenant, orgIds.distributor, OrganizationType.TenantCustomer),
    ];
    expect(organizationAccess(profiles.partnerSysadmin(), sibling)).toEqual(none);
  });

  it('gives a user without roles nothing, not even on their own organization', () => {
    expect(organizationAccess(profiles.noRoles(), pathToTenant())).toEqual(none);
  });

  it('gives nothing for an empty path', () => {
    expect(organizationAccess(profiles.tmsAdmin(), [])).toEqual(none);
  });
});

describe('isAtRoot', () => {
  it('is true only for a profile whose organization is of type Root', () => {
    expect(isAtRoot(profiles.tmsAdmin())).toBe(true);
    expect(isAtRoot(profiles.partnerSysadmin())).toBe(false);
  });
});

describe('organizationAccessByRole', () => {
  it('decides for TMS roles at the root and for users without a role', () => {
    expect(organizationAccessByRole(profiles.tmsAdmin())).toEqual({ view: true, manage: true });
    expect(organizationAccessByRole(profiles.tmsViewer())).toEqual({ view: true, manage: false });
    expect(organizationAccessByRole(profiles.licenseAdmin())).toEqual({ view: true, manage: false });
    expect(organizationAccessByRole(profiles.noRoles())).toEqual({ view: false, manage: false });
  });
  it('needs the path for organization administrators and for anyone away from the root', () => {
    expect(organizationAccessByRole(profiles.rootSysadmin())).toBeUndefined();
    expect(organizationAccessByRole(profiles.tenantAccountAdmin())).toBeUndefined();
    expect(
      organizationAccessByRole(profiles.tmsAdmin({ organizationId: orgIds.partner, organizationType: OrganizationType.Partner })),
    ).toBeUndefined();
  });
  it('agrees with organizationAccess over a real path', () => {
    for (const p of [profiles.tmsAdmin(), profiles.tmsViewer(), profiles.noRoles()]) {
      expect(organizationAccessByRole(p)).toEqual(organizationAccess(p, pathToTenant()));
    }
  });
});
