import { OrganizationType } from '../domain/organizationTypes';
import { capabilityOrder, explainAccess, type AccessFacts } from '../domain/permissions/explainAccess';
import type { Profile } from '../domain/profile';
import { makeBrand, orgIds, pathToTenant, profiles } from '../../tests/domain/profiles';
import { fakeUser, fakeUserManager } from '../../tests/setup/fakeOidc';
import { brandAccessOf, capabilityQuestions, type OrganizationRecord } from './accessRules';
import { createAuthProvider } from './authProvider';
import { createAccessVerdict } from './canAccess';

const features = { groupsEnabled: true };
const decide = createAccessVerdict({ features, brand: brandAccessOf(), resources: [] });
const allowed = (profile: Profile, resource: string, action: string, record?: unknown) => decide(profile, { resource, action, record }).allowed;

/** Contoso Ltd, a tenant below a partner and a distributor, set up and connected. */
const tenant = (over: Partial<OrganizationRecord> = {}): OrganizationRecord => ({
  id: orgIds.tenant,
  organizationType: OrganizationType.TenantCustomer,
  hasChildren: false,
  path: pathToTenant(),
  tenantConnected: true,
  whitelabelCorrect: true,
  hasReportingEndpoint: true,
  hasActiveReportingSubscription: true,
  setupDone: true,
  hasServiceWithEndpoint: true,
  dpc: { regionsAvailable: false, masterApplicationExists: true },
  ownProvisioned: true,
  selectedProvisioned: true,
  ...over,
});

const factsOf = (r: OrganizationRecord): AccessFacts => ({
  path: [...(r.path ?? [])],
  organization: { id: r.id, organizationType: r.organizationType, hasChildren: r.hasChildren ?? false },
  tenantConnected: r.tenantConnected ?? false,
  whitelabelCorrect: r.whitelabelCorrect ?? true,
  hasReportingEndpoint: r.hasReportingEndpoint ?? false,
  hasActiveReportingSubscription: r.hasActiveReportingSubscription ?? false,
  setupDone: r.setupDone ?? false,
  hasServiceWithEndpoint: r.hasServiceWithEndpoint ?? false,
  dpc: r.dpc ?? { regionsAvailable: false, masterApplicationExists: false },
  ownProvisioned: r.ownProvisioned ?? false,
  selectedProvisioned: r.selectedProvisioned ?? false,
  features,
});

const everyProfile = Object.entries(profiles).map(([name, make]) => [name, make()] as const);

describe('canAccess: the Access tab asks the questions the screens ask', () => {
  const records: Record<string, OrganizationRecord> = {
    'a set-up tenant': tenant(),
    'a tenant whose Parent can manage is off': tenant({ path: pathToTenant({ [orgIds.tenant]: { parentCanManage: false } }) }),
    'a tenant whose Parent can view is off': tenant({ path: pathToTenant({ [orgIds.tenant]: { parentCanView: false, parentCanManage: false } }) }),
    'a tenant not set up, no reporting endpoint': tenant({ setupDone: false, hasReportingEndpoint: false, tenantConnected: false }),
    'the partner, with children': tenant({
      id: orgIds.partner,
      organizationType: OrganizationType.Partner,
      hasChildren: true,
      path: pathToTenant().slice(0, 3),
      selectedProvisioned: false,
    }),
    'the root, DPC to provision': tenant({
      id: orgIds.root,
      organizationType: OrganizationType.Root,
      hasChildren: true,
      path: pathToTenant().slice(0, 1),
      dpc: { regionsAvailable: true, masterApplicationExists: false },
    }),
    'an organization outside the tree': tenant({ path: [] }),
  };
  for (const [place, record] of Object.entries(records)) {
    it.each(everyProfile)(`each row at ${place} is canAccess's verdict for %s`, (_name, profile) => {
      const tab = explainAccess(profile, factsOf(record));
      for (const c of capabilityOrder) {
        expect([c, decide(profile, { ...capabilityQuestions[c], record })]).toEqual([c, tab[c]]);
      }
    });
  }
});

