/**
 * The permission matrix's declarative table: one row per sandbox route, computing with the
 * rules of src/domain/permissions (declared per route in its config, server/http/routeAccess.ts) the answer each
 * caller must get, and the answer a caller allowed by them gets.
 * permissionMatrix.ts (run as permissionMatrix.part1–4.test.ts) fails for a registered route without a row, and for a row whose route is
 * gone. Over 150 lines because it is one table: one route a line, grouped by service.
 */
import {
  canAddChild,
  canAddEditSubscriptions,
  canReadGroups,
  canWriteGroups,
  canCancelInviteAsInternal,
  canDeleteOrganization,
  canDeprovision,
  canEditConfig,
  canGrantRole,
  canManageDataCollection,
  canOpenRoute,
  canProvisionDpc,
  canReadNotes,
  canUseInternalUserActions,
  defaultBrand,
  detailTabs,
  hasAnyRole,
  invitationsAllowed,
  authorizationSetOf,
  canReadAlerts,
  canAcknowledgeAlerts,
  userManagementAllowed,
  showDemoDataSection,
  showProvisioning,
  mayStartChange,
  mayUseChanges,
  type OrganizationAccess,
  type Profile,
} from '../../src/domain';
import { canAccessResource } from '../../src/domain/permissions/resources';
import { canReadBoundaryRole, canWriteBoundaryRole, managesBoundaries } from '../../src/domain/permissions/boundaries';
import { UNKNOWN_NUMBER, UNKNOWN_UUID, type MatrixOrg, type MatrixRecord, type MatrixWorld, type RecordKind } from './matrixWorld';

export interface Case {
  p: Profile;
  w: MatrixWorld;
  /** The organization addressed, or the record's; undefined when unknown. */
  org?: MatrixOrg;
  orgId: number;
  access: OrganizationAccess;
  record?: MatrixRecord;
  /** The id sent for a record the caller has no right to or that does not exist (no `record` then). */
  foreignId?: string | number;
  /** 'us' | 'eu' | 's1' on a regional route. */
  region?: string;
}
/** 'ok': the rule allows it, the answer is one of the row's `ok`; a number: the status the rule gives. */
export type Decision = 'ok' | number;
export type Target = 'none' | 'org' | RecordKind | 'myInvite';
export interface Row {
  target: Target;
  decide: (c: Case) => Decision;
  ok: number[];
  /** Path values besides the target, the query and the body of the request. */
  request?: (c: Case) => { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown };
}

const features = { groupsEnabled: true };
const allow = (ok: boolean, refused = 403): Decision => (ok ? 'ok' : refused);
const signedIn = (): Decision => 'ok';
const view = (c: Case) => c.access.view;
const manage = (c: Case) => c.access.manage;
const internal = (c: Case) => canUseInternalUserActions(c.p);
const route = (key: Parameters<typeof canOpenRoute>[1]) => (c: Case) => canOpenRoute(c.p, key, features);
const org =
  (...rules: ((c: Case) => boolean)[]) =>
  (c: Case) =>
    allow(rules.every((r) => r(c)));
/** A record of an organization: 404 alike when unknown or not reachable with `need`; then the other rules (403). */
const record =
  (need: 'view' | 'manage', ...rules: ((c: Case) => boolean)[]) =>
  (c: Case): Decision =>
    !c.record || !c.access[need] ? 404 : allow(rules.every((r) => r(c)));
/** Rules that refuse (403) before the record is looked up, then the record rule. */
const changes = (c: Case) => mayUseChanges(c.p);
/** A plan or job by an id no one has: 404 to whoever may use change jobs (403 before, by role). */
const changeRecord = (param: 'planId' | 'jobId', body?: unknown): Row => ({
  target: 'none',
  decide: (c) => (changes(c) ? 404 : 403),
  ok: [200],
  request: () => ({ params: { [param]: UNKNOWN_NUMBER }, ...(body === undefined ? {} : { body }) }),
});
/**
 * Approve or reject the seeded waiting request (a hold, distributor.admin's): its requester may not
 * (403); one who views every organization it lists, or may decide it, finds it (404 otherwise); who
 * decides is another person allowed the hold on every organization it would change (403 otherwise).
 */
