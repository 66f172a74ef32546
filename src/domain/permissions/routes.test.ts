import { profiles } from '../testing/profiles';
import { canOpenRoute, deniedRouteTarget, menuEntries, routeRules, visibleMenu, type RouteKey } from './routes';

const allRoutes = new Set(Object.keys(routeRules) as RouteKey[]);
const withGroups = { groupsEnabled: true };
const paths = (p: Parameters<typeof visibleMenu>[0], features = withGroups) => visibleMenu(p, features, allRoutes).map((e) => e.path);

describe('visibleMenu (doc 001 §6, doc 002 navigation menu, our choices in routes.ts)', () => {
  const own = ['/associations', '/invitations', '/my-invoices'];
  it.each([
    [
      'TMS admin sees every entry',
      profiles.tmsAdmin(),
      ['/hierarchy', '/dashboard', '/groups', '/tenant-overview', '/virtual-boundaries', ...own, '/internalusers', '/service-accounts'],
    ],
    [
      'TMS viewer sees My Organization and Groups, not Tenant Status or Virtual Boundaries',
      profiles.tmsViewer(),
      ['/hierarchy', '/groups', ...own, '/internalusers'],
    ],
    ['TMS license admin sees My Organization but not Groups', profiles.licenseAdmin(), ['/hierarchy', ...own]],
    [
      'system administrator sees the four menu-table entries plus their own pages',
      profiles.tenantSysadmin(),
      ['/hierarchy', '/dashboard', '/groups', '/tenant-overview', '/virtual-boundaries', ...own, '/card-details', '/service-accounts'],
    ],
    [
      'account administrator sees My Organization and Groups but not Tenant Status nor Virtual Boundaries',
      profiles.tenantAccountAdmin(),
      ['/hierarchy', '/groups', ...own, '/card-details', '/service-accounts'],
    ],
  ])('%s', (_title, profile, expected) => {
    expect(paths(profile)).toEqual(expected);
  });

  it('a user without roles sees only their associations and invitations', () => {
    expect(paths(profiles.noRoles())).toEqual(['/associations', '/invitations']);
  });

  it('drops Organization Groups when groups are disabled', () => {
    expect(paths(profiles.tmsAdmin(), { groupsEnabled: false })).not.toContain('/groups');
  });

  it('shows only the pages this build has', () => {
    const menu = visibleMenu(profiles.tmsAdmin(), withGroups, new Set<RouteKey>(['hierarchy', 'groups']));
    expect(menu.map((e) => e.labelKey)).toEqual(['menu.myOrganization', 'menu.organizationGroups']);
  });

  it('opens the Dashboard to exactly the roles of Tenant Status, a denied visit going where Tenant Status sends it', () => {
    for (const make of Object.values(profiles)) {
      const p = make();
      expect(canOpenRoute(p, 'dashboard', withGroups)).toBe(canOpenRoute(p, 'tenantOverview', withGroups));
    }
    expect(deniedRouteTarget('dashboard')).toBe('/');
  });

  it('every menu entry points at a route rule', () => {
    for (const e of menuEntries) expect(routeRules[e.route]).toBeDefined();
  });
});

describe('canOpenRoute', () => {
  it('opens the setup wizard to system administrators only', () => {
    expect(canOpenRoute(profiles.tenantSysadmin(), 'setup', withGroups)).toBe(true);
    expect(canOpenRoute(profiles.tenantAccountAdmin(), 'setup', withGroups)).toBe(false);
    expect(canOpenRoute(profiles.tmsAdmin(), 'setup', withGroups)).toBe(false);
  });

  it('opens /appProvision with the hierarchy roles', () => {
    expect(canOpenRoute(profiles.licenseAdmin(), 'appProvision', withGroups)).toBe(true);
    expect(canOpenRoute(profiles.noRoles(), 'appProvision', withGroups)).toBe(false);
  });

  it('opens /appProvisionTest (the global reader sign-in return) with the hierarchy roles, denied visits to /associations', () => {
    expect(canOpenRoute(profiles.tenantSysadmin(), 'appProvisionTest', withGroups)).toBe(true);
    expect(canOpenRoute(profiles.licenseAdmin(), 'appProvisionTest', withGroups)).toBe(true);
    expect(canOpenRoute(profiles.noRoles(), 'appProvisionTest', withGroups)).toBe(false);
    expect(deniedRouteTarget('appProvisionTest')).toBe('/associations');
  });

  it('opens /tenant-overview to sysadmin and TMS admin only', () => {
    expect(canOpenRoute(profiles.tenantSysadmin(), 'tenantOverview', withGroups)).toBe(true);
    expect(canOpenRoute(profiles.tmsAdmin(), 'tenantOverview', withGroups)).toBe(true);
    expect(canOpenRoute(profiles.tmsViewer(), 'tenantOverview', withGroups)).toBe(false);
    expect(canOpenRoute(profiles.tenantAccountAdmin(), 'tenantOverview', withGroups)).toBe(false);
  });

  it('refuses /groups when groups are off even to a TMS admin', () => {
    expect(canOpenRoute(profiles.tmsAdmin(), 'groups', { groupsEnabled: false })).toBe(false);
  });
});

describe('deniedRouteTarget', () => {
  it('sends a denied /tenant-overview visit to /', () => {
    expect(deniedRouteTarget('tenantOverview')).toBe('/');
  });
  it('sends a denied /appProvision visit to /associations', () => {
    expect(deniedRouteTarget('appProvision')).toBe('/associations');
  });
  it('shows the no-permission message elsewhere', () => {
    expect(deniedRouteTarget('virtualBoundaries')).toBeUndefined();
    expect(deniedRouteTarget('setup')).toBeUndefined();
  });
});
