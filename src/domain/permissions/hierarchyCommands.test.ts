import { OrganizationType } from '../organizationTypes';
import { makeProfile, orgIds, profiles } from '../../../tests/domain/profiles';
import {
  canDeleteOrganization,
  canProvisionDpc,
  canSetupReporting,
  commandBar,
  commandOrder,
  commandReasonKey,
  connectTenantCommand,
  setupReportingState,
  type CommandBarInput,
} from './hierarchyCommands';

const full = { view: true, manage: true };
const viewOnly = { view: true, manage: false };
const tenant = { id: orgIds.tenant, organizationType: OrganizationType.TenantCustomer, hasChildren: false };
const partner = { id: orgIds.partner, organizationType: OrganizationType.Partner, hasChildren: true };
const root = { id: orgIds.root, organizationType: OrganizationType.Root, hasChildren: true };

function input(overrides: Partial<CommandBarInput> = {}): CommandBarInput {
  return {
    profile: profiles.tmsAdmin(),
    organization: tenant,
    access: full,
    tenantConnected: true,
    whitelabelCorrect: true,
    hasReportingEndpoint: true,
    hasActiveReportingSubscription: true,
    setupDone: true,
    hasServiceWithEndpoint: true,
    dpc: { regionsAvailable: true, masterApplicationExists: true },
    ...overrides,
  };
}
const visible = (i: CommandBarInput) => {
  const bar = commandBar(i);
  return commandOrder.filter((k) => bar[k].visible);
};

describe('canDeleteOrganization (doc 000 §6, doc 002 §4)', () => {
  it('allows a TMS admin at the root to delete a childless non-root organization', () => {
    expect(canDeleteOrganization(profiles.tmsAdmin(), tenant)).toEqual({ allowed: true });
  });
  it('refuses everyone but TMS admin', () => {
    for (const p of [profiles.tmsViewer(), profiles.licenseAdmin(), profiles.rootSysadmin(), profiles.tenantSysadmin()]) {
      expect(canDeleteOrganization(p, tenant)).toEqual({ allowed: false, reason: 'notTmsAdmin' });
    }
  });
  it('refuses a TMS admin whose own organization is not of root type', () => {
    const p = makeProfile({ roles: ['tmsadmin'], organizationType: OrganizationType.Distributor });
    expect(canDeleteOrganization(p, tenant)).toEqual({ allowed: false, reason: 'notAtRoot' });
  });
  it('refuses the root itself', () => {
    expect(canDeleteOrganization(profiles.tmsAdmin(), { ...root, hasChildren: false })).toEqual({ allowed: false, reason: 'isRoot' });
  });
  it('refuses an organization with children', () => {
    expect(canDeleteOrganization(profiles.tmsAdmin(), partner)).toEqual({ allowed: false, reason: 'hasChildren' });
  });
});

describe('canSetupReporting (doc 000 §6)', () => {
  it('needs sysadmin or account admin and an active reporting subscription', () => {
    expect(canSetupReporting(profiles.tenantSysadmin(), true)).toBe(true);
    expect(canSetupReporting(profiles.tenantAccountAdmin(), true)).toBe(true);
    expect(canSetupReporting(profiles.tenantSysadmin(), false)).toBe(false);
    expect(canSetupReporting(profiles.tmsAdmin(), true)).toBe(false);
  });
});

describe('canProvisionDpc (doc 000 §6)', () => {
  it('needs a TMS admin at the root and (regions or no master application)', () => {
    const admin = profiles.tmsAdmin();
    expect(canProvisionDpc(admin, { regionsAvailable: true, masterApplicationExists: true })).toBe(true);
    expect(canProvisionDpc(admin, { regionsAvailable: false, masterApplicationExists: false })).toBe(true);
    expect(canProvisionDpc(admin, { regionsAvailable: false, masterApplicationExists: true })).toBe(false);
    expect(canProvisionDpc(profiles.tmsViewer(), { regionsAvailable: true, masterApplicationExists: false })).toBe(false);
    const notRoot = makeProfile({ roles: ['tmsadmin'], organizationType: OrganizationType.Partner });
    expect(canProvisionDpc(notRoot, { regionsAvailable: true, masterApplicationExists: false })).toBe(false);
  });
});

