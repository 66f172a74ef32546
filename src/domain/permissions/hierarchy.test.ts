import { OrganizationType } from '../organizationTypes';
import { expectRule } from '../../../tests/domain/expectRule';
import { makeProfile, orgIds, profiles } from '../../../tests/domain/profiles';
import {
  administrationAllowed,
  allowedChildTypes,
  billingFields,
  canAddChild,
  canAddEditSubscriptions,
  canEditConfig,
  canEditNotes,
  canEditParentFlags,
  configFieldAccess,
  detailTabs,
  isChildTypeAllowed,
  isLicenseAdminOnly,
  resolveDetailTab,
  showNoManagePermissionBar,
  showsScopedTree,
} from './hierarchy';

const full = { view: true, manage: true };
const viewOnly = { view: true, manage: false };
const none = { view: false, manage: false };
const base = { hasReportingEndpoint: false, setupConditionsMet: false };

describe('detailTabs (doc 000 §2 visibility)', () => {
  it('a manager sees Overview, Config, Services, Data Collection and Subscriptions', () => {
    expect(detailTabs({ ...base, profile: profiles.tenantSysadmin(), access: full })).toEqual([
      'overview',
      'config',
      'services',
      'dataCollection',
      'subscriptions',
    ]);
  });

  it('a view-only user does not see Subscriptions', () => {
    expect(detailTabs({ ...base, profile: profiles.partnerSysadmin(), access: viewOnly })).toEqual([
      'overview',
      'config',
      'services',
      'dataCollection',
    ]);
  });

  it('a root license admin sees Overview and Subscriptions, and nothing else', () => {
    const tabs = detailTabs({ hasReportingEndpoint: true, setupConditionsMet: false, profile: profiles.licenseAdmin(), access: viewOnly });
    expect(tabs).toEqual(['overview', 'subscriptions']);
  });

  it('a root user holding the license-admin role beside another role sees Subscriptions', () => {
    const p = profiles.licenseAdmin({ roles: ['tmslicenseadmin', 'sysadmin'] });
    expect(detailTabs({ ...base, profile: p, access: viewOnly })).toContain('subscriptions');
  });

  it('a license admin outside the root sees only Overview', () => {
    const p = makeProfile({ roles: ['tmslicenseadmin'], organizationType: OrganizationType.Partner });
    expect(detailTabs({ ...base, profile: p, access: viewOnly })).toEqual(['overview']);
  });

  it('a TMS viewer at the root sees Subscriptions though they cannot manage', () => {
    expect(detailTabs({ ...base, profile: profiles.tmsViewer(), access: viewOnly })).toContain('subscriptions');
  });

  it('shows Notes only with a reporting endpoint and the setup conditions not met', () => {
    const p = profiles.tenantSysadmin();
    expect(detailTabs({ profile: p, access: full, hasReportingEndpoint: true, setupConditionsMet: false })).toContain('notes');
    expect(detailTabs({ profile: p, access: full, hasReportingEndpoint: true, setupConditionsMet: true })).not.toContain('notes');
    expect(detailTabs({ profile: p, access: full, hasReportingEndpoint: false, setupConditionsMet: false })).not.toContain('notes');
  });

  it('shows no tab without view access', () => {
    expect(detailTabs({ ...base, profile: profiles.partnerSysadmin(), access: none })).toEqual([]);
  });
});

describe('resolveDetailTab', () => {
  it('opens a visible tab and falls back to Overview for hidden or unknown keys', () => {
    const visible = detailTabs({ ...base, profile: profiles.tmsViewer(), access: viewOnly });
    expect(resolveDetailTab('subscriptions', visible)).toBe('subscriptions');
    const licenseOnly = detailTabs({ ...base, profile: profiles.licenseAdmin(), access: viewOnly });
    expect(resolveDetailTab('subscriptions', licenseOnly)).toBe('subscriptions');
    expect(resolveDetailTab('config', licenseOnly)).toBe('overview');
    expect(resolveDetailTab('notes', licenseOnly)).toBe('overview');
    expect(resolveDetailTab(undefined, visible)).toBe('overview');
    expect(resolveDetailTab('nonsense', visible)).toBe('overview');
  });
});

describe('isLicenseAdminOnly', () => {
  it('is true only when no other role adds rights', () => {
    expect(isLicenseAdminOnly(profiles.licenseAdmin())).toBe(true);
    expect(isLicenseAdminOnly(profiles.tmsViewer({ roles: ['tmslicenseadmin', 'tmsviewer'] }))).toBe(false);
    expect(isLicenseAdminOnly(profiles.tenantSysadmin())).toBe(false);
  });
});

describe('showsScopedTree (doc 000 §2)', () => {
  it('is shown for TMS admin, TMS viewer, the root organization or a tenant customer', () => {
    expect(showsScopedTree(profiles.tmsAdmin())).toBe(true);
    expect(showsScopedTree(makeProfile({ roles: ['tmsviewer'], organizationType: OrganizationType.Partner }))).toBe(true);
    expect(showsScopedTree(profiles.rootSysadmin())).toBe(true);
    expect(showsScopedTree(profiles.tenantAccountAdmin())).toBe(true);
    expect(showsScopedTree(profiles.partnerSysadmin())).toBe(false);
  });
});

