import { OrganizationType } from '../organizationTypes';
import { makeProfile, orgIds, pathToTenant, profiles } from '../../../tests/domain/profiles';
import { capabilityOrder, explainAccess, type AccessFacts } from './explainAccess';
import { canManageDataCollection } from './dataCollection';
import { canReadGroups } from './groups';
import { canAddChild, detailTabs, explainDetailTabs } from './hierarchy';
import { canWriteBoundaries, managesBoundaries } from './boundaries';
import { explainOrganizationAccess, organizationAccess } from './organizationAccess';
import { canOpenRoute } from './routes';

const named = (flags: Parameters<typeof pathToTenant>[0] = {}) =>
  pathToTenant(flags).map((l, i) => ({ ...l, name: ['Quadrant Root', 'Fabrikam Distribution', 'Northwind Partners', 'Contoso Ltd'][i] }));

const facts = (over: Partial<AccessFacts> = {}): AccessFacts => ({
  path: named(),
  organization: { id: orgIds.tenant, organizationType: OrganizationType.TenantCustomer, hasChildren: false },
  tenantConnected: true,
  whitelabelCorrect: true,
  hasReportingEndpoint: true,
  hasActiveReportingSubscription: true,
  setupDone: true,
  hasServiceWithEndpoint: true,
  dpc: { regionsAvailable: false, masterApplicationExists: true },
  ownProvisioned: true,
  selectedProvisioned: true,
  features: { groupsEnabled: true },
  ...over,
});

describe('explainOrganizationAccess', () => {
  it('names the organization whose Parent can manage is off, as the sentence of the issue does', () => {
    const path = named({ [orgIds.tenant]: { parentCanManage: false } });
    const v = explainOrganizationAccess(profiles.partnerSysadmin(), path);
    expect(v.manage).toEqual({
      allowed: false,
      reason: 'parentCanManageOff',
      facts: { organization: 'Contoso Ltd', own: 'Northwind Partners', blocker: 'Contoso Ltd' },
    });
    expect(v.view).toMatchObject({ allowed: false, reason: 'parentCanViewOff' });
  });

  it('agrees with organizationAccess, its boolean form, for every profile and every flag combination', () => {
    const flagSets = [true, false].flatMap((v) => [true, false].map((m) => ({ parentCanView: v, parentCanManage: m })));
    for (const make of Object.values(profiles))
      for (const f of flagSets)
        for (let n = 0; n <= 4; n++) {
          const path = named({ [orgIds.partner]: f, [orgIds.tenant]: f }).slice(0, n);
          const v = explainOrganizationAccess(make(), path);
          expect({ view: v.view.allowed, manage: v.manage.allowed }).toEqual(organizationAccess(make(), path));
        }
  });

  it('says why for a user outside the path and for one without roles', () => {
    expect(explainOrganizationAccess(makeProfile({ organizationId: 999 }), named()).view.reason).toBe('outsideOwnOrganization');
    expect(explainOrganizationAccess(profiles.noRoles(), named()).view.reason).toBe('noRoles');
    expect(explainOrganizationAccess(profiles.tmsAdmin(), []).view.reason).toBe('unknownOrganization');
  });
});

