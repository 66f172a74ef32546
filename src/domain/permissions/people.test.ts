import { expectRule } from '../../../tests/domain/expectRule';
import { profiles } from '../../../tests/domain/profiles';
import {
  associationRowControls,
  userOrganizationRowControls,
  canInvite,
  canUseInternalUserActions,
  cancelInviteControl,
  defaultTenantOverviewRegion,
  isRoleOptionDisabled,
  isShownRelationship,
  isSpecialStaffMode,
  planRoleToggle,
  rolePickerOptions,
  resolveTenantOverviewTab,
  shownAssociations,
  tenantOverviewRegionConfigKey,
  tenantOverviewTabs,
  userDetailTabs,
} from './people';

describe('internal user actions (doc 001 §6)', () => {
  it('are offered to TMS admin and TMS viewer only', () => {
    expectRule(canUseInternalUserActions, { tmsAdmin: true, tmsViewer: true, licenseAdmin: false, rootSysadmin: false, tenantAccountAdmin: false });
  });
});

describe('userDetailTabs (doc 001 §6)', () => {
  it('an Account Administrator sees only Organizations', () => {
    expect(userDetailTabs(profiles.tenantAccountAdmin())).toEqual(['organizations']);
  });
  it('others see General, Organizations, Invites and Audit', () => {
    expect(userDetailTabs(profiles.tmsViewer())).toEqual(['general', 'organizations', 'invites', 'audit', 'access']);
    expect(userDetailTabs(profiles.tenantSysadmin({ roles: ['accountadmin', 'sysadmin'] }))).toHaveLength(5);
  });
});

describe('associationRowControls (doc 001 §6)', () => {
  const aa = profiles.tenantAccountAdmin();
  it('an Account Administrator has no role picker and no remove on their own row', () => {
    expect(associationRowControls(aa, aa.userId)).toEqual({ rolePicker: false, remove: false });
  });
  it('an Account Administrator has both on other rows', () => {
    expect(associationRowControls(aa, 'someone-else')).toEqual({ rolePicker: true, remove: true });
  });
  it('a sysadmin keeps both on their own row', () => {
    const sys = profiles.tenantSysadmin();
    expect(associationRowControls(sys, sys.userId)).toEqual({ rolePicker: true, remove: true });
  });
  it('nobody gets them without administration rights', () => {
    expect(associationRowControls(profiles.tenantSysadmin(), 'x', false)).toEqual({ rolePicker: false, remove: false });
  });
});

describe('userOrganizationRowControls (doc 001 §2.3, §6)', () => {
  const both = { rolePicker: true, remove: true };
  const neither = { rolePicker: false, remove: false };
  const aa = profiles.tenantAccountAdmin();
  it('an Account Administrator changes every row but his own organization’s', () => {
    expect(userOrganizationRowControls(aa, 'someone-else', { organizationId: aa.organizationId + 1 })).toEqual(both);
    expect(userOrganizationRowControls(aa, 'someone-else', { organizationId: aa.organizationId })).toEqual(neither);
  });
  it('an Account Administrator changes none of his own associations', () => {
    expect(userOrganizationRowControls(aa, aa.userId, { organizationId: aa.organizationId + 1 })).toEqual(neither);
  });
  it('a TMS admin changes every row; a TMS viewer and a licence admin none', () => {
    const tms = profiles.tmsAdmin();
    expect(userOrganizationRowControls(tms, 'someone-else', { organizationId: tms.organizationId })).toEqual(both);
    expect(userOrganizationRowControls(profiles.tmsViewer(), 'someone-else', { organizationId: 99 })).toEqual(neither);
    expect(userOrganizationRowControls(profiles.licenseAdmin(), 'someone-else', { organizationId: 99 })).toEqual(neither);
  });
});

describe('invites and the TMS-restricted flag (doc 001 §4, §6)', () => {
  it('the flag disables the invite button', () => {
    expect(canInvite(profiles.tmsAdmin())).toBe(true);
    expect(canInvite(profiles.tmsAdmin({ tmsRestricted: true }))).toBe(false);
  });
  it('Cancel invite is offered for pending invites only, and disabled by the flag or while cancelling', () => {
    const p = profiles.tmsAdmin();
    expect(cancelInviteControl(p, { isPending: true })).toEqual({ offered: true, enabled: true });
    expect(cancelInviteControl(p, { isPending: false })).toEqual({ offered: false, enabled: false });
    expect(cancelInviteControl(profiles.tmsAdmin({ tmsRestricted: true }), { isPending: true })).toEqual({ offered: true, enabled: false });
    expect(cancelInviteControl(p, { isPending: true, isCancelling: true }).enabled).toBe(false);
  });
});

describe('isSpecialStaffMode (doc 001 §6)', () => {
  it('needs sysadmin, the root organization and the flag', () => {
    expect(isSpecialStaffMode(profiles.rootSysadmin({ staffModeFlag: true }))).toBe(true);
    expect(isSpecialStaffMode(profiles.rootSysadmin({ staffModeFlag: false }))).toBe(false);
    expect(isSpecialStaffMode(profiles.tenantSysadmin({ staffModeFlag: true }))).toBe(false);
    expect(isSpecialStaffMode(profiles.tmsAdmin({ staffModeFlag: true }))).toBe(false);
  });
});

