/**
 * Test helpers for the domain rules: realistic profiles, organization paths and brand settings.
 * Test-only; deliberately not exported from src/domain/index.ts.
 */
import { defaultBrand, type AppConfig } from '../../src/domain/config';
import { OrganizationType } from '../../src/domain/organizationTypes';
import type { OrganizationLink } from '../../src/domain/permissions/organizationAccess';
import type { Profile } from '../../src/domain/profile';
import type { RoleCode } from '../../src/domain/roles';

/** Ids of the small hierarchy the tests use: root → distributor → partner → customers. */
export const orgIds = {
  root: 1,
  distributor: 10,
  partner: 20,
  multiTenant: 30,
  tenant: 40,
  otherTenant: 41,
} as const;

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: '6f1c2a0e-5b8f-4e0a-9a57-0c6f3b9d2a11',
    email: 'alex.morgan@contoso.example',
    firstName: 'Alex',
    lastName: 'Morgan',
    organizationId: orgIds.tenant,
    organizationName: 'Contoso Ltd',
    organizationType: OrganizationType.TenantCustomer,
    roles: ['sysadmin'],
    tmsRestricted: false,
    tenantOverviewStaff: false,
    staffModeFlag: false,
    ...overrides,
  };
}

function rootStaff(roles: RoleCode[], overrides: Partial<Profile> = {}): Profile {
  return makeProfile({
    userId: '0a4e9d6c-1111-4c3b-8d2e-7f5a6b4c3d21',
    email: 'sam.support@quadrant.example',
    firstName: 'Sam',
    lastName: 'Support',
    organizationId: orgIds.root,
    organizationName: 'Quadrant Root',
    organizationType: OrganizationType.Root,
    roles,
    ...overrides,
  });
}

export const profiles = {
  tmsAdmin: (o: Partial<Profile> = {}) => rootStaff(['tmsadmin'], o),
  tmsViewer: (o: Partial<Profile> = {}) => rootStaff(['tmsviewer'], o),
  licenseAdmin: (o: Partial<Profile> = {}) => rootStaff(['tmslicenseadmin'], o),
  /** A system administrator of the root organization itself. */
  rootSysadmin: (o: Partial<Profile> = {}) => rootStaff(['sysadmin'], o),
  /** System administrator of a partner organization. */
  partnerSysadmin: (o: Partial<Profile> = {}) =>
    makeProfile({
      organizationId: orgIds.partner,
      organizationName: 'Northwind Partners',
      organizationType: OrganizationType.Partner,
      roles: ['sysadmin'],
      ...o,
    }),
  /** System administrator of a tenant customer. */
  tenantSysadmin: (o: Partial<Profile> = {}) => makeProfile({ roles: ['sysadmin'], ...o }),
  tenantAccountAdmin: (o: Partial<Profile> = {}) => makeProfile({ roles: ['accountadmin'], ...o }),
  noRoles: (o: Partial<Profile> = {}) => makeProfile({ roles: [], ...o }),
};

export function link(
  id: number,
  parentId: number | null,
  organizationType: OrganizationType,
  flags: Partial<Pick<OrganizationLink, 'parentCanView' | 'parentCanManage'>> = {},
): OrganizationLink {
  return { id, parentId, organizationType, parentCanView: false, parentCanManage: true, ...flags };
}

/** root → distributor → partner → tenant, with each link's flags overridable by id. */
export function pathToTenant(flags: Record<number, Partial<Pick<OrganizationLink, 'parentCanView' | 'parentCanManage'>>> = {}): OrganizationLink[] {
  return [
    link(orgIds.root, null, OrganizationType.Root, flags[orgIds.root]),
    link(orgIds.distributor, orgIds.root, OrganizationType.Distributor, flags[orgIds.distributor]),
    link(orgIds.partner, orgIds.distributor, OrganizationType.Partner, flags[orgIds.partner]),
    link(orgIds.tenant, orgIds.partner, OrganizationType.TenantCustomer, flags[orgIds.tenant]),
  ];
}

export type Brand = AppConfig['brand'];

/** The default brand (src/domain/config.ts), changed where a test says so. */
export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  return { ...defaultBrand, ...overrides };
}