describe('canAccess: an organization as record', () => {
  it('view and manage follow the path: a partner administrator manages below unless Parent can manage is off', () => {
    const admin = profiles.partnerSysadmin();
    expect(allowed(admin, 'organizations', 'show', tenant())).toBe(true);
    expect(allowed(admin, 'organizations', 'edit', tenant())).toBe(true);
    const off = tenant({ path: pathToTenant({ [orgIds.tenant]: { parentCanManage: false } }) });
    expect(decide(admin, { resource: 'organizations', action: 'edit', record: off })).toMatchObject({ allowed: false, reason: 'parentCanManageOff' });
    expect(allowed(admin, 'tenantNotes', 'edit', off)).toBe(false);
    expect(allowed(admin, 'tenantNotes', 'edit', tenant())).toBe(true);
  });

  it('without a path, a role that decides every organization answers; others are told the path is needed', () => {
    const bare = { id: orgIds.tenant, organizationType: OrganizationType.TenantCustomer, path: undefined };
    expect(allowed(profiles.tmsAdmin(), 'organizations', 'edit', bare)).toBe(true);
    expect(allowed(profiles.tmsViewer(), 'organizations', 'edit', bare)).toBe(false);
    expect(allowed(profiles.tmsViewer(), 'organizations', 'show', bare)).toBe(true);
    expect(decide(profiles.partnerSysadmin(), { resource: 'organizations', action: 'show', record: bare }).reason).toBe('pathNeeded');
  });

  it('without a record, or with a row that is not an organization record, the resource table answers', () => {
    expect(allowed(profiles.tenantAccountAdmin(), 'organizations', 'list')).toBe(true);
    expect(allowed(profiles.noRoles(), 'organizations', 'list')).toBe(false);
    const groupRow = { id: 7, name: 'North' };
    expect(allowed(profiles.tenantSysadmin(), 'groups', 'delete', groupRow)).toBe(true);
    expect(allowed(profiles.tmsViewer(), 'groups', 'delete', groupRow)).toBe(false);
  });

  it('a license-only admin sees Overview and Subscriptions only, and no command', () => {
    const admin = profiles.licenseAdmin();
    const shown = ['overview', 'config', 'services', 'dataCollection', 'subscriptions', 'notes'].filter((t) =>
      allowed(admin, `organizations.tabs.${t}`, 'show', tenant()),
    );
    expect(shown).toEqual(['overview', 'subscriptions']);
    expect(allowed(admin, 'organizations.commands.edit', 'show', tenant())).toBe(false);
  });

  it('Notes shows once reporting is set up; a tenant administrator sees every tab', () => {
    const admin = profiles.tenantSysadmin();
    expect(allowed(admin, 'organizations.tabs.notes', 'show', tenant())).toBe(true);
    expect(allowed(admin, 'organizations.tabs.notes', 'show', tenant({ hasReportingEndpoint: false }))).toBe(false);
    expect(allowed(admin, 'organizations.tabs.unknown', 'show', tenant())).toBe(false);
  });

  it('Delete Org is shown to a TMS admin and refused with the reason the bar shows', () => {
    const admin = profiles.tmsAdmin();
    const partner = tenant({ id: orgIds.partner, organizationType: OrganizationType.Partner, hasChildren: true, path: pathToTenant().slice(0, 3) });
    expect(allowed(admin, 'organizations.commands.deleteOrg', 'show', partner)).toBe(true);
    expect(decide(admin, { resource: 'organizations.commands.deleteOrg', action: 'run', record: partner })).toMatchObject({
      allowed: false,
      reason: 'hasChildren',
    });
    expect(allowed(admin, 'organizations.commands.deleteOrg', 'run', tenant())).toBe(true);
    expect(allowed(profiles.tmsViewer(), 'organizations.commands.deleteOrg', 'show', tenant())).toBe(false);
  });

  it('the tenant connection command: connect while none is connected, assign the whitelabel while it is wrong', () => {
    const admin = profiles.tenantSysadmin();
    expect(allowed(admin, 'organizations.commands.connectTenant', 'show', tenant({ tenantConnected: false }))).toBe(true);
    expect(allowed(admin, 'organizations.commands.assignWhitelabel', 'show', tenant({ tenantConnected: false }))).toBe(false);
    expect(allowed(admin, 'organizations.commands.assignWhitelabel', 'show', tenant({ whitelabelCorrect: false }))).toBe(true);
    expect(allowed(admin, 'organizations.commands.connectTenant', 'show', tenant())).toBe(false);
  });

  it('child types follow the parent type; the parent flags of the own organization are not the administrator’s to change', () => {
    const admin = profiles.tmsAdmin();
    const partner = tenant({ id: orgIds.partner, organizationType: OrganizationType.Partner, path: pathToTenant().slice(0, 3) });
    const types = [1, 2, 3, 4, 5].filter((t) => allowed(admin, `organizations.childTypes.${t}`, 'create', partner));
    expect(types).toEqual([3, 4, 5]);
    expect(allowed(admin, 'organizations.childTypes.1', 'create', tenant())).toBe(false);
    const own = profiles.tenantSysadmin();
    expect(allowed(own, 'organizations.parentFlags', 'edit', tenant())).toBe(false);
    expect(allowed(profiles.partnerSysadmin(), 'organizations.parentFlags', 'edit', tenant())).toBe(true);
  });

  it('the terms dialog is due to a manager outside the vendor, by its facts', () => {
    const terms = {
      onSetupPage: false,
      whitelabelId: null,
      policyAccepted: false,
      loading: false,
      azureAdTenantId: 'tid',
      provisioningStatus: 2,
      requiredProvisioningStatus: 2,
    };
    expect(allowed(profiles.tenantSysadmin(), 'organizations.terms', 'show', { ...tenant(), terms })).toBe(true);
    expect(allowed(profiles.tenantSysadmin(), 'organizations.terms', 'show', { ...tenant(), terms: { ...terms, policyAccepted: true } })).toBe(false);
    expect(allowed(profiles.tmsAdmin(), 'organizations.terms', 'show', { ...tenant(), terms })).toBe(false);
    expect(allowed(profiles.tenantAccountAdmin(), 'organizations.terms', 'show', { ...tenant(), terms })).toBe(true);
    expect(allowed(profiles.tenantSysadmin(), 'organizations.terms', 'show', { ...tenant({ path: [] }), terms })).toBe(false);
  });
});

