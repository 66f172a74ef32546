import { OrganizationType } from '../organizationTypes';
import { expectRule } from '../testing/expectRule';
import {
  boundaryPageWarning,
  canManageBoundaries,
  canReadBoundaries,
  canWriteBoundaries,
  canOpenSetupWizard,
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
    expectRule((p) => canWriteBoundaries(p, both, true, true), {
      tenantSysadmin: true,
      tmsAdmin: true,
      tmsViewer: false,
      tenantAccountAdmin: false,
      noRoles: false,
    });
    expectRule((p) => canWriteBoundaries(p, { manage: false }, true, true), { tenantSysadmin: false, tmsAdmin: false });
    expectRule((p) => canWriteBoundaries(p, both, false, true), { tmsAdmin: false });
    expectRule((p) => canWriteBoundaries(p, both, true, false), { tmsAdmin: false });
  });
});
