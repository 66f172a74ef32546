import type { Container, ContainerDatasource, ContainerSummary, ContainerUser, NovaContainerUser, OrganizationMember } from '../../src/domain';
import type { Db } from '../db/database';

export interface ContainerRow {
  id: number;
  organization_id: number;
  name: string;
  description: string;
  created_on_utc: string;
  updated_on_utc: string;
}
export interface ContainerUserRow {
  id: number;
  container_id: number;
  user_id: string;
  anonymous: number;
  allowed_actions: string;
}
export interface ContainerDatasourceRow {
  id: number;
  container_id: number;
  datasource: string;
  allowed_fields: string;
  restriction: string;
}

const toSummary = (r: ContainerRow): ContainerSummary => ({
  containerId: r.id,
  name: r.name,
  description: r.description,
  createdOnUtc: r.created_on_utc,
  updatedOnUtc: r.updated_on_utc,
});
const toDatasource = (r: ContainerDatasourceRow): ContainerDatasource => ({
  datasourceId: r.id,
  datasource: r.datasource,
  allowedFields: JSON.parse(r.allowed_fields) as string[],
  restriction: r.restriction,
});

/**
 * The SQL of the virtual boundaries (server/db/migrations/009_containers.ts), for
 * server/services/containers.ts. No access decisions here: the routes take them first.
 */
