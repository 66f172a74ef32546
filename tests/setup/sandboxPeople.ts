import type { Db } from '../../server/db/database';

/** A user of the sandbox database as the console names it. */
export interface SandboxUser {
  id: string;
  email: string;
  name: string;
}

export interface SandboxMember extends SandboxUser {
  relationshipType: string;
  /** Display names of the user's roles in the organization, in the order the console lists them. */
  roles: string[];
}

const userColumns = "u.id, u.email, u.first_name || ' ' || u.last_name AS name";

/**
 * Look-ups of seeded people in a sandbox database, for console tests against the sandbox: records
 * found by name or e-mail, never by a hard-coded id (the seed's ids are random).
 */
export function sandboxPeople(db: () => Db) {
  return {
    orgId(name: string): number {
      const id = db().prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number | undefined;
      if (id === undefined) throw new Error(`No organization named ${name}`);
      return id;
    },
    user(email: string): SandboxUser {
      const row = db().prepare(`SELECT ${userColumns} FROM users u WHERE u.email = ?`).get(email) as SandboxUser | undefined;
      if (!row) throw new Error(`No user ${email}`);
      return row;
    },
    /** The user's associations, by organization name. */
    associationsOf(userId: string): { orgId: number; orgName: string; relationshipType: string; roles: string[] }[] {
      const rows = db()
        .prepare(
          `SELECT a.organization_id AS orgId, o.name AS orgName, a.relationship_type AS relationshipType,
             (SELECT json_group_array(r.display_name) FROM association_roles ar JOIN roles r ON r.id = ar.role_id
               WHERE ar.user_id = a.user_id AND ar.organization_id = a.organization_id) AS roles
           FROM associations a JOIN organizations o ON o.id = a.organization_id WHERE a.user_id = ? ORDER BY o.name`,
        )
        .all(userId) as { orgId: number; orgName: string; relationshipType: string; roles: string }[];
      return rows.map((r) => ({ ...r, roles: JSON.parse(r.roles) as string[] }));
    },
    /** The user's invites, by organization name (status 0 pending, 1 accepted, 2 declined, 3 cancelled). */
    invitesOf(userId: string): { inviteId: string; orgName: string; status: number }[] {
      return db()
        .prepare(
          `SELECT i.id AS inviteId, o.name AS orgName, i.status FROM invites i
        JOIN organizations o ON o.id = i.organization_id WHERE i.user_id = ? ORDER BY i.created_on_utc`,
        )
        .all(userId) as never;
    },
    /** Every association of the organization, the invited ones too, by e-mail. */
    members(orgId: number): SandboxMember[] {
      const rows = db()
        .prepare(
          `SELECT ${userColumns}, a.relationship_type AS relationshipType,
             (SELECT json_group_array(display_name) FROM (SELECT r.display_name FROM association_roles ar JOIN roles r ON r.id = ar.role_id
               WHERE ar.user_id = a.user_id AND ar.organization_id = a.organization_id ORDER BY r.display_name)) AS roles
           FROM associations a JOIN users u ON u.id = a.user_id WHERE a.organization_id = ? ORDER BY u.email`,
        )
        .all(orgId) as (Omit<SandboxMember, 'roles'> & { roles: string })[];
      return rows.map((r) => ({ ...r, roles: JSON.parse(r.roles) as string[] }));
    },
    /** The organization's invites in one status (0 pending), oldest first. */
    invites(orgId: number, status = 0): (SandboxUser & { inviteId: string })[] {
      return db()
        .prepare(
          `SELECT i.id AS inviteId, ${userColumns} FROM invites i JOIN users u ON u.id = i.user_id
          WHERE i.organization_id = ? AND i.status = ? ORDER BY i.created_on_utc`,
        )
        .all(orgId, status) as (SandboxUser & { inviteId: string })[];
    },
  };
}
