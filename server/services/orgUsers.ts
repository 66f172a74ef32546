import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  hasAnyRole,
  isShownRelationship,
  organizationAccess,
  organizationIdSchema,
  orgParamsSchema,
  userIdSchema,
  type OrganizationAssociation,
  type OrganizationUser,
  type RoleRef,
} from '../../src/domain';
import type { Db } from '../db/database';
import { RelationshipType } from '../db/enums';
import { roleIds } from '../db/seed/roles';
import { badRequest, HttpError, notFound } from '../http/errors';
import { declareAccess, deny, fromParam, organization, type AccessRequest } from '../http/routeAccess';
import { validated } from '../http/validate';
import { notOwnAssociation, orgUsersViewer, requireAssignableRole, requireGrantableRole, requireUser } from './peopleAccess';
import { createPeopleStore, toRoleRef, type PeopleStore } from './peopleStore';

const orgUserParams = z.object({ orgId: organizationIdSchema, userId: userIdSchema }).strict();
const orgUserRoleParams = z.object({ orgId: organizationIdSchema, userId: userIdSchema, roleId: z.string().uuid() }).strict();

/** Our choice (docs/decisions.md): an added user starts as Account Administrator, the narrower of the two roles. */
export const DEFAULT_ASSOCIATION_ROLE_ID = roleIds.accountadmin;
export const ALREADY_ASSOCIATED_MESSAGE = 'User is already associated with this organization';
export const LAST_ROLE_MESSAGE = 'The last role of a user cannot be removed: an association keeps at least one role';

/**
 * Makes `userId` associated ("Associated") with `orgId` holding at least `roles`: turns an Invited
 * association into an associated one, or creates it. A user whose home organization (where their
 * sign-in roles are read) gives them no role, or who has no associated organization yet, gets this
 * one as their home organization when it grants a role: accepting an invitation must give access.
 */
export function associate(db: Db, userId: string, orgId: number, roles: readonly string[], now = new Date().toISOString()): void {
  const hasHome = db.prepare(`SELECT 1 FROM associations WHERE user_id = ? AND relationship_type LIKE '%Associated%'`).get(userId);
  const homeHasRole = db
    .prepare(
      `SELECT 1 FROM users u JOIN association_roles ar
    ON ar.user_id = u.id AND ar.organization_id = u.organization_id WHERE u.id = ?`,
    )
    .get(userId);
  db.prepare(
    `INSERT INTO associations (user_id, organization_id, relationship_type, date_associated) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, organization_id) DO UPDATE SET relationship_type = excluded.relationship_type, date_associated = excluded.date_associated
    WHERE associations.relationship_type NOT LIKE '%Associated%'`,
  ).run(userId, orgId, RelationshipType.Associated, now);
  const grant = db.prepare('INSERT OR IGNORE INTO association_roles (user_id, organization_id, role_id) VALUES (?, ?, ?)');
  for (const roleId of roles) grant.run(userId, orgId, roleId);
  if (!hasHome || (!homeHasRole && roles.length > 0)) db.prepare('UPDATE users SET organization_id = ? WHERE id = ?').run(orgId, userId);
}

/**
 * The association writes of the role and removal routes, shared with change jobs
 * (server/services/changeActions.ts), so that a bulk change writes exactly what a single one does.
 */
export function associationWrites(db: Db) {
  const removeAssociation = db.prepare('DELETE FROM associations WHERE user_id = ? AND organization_id = ?');
  const grantRole = db.prepare('INSERT OR IGNORE INTO association_roles (user_id, organization_id, role_id) VALUES (?, ?, ?)');
  const revokeRole = db.prepare('DELETE FROM association_roles WHERE user_id = ? AND organization_id = ? AND role_id = ?');
  return {
    removeAssociation: (userId: string, orgId: number) => void removeAssociation.run(userId, orgId),
    grantRole: (userId: string, orgId: number, roleId: string) => void grantRole.run(userId, orgId, roleId),
    revokeRole: (userId: string, orgId: number, roleId: string) => void revokeRole.run(userId, orgId, roleId),
  };
}

function associationOf(store: PeopleStore, userId: string, orgId: number): OrganizationAssociation {
  const row = store.association(userId, orgId);
  if (!row) throw notFound(`User ${userId} is not associated with organization ${orgId}`);
  return {
    organizationId: orgId,
    userId,
    relationshipType: row.relationship_type,
    dateAssociated: row.date_associated,
    roles: store.associationRoles(userId, orgId),
  };
}

/**
 * Account service, an organization's users (doc 001 §2, §4, §7): users with their roles, add an
 * association (default role), remove it, and add or remove one role. Registered under /svc/account.
 */
