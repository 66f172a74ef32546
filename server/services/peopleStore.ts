import { AuthProviderFlag, type InternalUser, type Invite, type RoleRef, type UserAssociation, type UserWithAssociations } from '../../src/domain';
import type { Db } from '../db/database';
import type { UserColumns } from '../db/userColumns';

/** Reads of users, associations, roles and invites shared by the people routes. */

/** A row of the users table as these routes read it. */
interface UserRow extends UserColumns {
  password_reset_required: number;
}

interface RoleRow {
  id: string;
  display_name: string;
  short_code: string | null;
  is_visible: number;
}

interface InviteRow {
  id: string;
  organization_id: number;
  organization_name: string;
  status: number;
  created_on_utc: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The provider flags held, one `{type}` each (doc 001 §3 "authProviders (each with a type)"). */
export function providerList(flags: number): { type: number }[] {
  return Object.values(AuthProviderFlag)
    .filter((f) => (flags & f) !== 0)
    .map((type) => ({ type }));
}

export const toRoleRef = (r: Pick<RoleRow, 'id' | 'display_name' | 'short_code'>): RoleRef => ({
  roleId: r.id,
  displayName: r.display_name,
  shortCode: r.short_code,
});

const inviteSelect = `SELECT i.id, i.organization_id, o.name AS organization_name, i.status, i.created_on_utc,
  i.user_id, u.email, u.first_name, u.last_name
  FROM invites i JOIN organizations o ON o.id = i.organization_id JOIN users u ON u.id = i.user_id`;

export type PeopleStore = ReturnType<typeof createPeopleStore>;

export function createPeopleStore(db: Db) {
  const userStmt = db.prepare('SELECT * FROM users WHERE id = ?');
  const userIdByEmail = db.prepare('SELECT id FROM users WHERE email = ?').pluck();
  const roleNames = db
    .prepare(
      `SELECT DISTINCT r.display_name FROM association_roles ar JOIN roles r ON r.id = ar.role_id
    WHERE ar.user_id = ? ORDER BY 1`,
    )
    .pluck();
  const associationCount = db.prepare(`SELECT COUNT(*) FROM associations WHERE user_id = ? AND relationship_type LIKE '%Associated%'`).pluck();
  const associationsOf = db.prepare(`SELECT a.organization_id, o.name, a.relationship_type, a.date_associated
    FROM associations a JOIN organizations o ON o.id = a.organization_id WHERE a.user_id = ? ORDER BY o.name COLLATE NOCASE, o.id`);
  const associationRoles = db.prepare(`SELECT r.id, r.display_name, r.short_code FROM association_roles ar JOIN roles r ON r.id = ar.role_id
    WHERE ar.user_id = ? AND ar.organization_id = ? ORDER BY r.display_name`);
  const association = db.prepare('SELECT relationship_type, date_associated FROM associations WHERE user_id = ? AND organization_id = ?');
  const roleStmt = db.prepare('SELECT id, display_name, short_code, is_visible FROM roles WHERE id = ?');
  const inviteStmt = db.prepare(`${inviteSelect} WHERE i.id = ?`);
  const inviteRoles = db.prepare(`SELECT r.id, r.display_name, r.short_code FROM invite_roles ir JOIN roles r ON r.id = ir.role_id
    WHERE ir.invite_id = ? ORDER BY r.display_name`);
  const invitesOfUser = db.prepare(`${inviteSelect} WHERE i.user_id = ? ORDER BY i.created_on_utc DESC, i.id`);
  const invitesOfOrg = db.prepare(`${inviteSelect} WHERE i.organization_id = ? ORDER BY i.created_on_utc DESC, i.id`);
  const pendingInvite = db.prepare('SELECT id FROM invites WHERE organization_id = ? AND user_id = ? AND status = 0').pluck();

  const toInvite = (r: InviteRow): Invite => ({
    id: r.id,
    inviteId: r.id,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    status: r.status as Invite['status'],
    createdOnUtc: r.created_on_utc,
    userId: r.user_id,
    userEmail: r.email,
    userFirstName: r.first_name,
    userLastName: r.last_name,
    roles: (inviteRoles.all(r.id) as RoleRow[]).map(toRoleRef),
  });

  const store = {
    userRow: (userId: string) => userStmt.get(userId) as UserRow | undefined,
    userIdByEmail: (email: string) => userIdByEmail.get(email.trim()) as string | undefined,

    internalUser(userId: string): InternalUser | undefined {
      const u = store.userRow(userId);
      if (!u) return undefined;
      return {
        id: u.id,
        userId: u.id,
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        emailConfirmed: u.email_confirmed === 1,
        phoneNumber: u.phone_number,
        twoFactorEnabled: u.two_factor_enabled === 1,
        twoFactorProvider: u.two_factor_provider,
        authProviders: providerList(u.auth_providers),
        statusType: u.status_type as InternalUser['statusType'],
        inviteDateUtc: u.invite_date_utc,
        lastSuccessfulLogonDateUtc: u.last_successful_logon_utc,
        createdOnUtc: u.created_on_utc,
        createdDate: u.created_on_utc,
        accessFailedCount: u.access_failed_count,
        lockoutEnabled: u.lockout_enabled === 1,
        lockoutEnd: u.lockout_end,
        roles: roleNames.all(u.id) as string[],
        associationsCount: associationCount.get(u.id) as number,
        passwordResetRequired: u.password_reset_required === 1,
      };
    },

    associations(userId: string): UserAssociation[] {
      const rows = associationsOf.all(userId) as { organization_id: number; name: string; relationship_type: string; date_associated: string }[];
      return rows.map((a) => ({
        organizationId: a.organization_id,
        organizationName: a.name,
        relationshipType: a.relationship_type,
        dateAssociated: a.date_associated,
        roles: store.associationRoles(userId, a.organization_id),
      }));
    },

    userWithAssociations(userId: string): Omit<UserWithAssociations, 'profile'> | undefined {
      const user = store.internalUser(userId);
      return user && { ...user, associations: store.associations(userId) };
    },

    association: (userId: string, orgId: number) =>
      association.get(userId, orgId) as { relationship_type: string; date_associated: string } | undefined,
    associationRoles: (userId: string, orgId: number) => (associationRoles.all(userId, orgId) as RoleRow[]).map(toRoleRef),
    role: (roleId: string) => roleStmt.get(roleId) as RoleRow | undefined,

    invite(inviteId: string): Invite | undefined {
      const row = inviteStmt.get(inviteId) as InviteRow | undefined;
      return row && toInvite(row);
    },
    invitesOfUser: (userId: string) => (invitesOfUser.all(userId) as InviteRow[]).map(toInvite),
    invitesOfOrganization: (orgId: number) => (invitesOfOrg.all(orgId) as InviteRow[]).map(toInvite),
    hasPendingInvite: (orgId: number, userId: string) => pendingInvite.get(orgId, userId) !== undefined,
  };
  return store;
}
