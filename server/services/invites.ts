import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  canCancelInviteAsInternal,
  InviteStatus,
  inviteIdParamsSchema,
  isPendingInvite,
  isShownRelationship,
  organizationInviteBodySchema,
  orgParamsSchema,
  userInvitesQuerySchema,
  type Invite,
  type Profile,
} from '../../src/domain';
import { requireOrgAccess, requireOrgRecord } from '../auth/guards';
import { profileOf } from '../context';
import type { Db } from '../db/database';
import { forbidden, HttpError, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { PENDING_INVITE_MESSAGE } from './identity';
import { ALREADY_ASSOCIATED_MESSAGE } from './orgUsers';
import { requireAssignableRole, requireInternal, requireMayInvite, requireNotRestricted, requireOrgUsersView, requireUser } from './peopleAccess';
import { createPeopleStore, type PeopleStore } from './peopleStore';
import { fromPseudonym, inviteFor } from './userPseudonyms';

const verbs = { [InviteStatus.Accepted]: 'accepted', [InviteStatus.Declined]: 'declined', [InviteStatus.Cancelled]: 'cancelled' } as const;

/**
 * Moves a Pending invite to `status` (Accepted, Declined or Cancelled); 409 for any other invite.
 * `before` runs in the same transaction (accepting creates the association).
 */
export function settleInvite(db: Db, store: PeopleStore, invite: Invite, status: keyof typeof verbs, before?: () => void): Invite {
  if (!isPendingInvite(invite.status)) throw new HttpError(409, `Only a pending invite can be ${verbs[status]}`);
  db.transaction(() => {
    before?.();
    db.prepare('UPDATE invites SET status = ?, updated_on_utc = ? WHERE id = ? AND status = 0').run(status, new Date().toISOString(), invite.id);
  })();
  return store.invite(invite.id)!;
}

/**
 * Account service, invitations (doc 001 §4, §7): an organization's invites, invite a user, a user's
 * invites for the internal pages, and the two cancel routes. Registered under /svc/account.
 */
export async function invitesService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const brand = app.sandbox.brand;
  const store = createPeopleStore(db);
  const insertInvite = db.prepare('INSERT INTO invites (id, organization_id, user_id, status, created_on_utc, invited_by) VALUES (?, ?, ?, 0, ?, ?)');
  const insertRole = db.prepare('INSERT OR IGNORE INTO invite_roles (invite_id, role_id) VALUES (?, ?)');

  const findInvite = (inviteId: string): Invite => {
    const invite = store.invite(inviteId);
    if (!invite) throw notFound(`Invite ${inviteId} not found`);
    return invite;
  };

  app.get(
    '/api/v1.0/organizations/:orgId/invites',
    validated({ params: orgParamsSchema }, async ({ params }, request): Promise<Invite[]> => {
      const profile = profileOf(request);
      const { tree } = requireOrgUsersView(orgIndex.current(), profile, params.orgId);
      return store.invitesOfOrganization(params.orgId).map((invite) => inviteFor(profile, tree, store, invite));
    }),
  );

  app.post(
    '/api/v1.1/organizations/:orgId/invites',
    validated({ params: orgParamsSchema, body: organizationInviteBodySchema }, async ({ params, body }, request, reply) => {
      const profile = profileOf(request);
      const { tree } = requireOrgAccess(orgIndex.current(), profile, params.orgId, 'manage');
      requireMayInvite(profile, brand);
      // The invitee as createinvite answered it: a pseudonym for a user of another tenant (userPseudonyms.ts).
      const userId = fromPseudonym(params.orgId, body.userId);
      const roles = [...new Set(body.roles)];
      roles.forEach((roleId, i) => requireAssignableRole(store, profile, roleId, `roles.${i}`));
      requireUser(store, userId);
      if (store.hasPendingInvite(params.orgId, userId)) throw new HttpError(409, PENDING_INVITE_MESSAGE);
      if (isShownRelationship(store.association(userId, params.orgId)?.relationship_type)) {
        throw new HttpError(409, ALREADY_ASSOCIATED_MESSAGE);
      }
      const id = randomUUID();
      db.transaction(() => {
        insertInvite.run(id, params.orgId, userId, new Date().toISOString(), profile.userId);
        roles.forEach((roleId) => insertRole.run(id, roleId));
      })();
      return reply.code(201).send(inviteFor(profile, tree, store, store.invite(id)!));
    }),
  );

  app.get(
    '/api/v1.0/ium/invites',
    validated({ query: userInvitesQuerySchema }, async ({ query }, request): Promise<Invite[]> => {
      requireInternal(profileOf(request));
      requireUser(store, query.userId);
      return store.invitesOfUser(query.userId);
    }),
  );

  const cancel = (invite: Invite, profile: Profile) => {
    requireNotRestricted(profile, 'cancel invites');
    return settleInvite(db, store, invite, InviteStatus.Cancelled);
  };

  app.put(
    '/api/v1.0/ium/invites/:inviteId/cancel',
    validated({ params: inviteIdParamsSchema }, async ({ params }, request): Promise<Invite> => {
      const profile = profileOf(request);
      requireInternal(profile);
      if (!canCancelInviteAsInternal(profile)) throw forbidden('A TMS viewer has read-only access: only a TMS admin may cancel invites');
      return cancel(findInvite(params.inviteId), profile);
    }),
  );

  app.put(
    '/api/v1.0/invites/:inviteId/cancel',
    validated({ params: inviteIdParamsSchema }, async ({ params }, request): Promise<Invite> => {
      const profile = profileOf(request);
      const tree = orgIndex.current();
      const invite = requireOrgRecord(
        tree,
        profile,
        store.invite(params.inviteId) ?? undefined,
        (i) => i.organizationId,
        'manage',
        `Invite ${params.inviteId} not found`,
      );
      return inviteFor(profile, tree, store, cancel(invite, profile));
    }),
  );
}
