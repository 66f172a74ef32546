import containers from './containers';
import auditEvents from './auditEvents';
import groups from './groups';
import invoices from './invoices';
import myAssociations from './myAssociations';
import myInvitations from './myInvitations';
import organizations from './organizations';
import organizationUsers from './organizationUsers';
import serviceAccounts from './serviceAccounts';
import subscriptions from './subscriptions';
import tenantNotes from './tenantNotes';
import type { ResourceEntry } from './types';
import users from './users';

export type { ResourceEntry, ResourceRoute } from './types';

/**
 * Every resource: adding one is adding its folder (index.ts exporting its entry), one line here and
 * one entry in src/dataProvider/resourceMap.ts (docs/adding-a-resource.md).
 */
export const resources: ResourceEntry[] = [
  organizations,
  organizationUsers,
  subscriptions,
  tenantNotes,
  invoices,
  users,
  serviceAccounts,
  myAssociations,
  myInvitations,
  groups,
  containers,
  auditEvents,
];