describe('canAccess: fields, rows, tabs and switches', () => {
  it('config fields: a TMS admin edits, a TMS viewer reads billing, others read the flags only', () => {
    const field = (p: Profile, f: string) => [allowed(p, `organizations.config.${f}`, 'show'), allowed(p, `organizations.config.${f}`, 'edit')];
    expect(field(profiles.tmsAdmin(), 'paymentType')).toEqual([true, true]);
    expect(field(profiles.tmsViewer(), 'paymentType')).toEqual([true, false]);
    expect(field(profiles.tenantSysadmin(), 'paymentType')).toEqual([false, false]);
    expect(field(profiles.tenantSysadmin(), 'parentCanView')).toEqual([true, false]);
    expect(allowed(profiles.tmsAdmin(), 'organizations.config', 'edit')).toBe(true);
    expect(allowed(profiles.tmsViewer(), 'organizations.config', 'edit')).toBe(false);
  });

  it("a row's controls: an Account Administrator cannot change their own row", () => {
    const me = profiles.tenantAccountAdmin();
    expect(allowed(me, 'organizationUsers.row', 'edit', { userId: me.userId })).toBe(false);
    expect(allowed(me, 'organizationUsers.row', 'edit', { userId: 'someone-else' })).toBe(true);
    expect(allowed(me, 'organizationUsers.row', 'edit', { userId: 'someone-else', canAdminister: false })).toBe(false);
    expect(allowed(me, 'userAssociations.row', 'edit', { userId: 'u', organizationId: me.organizationId })).toBe(false);
    expect(allowed(me, 'userAssociations.row', 'edit', { userId: 'u', organizationId: 999 })).toBe(true);
  });

  it("a user's detail tabs: an Account Administrator sees Organizations only", () => {
    const tabs = (p: Profile) => ['general', 'organizations', 'invites', 'audit', 'access'].filter((t) => allowed(p, `users.tabs.${t}`, 'show'));
    expect(tabs(profiles.tenantAccountAdmin())).toEqual(['organizations']);
    expect(tabs(profiles.tmsViewer())).toEqual(['general', 'organizations', 'invites', 'audit', 'access']);
    expect(allowed(profiles.tmsViewer(), 'users.commands', 'show')).toBe(true);
    expect(allowed(profiles.tenantSysadmin(), 'users.commands', 'show')).toBe(false);
  });

  it('invites: a restricted profile may not invite nor cancel; cancel is offered for a pending invite only', () => {
    const free = profiles.tenantSysadmin();
    const restricted = profiles.tenantSysadmin({ tmsRestricted: true });
    expect(allowed(free, 'invites', 'create', {})).toBe(true);
    expect(allowed(restricted, 'invites', 'create', {})).toBe(false);
    expect(allowed(free, 'invites', 'show', { isPending: false })).toBe(false);
    expect(allowed(restricted, 'invites', 'show', { isPending: true })).toBe(true);
    expect(allowed(restricted, 'invites', 'delete', { isPending: true })).toBe(false);
    expect(allowed(free, 'invites', 'delete', { isPending: true, isCancelling: true })).toBe(false);
    expect(allowed(free, 'invites', 'delete', { isPending: true })).toBe(true);
  });

  it('roles: an Account Administrator grants Account Administrator only; no TMS role is granted', () => {
    const grants = (p: Profile) => ['tmsadmin', 'sysadmin', 'accountadmin'].filter((code) => allowed(p, `roles.${code}`, 'edit'));
    expect(grants(profiles.tenantAccountAdmin())).toEqual(['accountadmin']);
    expect(grants(profiles.tmsAdmin())).toEqual(['sysadmin', 'accountadmin']);
    expect(grants(profiles.tmsViewer())).toEqual([]);
  });

  it('Tenant Status regions: the staff see S1 only', () => {
    const regions = (p: Profile) => ['united-states', 'europe', 'S1'].filter((r) => allowed(p, `tenantOverview.tabs.${r}`, 'show'));
    expect(regions(profiles.tmsAdmin())).toEqual(['united-states', 'europe']);
    expect(regions(profiles.tmsAdmin({ tenantOverviewStaff: true }))).toEqual(['S1']);
  });

  it('brand switches: account types and the manage-associations tabs follow the brand', () => {
    const narrow = createAccessVerdict({
      features,
      brand: brandAccessOf(makeBrand({ allowedAccountTypes: [3], invitationsAllowed: false, userManagementAllowed: true })),
      resources: [],
    });
    const p = profiles.tenantSysadmin();
    const ask = (d: typeof decide, resource: string) => d(p, { resource, action: 'show' }).allowed;
    expect([ask(decide, 'serviceAccounts.accountTypes.1'), ask(narrow, 'serviceAccounts.accountTypes.1')]).toEqual([true, false]);
    expect([ask(decide, 'serviceAccounts.accountTypes.3'), ask(narrow, 'serviceAccounts.accountTypes.3')]).toEqual([true, true]);
    expect([ask(decide, 'organizationUsers.tabs.invitations'), ask(narrow, 'organizationUsers.tabs.invitations')]).toEqual([true, false]);
    expect([ask(decide, 'organizationUsers.tabs.userManagement'), ask(narrow, 'organizationUsers.tabs.userManagement')]).toEqual([false, true]);
  });

  it('alerts: read by the administrators, acknowledged by all but the read-only TMS viewer', () => {
    expect([allowed(profiles.tmsViewer(), 'alerts', 'list'), allowed(profiles.tmsViewer(), 'alerts', 'edit')]).toEqual([true, false]);
    expect([allowed(profiles.tenantAccountAdmin(), 'alerts', 'list'), allowed(profiles.tenantAccountAdmin(), 'alerts', 'edit')]).toEqual([
      true,
      true,
    ]);
    expect(allowed(profiles.noRoles(), 'alerts', 'list')).toBe(false);
  });

  it('change actions: an Account Administrator starts role changes only; a TMS license admin adds trials only', () => {
    const offered = (p: Profile) =>
      ['grantRole', 'removeRole', 'holdDataCollection', 'releaseDataCollection', 'addTrial', 'deleteEverything'].filter((a) =>
        allowed(p, `changes.actions.${a}`, 'create'),
      );
    expect(offered(profiles.tenantAccountAdmin())).toEqual(['grantRole', 'removeRole']);
    expect(offered(profiles.licenseAdmin())).toEqual(['addTrial']);
    expect(offered(profiles.tmsAdmin())).toEqual(['grantRole', 'removeRole', 'holdDataCollection', 'releaseDataCollection', 'addTrial']);
    expect(offered(profiles.noRoles())).toEqual([]);
  });

  it("the tree's search finds organizations by their users for the support staff only", () => {
    expect(
      [profiles.tmsAdmin(), profiles.tmsViewer(), profiles.licenseAdmin(), profiles.rootSysadmin(), profiles.tenantAccountAdmin()].map((p) =>
        allowed(p, 'hierarchy.userSearch', 'list'),
      ),
    ).toEqual([true, true, false, false, false]);
  });

  it('the hierarchy is the whole hierarchy to the TMS roles only', () => {
    expect(allowed(profiles.licenseAdmin(), 'hierarchy.whole', 'show')).toBe(true);
    expect(allowed(profiles.rootSysadmin(), 'hierarchy.whole', 'show')).toBe(false);
  });

  it('the hierarchy tree is scoped for staff and at the root or a tenant; not for a partner', () => {
    expect(allowed(profiles.tmsViewer(), 'hierarchy.scopedTree', 'show')).toBe(true);
    expect(allowed(profiles.partnerSysadmin(), 'hierarchy.scopedTree', 'show')).toBe(false);
  });

  it('a page answers with the route rule and its reason', () => {
    expect(decide(profiles.tenantSysadmin(), { resource: 'internalUsers', action: 'list' })).toMatchObject({ allowed: false, reason: 'noRouteRole' });
    expect(decide(profiles.tmsAdmin(), { resource: 'internalUsers', action: 'list' })).toMatchObject({ allowed: true, reason: 'routeRole' });
    expect(allowed(profiles.tmsAdmin(), 'nothing.of.ours', 'show')).toBe(false);
  });
});

describe('authProvider.canAccess passes the record through', () => {
  it('answers with the organization given as record, as react-admin buttons ask', async () => {
    const admin = profiles.partnerSysadmin();
    const auth = createAuthProvider({ userManager: fakeUserManager(fakeUser(admin)).manager, features, resources: [] });
    const off = tenant({ path: pathToTenant({ [orgIds.tenant]: { parentCanManage: false } }) });
    await expect(auth.canAccess!({ resource: 'organizations', action: 'edit', record: tenant() })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'organizations', action: 'edit', record: off })).resolves.toBe(false);
    expect(auth.accessVerdict(admin, { resource: 'organizations', action: 'edit', record: off }).reason).toBe('parentCanManageOff');
  });
});
