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
} from '../../src/domain';
import { profileOf } from '../context';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { declareAccess, deny, fromParam, grantedOrg, grantedRecord, organization, recordOf, type AccessRequest } from '../http/routeAccess';
import { validated } from '../http/validate';
import { PENDING_INVITE_MESSAGE } from './identity';
import { ALREADY_ASSOCIATED_MESSAGE } from './orgUsers';
import { internalRoles, mayInvite, notRestricted, orgUsersViewer, requireAssignableRole, requireUser } from './peopleAccess';
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
  const { db } = app.sandbox;
  const brand = app.sandbox.brand;
  const store = createPeopleStore(db);
  const insertInvite = db.prepare('INSERT INTO invites (id, organization_id, user_id, status, created_on_utc, invited_by) VALUES (?, ?, ?, 0, ?, ?)');
  const insertRole = db.prepare('INSERT OR IGNORE INTO invite_roles (invite_id, role_id) VALUES (?, ?)');

  const mayCancel = notRestricted('cancel invites');
  /**
   * The internal pages' cancel: their roles, and only a TMS admin (a TMS viewer reads only); then
   * the invite (404), then the TMS-restricted flag.
   */
  const internalCancel = declareAccess<Invite>({
    resource: 'invites',
    action: 'edit',
    roles: (c: AccessRequest) => {
      internalRoles(c);
      deny(canCancelInviteAsInternal(c.profile), 'A TMS viewer has read-only access: only a TMS admin may cancel invites');
    },
    record: (c) => {
      const invite = store.invite(c.params.inviteId as string);
      if (!invite) throw notFound(`Invite ${c.params.inviteId} not found`);
      return { record: invite };
    },
    rule: mayCancel,
  });
  /** An organization's cancel: manage of the invite's organization (404 alike for unknown and foreign), then the TMS-restricted flag. */
  const organizationCancel = declareAccess<Invite>({
    resource: 'invites',
    action: 'edit',
    record: recordOf(
      'inviteId',
      (_sandbox, _id, c) => store.invite(c.params.inviteId as string) ?? undefined,
      (i) => i.organizationId,
      'manage',
      (id) => `Invite ${id} not found`,
    ),
    rule: mayCancel,
  });

  app.get(
    '/api/v1.0/organizations/:orgId/invites',
    { config: { access: declareAccess({ resource: 'invites', action: 'list', record: orgUsersViewer }) } },
    validated({ params: orgParamsSchema }, async ({ params }, request): Promise<Invite[]> => {
      const profile = profileOf(request);
      const { tree } = grantedOrg(request);
      return store.invitesOfOrganization(params.orgId).map((invite) => inviteFor(profile, tree, store, invite));
    }),
  );

  app.post(
    '/api/v1.1/organizations/:orgId/invites',
    {
      config: {
        access: declareAccess({ resource: 'invites', action: 'create', record: organization(fromParam('orgId'), 'manage'), rule: mayInvite(brand) }),
      },
    },
    validated({ params: orgParamsSchema, body: organizationInviteBodySchema }, async ({ params, body }, request, reply) => {
      const profile = profileOf(request);
      const { tree } = grantedOrg(request);
      // Which roles the invite grants is the body's: each must be one the caller's roles may grant.
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
    { config: { access: declareAccess({ resource: 'invites', action: 'list', roles: internalRoles }) } },
    validated({ query: userInvitesQuerySchema }, async ({ query }): Promise<Invite[]> => {
      requireUser(store, query.userId);
      return store.invitesOfUser(query.userId);
    }),
  );

  app.put(
    '/api/v1.0/ium/invites/:inviteId/cancel',
    { config: { access: internalCancel } },
    validated({ params: inviteIdParamsSchema }, async (_input, request): Promise<Invite> =>
      settleInvite(db, store, grantedRecord<Invite>(request), InviteStatus.Cancelled),
    ),
  );

  app.put(
    '/api/v1.0/invites/:inviteId/cancel',
    { config: { access: organizationCancel } },
    validated({ params: inviteIdParamsSchema }, async (_input, request): Promise<Invite> => {
      const cancelled = settleInvite(db, store, grantedRecord<Invite>(request), InviteStatus.Cancelled);
      return inviteFor(profileOf(request), grantedOrg(request).tree, store, cancelled);
    }),
  );
}
