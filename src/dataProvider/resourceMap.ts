import type { ResourceHandlers } from './resourceHandlers';
import { auditEvents } from './resources/auditEvents';
import { changes } from './resources/changes';
import { containers } from './resources/containers';
import { groups } from './resources/groups';
import { invites } from './resources/invites';
import { invoices } from './resources/invoices';
import { myAssociations } from './resources/myAssociations';
import { myInvitations } from './resources/myInvitations';
import { organizations } from './resources/organizations';
import { organizationUsers } from './resources/organizationUsers';
import { serviceAccounts } from './resources/serviceAccounts';
import { subscriptions } from './resources/subscriptions';
import { tenantJobs } from './resources/tenantJobs';
import { tenantNotes } from './resources/tenantNotes';
import { tenantContacts } from './resources/tenantContacts';
import { tenantStatus } from './resources/tenantStatus';
import { userAssociations } from './resources/userAssociations';
import { users } from './resources/users';

export { arrayResource, type ResourceHandlers } from './resourceHandlers';

/**
 * react-admin resources → service calls (docs/architecture.md, "The data provider in layers"): one entry per resource, each in
 * src/dataProvider/resources/<name>.ts. Adding a resource is adding its file and one line here
 * (and its folder under src/resources).
 */
export const resourceMap: Record<string, ResourceHandlers> = {
  organizations,
  tenantNotes,
  tenantJobs,
  tenantStatus,
  tenantContacts,
  subscriptions,
  users,
  userAssociations,
  invites,
  organizationUsers,
  serviceAccounts,
  invoices,
  myAssociations,
  myInvitations,
  groups,
  containers,
  auditEvents,
  changes,
};