export function containerStore(db: Db) {
  const one = db.prepare('SELECT * FROM containers WHERE id = ?');
  const userRow = db.prepare('SELECT * FROM container_users WHERE id = ?');
  const datasourceRow = db.prepare('SELECT * FROM container_datasources WHERE id = ?');
  const usersOf = db.prepare(`SELECT cu.*, u.first_name, u.last_name, u.email FROM container_users cu JOIN users u ON u.id = cu.user_id
    WHERE cu.container_id = ? ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, cu.id`);
  const datasourcesOf = db.prepare('SELECT * FROM container_datasources WHERE container_id = ? ORDER BY datasource, id');
  const touch = db.prepare('UPDATE containers SET updated_on_utc = ? WHERE id = ?');
  const now = () => new Date().toISOString();

  return {
    provisioned: (orgId: number) =>
      db.prepare("SELECT region FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'").pluck().get(orgId) as
        string | undefined,
    list: (orgId: number): ContainerSummary[] =>
      (db.prepare('SELECT * FROM containers WHERE organization_id = ? ORDER BY name COLLATE NOCASE, id').all(orgId) as ContainerRow[]).map(toSummary),
    row: (id: number) => one.get(id) as ContainerRow | undefined,
    userRow: (id: number) => userRow.get(id) as ContainerUserRow | undefined,
    datasourceRow: (id: number) => datasourceRow.get(id) as ContainerDatasourceRow | undefined,
    full(row: ContainerRow): Container {
      const users = (usersOf.all(row.id) as (ContainerUserRow & { first_name: string; last_name: string; email: string })[]).map(
        (u): ContainerUser => ({
          novaContainerUserId: u.id,
          userId: u.user_id,
          anonymous: u.anonymous === 1,
          allowedActions: JSON.parse(u.allowed_actions) as string[],
          firstName: u.first_name,
          lastName: u.last_name,
          email: u.email,
        }),
      );
      return { ...toSummary(row), users, datasources: (datasourcesOf.all(row.id) as ContainerDatasourceRow[]).map(toDatasource) };
    },
    datasource: (id: number) => toDatasource(datasourceRow.get(id) as ContainerDatasourceRow),
    nameTaken: (orgId: number, name: string, except = 0) =>
      db.prepare('SELECT 1 FROM containers WHERE organization_id = ? AND name = ? COLLATE NOCASE AND id <> ?').get(orgId, name.trim(), except) !==
      undefined,
    create(orgId: number, name: string, description: string): number {
      const at = now();
      return Number(
        db
          .prepare('INSERT INTO containers (organization_id, name, description, created_on_utc, updated_on_utc) VALUES (?, ?, ?, ?, ?)')
          .run(orgId, name.trim(), description, at, at).lastInsertRowid,
      );
    },
    update(id: number, name: string, description: string) {
      db.prepare('UPDATE containers SET name = ?, description = ?, updated_on_utc = ? WHERE id = ?').run(name.trim(), description, now(), id);
    },
    remove: (id: number) => db.prepare('DELETE FROM containers WHERE id = ?').run(id),
    /** A user of the organization: its home organization, or associated with it ("Associated"). */
    isOrganizationUser: (orgId: number, userId: string) =>
      db
        .prepare(
          `SELECT 1 FROM users u WHERE u.id = ? AND (u.organization_id = ? OR EXISTS (SELECT 1 FROM associations a
        WHERE a.user_id = u.id AND a.organization_id = ? AND a.relationship_type LIKE '%Associated%'))`,
        )
        .get(userId, orgId, orgId) !== undefined,
    organizationUsers: (orgId: number): OrganizationMember[] =>
      (
        db
          .prepare(
            `SELECT u.id, u.first_name, u.last_name, u.email FROM users u WHERE u.organization_id = ? OR EXISTS (SELECT 1 FROM associations a
        WHERE a.user_id = u.id AND a.organization_id = ? AND a.relationship_type LIKE '%Associated%')
        ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id`,
          )
          .all(orgId, orgId) as { id: string; first_name: string; last_name: string; email: string }[]
      ).map((u) => ({ userId: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email })),
    memberships(orgId: number, userId: string): NovaContainerUser[] {
      const rows = db
        .prepare(
          `SELECT c.id, c.name, cu.anonymous FROM container_users cu JOIN containers c ON c.id = cu.container_id
        WHERE c.organization_id = ? AND cu.user_id = ? ORDER BY c.name COLLATE NOCASE, c.id`,
        )
        .all(orgId, userId) as { id: number; name: string; anonymous: number }[];
      return rows.map((r) => ({
        containerId: r.id,
        name: r.name,
        anonymous: r.anonymous === 1,
        datasources: (datasourcesOf.all(r.id) as ContainerDatasourceRow[]).map((d) => ({
          datasource: d.datasource,
          allowedFields: JSON.parse(d.allowed_fields) as string[],
        })),
      }));
    },
    hasUser: (containerId: number, userId: string) =>
      db.prepare('SELECT 1 FROM container_users WHERE container_id = ? AND user_id = ?').get(containerId, userId) !== undefined,
    addUser(containerId: number, userId: string, anonymous: boolean, actions: string[]): number {
      touch.run(now(), containerId);
      return Number(
        db
          .prepare('INSERT INTO container_users (container_id, user_id, anonymous, allowed_actions) VALUES (?, ?, ?, ?)')
          .run(containerId, userId, anonymous ? 1 : 0, JSON.stringify(actions)).lastInsertRowid,
      );
    },
    updateUser(row: ContainerUserRow, anonymous: boolean, actions: string[] | undefined) {
      touch.run(now(), row.container_id);
      db.prepare('UPDATE container_users SET anonymous = ?, allowed_actions = ? WHERE id = ?').run(
        anonymous ? 1 : 0,
        actions ? JSON.stringify(actions) : row.allowed_actions,
        row.id,
      );
    },
    removeUser(row: ContainerUserRow) {
      touch.run(now(), row.container_id);
      db.prepare('DELETE FROM container_users WHERE id = ?').run(row.id);
    },
    hasDatasource: (containerId: number, name: string) =>
      db.prepare('SELECT 1 FROM container_datasources WHERE container_id = ? AND datasource = ?').get(containerId, name) !== undefined,
    addDatasource(containerId: number, name: string, fields: string[], restriction: string): number {
      touch.run(now(), containerId);
      return Number(
        db
          .prepare('INSERT INTO container_datasources (container_id, datasource, allowed_fields, restriction) VALUES (?, ?, ?, ?)')
          .run(containerId, name, JSON.stringify(fields), restriction).lastInsertRowid,
      );
    },
    updateDatasource(row: ContainerDatasourceRow, fields: string[], restriction: string) {
      touch.run(now(), row.container_id);
      db.prepare('UPDATE container_datasources SET allowed_fields = ?, restriction = ? WHERE id = ?').run(
        JSON.stringify(fields),
        restriction,
        row.id,
      );
    },
    removeDatasource(row: ContainerDatasourceRow) {
      touch.run(now(), row.container_id);
      db.prepare('DELETE FROM container_datasources WHERE id = ?').run(row.id);
    },
  };
}
export type ContainerStore = ReturnType<typeof containerStore>;