describe('tenant overview regions (doc 001 §2.2)', () => {
  const staff = profiles.rootSysadmin({ tenantOverviewStaff: true });
  const customer = profiles.tenantSysadmin();
  it('provider staff see only S1; others United States and Europe', () => {
    expect(tenantOverviewTabs(staff)).toEqual(['S1']);
    expect(tenantOverviewTabs(customer)).toEqual(['united-states', 'europe']);
  });
  it('defaults: staff S1, others united-states', () => {
    expect(defaultTenantOverviewRegion(staff)).toBe('S1');
    expect(defaultTenantOverviewRegion(customer)).toBe('united-states');
    expect(resolveTenantOverviewTab(staff, undefined)).toBe('S1');
    expect(resolveTenantOverviewTab(customer, undefined)).toBe('united-states');
  });
  it('an empty key goes to europe', () => {
    expect(resolveTenantOverviewTab(customer, '')).toBe('europe');
  });
  it('a tab the user may not see goes to their default', () => {
    expect(resolveTenantOverviewTab(customer, 'S1')).toBe('united-states');
    expect(resolveTenantOverviewTab(staff, 'europe')).toBe('S1');
    expect(resolveTenantOverviewTab(staff, '')).toBe('S1');
    expect(resolveTenantOverviewTab(customer, 'mars')).toBe('united-states');
  });
  it('keeps a visible tab', () => {
    expect(resolveTenantOverviewTab(customer, 'europe')).toBe('europe');
    expect(resolveTenantOverviewTab(staff, 'S1')).toBe('S1');
  });
  it('maps tabs to the config regions', () => {
    expect(tenantOverviewRegionConfigKey).toEqual({ 'united-states': 'US', europe: 'EMEA', S1: 'S1' });
  });
});

describe('role picker (doc 001 §5)', () => {
  it('disables the last remaining role only', () => {
    expect(isRoleOptionDisabled(['r1'], 'r1')).toBe(true);
    expect(isRoleOptionDisabled(['r1'], 'r2')).toBe(false);
    expect(isRoleOptionDisabled(['r1', 'r2'], 'r1')).toBe(false);
    expect(isRoleOptionDisabled([], 'r1')).toBe(false);
  });
});

describe('association relationship filter (doc 001 §2.3)', () => {
  it('keeps relationship types containing "Associated"', () => {
    expect(isShownRelationship('Associated')).toBe(true);
    expect(isShownRelationship('DirectlyAssociated')).toBe(true);
    expect(isShownRelationship('Member')).toBe(false);
    expect(isShownRelationship(null)).toBe(false);
    const rows = [
      { id: 1, relationshipType: 'Associated' },
      { id: 2, relationshipType: 'Owner' },
    ];
    expect(shownAssociations(rows).map((r) => r.id)).toEqual([1]);
  });
});

describe('role toggle and picker options (doc 001 §4, §5)', () => {
  const available = [
    { roleId: 'r-sys', displayName: 'System Administrator', isVisible: true },
    { roleId: 'r-acc', displayName: 'Account Administrator', isVisible: true },
    { roleId: 'r-tms', displayName: 'TMS Admin', isVisible: false },
  ];
  it('adds an unticked role, removes a ticked one', () => {
    expect(planRoleToggle(available, ['r-sys'], 'r-acc')).toEqual({ kind: 'add', roleId: 'r-acc' });
    expect(planRoleToggle(available, ['r-sys', 'r-acc'], 'r-sys')).toEqual({ kind: 'remove', roleId: 'r-sys' });
  });
  it('never removes the last role', () => {
    expect(planRoleToggle(available, ['r-sys'], 'r-sys')).toEqual({ kind: 'lastRole', roleId: 'r-sys' });
  });
  it('refuses a role that is not among the available roles, even a held one', () => {
    expect(planRoleToggle(available, ['r-sys', 'r-gone'], 'r-gone')).toEqual({ kind: 'notFound', roleId: 'r-gone' });
    expect(planRoleToggle([], [], 'r-sys')).toEqual({ kind: 'notFound', roleId: 'r-sys' });
  });
  it('offers the visible roles and the held ones, the last held one disabled', () => {
    expect(rolePickerOptions(available, [{ roleId: 'r-acc', displayName: 'Account Administrator' }])).toEqual([
      { roleId: 'r-sys', displayName: 'System Administrator', checked: false, disabled: false },
      { roleId: 'r-acc', displayName: 'Account Administrator', checked: true, disabled: true },
    ]);
    const options = rolePickerOptions(available, [
      { roleId: 'r-tms', displayName: 'TMS Admin' },
      { roleId: 'r-gone', displayName: 'Old role' },
    ]);
    expect(options.map((o) => [o.roleId, o.checked, o.disabled])).toEqual([
      ['r-sys', false, false],
      ['r-acc', false, false],
      ['r-tms', true, false],
      ['r-gone', true, false],
    ]);
  });
});