describe('Config tab (doc 000 §6)', () => {
  it('only a TMS admin edits', () => {
    expect(canEditConfig(profiles.tmsAdmin())).toBe(true);
    expect(canEditConfig(profiles.tmsViewer())).toBe(false);
    expect(canEditConfig(profiles.tenantSysadmin())).toBe(false);
  });

  it('TMS admin: every field editable', () => {
    expect(new Set(Object.values(configFieldAccess(profiles.tmsAdmin())))).toEqual(new Set(['edit']));
  });

  it('TMS viewer: billing fields read-only', () => {
    const access = configFieldAccess(profiles.tmsViewer());
    for (const f of billingFields) expect(access[f]).toBe('read');
    expect(access.parentCanManage).toBe('read');
  });

  it('sysadmin: parent flags read-only, billing fields hidden', () => {
    const access = configFieldAccess(profiles.tenantSysadmin());
    expect(access.parentCanView).toBe('read');
    for (const f of billingFields) expect(access[f]).toBe('hidden');
  });
});

describe('info bar, administration and notes', () => {
  it('shows the no-permission bar when the user views but cannot manage', () => {
    expect(showNoManagePermissionBar(viewOnly)).toBe(true);
    expect(showNoManagePermissionBar(full)).toBe(false);
    expect(showNoManagePermissionBar(none)).toBe(false);
  });
  it('admin buttons and note saving follow manage', () => {
    expect(administrationAllowed(full)).toBe(true);
    expect(administrationAllowed(viewOnly)).toBe(false);
    expect(canEditNotes(full)).toBe(true);
    expect(canEditNotes(viewOnly)).toBe(false);
  });
});

describe('canAddEditSubscriptions (doc 000 §6)', () => {
  it('is granted to TMS admin, viewer and license admin only', () => {
    expectRule(canAddEditSubscriptions, { tmsAdmin: true, tmsViewer: true, licenseAdmin: true, rootSysadmin: false, tenantAccountAdmin: false });
  });
});

describe('allowedChildTypes (doc 000 §5 table)', () => {
  it('follows the table', () => {
    expect(allowedChildTypes(OrganizationType.Distributor)).toEqual([3, 4, 5]);
    expect(allowedChildTypes(OrganizationType.Partner)).toEqual([3, 4, 5]);
    expect(allowedChildTypes(OrganizationType.MultiTenantCustomer)).toEqual([5]);
    expect(allowedChildTypes(OrganizationType.TenantCustomer)).toEqual([]);
    expect(allowedChildTypes(OrganizationType.Root)).toEqual([2, 3, 4, 5]);
  });
  it('isChildTypeAllowed', () => {
    expect(isChildTypeAllowed(OrganizationType.Distributor, OrganizationType.Distributor)).toBe(false);
    expect(isChildTypeAllowed(OrganizationType.Partner, OrganizationType.Partner)).toBe(true);
    expect(isChildTypeAllowed(OrganizationType.MultiTenantCustomer, OrganizationType.Partner)).toBe(false);
  });
  it('returns a fresh array each time', () => {
    allowedChildTypes(OrganizationType.Root).pop();
    expect(allowedChildTypes(OrganizationType.Root)).toHaveLength(4);
  });
});

describe('canAddChild', () => {
  it('is hidden for tenant customers even for a manager', () => {
    expect(canAddChild({ organizationType: OrganizationType.TenantCustomer }, full)).toBe(false);
  });
  it('needs manage', () => {
    expect(canAddChild({ organizationType: OrganizationType.Partner }, full)).toBe(true);
    expect(canAddChild({ organizationType: OrganizationType.Partner }, viewOnly)).toBe(false);
  });
});

describe('canEditParentFlags', () => {
  const partner = { id: orgIds.partner, organizationType: OrganizationType.Partner };
  it('a TMS admin may change them on any non-root organization', () => {
    expect(canEditParentFlags(profiles.tmsAdmin(), partner, full)).toBe(true);
    expect(canEditParentFlags(profiles.tmsAdmin(), { id: orgIds.root, organizationType: OrganizationType.Root }, full)).toBe(false);
  });
  it('an organization’s own admin may not change them', () => {
    expect(canEditParentFlags(profiles.partnerSysadmin(), partner, full)).toBe(false);
  });
  it('an admin above who manages the organization may', () => {
    const distributorAdmin = makeProfile({ organizationId: orgIds.distributor, organizationType: OrganizationType.Distributor });
    expect(canEditParentFlags(distributorAdmin, partner, full)).toBe(true);
    expect(canEditParentFlags(distributorAdmin, partner, viewOnly)).toBe(false);
  });
});
