/**
 * The rule of src/domain/permissions that decides each /svc route, by the route it
 * resolves to (method and registered path; a regional segment us|eu|s1 reads as {region}). A /svc
 * route registered without an entry answers 403 to every caller (`requireRouteRule`, run first by the
 * /svc hook in services/index.ts): a new route is refused until someone names its rule, never open.
 * The handlers apply the rules; server/http/permissionMatrix.test.ts checks every route against them.
 * Over 80 lines because it is one table: one route a line.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';

export const svcRouteRules: Readonly<Record<string, string>> = {
  'GET /svc/ping': 'public (no data)',
  'GET /svc/account/api/v1.0/roles': 'signed in',
  'GET /svc/account/api/v1.0/organizations/:orgId': 'organizationAccess.view',
  'GET /svc/account/api/v1.0/organizations/:orgId/associations': 'organizationAccess.view',
  'GET /svc/account/api/v1.0/organizations/:orgId/billing': 'view + canOpenRoute(myInvoices)',
  'GET /svc/account/api/v1.0/organizations/:orgId/options': 'organizationAccess.view',
  'POST /svc/account/api/v1.0/organizations': 'manage the parent, canAddChild (400 for a type the parent may not hold)',
  'PATCH /svc/account/api/v1.0/organizations/:orgId/managed': 'organizationAccess.manage',
  'PATCH /svc/account/api/v1.0/ium/organizations/:orgId': 'manage + canEditConfig',
  'DELETE /svc/account/api/v1.0/organizations/:orgId': 'explainDeleteOrganization (manage, then canDeleteOrganization)',
  'GET /svc/account/api/v1.0/organizations/:orgId/azureTenants': 'organizationAccess.view',
  'GET /svc/account/api/v1.0/organizations/:orgId/azureTenants/resync': 'organizationAccess.manage',
  'POST /svc/account/api/v1.0/organizations/:orgId/azureTenants/:tenantId': 'organizationAccess.manage',
  'PUT /svc/account/api/v1.0/organizations/:orgId/whitelabels/:whitelabelId': 'organizationAccess.manage',
  'GET /svc/account/api/v1.0/azureApplications/preferred': 'signed in',
  'GET /svc/account/api/v1.0/azureApplications/cbaClientId': 'signed in',
  'GET /svc/account/api/v1.2/users': 'canUseInternalUserActions',
  'GET /svc/account/api/v1.2/users/:userId': 'canUseInternalUserActions',
  'GET /svc/account/api/v1.2/users/:userId/associations':
    'internal; else canAccessResource(userAssociations) and manage one of the user’s organizations (403 alike for unknown)',
  'GET /svc/account/api/v1.0/ium/:userId/userPersistedMetadata': 'canUseInternalUserActions',
  'POST /svc/account/api/v1.0/ium/:userId/userPersistedMetadata/reset': 'canUseInternalUserActions',
  'GET /svc/account/api/v1.0/organizations/:orgId/users/roles': 'view + (manage or TMS viewer)',
  'POST /svc/account/api/v1.0/organizations/:orgId/users/:userId':
    'manage; the user administered everywhere or TMS admin; then 409 already associated',
  'DELETE /svc/account/api/v1.0/organizations/:orgId/users/:userId': 'organizationAccess.manage',
  'POST /svc/account/api/v1.0/organizations/:orgId/users/:userId/roles/:roleId': 'manage + canGrantRole',
  'DELETE /svc/account/api/v1.0/organizations/:orgId/users/:userId/roles/:roleId': 'manage + canGrantRole',
  'GET /svc/account/api/v1.0/organizations/:orgId/invites': 'view + (manage or TMS viewer)',
  'POST /svc/account/api/v1.1/organizations/:orgId/invites': 'manage + canInvite + canGrantRole + invitationsAllowed',
  'GET /svc/account/api/v1.0/ium/invites': 'canUseInternalUserActions',
  'PUT /svc/account/api/v1.0/ium/invites/:inviteId/cancel': 'canCancelInviteAsInternal, then canInvite',
  'PUT /svc/account/api/v1.0/invites/:inviteId/cancel': 'manage the invite’s organization (404), canInvite',
  'GET /svc/account/api/v1.0/users/me/associations': 'signed in (own data)',
  'GET /svc/account/api/v1.0/users/me/invites': 'signed in (own data)',
  'PUT /svc/account/api/v1.0/users/me/invites/:inviteId/accept': 'the invite is the caller’s (404 otherwise)',
  'PUT /svc/account/api/v1.0/users/me/invites/:inviteId/decline': 'the invite is the caller’s (404 otherwise)',
  'GET /svc/account/api/v1.1/serviceAccounts/encryptionPublicKey': 'canOpenRoute(serviceAccounts)',
  'GET /svc/account/api/v1.0/organizations/:orgId/user/serviceAccounts': 'canOpenRoute(serviceAccounts) + manage',
  'POST /svc/account/api/v1.0/organizations/:orgId/user/serviceAccounts': 'canOpenRoute(serviceAccounts) + manage',
  'PATCH /svc/account/api/v1.0/serviceAccounts/:serviceAccountId': 'canOpenRoute(serviceAccounts), then manage its organization (404)',
  'DELETE /svc/account/api/v1.0/serviceAccounts/:serviceAccountId': 'canOpenRoute(serviceAccounts), then manage (404)',
  'GET /svc/account/api/v1.0/organizations/:orgId/organizationGroupHierarchies': 'explainReadGroupsAt (canReadGroups, then view)',
  'POST /svc/account/api/v1.0/organizations/:orgId/organizationGroupHierarchy': 'canWriteGroups + manage (400: parent of another organization)',
  'PATCH /svc/account/api/v1.0/organizations/:orgId/organizationGroupHierarchy/:groupId':
    'canWriteGroups + manage, then the group is the organization’s (404)',
  'DELETE /svc/account/api/v1.0/organizations/:orgId/organizationGroupHierarchy/:groupId':
    'canWriteGroups + manage, then the group (404); 409 while it has child groups',
  'POST /svc/account/api/v1.0/organizations/:orgId/organizationGroupHierarchy/:groupId/organizations/:memberOrgId':
    'canWriteGroups + manage, the group (404); 400 for an organization not viewable under it, or already in',
  'DELETE /svc/account/api/v1.0/organizations/:orgId/organizationGroupHierarchy/:groupId/organizations/:memberOrgId':
    'canWriteGroups + manage, the group (404); 404 when not a member',
  'GET /svc/account/api/v1.0/subscriptions/organizations/:orgId': 'view + (Subscriptions tab or canAddEditSubscriptions)',
  'POST /svc/account/api/v1.0/organizations/:orgId/subscriptions': 'explainAddEditSubscriptionsAt (canAddEditSubscriptions, then view)',
  'PATCH /svc/account/api/v1.0/subscriptions/:subId': 'canAddEditSubscriptions, then view (404)',
  'POST /svc/account/api/v1.0/subscriptions/:subId/items': 'canAddEditSubscriptions, then view (404)',
  'PATCH /svc/account/api/v1.0/subscriptions/:subId/items/:itemId': 'canAddEditSubscriptions, then view (404)',
  'POST /svc/account/api/v1.0/organizations/:orgId/subscriptions/managed': 'explainAddEditSubscriptionsAt (canAddEditSubscriptions, then view)',
  'POST /svc/account/api/v1.0/subscriptions/:subId/managed': 'canAddEditSubscriptions, then view (404)',
  'GET /svc/location/api/v1.0/organizations/:orgId': 'organizationAccess.view',
  'GET /svc/account/api/v1.0/organizations/:orgId/containers': 'view + canReadBoundaries',
  'POST /svc/account/api/v1.0/organizations/:orgId/containers':
    'explainWriteBoundaries: canWriteBoundaryRole, managesBoundaries (manage and the flag, 403), both organizations provisioned (409)',
  'GET /svc/account/api/v1.0/containers/:containerId': 'canReadBoundaries’ roles, then view its organization (404)',
  'PATCH /svc/account/api/v1.0/containers/:containerId':
    'canWriteBoundaryRole, then view its organization (404), managesBoundaries (403), then provisioned (409)',
  'DELETE /svc/account/api/v1.0/containers/:containerId': 'canWriteBoundaryRole, then view (404), managesBoundaries (403), then provisioned (409)',
  'POST /svc/account/api/v1.0/containers/:containerId/users':
    'canWriteBoundaryRole, then view (404), managesBoundaries (403), then provisioned (409)',
  'PATCH /svc/account/api/v1.0/containers/:containerId/users/:novaContainerUserId':
    'canWriteBoundaryRole, then view (404), managesBoundaries (403), the user (404 for another container’s), provisioned (409)',
  'DELETE /svc/account/api/v1.0/containers/:containerId/users/:novaContainerUserId':
    'canWriteBoundaryRole, then view (404), managesBoundaries (403), the user (404 for another container’s), provisioned (409)',
  'POST /svc/account/api/v1.0/containers/:containerId/datasources':
    'canWriteBoundaryRole, then view (404), managesBoundaries (403), then provisioned (409)',
  'PATCH /svc/account/api/v1.0/containers/:containerId/datasources/:datasourceId':
    'canWriteBoundaryRole, then view (404), managesBoundaries (403), the entry (404 for another container’s), provisioned (409)',
  'DELETE /svc/account/api/v1.0/containers/:containerId/datasources/:datasourceId':
    'canWriteBoundaryRole, then view (404), managesBoundaries (403), the entry (404 for another container’s), provisioned (409)',
  'GET /svc/account/api/v1.0/organizations/:orgId/users': 'view + canReadBoundaries',
  'GET /svc/account/api/v1.0/organizations/:orgId/users/:userId/novaContainerUsers': 'view + canReadBoundaries',
  'GET /svc/location/api/v1.0/organizations/:orgId/products/1/:productName': 'organizationAccess.view',
  'GET /svc/location/api/v1.0/organizations/:orgId/products/3': 'organizationAccess.view',
  'GET /svc/analytics/api/v1/organizations/:orgId/Settings/GetTenantAuthenticationType': 'organizationAccess.view',
  'PATCH /svc/auth-settings/api/v1/organizations/:id/Settings/SetTenantAuthenticationType/:authenticationType': 'organizationAccess.manage',
  'GET /svc/reporting/{region}/api/tenants/:id/notes': 'view + canReadNotes',
  'PATCH /svc/reporting/{region}/api/tenants/:id/notes': 'organizationAccess.manage',
  'GET /svc/reporting/{region}/api/tenants/:id/isPoliciesAccepted': 'organizationAccess.view',
  'PATCH /svc/reporting/{region}/api/tenants/:id/acceptPolicies': 'organizationAccess.manage',
  'DELETE /svc/reporting/{region}/api/tenants/:id': 'explainDeleteOrganization (deletion workflow, doc 002 §4)',
  'GET /svc/reporting/{region}/api/Signup/Status': 'organizationAccess.view',
  'POST /svc/reporting/{region}/api/Signup/InitTenant': 'manage + canManageDataCollection + showProvisioning',
  'DELETE /svc/reporting/{region}/api/Signup/DeleteTenant': 'manage + canDeprovision',
  'POST /svc/reporting/{region}/api/Signup/SetHold': 'manage + canManageDataCollection',
  'GET /svc/reporting/{region}/api/tenants/:id/isGlobalReaderAssigned': 'organizationAccess.view',
  'GET /svc/reporting/{region}/api/tenants/:orgId/getTenantDemoStatus': 'organizationAccess.view (the hold toggle reads it)',
  'PATCH /svc/reporting/{region}/api/tenants/:orgId/setTenantDemo': 'manage + showDemoDataSection',
  'POST /svc/data-query/{region}/api/v1.0/query':
    'view of every organization asked for; Tenant Status’s datasource explainTenantStatusAt (view + the page’s roles)',
  'GET /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact': 'explainTenantStatusAt (view + canOpenRoute(tenantOverview))',
  'POST /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact': 'manage + canOpenRoute(tenantOverview); 409 when one exists',
  'PATCH /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact/:contactId':
    'manage + canOpenRoute(tenantOverview); 404 another contact id',
  'GET /svc/data-management/api/v1.0/Jobs/:jobId/Stop': 'manage the job’s organization (404 alike)',
  'GET /svc/alerting/api/v1/alert': 'canReadAlerts; ProductSet must be the caller’s authorizationSetOf (403 alike for foreign and unknown)',
  'PATCH /svc/alerting/api/v1/alert/:alertId': 'canAcknowledgeAlerts, then the alert is of the caller’s authorization set (404 alike)',
  'GET /svc/identity/ium/:userId/details': 'canUseInternalUserActions',
  'POST /svc/identity/ium/:userId/password/reset': 'canUseInternalUserActions',
  'POST /svc/identity/ium/:userId/mfa/disable': 'canUseInternalUserActions',
  'POST /svc/identity/ium/:userId/lockout/reset': 'canUseInternalUserActions',
  'POST /svc/identity/users': 'sysadmin, accountadmin or TMS admin',
  'POST /svc/identity/users/createinvite': 'manage + canInvite + canGrantRole',
  'GET /svc/dpc/2019-06-01-alpha/organizations/:orgId/application': 'organizationAccess.view',
  'GET /svc/dpc/{region}/2019-06-01-alpha/organizations/:orgId/application': 'organizationAccess.view',
  'PUT /svc/dpc/{region}/2019-06-01-alpha/organizations/:orgId/application':
    'explainProvisionDpcAt (canProvisionDpc’s role at the root, then view); 409 while running or done',
  'GET /svc/audit/api/v1.0/auditEvents':
    'signed in; only entries of organizations the caller may view; a filter on one needs organizationAccess.view',
  'GET /svc/audit/api/v1.0/auditEvents/:eventId': 'organizationAccess.view of the entry’s organization (404 alike)',
};

export const regional = /^\/svc\/(reporting|data-query|dpc)\/(us|eu|s1)\//;

/** The key of a route in svcRouteRules: `METHOD /path`, HEAD as GET, the region as {region}. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.replace(regional, '/svc/$1/{region}/')}`;
}

/** The rule that decides a route, undefined when it has none. */
export function ruleOf(method: string, url: string): string | undefined {
  return Object.hasOwn(svcRouteRules, routeKey(method, url)) ? svcRouteRules[routeKey(method, url)] : undefined;
}

/** 403 for a route without a rule, before anything else reads the request. */
export function requireRouteRule(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): void {
  const url = request.routeOptions.url;
  if (url === undefined || ruleOf(request.method, url) === undefined) throw forbidden('This route has no permission rule: it is refused');
}