describe('explainAccess', () => {
  it('answers all sixteen capabilities, in order', () => {
    expect(Object.keys(explainAccess(profiles.tmsAdmin(), facts()))).toEqual([...capabilityOrder]);
  });

  it('answers as the boolean rules do: tabs, add child, data collection, groups, Tenant Status', () => {
    for (const make of Object.values(profiles))
      for (const path of [
        named(),
        named({ [orgIds.tenant]: { parentCanManage: false, parentCanView: true } }),
        named({ [orgIds.partner]: { parentCanView: false, parentCanManage: false } }),
      ]) {
        const p = make();
        const f = facts({ hasReportingEndpoint: false, path });
        const e = explainAccess(p, f);
        const access = organizationAccess(p, f.path);
        const tabs = detailTabs({ profile: p, access, hasReportingEndpoint: false, setupConditionsMet: false });
        expect(e.tabConfig.allowed).toBe(tabs.includes('config'));
        expect(e.tabSubscriptions.allowed).toBe(tabs.includes('subscriptions'));
        expect(e.addChild.allowed).toBe(canAddChild(f.organization, access));
        expect(e.manageDataCollection.allowed).toBe(canManageDataCollection(p, f.organization, access));
        expect(e.organizationGroups.allowed).toBe(access.view && canReadGroups(p, f.features));
        expect(e.tenantStatus.allowed).toBe(access.view && canOpenRoute(p, 'tenantOverview', f.features));
      }
  });

  it('names the missing flag where a rule of one organization refuses for want of view, after its role', () => {
    const closed = named({ [orgIds.tenant]: { parentCanManage: false, parentCanView: false } });
    const partner = explainAccess(profiles.partnerSysadmin(), facts({ path: closed }));
    const blocked = {
      allowed: false,
      reason: 'parentCanViewOff',
      facts: { organization: 'Contoso Ltd', own: 'Northwind Partners', blocker: 'Contoso Ltd' },
    };
    expect(partner.organizationGroups).toEqual(blocked);
    expect(partner.tenantStatus).toEqual(blocked);
    expect(partner.tabNotes).toEqual(blocked);
    // The role is asked first, as the sandbox's subscription writes ask it.
    expect(partner.addEditSubscriptions).toEqual({ allowed: false, reason: 'noSubscriptionRole' });
    expect(partner.deleteOrganization).toMatchObject({ allowed: false, reason: 'parentCanManageOff' });
    const viewer = explainAccess(profiles.tmsViewer(), facts({ path: closed }));
    expect(viewer.addEditSubscriptions).toEqual({ allowed: true, reason: 'subscriptionRole' });
  });

  it('refuses Tenant Status to an Account Administrator on his own organization, naming the roles of the page', () => {
    const e = explainAccess(profiles.tenantAccountAdmin(), facts());
    expect(e.viewOrganization.allowed).toBe(true);
    expect(e.tenantStatus).toEqual({ allowed: false, reason: 'noRouteRole', facts: { roles: 'sysadmin, tmsadmin' } });
  });

  it('puts the access rule’s reason where a rule refuses for want of manage', () => {
    const e = explainAccess(profiles.partnerSysadmin(), facts({ path: named({ [orgIds.tenant]: { parentCanManage: false, parentCanView: true } }) }));
    expect(e.viewOrganization.allowed).toBe(true);
    expect(e.manageDataCollection).toMatchObject({ allowed: false, reason: 'parentCanManageOff' });
    expect(e.addChild).toMatchObject({ allowed: false, reason: 'parentCanManageOff' });
  });

  it('gives the deciding rule for the root-only and role rules', () => {
    const admin = explainAccess(profiles.tmsAdmin(), facts({ organization: { id: orgIds.tenant, organizationType: 5, hasChildren: true } }));
    expect(admin.deleteOrganization).toEqual({ allowed: false, reason: 'hasChildren' });
    expect(admin.provisionDpc).toEqual({ allowed: false, reason: 'dpcProvisioned' });
    expect(admin.setupReporting).toEqual({ allowed: false, reason: 'reportingSetUpAlready' });
    expect(explainAccess(profiles.tmsAdmin(), facts({ setupDone: false })).setupReporting.reason).toBe('noAdministratorRoleForSetup');
    const viewer = explainAccess(profiles.tmsViewer(), facts());
    expect(viewer.tenantStatus).toMatchObject({ allowed: false, reason: 'noRouteRole', facts: { roles: 'sysadmin, tmsadmin' } });
    expect(viewer.manageBoundaries).toMatchObject({ allowed: false, reason: 'noRouteRole' });
    const own = explainAccess(profiles.tenantSysadmin(), facts({ selectedProvisioned: false }));
    expect(own.manageBoundaries).toEqual({ allowed: false, reason: 'selectedNotProvisioned' });
    expect(own.manageDataCollection).toEqual({ allowed: true, reason: 'dataCollectionTenantSysadmin' });
  });

  it('manages boundaries as managesBoundaries does: a TMS admin too is refused where Parent can manage is off and it is not his own', () => {
    const off = named({ [orgIds.tenant]: { parentCanManage: false } });
    const admin = explainAccess(profiles.tmsAdmin(), facts({ path: off }));
    expect(admin.manageOrganization.allowed).toBe(true);
    expect(admin.manageBoundaries).toEqual({
      allowed: false,
      reason: 'boundariesParentCanManageOff',
      facts: { organization: 'Contoso Ltd', own: profiles.tmsAdmin().organizationName },
    });
    for (const make of Object.values(profiles))
      for (const path of [named(), off, named({ [orgIds.partner]: { parentCanManage: false } })]) {
        const p = make();
        const e = explainAccess(p, facts({ path }));
        expect(e.manageBoundaries.allowed, p.email).toBe(canWriteBoundaries(p, managesBoundaries(p, path), true, true));
      }
  });
});

describe('explainDetailTabs', () => {
  it('gives a TMS license admin of the root Overview and Subscriptions, each with its reason', () => {
    const license = profiles.licenseAdmin();
    const tabs = explainDetailTabs({
      profile: license,
      access: explainOrganizationAccess(license, named()),
      hasReportingEndpoint: true,
      setupConditionsMet: false,
    });
    expect(tabs.overview.allowed).toBe(true);
    expect(tabs.subscriptions).toEqual({ allowed: true, reason: 'rootStaffReader' });
    expect(tabs.config).toEqual({ allowed: false, reason: 'licenseAdminOnly' });
  });
});
