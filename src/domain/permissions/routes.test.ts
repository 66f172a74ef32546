import { profiles } from '../../../tests/domain/profiles';
import { canAccessResource } from './resources';
import { canOpenRoute, deniedRouteTarget, type RouteKey } from './routes';

const withGroups = { groupsEnabled: true };
/** The menu's pages, in the menu's order (src/layout/menuEntries.ts). */
const menuPages: RouteKey[] = [
  'hierarchy',
  'dashboard',
  'groups',
  'tenantOverview',
  'virtualBoundaries',
  'associations',
  'invitations',
  'myInvoices',
  'cardDetails',
  'internalUsers',
  'serviceAccounts',
];
const pages = (p: Parameters<typeof canOpenRoute>[0], features = withGroups) =>
  menuPages.filter((key) => canAccessResource(p, key, 'list', features));

describe('pages as pseudo-resources of the access table (doc 001 §6, doc 002 navigation menu, our choices in routes.ts)', () => {
  const own: RouteKey[] = ['associations', 'invitations', 'myInvoices'];
  it.each([
    [
      'TMS admin opens every menu page',
      profiles.tmsAdmin(),
      ['hierarchy', 'dashboard', 'groups', 'tenantOverview', 'virtualBoundaries', ...own, 'internalUsers', 'serviceAccounts'],
    ],
    [
      'TMS viewer opens My Organization and Groups, not Tenant Status or Virtual Boundaries',
      profiles.tmsViewer(),
      ['hierarchy', 'groups', ...own, 'internalUsers'],
    ],
    ['TMS license admin opens My Organization but not Groups', profiles.licenseAdmin(), ['hierarchy', ...own]],
    [
      'system administrator opens the four menu-table pages plus their own',
      profiles.tenantSysadmin(),
      ['hierarchy', 'dashboard', 'groups', 'tenantOverview', 'virtualBoundaries', ...own, 'cardDetails', 'serviceAccounts'],
    ],
    [
      'account administrator opens My Organization and Groups but not Tenant Status nor Virtual Boundaries',
      profiles.tenantAccountAdmin(),
      ['hierarchy', 'groups', ...own, 'cardDetails', 'serviceAccounts'],
    ],
  ])('%s', (_title, profile, expected) => {
    expect(pages(profile)).toEqual(expected);
  });

  it('a user without roles opens only their associations and invitations', () => {
    expect(pages(profiles.noRoles())).toEqual(['associations', 'invitations']);
  });

  it('drops Organization Groups when groups are disabled', () => {
    expect(pages(profiles.tmsAdmin(), { groupsEnabled: false })).not.toContain('groups');
  });

  it('answers a page asked by any action as its route rule, and denies an unknown page', () => {
    expect(canAccessResource(profiles.tmsViewer(), 'tenantOverview', 'show', withGroups)).toBe(false);
    expect(canAccessResource(profiles.tmsAdmin(), 'tenantOverview', 'show', withGroups)).toBe(true);
    expect(canAccessResource(profiles.tmsAdmin(), 'tenant-overview', 'list', withGroups)).toBe(false);
  });

  it('opens the Dashboard to exactly the roles of Tenant Status, a denied visit going where Tenant Status sends it', () => {
    for (const make of Object.values(profiles)) {
      const p = make();
      expect(canOpenRoute(p, 'dashboard', withGroups)).toBe(canOpenRoute(p, 'tenantOverview', withGroups));
    }
    expect(deniedRouteTarget('dashboard')).toBe('/');
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
    expect(deniedRouteTarget('invoices')).toBeUndefined();
  });
});