describe('setupReportingState', () => {
  const sys = profiles.tenantSysadmin();
  it('is hidden once reporting is fully set up', () => {
    expect(setupReportingState(input({ profile: sys })).visible).toBe(false);
  });
  it('shows while the tenant is not connected, the whitelabel is wrong or reporting has no endpoint', () => {
    expect(setupReportingState(input({ profile: sys, tenantConnected: false }))).toEqual({ visible: true, enabled: true });
    expect(setupReportingState(input({ profile: sys, whitelabelCorrect: false })).visible).toBe(true);
    expect(setupReportingState(input({ profile: sys, hasReportingEndpoint: false })).visible).toBe(true);
  });
  it('shows until the wizard is finished (setupDone), and again when something comes undone after it', () => {
    expect(setupReportingState(input({ profile: sys, setupDone: false }))).toEqual({ visible: true, enabled: true });
    expect(setupReportingState(input({ profile: sys, setupDone: true })).visible).toBe(false);
    expect(setupReportingState(input({ profile: sys, setupDone: true, tenantConnected: false })).visible).toBe(true);
  });
  it('needs an active reporting subscription and manage', () => {
    expect(setupReportingState(input({ profile: sys, tenantConnected: false, hasActiveReportingSubscription: false })).visible).toBe(false);
    expect(setupReportingState(input({ profile: sys, tenantConnected: false, access: viewOnly })).visible).toBe(false);
  });
  it('is disabled for an account admin, because the wizard is for system administrators', () => {
    expect(setupReportingState(input({ profile: profiles.tenantAccountAdmin(), tenantConnected: false }))).toEqual({
      visible: true,
      enabled: false,
      reason: 'sysadminOnly',
    });
  });
});

describe('commandBar', () => {
  it('a TMS admin on a childless tenant sees everything except Add child and Setup Reporting', () => {
    expect(visible(input())).toEqual(['edit', 'users', 'addTrial', 'resyncTenant', 'deleteOrg', 'provisionDpc']);
    expect(commandBar(input()).deleteOrg).toEqual({ visible: true, enabled: true });
  });

  it('a TMS admin sees Delete Org disabled with its reason on a parent', () => {
    const bar = commandBar(input({ organization: partner }));
    expect(bar.deleteOrg).toEqual({ visible: true, enabled: false, reason: 'hasChildren' });
    expect(bar.addChild.visible).toBe(true);
  });

  it('is entirely hidden for a license admin', () => {
    expect(visible(input({ profile: profiles.licenseAdmin(), access: viewOnly }))).toEqual([]);
  });

  it('is entirely hidden without view access', () => {
    expect(visible(input({ profile: profiles.partnerSysadmin(), access: { view: false, manage: false } }))).toEqual([]);
  });

  it('a TMS viewer sees Users and Add trial only', () => {
    expect(visible(input({ profile: profiles.tmsViewer(), access: viewOnly }))).toEqual(['users', 'addTrial']);
  });

  it('Add trial is disabled while no service has an endpoint', () => {
    expect(commandBar(input({ hasServiceWithEndpoint: false })).addTrial).toEqual({
      visible: true,
      enabled: false,
      reason: 'noServiceEndpoint',
    });
  });

  it('a tenant sysadmin on their own unconnected tenant sees Edit, Users and Setup Reporting', () => {
    const i = input({ profile: profiles.tenantSysadmin(), tenantConnected: false, hasReportingEndpoint: false });
    expect(visible(i)).toEqual(['edit', 'users', 'setupReporting']);
  });

  it('Resync needs a connected tenant', () => {
    expect(commandBar(input({ tenantConnected: false })).resyncTenant.visible).toBe(false);
  });

  it('a view-only partner admin gets no command', () => {
    expect(visible(input({ profile: profiles.partnerSysadmin(), access: viewOnly }))).toEqual([]);
  });
});

describe('commandReasonKey', () => {
  it('names a catalogue key per reason', () => {
    expect(commandReasonKey('hasChildren')).toBe('hierarchy.commands.disabled.hasChildren');
  });
});

describe('connectTenantCommand (doc 000 §4 "Tenant connection")', () => {
  it('offers to connect while no tenant is connected, to whoever manages the organization', () => {
    expect(connectTenantCommand(input({ tenantConnected: false }))).toBe('connect');
    expect(connectTenantCommand(input({ profile: profiles.tenantSysadmin(), tenantConnected: false }))).toBe('connect');
  });
  it('offers to assign the whitelabel when the connected tenant carries the wrong one', () => {
    expect(connectTenantCommand(input({ whitelabelCorrect: false }))).toBe('assignWhitelabel');
  });
  it('offers nothing when the tenant is connected with the right whitelabel', () => {
    expect(connectTenantCommand(input())).toBeNull();
  });
  it('offers nothing without manage access, or to a license admin', () => {
    expect(connectTenantCommand(input({ access: viewOnly, tenantConnected: false }))).toBeNull();
    expect(connectTenantCommand(input({ profile: profiles.licenseAdmin(), tenantConnected: false }))).toBeNull();
  });
});
