/**
 * How each write route of /svc is recorded in the audit log: the action's name, what it
 * changes (the target's type; its id comes from the path parameter of that type, else from the
 * answer); support actions are src/domain's supportAuditActions. The sandbox refuses to start when a write route
 * (any method but GET, plus the GET routes named in `writesByGet`) has no entry here
 * (assertAudited, run for every route as it is registered): a new write route cannot go unrecorded.
 * Over 80 lines because it is one table: one route a line.
 */
import type { AuditAction } from '../../src/domain/auditActions';
import { routeKey } from '../http/routeAccess';

export const targetTypes = [
  'organization',
  'user',
  'invite',
  'serviceAccount',
  'group',
  'subscription',
  'container',
  'tenantContact',
  'job',
  'dataCollection',
  'dpcApplication',
  'alert',
  'changeJob',
  'changePlan',
] as const;
export type TargetType = (typeof targetTypes)[number];

export interface AuditedRoute {
  action: AuditAction;
  target: TargetType;
}

const acc = '/svc/account/api/v1.0';
const rep = '/svc/reporting/{region}/api';

/** GET routes that change something (the specification's paths): recorded like writes. */
export const writesByGet: ReadonlySet<string> = new Set([
  `GET ${acc}/organizations/:orgId/azureTenants/resync`,
  'GET /svc/data-management/api/v1.0/Jobs/:jobId/Stop',
]);
/** POST routes that only read (a query with a body): not recorded. */
export const readsByPost: ReadonlySet<string> = new Set(['POST /svc/data-query/{region}/api/v1.0/query']);
const chg = '/svc/changes/api/v1.0/jobs';