const decision = (body: (c: Case) => unknown): Row => ({
  target: 'none',
  ok: [200],
  request: (c) => ({ params: { jobId: c.w.waitingChange!.id }, body: body(c) }),
  decide: (c) => {
    if (!changes(c)) return 403;
    const job = c.w.waitingChange!;
    const own = job.requesterId === c.p.userId;
    const allowedOn = (orgId: number) => {
      const org = c.w.orgs.get(orgId);
      return !!org && canManageDataCollection(c.p, org, c.w.access(c.p, orgId));
    };
    const mayDecide = !own && mayStartChange(c.p, 'holdDataCollection') && c.w.changeTargets(job.id, true).every(allowedOn);
    const views = c.w.changeTargets(job.id, false).every((id) => c.w.access(c.p, id).view);
    if (!own && !views && !mayDecide) return 404;
    return mayDecide ? 'ok' : 403;
  },
});
const first =
  (gate: (c: Case) => boolean, then: (c: Case) => Decision) =>
  (c: Case): Decision =>
    gate(c) ? then(c) : 403;
/** The internal user pages: TMS admin and viewer (403), then the user must exist (404). */
const internalUser = first(internal, (c) => (c.record ? 'ok' : 404));
const usersView = (c: Case) => view(c) && (manage(c) || hasAnyRole(c.p, ['tmsviewer']));
const deletion = (c: Case) =>
  canDeleteOrganization(c.p, { id: c.org!.id, organizationType: c.org!.organizationType, hasChildren: c.w.hasChildren(c.org!.id) });
/** canDeleteOrganization's refusals: the caller's role (403), or the organization's state (409: the root, or it has children). */
const deleteDecision = (c: Case): Decision => {
  if (!manage(c)) return 403;
  const d = deletion(c);
  return d.allowed ? 'ok' : d.reason === 'isRoot' || d.reason === 'hasChildren' ? 409 : 403;
};
const dataCollection = (c: Case) => !!c.org && canManageDataCollection(c.p, c.org, c.access);
const demo = (c: Case) => showDemoDataSection(c.p, c.orgId, defaultBrand);
const member = (c: Case) => c.w.memberOf(c.orgId, c.p.userId);
const regionKey = (c: Case) => ({ us: 'US', eu: 'EMEA', s1: 'S1' })[c.region ?? 'us'];
const subscriptionReader = (c: Case) =>
  detailTabs({ profile: c.p, access: c.access, hasReportingEndpoint: false, setupConditionsMet: false }).includes('subscriptions') ||
  canAddEditSubscriptions(c.p);
const editor = (c: Case) => canAddEditSubscriptions(c.p);
const groupWriter = (c: Case) => canWriteGroups(c.p, features);
const trial = {
  tenantName: 'matrix.onmicrosoft.com',
  description: 'Matrix trial',
  notes: '',
  paymentType: 'Child',
  recurrenceType: 'None',
  paymentProvider: 'Other',
};
const item = {
  product: 'Reporting',
  feature: 'Core',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2028-01-01T00:00:00.000Z',
  cancelledDate: null,
  subscriptionType: 'Paid',
  quantity: 10,
};
const subscription = (c: Case) => ({
  organizationId: c.orgId,
  tenantName: 'matrix.onmicrosoft.com',
  paymentType: 'Prepaid',
  recurrenceType: 'Yearly',
  paymentProvider: 'Direct',
  description: 'Matrix',
  notes: '',
});
const contact = { name: 'Matrix', email: 'matrix@example.com', phone: '', notes: '' };
const orgQuery = (c: Case) => ({ query: { organizationId: c.orgId } });
const acc = '/svc/account/api/v1.0';
// Virtual boundaries (doc 002 §6): read for the page's roles and the TMS viewer; write for the page's roles over the caller's own
// organization or one whose parent can manage (managesBoundaries), then 409 unless the caller's and the boundary's organizations
// are provisioned. permissionMatrix.boundaries.test.ts asks the same rows at an organization that refuses its parents.
const boundaryReader = (c: Case) => canReadBoundaryRole(c.p);
const boundaryWriter = (c: Case) => canWriteBoundaryRole(c.p);
const provisionedBoth = (c: Case, orgId: number) => c.w.provisioned(c.p.organizationId) && c.w.provisioned(orgId);
/** Doc 002 §6 as written: the caller's own organization, or one whose parent can manage (a TMS admin included). */
const managesHere = (c: Case, orgId: number) => managesBoundaries(c.p, c.w.path(orgId));
const containerWrite = first(boundaryWriter, (c) =>
  !c.record || !c.access.view ? 404 : !managesHere(c, c.record.organizationId) ? 403 : provisionedBoth(c, c.record.organizationId) ? 'ok' : 409,
);
const containerUserParams = (c: Case) => ({ params: { novaContainerUserId: c.w.containerUser(c.record?.id) } });
const containerSourceParams = (c: Case) => ({ params: { datasourceId: c.w.containerDatasource(c.record?.id) } });

