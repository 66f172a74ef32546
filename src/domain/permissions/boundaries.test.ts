import { OrganizationType } from '../organizationTypes';
import { expectRule } from '../../../tests/domain/expectRule';
import { profiles } from '../../../tests/domain/profiles';
import {
  boundaryPageWarning,
  canManageBoundaries,
  canReadBoundaries,
  canWriteBoundaries,
  canOpenSetupWizard,
  managesBoundaries,
  isProvisionedLookup,
  showTermsDialog,
  TERMS_EXEMPT_WHITELABEL_ID,
  type TermsDialogInput,
} from './boundaries';

describe('canManageBoundaries (doc 002 §6)', () => {
  it('needs both organizations provisioned and manage (default true)', () => {
    expect(canManageBoundaries(true, true)).toBe(true);
    expect(canManageBoundaries(true, true, true)).toBe(true);
    expect(canManageBoundaries(true, true, false)).toBe(false);
    expect(canManageBoundaries(false, true)).toBe(false);
    expect(canManageBoundaries(true, false)).toBe(false);
  });
  it('the page warning says why', () => {
    expect(boundaryPageWarning(true, true)).toBeUndefined();
    expect(boundaryPageWarning(false, true)).toBe('notProvisioned');
    expect(boundaryPageWarning(true, true, false)).toBe('canNotManage');
  });
  it('a provisioning lookup is provisioned when non-empty', () => {
    expect(isProvisionedLookup([{ endpointName: 'Radar uAPI' }])).toBe(true);
    expect(isProvisionedLookup([])).toBe(false);
    expect(isProvisionedLookup(null)).toBe(false);
  });
});

describe('canOpenSetupWizard (doc 002 §6)', () => {
  it('is for system administrators only', () => {
    expectRule(canOpenSetupWizard, { tenantSysadmin: true, tenantAccountAdmin: false, tmsAdmin: false });
  });
});

describe('showTermsDialog (doc 002 §6)', () => {
  const due: TermsDialogInput = {
    onSetupPage: false,
    rootOrganizationType: OrganizationType.Distributor,
    whitelabelId: 1,
    policyAccepted: false,
    loading: false,
    azureAdTenantId: '3f2a1c44-8b1e-4d5f-9a0b-2c3d4e5f6a7b',
    provisioningStatus: 1,
    requiredProvisioningStatus: 1,
  };
  it('shows when all conditions hold', () => {
    expect(showTermsDialog(due)).toBe(true);
  });
  it.each<[string, Partial<TermsDialogInput>]>([
    ['on a setup page', { onSetupPage: true }],
    [
      'to vendor staff (their own organization is the root, type 1), whatever organization they act on',
      { rootOrganizationType: OrganizationType.Root },
    ],
    ['for whitelabel 4', { whitelabelId: TERMS_EXEMPT_WHITELABEL_ID }],
    ['once accepted', { policyAccepted: true }],
    ['while loading', { loading: true }],
    ['without a directory tenant', { azureAdTenantId: null }],
    ['with an empty directory tenant id', { azureAdTenantId: '' }],
    ['when the provisioning status differs', { provisioningStatus: 2 }],
  ])('hides %s', (_, change) => {
    expect(showTermsDialog({ ...due, ...change })).toBe(false);
  });
});

describe('reading and writing boundaries (doc 002 §2 menu roles, §6)', () => {
  const both = { view: true, manage: true };
  it('reads for the page roles and the TMS viewer, over a viewable organization only', () => {
    expectRule((p) => canReadBoundaries(p, both), {
      tenantSysadmin: true,
      tmsAdmin: true,
      tmsViewer: true,
      tenantAccountAdmin: false,
      noRoles: false,
      licenseAdmin: false,
    });
    expectRule((p) => canReadBoundaries(p, { view: false }), { tenantSysadmin: false, tmsAdmin: false, tmsViewer: false });
  });
  it('writes for sysadmin and TMS admin only, with manage and both organizations provisioned', () => {
    expectRule((p) => canWriteBoundaries(p, true, true, true), {
      tenantSysadmin: true,
      tmsAdmin: true,
      tmsViewer: false,
      tenantAccountAdmin: false,
      noRoles: false,
    });
    expectRule((p) => canWriteBoundaries(p, false, true, true), { tenantSysadmin: false, tmsAdmin: false });
    expectRule((p) => canWriteBoundaries(p, true, false, true), { tmsAdmin: false });
    expectRule((p) => canWriteBoundaries(p, true, true, false), { tmsAdmin: false });
  });
});

describe('managesBoundaries (doc 002 §6, as written)', () => {
  const link = (id: number, parentId: number | null, parentCanManage: boolean, organizationType: OrganizationType = OrganizationType.Partner) => ({
    id,
    parentId,
    organizationType,
    parentCanView: true,
    parentCanManage,
  });
  const root = link(1, null, true, OrganizationType.Root);
  const closed = link(2, 1, false);
  const open = link(3, 1, true);
  const belowClosed = link(4, 2, true, OrganizationType.TenantCustomer);
  it('a TMS admin manages the boundaries of his own organization and of one whose parent can manage', () => {
    const tms = profiles.tmsAdmin({ organizationId: 1 });
    expect(managesBoundaries(tms, [root])).toBe(true);
    expect(managesBoundaries(tms, [root, open])).toBe(true);
    expect(managesBoundaries(tms, [root, closed, belowClosed])).toBe(true);
  });
  it('no one manages those of another organization whose parentCanManage is false, not even a TMS admin', () => {
    expect(managesBoundaries(profiles.tmsAdmin({ organizationId: 1 }), [root, closed])).toBe(false);
    expect(managesBoundaries(profiles.tenantSysadmin({ organizationId: 1 }), [root, closed])).toBe(false);
  });
  it('the own organization is managed whatever its flag says to its parent', () => {
    const own = profiles.tenantSysadmin({ organizationId: 2 });
    expect(managesBoundaries(own, [root, closed])).toBe(true);
    expect(managesBoundaries(own, [root, closed, belowClosed])).toBe(true);
  });
  it('a TMS viewer manages none; an empty path is no organization', () => {
    expect(managesBoundaries(profiles.tmsViewer({ organizationId: 1 }), [root, open])).toBe(false);
    expect(managesBoundaries(profiles.tmsAdmin(), [])).toBe(false);
  });
});