export const auditedRoutes: Readonly<Record<string, AuditedRoute>> = {
  [`POST ${acc}/organizations`]: { action: 'organization.create', target: 'organization' },
  [`PATCH ${acc}/organizations/:orgId/managed`]: { action: 'organization.update', target: 'organization' },
  [`PATCH ${acc}/ium/organizations/:orgId`]: { action: 'organization.updateConfiguration', target: 'organization' },
  [`DELETE ${acc}/organizations/:orgId`]: { action: 'organization.delete', target: 'organization' },
  [`GET ${acc}/organizations/:orgId/azureTenants/resync`]: { action: 'organization.resyncTenants', target: 'organization' },
  [`POST ${acc}/organizations/:orgId/azureTenants/:tenantId`]: { action: 'organization.connectTenant', target: 'organization' },
  [`PUT ${acc}/organizations/:orgId/whitelabels/:whitelabelId`]: { action: 'organization.setWhitelabel', target: 'organization' },
  [`POST ${acc}/ium/:userId/userPersistedMetadata/reset`]: { action: 'user.deleteMetadata', target: 'user' },
  [`POST ${acc}/organizations/:orgId/users/:userId`]: { action: 'user.associate', target: 'user' },
  [`DELETE ${acc}/organizations/:orgId/users/:userId`]: { action: 'user.removeAssociation', target: 'user' },
  [`POST ${acc}/organizations/:orgId/users/:userId/roles/:roleId`]: { action: 'user.grantRole', target: 'user' },
  [`DELETE ${acc}/organizations/:orgId/users/:userId/roles/:roleId`]: { action: 'user.revokeRole', target: 'user' },
  ['POST /svc/account/api/v1.1/organizations/:orgId/invites']: { action: 'invite.create', target: 'invite' },
  [`PUT ${acc}/ium/invites/:inviteId/cancel`]: { action: 'invite.cancel', target: 'invite' },
  [`PUT ${acc}/invites/:inviteId/cancel`]: { action: 'invite.cancel', target: 'invite' },
  [`PUT ${acc}/users/me/invites/:inviteId/accept`]: { action: 'invite.accept', target: 'invite' },
  [`PUT ${acc}/users/me/invites/:inviteId/decline`]: { action: 'invite.decline', target: 'invite' },
  [`POST ${acc}/organizations/:orgId/user/serviceAccounts`]: { action: 'serviceAccount.create', target: 'serviceAccount' },
  [`PATCH ${acc}/serviceAccounts/:serviceAccountId`]: { action: 'serviceAccount.update', target: 'serviceAccount' },
  [`DELETE ${acc}/serviceAccounts/:serviceAccountId`]: { action: 'serviceAccount.delete', target: 'serviceAccount' },
  [`POST ${acc}/organizations/:orgId/organizationGroupHierarchy`]: { action: 'group.create', target: 'group' },
  [`PATCH ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId`]: { action: 'group.update', target: 'group' },
  [`DELETE ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId`]: { action: 'group.delete', target: 'group' },
  [`POST ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId/organizations/:memberOrgId`]: {
    action: 'group.addOrganization',
    target: 'group',
  },
  [`DELETE ${acc}/organizations/:orgId/organizationGroupHierarchy/:groupId/organizations/:memberOrgId`]: {
    action: 'group.removeOrganization',
    target: 'group',
  },
  [`POST ${acc}/organizations/:orgId/subscriptions`]: { action: 'subscription.create', target: 'subscription' },
  [`PATCH ${acc}/subscriptions/:subId`]: { action: 'subscription.update', target: 'subscription' },
  [`POST ${acc}/subscriptions/:subId/items`]: { action: 'subscription.addItem', target: 'subscription' },
  [`PATCH ${acc}/subscriptions/:subId/items/:itemId`]: { action: 'subscription.updateItem', target: 'subscription' },
  [`POST ${acc}/organizations/:orgId/subscriptions/managed`]: { action: 'subscription.createTrial', target: 'subscription' },
  [`POST ${acc}/subscriptions/:subId/managed`]: { action: 'subscription.updateTrial', target: 'subscription' },
  [`POST ${acc}/organizations/:orgId/containers`]: { action: 'container.create', target: 'container' },
  [`PATCH ${acc}/containers/:containerId`]: { action: 'container.update', target: 'container' },
  [`DELETE ${acc}/containers/:containerId`]: { action: 'container.delete', target: 'container' },
  [`POST ${acc}/containers/:containerId/users`]: { action: 'container.addUser', target: 'container' },
  [`PATCH ${acc}/containers/:containerId/users/:novaContainerUserId`]: { action: 'container.updateUser', target: 'container' },
  [`DELETE ${acc}/containers/:containerId/users/:novaContainerUserId`]: { action: 'container.removeUser', target: 'container' },
  [`POST ${acc}/containers/:containerId/datasources`]: { action: 'container.addDatasource', target: 'container' },
  [`PATCH ${acc}/containers/:containerId/datasources/:datasourceId`]: { action: 'container.updateDatasource', target: 'container' },
  [`DELETE ${acc}/containers/:containerId/datasources/:datasourceId`]: { action: 'container.removeDatasource', target: 'container' },
  ['PATCH /svc/auth-settings/api/v1/organizations/:id/Settings/SetTenantAuthenticationType/:authenticationType']: {
    action: 'organization.setAuthenticationType',
    target: 'organization',
  },
  [`PATCH ${rep}/tenants/:id/notes`]: { action: 'organization.updateNotes', target: 'organization' },
  [`PATCH ${rep}/tenants/:id/acceptPolicies`]: { action: 'organization.acceptPolicies', target: 'organization' },
  [`DELETE ${rep}/tenants/:id`]: { action: 'organization.requestDeletion', target: 'organization' },
  [`POST ${rep}/Signup/InitTenant`]: { action: 'dataCollection.provision', target: 'dataCollection' },
  [`DELETE ${rep}/Signup/DeleteTenant`]: { action: 'dataCollection.deprovision', target: 'dataCollection' },
  [`POST ${rep}/Signup/SetHold`]: { action: 'dataCollection.setHold', target: 'dataCollection' },
  [`PATCH ${rep}/tenants/:orgId/setTenantDemo`]: { action: 'dataCollection.setDemo', target: 'dataCollection' },
  ['GET /svc/data-management/api/v1.0/Jobs/:jobId/Stop']: { action: 'dataCollection.stopJob', target: 'job' },
  ['PATCH /svc/alerting/api/v1/alert/:alertId']: { action: 'alert.acknowledge', target: 'alert' },
  // A change job's preview stores its plan (nothing of the organizations is written).
  ['POST /svc/changes/api/v1.0/plans']: { action: 'changeJob.preview', target: 'changePlan' },
  [`POST ${chg}/:jobId/retry`]: { action: 'changeJob.retry', target: 'changePlan' },
  [`POST ${chg}/:jobId/undo`]: { action: 'changeJob.undo', target: 'changePlan' },
  [`POST ${chg}`]: { action: 'changeJob.request', target: 'changeJob' },
  [`POST ${chg}/:jobId/approve`]: { action: 'changeJob.approve', target: 'changeJob' },
  [`POST ${chg}/:jobId/reject`]: { action: 'changeJob.reject', target: 'changeJob' },
  [`POST ${chg}/:jobId/pause`]: { action: 'changeJob.pause', target: 'changeJob' },
  [`POST ${chg}/:jobId/resume`]: { action: 'changeJob.resume', target: 'changeJob' },
  [`POST ${chg}/:jobId/cancel`]: { action: 'changeJob.cancel', target: 'changeJob' },
  [`POST ${rep}/v1.0/organizations/:orgId/Settings/tenantContact`]: { action: 'tenantContact.create', target: 'tenantContact' },
  [`PATCH ${rep}/v1.0/organizations/:orgId/Settings/tenantContact/:contactId`]: { action: 'tenantContact.update', target: 'tenantContact' },
  ['POST /svc/identity/ium/:userId/password/reset']: { action: 'user.resetPassword', target: 'user' },
  ['POST /svc/identity/ium/:userId/mfa/disable']: { action: 'user.removeMfa', target: 'user' },
  ['POST /svc/identity/ium/:userId/lockout/reset']: { action: 'user.resetLockout', target: 'user' },
  ['POST /svc/identity/users']: { action: 'user.create', target: 'user' },
  ['POST /svc/identity/users/createinvite']: { action: 'user.createForInvite', target: 'user' },
  ['PUT /svc/dpc/{region}/2019-06-01-alpha/organizations/:orgId/application']: { action: 'dpc.provision', target: 'dpcApplication' },
};

/**
 * Actions recorded by no route's success: a change job's request or approval refused for a plan hash
 * that is not the plan's (answered 409, recorded all the same: docs/api.md "Change jobs").
 */
export const refusalAuditActions: readonly AuditAction[] = ['changeJob.hashMismatch'];

/** True for a route whose successful answer is recorded. */
export function isWriteRoute(method: string, url: string): boolean {
  const key = routeKey(method, url);
  if (method === 'HEAD' || readsByPost.has(key)) return false;
  return method !== 'GET' || writesByGet.has(key);
}

/** How a write route is recorded; throws for a write route without an entry (refuse to start). */
export function assertAudited(method: string, url: string): void {
  if (!url.startsWith('/svc/') || !isWriteRoute(method, url)) return;
  if (!Object.hasOwn(auditedRoutes, routeKey(method, url))) {
    throw new Error(`${method} ${url} changes data but has no entry in server/audit/auditedRoutes.ts: name its audit action`);
  }
}

export function auditedRoute(method: string, url: string): AuditedRoute | undefined {
  const key = routeKey(method, url);
  return Object.hasOwn(auditedRoutes, key) ? auditedRoutes[key] : undefined;
}