export const rows: Record<string, Row> = {
  'GET /svc/ping': { target: 'none', decide: signedIn, ok: [200] },
  // Account service: organizations (doc 000 §6 "View/Manage an organization").
  [`GET ${acc}/roles`]: { target: 'none', decide: signedIn, ok: [200] },
  [`GET ${acc}/organizations/:orgId`]: { target: 'org', decide: org(view), ok: [200] },
  [`GET ${acc}/organizations/:orgId/associations`]: { target: 'org', decide: org(view), ok: [200] },
  [`GET ${acc}/organizations/:orgId/billing`]: { target: 'org', decide: org(view, route('myInvoices')), ok: [200] },
  [`GET ${acc}/organizations/:orgId/options`]: { target: 'org', decide: org(view), ok: [200] },
  [`POST ${acc}/organizations`]: {
    target: 'org',
    ok: [201],
    decide: (c) => (!manage(c) ? 403 : canAddChild(c.org!, c.access) ? 'ok' : 400),
    request: (c) => ({
      body: { name: 'Matrix child', parentOrganizationId: c.orgId, organizationType: 5, parentCanView: true, parentCanManage: true },
    }),
  },
  [`PATCH ${acc}/organizations/:orgId/managed`]: {
    target: 'org',
    decide: org(manage),
    ok: [204],
    request: (c) => ({
      body: { name: c.org?.name ?? 'Unknown', parentCanView: c.org?.parentCanView ?? true, parentCanManage: c.org?.parentCanManage ?? true },
    }),
  },
  [`PATCH ${acc}/ium/organizations/:orgId`]: {
    target: 'org',
    decide: org(manage, (c) => canEditConfig(c.p)),
    ok: [204],
    request: () => ({ body: { customerReference: 'matrix' } }),
  },
  [`DELETE ${acc}/organizations/:orgId`]: { target: 'org', decide: deleteDecision, ok: [204] },
  [`GET ${acc}/organizations/:orgId/azureTenants`]: { target: 'org', decide: (c) => (!view(c) ? 403 : c.org!.tenantId ? 'ok' : 404), ok: [200] },
  [`GET ${acc}/organizations/:orgId/azureTenants/resync`]: {
    target: 'org',
    decide: (c) => (!manage(c) ? 403 : c.org!.tenantId ? 'ok' : 409),
    ok: [200],
  },
  [`POST ${acc}/organizations/:orgId/azureTenants/:tenantId`]: {
    target: 'org',
    decide: (c) => (!manage(c) ? 403 : c.org!.tenantId ? 'ok' : 404),
    ok: [200],
    request: (c) => ({ params: { tenantId: c.org?.tenantId ?? UNKNOWN_UUID } }),
  },
  [`PUT ${acc}/organizations/:orgId/whitelabels/:whitelabelId`]: {
    target: 'org',
    decide: (c) => (!manage(c) ? 403 : c.org!.tenantId && c.org!.whitelabelId !== null ? 'ok' : 409),
    ok: [200],
    request: (c) => ({ params: { whitelabelId: c.org?.whitelabelId ?? 1 } }),
  },
  [`GET ${acc}/azureApplications/preferred`]: { target: 'none', decide: signedIn, ok: [200] },
  [`GET ${acc}/azureApplications/cbaClientId`]: { target: 'none', decide: signedIn, ok: [200] },
  // Internal users (doc 001 §6: TMS admin and TMS viewer).
  ['GET /svc/account/api/v1.2/users']: { target: 'none', decide: org(internal), ok: [200] },
  ['GET /svc/account/api/v1.2/users/:userId']: { target: 'user', decide: internalUser, ok: [200] },
  ['GET /svc/account/api/v1.2/users/:userId/associations']: {
    target: 'user',
    ok: [200],
    decide: (c) =>
      internal(c)
        ? c.record
          ? 'ok'
          : 404
        : allow(
            canAccessResource(c.p, 'userAssociations', 'list', features) &&
              !!c.record &&
              c.w.organizationsOf(String(c.record.id)).some((o) => c.w.access(c.p, o).manage),
          ),
  },
  [`GET ${acc}/ium/:userId/userPersistedMetadata`]: { target: 'user', decide: internalUser, ok: [200] },
  [`POST ${acc}/ium/:userId/userPersistedMetadata/reset`]: { target: 'user', decide: internalUser, ok: [200] },
  // An organization's users and roles (doc 001 §4–§6, roleGrants).
  [`GET ${acc}/organizations/:orgId/users/roles`]: { target: 'org', decide: org(usersView), ok: [200] },
  [`POST ${acc}/organizations/:orgId/users/:userId`]: {
    target: 'org',
    ok: [409],
    decide: (c) =>
      !manage(c)
        ? 403
        : !member(c)
          ? 404
          : allow(hasAnyRole(c.p, ['tmsadmin']) || c.w.organizationsOf(member(c)!, true).every((o) => c.w.access(c.p, o).manage)),
    request: (c) => ({ params: { userId: member(c) ?? UNKNOWN_UUID } }),
  },
  [`DELETE ${acc}/organizations/:orgId/users/:userId`]: {
    target: 'org',
    ok: [204],
    decide: (c) => (!manage(c) ? 403 : member(c) ? 'ok' : 404),
    request: (c) => ({ params: { userId: member(c) ?? UNKNOWN_UUID } }),
  },
  [`POST ${acc}/organizations/:orgId/users/:userId/roles/:roleId`]: {
    target: 'org',
    ok: [200],
    decide: (c) => (!manage(c) ? 403 : !member(c) ? 404 : allow(canGrantRole(c.p, 'accountadmin'))),
    request: (c) => ({ params: { userId: member(c) ?? UNKNOWN_UUID, roleId: c.w.roleId('accountadmin') } }),
  },
  [`DELETE ${acc}/organizations/:orgId/users/:userId/roles/:roleId`]: {
    target: 'org',
    ok: [200, 409],
    decide: (c) => (!manage(c) ? 403 : !canGrantRole(c.p, 'accountadmin') ? 403 : member(c) ? 'ok' : 404),
    request: (c) => ({ params: { userId: member(c) ?? UNKNOWN_UUID, roleId: c.w.roleId('accountadmin') } }),
  },
  // Invites (doc 001 §4, §6; brand invitationsAllowed).
  [`GET ${acc}/organizations/:orgId/invites`]: { target: 'org', decide: org(usersView), ok: [200] },
  ['POST /svc/account/api/v1.1/organizations/:orgId/invites']: {
    target: 'org',
    ok: [201],
    decide: org(
      manage,
      (c) => !c.p.tmsRestricted,
      (c) => canGrantRole(c.p, 'accountadmin'),
      () => invitationsAllowed(defaultBrand),
    ),
    request: (c) => ({ body: { userId: c.w.outsider(c.orgId), roles: [c.w.roleId('accountadmin')] } }),
  },
  [`GET ${acc}/ium/invites`]: {
    target: 'user',
    decide: internalUser,
    ok: [200],
    request: (c) => ({ query: { userId: String(c.record?.id ?? UNKNOWN_UUID) } }),
  },
  [`PUT ${acc}/ium/invites/:inviteId/cancel`]: {
    target: 'invite',
    ok: [200],
    decide: first(
      (c) => internal(c) && canCancelInviteAsInternal(c.p),
      (c) => (!c.record ? 404 : allow(!c.p.tmsRestricted)),
    ),
  },
  [`PUT ${acc}/invites/:inviteId/cancel`]: { target: 'invite', decide: record('manage', (c) => !c.p.tmsRestricted), ok: [200] },
  [`GET ${acc}/users/me/associations`]: { target: 'none', decide: signedIn, ok: [200] },
  [`GET ${acc}/users/me/invites`]: { target: 'none', decide: signedIn, ok: [200] },
  [`PUT ${acc}/users/me/invites/:inviteId/accept`]: { target: 'myInvite', decide: (c) => (c.record ? 'ok' : 404), ok: [200] },
  [`PUT ${acc}/users/me/invites/:inviteId/decline`]: { target: 'myInvite', decide: (c) => (c.record ? 'ok' : 404), ok: [200] },
  // Service accounts (route serviceAccounts, manage).
  ['GET /svc/account/api/v1.1/serviceAccounts/encryptionPublicKey']: { target: 'none', decide: org(route('serviceAccounts')), ok: [200] },
  [`GET ${acc}/organizations/:orgId/user/serviceAccounts`]: { target: 'org', decide: org(route('serviceAccounts'), manage), ok: [200] },
  [`POST ${acc}/organizations/:orgId/user/serviceAccounts`]: {
    target: 'org',
    decide: org(route('serviceAccounts'), manage),
    ok: [201],
    request: (c) => ({ body: { userName: 'svc-matrix@matrix.example', identifier: 'Matrix', secret: c.w.secret(), productId: 1 } }),
  },
  [`PATCH ${acc}/serviceAccounts/:serviceAccountId`]: {
    target: 'serviceAccount',
    decide: first(route('serviceAccounts'), record('manage')),
    ok: [200, 204],
    request: () => ({ body: { userName: 'svc-matrix@matrix.example', identifier: 'Matrix', productId: 1 } }),
  },
  [`DELETE ${acc}/serviceAccounts/:serviceAccountId`]: {
    target: 'serviceAccount',
    decide: first(route('serviceAccounts'), record('manage')),
    ok: [204],
  },
  // Organization groups (doc 001 §6, §7): read on the route + view, write (not the TMS viewer) + manage.
  [`GET ${acc}/organizations/:orgId/organizationGroupHierarchies`]: {
    target: 'org',
    decide: org(view, (c) => canReadGroups(c.p, features)),
    ok: [200],
  },
  [`POST ${acc}/organizations/:orgId/organizationGroupHierarchy`]: {
    target: 'org',
    decide: org(view, groupWriter, manage),
    ok: [201],
    request: () => ({ body: { name: 'Matrix group', parentId: null } }),
  },
  [`PATCH ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId`]: {
    target: 'group',
    decide: org(view, groupWriter, manage),
    ok: [200],
    request: () => ({ body: { name: 'Matrix renamed' } }),
  },
  [`DELETE ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId`]: { target: 'group', decide: org(view, groupWriter, manage), ok: [204] },
  [`POST ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId/organizations/:memberOrgId`]: {
    // The owning organization itself: not a member of the seeded groups picked (those with members, leaves first).
    target: 'group',
    decide: org(view, groupWriter, manage),
    ok: [204, 400],
    request: (c) => ({ params: { memberOrgId: c.orgId } }),
  },
  [`DELETE ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId/organizations/:memberOrgId`]: {
    target: 'group',
    decide: org(view, groupWriter, manage),
    ok: [204],
    request: (c) => ({ params: { memberOrgId: c.w.groupMember(c.record?.id) } }),
  },
  // Subscriptions and trials (doc 000 §6 "Subscription Add/Edit").
  [`GET ${acc}/subscriptions/organizations/:orgId`]: { target: 'org', decide: org(view, subscriptionReader), ok: [200] },
  [`POST ${acc}/organizations/:orgId/subscriptions`]: {
    target: 'org',
    decide: org(editor, view),
    ok: [201],
    request: (c) => ({ body: subscription(c) }),
  },
  [`PATCH ${acc}/subscriptions/:subId`]: {
    target: 'subscription',
    decide: first(editor, record('view')),
    ok: [200, 204],
    request: (c) => ({ body: { ...subscription(c), organizationId: c.record?.organizationId ?? 1 } }),
  },
  [`POST ${acc}/subscriptions/:subId/items`]: {
    target: 'subscription',
    decide: first(editor, record('view')),
    ok: [201],
    request: () => ({ body: item }),
  },
  [`PATCH ${acc}/subscriptions/:subId/items/:itemId`]: {
    target: 'subscription',
    decide: first(editor, record('view')),
    ok: [200, 204],
    request: (c) => ({ params: { itemId: c.w.itemOf(c.record?.id) }, body: item }),
  },
  [`POST ${acc}/organizations/:orgId/subscriptions/managed`]: {
    target: 'org',
    decide: org(editor, view),
    ok: [201, 400],
    request: () => ({ body: trial }),
  },
  [`POST ${acc}/subscriptions/:subId/managed`]: {
    // 400: the seeded subscriptions are not trials (a business answer, after authorisation).
    target: 'subscription',
    decide: first(editor, record('view')),
    ok: [201, 400, 409],
    request: () => ({ body: { quantity: 1, product: 'Reporting', feature: 'Core', subscriptionType: 'Trial' } }),
  },
  // Virtual boundaries (doc 002 §7 "Boundaries").
  [`GET ${acc}/organizations/:orgId/containers`]: { target: 'org', decide: org(view, boundaryReader), ok: [200] },
  [`POST ${acc}/organizations/:orgId/containers`]: {
    target: 'org',
    ok: [201],
    decide: (c) => (!manage(c) || !boundaryWriter(c) || !managesHere(c, c.orgId) ? 403 : provisionedBoth(c, c.orgId) ? 'ok' : 409),
    request: () => ({ body: { name: 'Matrix boundary', description: 'Matrix' } }),
  },
  [`GET ${acc}/containers/:containerId`]: { target: 'container', decide: first(boundaryReader, record('view')), ok: [200] },
  [`PATCH ${acc}/containers/:containerId`]: {
    target: 'container',
    decide: containerWrite,
    ok: [200],
    request: () => ({ body: { description: 'Matrix' } }),
  },
  [`DELETE ${acc}/containers/:containerId`]: { target: 'container', decide: containerWrite, ok: [204] },
  [`POST ${acc}/containers/:containerId/users`]: {
    target: 'container',
    decide: containerWrite,
    ok: [201],
    request: (c) => ({ body: { userId: c.w.containerCandidate(c.record?.id), anonymous: false, allowedActions: [] } }),
  },
  [`PATCH ${acc}/containers/:containerId/users/:novaContainerUserId`]: {
    target: 'container',
    decide: containerWrite,
    ok: [200],
    request: (c) => ({ ...containerUserParams(c), body: { anonymous: true, allowedActions: [] } }),
  },
  [`DELETE ${acc}/containers/:containerId/users/:novaContainerUserId`]: {
    target: 'container',
    decide: containerWrite,
    ok: [204],
    request: containerUserParams,
  },
  [`POST ${acc}/containers/:containerId/datasources`]: {
    // 201 for a boundary without the source, 409 for one that has it (a business answer, after authorisation).
    target: 'container',
    decide: containerWrite,
    ok: [201, 409],
    request: () => ({ body: { datasource: 'azure_groups', allowedFields: [], restriction: '' } }),
  },
  [`PATCH ${acc}/containers/:containerId/datasources/:datasourceId`]: {
    target: 'container',
    decide: containerWrite,
    ok: [200],
    request: (c) => ({ ...containerSourceParams(c), body: { allowedFields: [], restriction: '' } }),
  },
  [`DELETE ${acc}/containers/:containerId/datasources/:datasourceId`]: {
    target: 'container',
    decide: containerWrite,
    ok: [204],
    request: containerSourceParams,
  },
  [`GET ${acc}/organizations/:orgId/users`]: { target: 'org', decide: org(view, boundaryReader), ok: [200] },
  [`GET ${acc}/organizations/:orgId/users/:userId/novaContainerUsers`]: {
    target: 'org',
    decide: org(view, boundaryReader),
    ok: [200],
    request: (c) => ({ params: { userId: c.p.userId } }),
  },
  ['GET /svc/location/api/v1.0/organizations/:orgId/products/1/:productName']: {
    target: 'org',
    decide: org(view),
    ok: [200],
    request: () => ({ params: { productName: 'Radar uAPI' } }),
  },
  // Location, analytics, authentication settings.
  ['GET /svc/location/api/v1.0/organizations/:orgId']: { target: 'org', decide: org(view), ok: [200] },
  ['GET /svc/location/api/v1.0/organizations/:orgId/products/3']: { target: 'org', decide: org(view), ok: [200] },
  ['GET /svc/analytics/api/v1/organizations/:orgId/Settings/GetTenantAuthenticationType']: { target: 'org', decide: org(view), ok: [200] },
  ['PATCH /svc/auth-settings/api/v1/organizations/:id/Settings/SetTenantAuthenticationType/:authenticationType']: {
    // 409: an organization whose authentication is blocked (a business answer, after authorisation).
    target: 'org',
    decide: (c) => (!manage(c) ? 403 : c.org!.authBlocked ? 409 : 'ok'),
    ok: [200, 204],
    request: () => ({ params: { authenticationType: 1 } }),
  },
  // Reporting service, each region (doc 000 §6, §7).
  ['GET /svc/reporting/{region}/api/tenants/:id/notes']: { target: 'org', decide: org((c) => canReadNotes(c.p, c.access)), ok: [200] },
  ['PATCH /svc/reporting/{region}/api/tenants/:id/notes']: {
    target: 'org',
    decide: org(manage),
    ok: [200],
    request: () => ({ body: { customNodes: 'matrix' } }),
  },
  ['GET /svc/reporting/{region}/api/tenants/:id/isPoliciesAccepted']: { target: 'org', decide: org(view), ok: [200, 404] },
  ['PATCH /svc/reporting/{region}/api/tenants/:id/acceptPolicies']: { target: 'org', decide: org(manage), ok: [204] },
  ['DELETE /svc/reporting/{region}/api/tenants/:id']: { target: 'org', decide: deleteDecision, ok: [204] },
  ['GET /svc/reporting/{region}/api/Signup/Status']: { target: 'org', decide: org(view), ok: [200], request: orgQuery },
  ['POST /svc/reporting/{region}/api/Signup/InitTenant']: {
    target: 'org',
    ok: [202, 400, 409],
    decide: org(manage, dataCollection, (c) => showProvisioning(c.org!, defaultBrand)),
    request: (c) => ({ query: { organizationId: c.orgId, userId: c.p.userId }, body: { region: regionKey(c) } }),
  },
  ['DELETE /svc/reporting/{region}/api/Signup/DeleteTenant']: {
    target: 'org',
    decide: org(manage, (c) => canDeprovision(c.p, c.org!, c.access)),
    ok: [204],
    request: orgQuery,
  },
  ['POST /svc/reporting/{region}/api/Signup/SetHold']: {
    target: 'org',
    decide: org(manage, dataCollection),
    ok: [200, 409],
    request: (c) => ({ query: { organizationId: c.orgId, hold: 'true' } }),
  },
  ['GET /svc/reporting/{region}/api/tenants/:id/isGlobalReaderAssigned']: { target: 'org', decide: org(view), ok: [200, 404, 424] },
  ['GET /svc/reporting/{region}/api/tenants/:orgId/getTenantDemoStatus']: { target: 'org', decide: org(view), ok: [200] },
  ['PATCH /svc/reporting/{region}/api/tenants/:orgId/setTenantDemo']: { target: 'org', decide: org(manage, demo), ok: [202, 409] },
  ['POST /svc/data-query/{region}/api/v1.0/query']: {
    target: 'org',
    decide: org(view),
    ok: [200],
    request: (c) => ({ body: { datasource: 'cojac_latest_job_results_v2', params: { orgs: [c.orgId] } } }),
  },
  // Tenant contact (doc 001 §7), each region: the tenant status page's roles.
  ['GET /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact']: {
    target: 'org',
    decide: org(view, route('tenantOverview')),
    ok: [200],
  },
  ['POST /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact']: {
    target: 'org',
    decide: org(manage, route('tenantOverview')),
    ok: [201, 409],
    request: () => ({ body: contact }),
  },
  ['PATCH /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact/:contactId']: {
    target: 'org',
    decide: org(manage, route('tenantOverview')),
    ok: [200, 404],
    request: () => ({ params: { contactId: 1 }, body: contact }),
  },
  ['GET /svc/data-management/api/v1.0/Jobs/:jobId/Stop']: { target: 'job', decide: record('manage'), ok: [200, 409] },
  // Alerting (doc 002 §7): only the caller's own authorization set, read by the administrators, acknowledged by all but the TMS viewer.
  ['GET /svc/alerting/api/v1/alert']: {
    target: 'org',
    decide: (c) => allow(canReadAlerts(c.p) && c.orgId === authorizationSetOf(c.p)),
    ok: [200],
    request: (c) => ({ query: { fields: 'Id', ProductSet: c.orgId, StatusType: 'new' } }),
  },
  ['PATCH /svc/alerting/api/v1/alert/:alertId']: {
    target: 'alert',
    ok: [200],
    request: () => ({ body: { statusType: 'acknowledged' } }),
    decide: first(
      (c) => canAcknowledgeAlerts(c.p),
      (c) => (c.record?.organizationId === authorizationSetOf(c.p) ? 'ok' : 404),
    ),
  },
  // Identity service (doc 001 §6 internal actions; adding and inviting users).
  ['GET /svc/identity/ium/:userId/details']: { target: 'user', decide: internalUser, ok: [200] },
  ['POST /svc/identity/ium/:userId/password/reset']: { target: 'user', decide: internalUser, ok: [200] },
  ['POST /svc/identity/ium/:userId/mfa/disable']: { target: 'user', decide: internalUser, ok: [200] },
  ['POST /svc/identity/ium/:userId/lockout/reset']: { target: 'user', decide: internalUser, ok: [200] },
  ['POST /svc/identity/users']: {
    target: 'none',
    decide: (c) => allow(userManagementAllowed(defaultBrand) && hasAnyRole(c.p, ['sysadmin', 'accountadmin', 'tmsadmin'])),
    ok: [201],
    request: () => ({ body: { email: 'matrix.user@matrix.example', providerName: 'QT', firstName: 'Matrix', lastName: 'User' } }),
  },
  ['POST /svc/identity/users/createinvite']: {
    target: 'org',
    decide: org(
      manage,
      (c) => !c.p.tmsRestricted,
      (c) => canGrantRole(c.p, 'accountadmin'),
    ),
    ok: [201],
    request: (c) => ({ body: { organizationId: c.orgId, email: 'matrix.invitee@matrix.example', roles: [c.w.roleId('accountadmin')] } }),
  },
  // DPC (doc 000 §6 "Provision DPC").
  ['GET /svc/dpc/2019-06-01-alpha/organizations/:orgId/application']: { target: 'org', decide: org(view), ok: [200, 404] },
  ['GET /svc/dpc/{region}/2019-06-01-alpha/organizations/:orgId/application']: { target: 'org', decide: org(view), ok: [200, 404] },
  ['PUT /svc/dpc/{region}/2019-06-01-alpha/organizations/:orgId/application']: {
    target: 'org',
    decide: org((c) => canProvisionDpc(c.p, { regionsAvailable: true, masterApplicationExists: false }), view),
    ok: [202, 409],
    request: () => ({ body: { alias: 'matrix' } }),
  },
  // Audit log: read-only; a filter on an organization needs its view. An entry no one has answers 404
  // to all; server/services/audit.test.ts reads real ones.
  ['GET /svc/audit/api/v1.0/auditEvents']: {
    target: 'org',
    decide: org(view),
    ok: [200],
    request: (c) => ({ query: { filter: JSON.stringify({ organizationId: c.orgId }), range: '[0,9]', sort: '["id","DESC"]' } }),
  },
  ['GET /svc/audit/api/v1.0/auditEvents/:eventId']: {
    target: 'none',
    decide: () => 404,
    ok: [200],
    request: () => ({ params: { eventId: UNKNOWN_NUMBER } }),
  },
  // Change jobs (docs/api.md "Change jobs"): administrators who may change organizations; a plan or job
  // the caller may not see answers as an unknown one (server/services/changes.test.ts reads real ones).
  ['POST /svc/changes/api/v1.0/plans']: {
    target: 'org',
    decide: first(changes, (c) => allow(view(c) && mayStartChange(c.p, 'holdDataCollection'))),
    ok: [201],
    request: (c) => ({ body: { action: 'holdDataCollection', params: {}, targets: { kind: 'subtree', organizationId: c.orgId } } }),
  },
  ['GET /svc/changes/api/v1.0/plans/:planId']: changeRecord('planId'),
  ['GET /svc/changes/api/v1.0/plans/:planId/targets']: changeRecord('planId'),
  ['GET /svc/changes/api/v1.0/plans/:planId/targets.csv']: changeRecord('planId'),
  // The seeded finished job's plan: its requester (tms.admin) learns it has its job (409); to anyone else it is unknown.
  ['POST /svc/changes/api/v1.0/jobs']: {
    target: 'none',
    decide: first(changes, (c) => (c.p.email === 'tms.admin@sandbox.test' ? 409 : 404)),
    ok: [201],
    request: (c) => ({ body: { planId: c.w.finishedChangePlan!, hash: '0'.repeat(64) } }),
  },
  ['GET /svc/changes/api/v1.0/jobs']: { target: 'none', decide: first(changes, () => 'ok'), ok: [200] },
  ['GET /svc/changes/api/v1.0/jobs/:jobId']: changeRecord('jobId'),
  ['GET /svc/changes/api/v1.0/jobs/:jobId/results']: changeRecord('jobId'),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/approve']: decision((c) => ({ hash: c.w.waitingChange!.hash, comment: 'Matrix' })),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/reject']: decision(() => ({ comment: 'Matrix' })),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/pause']: changeRecord('jobId'),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/resume']: changeRecord('jobId'),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/cancel']: changeRecord('jobId'),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/retry']: changeRecord('jobId'),
  ['POST /svc/changes/api/v1.0/jobs/:jobId/undo']: changeRecord('jobId'),
  ['GET /svc/changes/api/v1.0/waiting/count']: { target: 'none', decide: signedIn, ok: [200] },
};
