import { hashPassword, SEED_COST } from '../../auth/passwords';
import type { Db } from '../database';
import { DEFAULT_SANDBOX_PASSWORD } from './accounts';
import { decorate } from './decorate';
import { asNewCustomer } from './newCustomer';
import { demoOrganizations } from './demoTree';
import { generatedOrganizations } from './generatedTree';
import { seedHierarchyExtras } from './hierarchyExtras';
import { seedSubscriptions } from './subscriptions';
import { seedDataCollection } from './dataCollection';
import { seedContainers } from './containers';
import { seedAlerts } from './alerts';
import { seedGroups } from './groups';
import { seedChanges } from './changes';
import { buildInvoices } from './invoices';
import { Prng } from './prng';
import { roleIds, roleRows } from './roles';
import { buildUsers } from './users';
import { buildPeople } from './people';
import { insertPeople } from './peopleInsert';

export { DEFAULT_SANDBOX_PASSWORD, seededAccounts } from './accounts';
export { roleIds } from './roles';

export interface SeedOptions {
  /** Number of organizations; without it, the hand-written demo set (about 60). */
  orgs?: number;
  /** Password of every seeded account. */
  password?: string;
  /** customer.admin's tenant customer starts new: no tenant, no data collection (see newCustomer.ts). */
  newCustomer?: boolean;
}

export interface SeedSummary {
  organizations: number;
  users: number;
  invoices: number;
  tenants: number;
}

const dataTables = [
  'change_open_targets',
  'change_ledger',
  'change_approvals',
  'change_jobs',
  'change_plan_targets',
  'change_plans',
  'alerts',
  'container_datasources',
  'container_users',
  'containers',
  'organization_group_members',
  'organization_groups',
  'invite_roles',
  'invites',
  'service_accounts',
  'association_roles',
  'associations',
  'users',
  'invoices',
  'service_endpoints',
  'verified_domains',
  'directory_tenants',
  'organizations',
  'roles',
  'oidc_models',
];

/**
 * Wipes the data tables and fills them deterministically (the same options give the same data;
 * only password salts differ). One transaction, prepared statements: 100,000 orgs take seconds.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const generated = options.orgs !== undefined;
  const tree = generated ? generatedOrganizations(Math.max(1, options.orgs!), new Prng(`orgs:${options.orgs}`)) : demoOrganizations();
  const decorated = decorate(tree, new Prng('decorate'));
  const { orgs, tenants, endpoints } = options.newCustomer ? asNewCustomer(decorated, tree) : decorated;
  const users = buildUsers(tree, new Prng('users'), 40, generated ? Math.floor(tree.length / 4) : 0);
  const people = buildPeople(tree, users, tenants, new Prng('people'), generated);
  for (const u of people.users) users.push(u);
  const invoices = buildInvoices(tree, new Prng('invoices'), generated ? 0.03 : 0);
  const password = options.password ?? DEFAULT_SANDBOX_PASSWORD;
  const hashes = await Promise.all(users.map((u) => (u.hasPassword ? hashPassword(password, SEED_COST) : null)));

  const insert = (table: string, columns: string[]) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`);
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    for (const t of dataTables) db.exec(`DELETE FROM ${t}`);
    const role = insert('roles', ['id', 'display_name', 'short_code', 'is_visible']);
    roleRows.forEach((r) => role.run(r));
    const org = insert('organizations', Object.keys(orgs[0]));
    orgs.forEach((o) => org.run(o));
    const tenant = insert('directory_tenants', ['id', 'organization_id', 'name', 'last_updated_on_utc']);
    const domain = insert('verified_domains', ['tenant_id', 'domain_name', 'is_default']);
    for (const { domains, ...t } of tenants) {
      tenant.run(t);
      domains.forEach((d) => domain.run({ tenant_id: t.id, ...d }));
    }
    const endpoint = insert('service_endpoints', ['organization_id', 'endpoint_name', 'region']);
    endpoints.forEach((e) => endpoint.run(e));
    const { associations: _a, hasPassword: _h, ...userShape } = users[0];
    const user = insert('users', [...Object.keys(userShape), 'password_hash']);
    const association = insert('associations', ['user_id', 'organization_id', 'relationship_type', 'date_associated']);
    const associationRole = insert('association_roles', ['user_id', 'organization_id', 'role_id']);
    users.forEach(({ associations, hasPassword: _, ...u }, i) => {
      user.run({ ...u, password_hash: hashes[i] });
      for (const a of associations) {
        association.run({
          user_id: u.id,
          organization_id: a.organizationId,
          relationship_type: a.relationshipType,
          date_associated: a.dateAssociated,
        });
        a.roles.forEach((r) => associationRole.run({ user_id: u.id, organization_id: a.organizationId, role_id: roleIds[r] }));
      }
    });
    const invoice = insert('invoices', ['id', 'organization_id', 'type', 'date', 'nav_contact', 'currency', 'total', 'settled']);
    invoices.forEach((row) => invoice.run(row));
    insertPeople(db, people);
    seedHierarchyExtras(db, { generated });
    seedSubscriptions(db, { generated });
    seedDataCollection(db, { generated });
    seedGroups(db, { generated });
    seedContainers(db);
    seedAlerts(db);
    seedChanges(db);
  })();
  return { organizations: orgs.length, users: users.length, invoices: invoices.length, tenants: tenants.length };
}
