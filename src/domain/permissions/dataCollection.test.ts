import { OrganizationType } from '../organizationTypes';
import { makeBrand, makeProfile, orgIds, profiles } from '../../../tests/domain/profiles';
import {
  canDeprovision,
  canManageDataCollection,
  DEMO_WHITELABEL_ORGANIZATION_ID,
  provisioningHiddenMessageKey,
  showDemoDataSection,
  showProvisioning,
} from './dataCollection';

const full = { view: true, manage: true };
const viewOnly = { view: true, manage: false };
const tc = { organizationType: OrganizationType.TenantCustomer };
const partner = { organizationType: OrganizationType.Partner };

describe('canManageDataCollection (doc 000 §6)', () => {
  it('TMS admin and sysadmin at the root manage any organization they manage', () => {
    expect(canManageDataCollection(profiles.tmsAdmin(), partner, full)).toBe(true);
    expect(canManageDataCollection(profiles.rootSysadmin(), partner, full)).toBe(true);
  });
  it('a TMS viewer does not, even at the root', () => {
    expect(canManageDataCollection(profiles.tmsViewer(), partner, viewOnly)).toBe(false);
  });
  it('a sysadmin manages a tenant customer', () => {
    expect(canManageDataCollection(profiles.tenantSysadmin(), tc, full)).toBe(true);
    expect(canManageDataCollection(profiles.partnerSysadmin(), tc, full)).toBe(true);
  });
  it('a sysadmin outside the root does not manage a partner', () => {
    expect(canManageDataCollection(profiles.partnerSysadmin(), partner, full)).toBe(false);
  });
  it('an account admin does not, even on a tenant customer', () => {
    expect(canManageDataCollection(profiles.tenantAccountAdmin(), tc, full)).toBe(false);
  });
  it('nobody does without manage access', () => {
    expect(canManageDataCollection(profiles.partnerSysadmin(), tc, viewOnly)).toBe(false);
  });
});

describe('canDeprovision (doc 000 §6)', () => {
  it('is enabled for a TMS admin of the root organization, whatever the root is called', () => {
    expect(canDeprovision(profiles.tmsAdmin(), tc, full)).toBe(true);
    expect(canDeprovision(profiles.tmsAdmin({ organizationName: 'Root copy' }), tc, full)).toBe(true);
  });
  it('is disabled outside the root, even for an organization renamed to a root name', () => {
    expect(canDeprovision(profiles.tenantSysadmin(), tc, full)).toBe(false);
    expect(canDeprovision(profiles.tenantSysadmin({ organizationName: 'Quadrant Root' }), tc, full)).toBe(false);
    expect(canDeprovision(profiles.tenantSysadmin({ organizationName: 'Quadrant' }), tc, full)).toBe(false);
  });
  it('is disabled for a root user who may not manage data collection', () => {
    expect(canDeprovision(profiles.tmsViewer(), tc, viewOnly)).toBe(false);
  });
});

describe('showDemoDataSection (doc 000 §6)', () => {
  const vendor = makeBrand({ whitelabelId: null });
  const whitelabel = makeBrand({ whitelabelId: 7 });
  it('shows to sysadmin and account admin on their own organization', () => {
    expect(showDemoDataSection(profiles.tenantSysadmin(), orgIds.tenant, vendor)).toBe(true);
    expect(showDemoDataSection(profiles.tenantAccountAdmin(), orgIds.tenant, vendor)).toBe(true);
  });
  it('does not show on another organization', () => {
    expect(showDemoDataSection(profiles.partnerSysadmin(), orgIds.tenant, vendor)).toBe(false);
  });
  it('does not show to TMS staff on an ordinary organization', () => {
    expect(showDemoDataSection(profiles.tmsAdmin(), orgIds.root, vendor)).toBe(false);
  });
  it('shows for the demo organization on a white-label build only', () => {
    expect(showDemoDataSection(profiles.tmsAdmin(), DEMO_WHITELABEL_ORGANIZATION_ID, whitelabel)).toBe(true);
    expect(showDemoDataSection(profiles.tmsAdmin(), DEMO_WHITELABEL_ORGANIZATION_ID, vendor)).toBe(false);
    expect(showDemoDataSection(makeProfile({ roles: [] }), orgIds.tenant, whitelabel)).toBe(false);
  });
});

describe('showProvisioning (doc 000 §6)', () => {
  const closed = makeBrand({ radarProvisioningAllowed: false });
  const open = makeBrand({ radarProvisioningAllowed: true });
  it('shows for Root, Partner and Distributor regardless of the brand', () => {
    for (const t of [OrganizationType.Root, OrganizationType.Partner, OrganizationType.Distributor]) {
      expect(showProvisioning({ organizationType: t }, closed)).toBe(true);
    }
  });
  it('hides for customers unless the brand allows it, with the disabled message', () => {
    expect(showProvisioning(tc, closed)).toBe(false);
    expect(showProvisioning({ organizationType: OrganizationType.MultiTenantCustomer }, closed)).toBe(false);
    expect(provisioningHiddenMessageKey(tc, closed)).toBe('components.organization.radarProvisioningDisabled');
    expect(showProvisioning(tc, open)).toBe(true);
    expect(provisioningHiddenMessageKey(tc, open)).toBeUndefined();
  });
});