export async function organizationUsersService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const store = createPeopleStore(db);
  const manage = organization(fromParam('orgId'), 'manage');

  /**
   * Someone else's user joins only by accepting an invite: a direct association is for a user the
   * caller administers everywhere — the home organization and every association, an invitation
   * included (an invitation elsewhere grants nothing until it is accepted, so it must not let
   * another administrator take the user over) — or a TMS admin's doing. Manage of the organization
   * (403), the user (404), then that rule (403).
   */
  const addUser = declareAccess<ReturnType<typeof requireUser>>({
    resource: 'organizationUsers',
    action: 'create',
    record: (c) => ({ ...manage(c), record: requireUser(store, c.params.userId as string) }),
    rule: (c) => {
      const organizations = [c.record!.organization_id, ...store.associations(c.record!.id).map((a) => a.organizationId)];
      const administered = organizations.every((id) => {
        const path = c.tree.path(id);
        return path !== undefined && organizationAccess(c.profile, path).manage;
      });
      deny(hasAnyRole(c.profile, ['tmsadmin']) || administered, 'This user belongs to organizations you do not manage: invite them instead');
    },
  });
  /** Manage of the organization, and not the caller's own association as an Account Administrator. */
  const association = (action: 'delete' | 'edit', rule?: (c: AccessRequest) => void) =>
    declareAccess({
      resource: 'organizationUsers',
      action,
      record: manage,
      rule: (c) => {
        notOwnAssociation(c);
        rule?.(c);
      },
    });
  /** A role the pickers offer (400 otherwise) that the caller's roles may grant (403 otherwise). */
  const assignableRole = (c: AccessRequest) => void requireAssignableRole(store, c.profile, c.params.roleId as string);
  /** A known role (400 otherwise) that the caller's roles may take away (403 otherwise). */
  const removableRole = (c: AccessRequest) => {
    const role = store.role(c.params.roleId as string);
    if (!role) throw badRequest(`Unknown role ${c.params.roleId}`, { roleId: [`Unknown role ${c.params.roleId}`] });
    requireGrantableRole(c.profile, role);
  };
  const usersOf = db.prepare(`SELECT u.id, u.first_name, u.last_name, u.email, a.date_associated, a.relationship_type
    FROM associations a JOIN users u ON u.id = a.user_id WHERE a.organization_id = ?
    ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id`);
  const rolesOfOrg = db.prepare(`SELECT ar.user_id, r.id, r.display_name, r.short_code FROM association_roles ar
    JOIN roles r ON r.id = ar.role_id WHERE ar.organization_id = ? ORDER BY r.display_name`);
  const writes = associationWrites(db);

  app.get(
    '/api/v1.0/organizations/:orgId/users/roles',
    { config: { access: declareAccess({ resource: 'organizationUsers', action: 'list', record: orgUsersViewer }) } },
    validated({ params: orgParamsSchema }, async ({ params }): Promise<OrganizationUser[]> => {
      const roles = new Map<string, RoleRef[]>();
      for (const r of rolesOfOrg.all(params.orgId) as { user_id: string; id: string; display_name: string; short_code: string | null }[]) {
        const list = roles.get(r.user_id) ?? [];
        list.push(toRoleRef(r));
        roles.set(r.user_id, list);
      }
      const rows = usersOf.all(params.orgId) as {
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        date_associated: string;
        relationship_type: string;
      }[];
      return rows
        .filter((u) => isShownRelationship(u.relationship_type))
        .map((u) => ({
          id: u.id,
          firstName: u.first_name,
          lastName: u.last_name,
          email: u.email,
          associatedDate: u.date_associated,
          relationshipType: u.relationship_type,
          roles: roles.get(u.id) ?? [],
        }));
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/users/:userId',
    { config: { access: addUser } },
    validated({ params: orgUserParams }, async ({ params }, _request, reply) => {
      if (isShownRelationship(store.association(params.userId, params.orgId)?.relationship_type))
        throw new HttpError(409, ALREADY_ASSOCIATED_MESSAGE);
      db.transaction(() => associate(db, params.userId, params.orgId, [DEFAULT_ASSOCIATION_ROLE_ID]))();
      return reply.code(201).send(associationOf(store, params.userId, params.orgId));
    }),
  );

  app.delete(
    '/api/v1.0/organizations/:orgId/users/:userId',
    { config: { access: association('delete') } },
    validated({ params: orgUserParams }, async ({ params }, _request, reply) => {
      associationOf(store, params.userId, params.orgId);
      writes.removeAssociation(params.userId, params.orgId);
      return reply.code(204).send();
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/users/:userId/roles/:roleId',
    { config: { access: association('edit', assignableRole) } },
    validated({ params: orgUserRoleParams }, async ({ params }) => {
      associationOf(store, params.userId, params.orgId);
      writes.grantRole(params.userId, params.orgId, params.roleId);
      return associationOf(store, params.userId, params.orgId);
    }),
  );

  app.delete(
    '/api/v1.0/organizations/:orgId/users/:userId/roles/:roleId',
    { config: { access: association('edit', removableRole) } },
    validated({ params: orgUserRoleParams }, async ({ params }) => {
      const current = associationOf(store, params.userId, params.orgId);
      const held = current.roles.some((r) => r.roleId === params.roleId);
      if (!held) return current;
      if (current.roles.length === 1) throw new HttpError(409, LAST_ROLE_MESSAGE);
      writes.revokeRole(params.userId, params.orgId, params.roleId);
      return associationOf(store, params.userId, params.orgId);
    }),
  );
}
