import type { FastifyInstance } from 'fastify';
import { InviteStatus, inviteIdParamsSchema, type Invite, type UserAssociation } from '../../src/domain';
import { profileOf } from '../context';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { settleInvite } from './invites';
import { associate } from './orgUsers';
import { createPeopleStore } from './peopleStore';

/**
 * Account service, the signed-in user's own associations and invitations ("My Associations", "My
 * Invitations to Associate"; the spec names no route, ours are in docs/api.md). Open to every
 * signed-in user, even without a role, for their own data only. Registered under /svc/account.
 */
export async function myPeopleService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const store = createPeopleStore(db);

  /** The caller's own invite; another user's is answered as unknown. */
  const ownInvite = (inviteId: string, userId: string): Invite => {
    const invite = store.invite(inviteId);
    if (!invite || invite.userId !== userId) throw notFound(`Invite ${inviteId} not found`);
    return invite;
  };

  app.get(
    '/api/v1.0/users/me/associations',
    validated({}, async (_input, request): Promise<UserAssociation[]> => store.associations(profileOf(request).userId)),
  );

  app.get(
    '/api/v1.0/users/me/invites',
    validated({}, async (_input, request): Promise<Invite[]> => store.invitesOfUser(profileOf(request).userId)),
  );

  app.put(
    '/api/v1.0/users/me/invites/:inviteId/accept',
    validated({ params: inviteIdParamsSchema }, async ({ params }, request): Promise<Invite> => {
      const { userId } = profileOf(request);
      const invite = ownInvite(params.inviteId, userId);
      return settleInvite(db, store, invite, InviteStatus.Accepted, () =>
        associate(
          db,
          userId,
          invite.organizationId,
          invite.roles.map((r) => r.roleId),
        ),
      );
    }),
  );

  app.put(
    '/api/v1.0/users/me/invites/:inviteId/decline',
    validated({ params: inviteIdParamsSchema }, async ({ params }, request): Promise<Invite> => {
      const { userId } = profileOf(request);
      return settleInvite(db, store, ownInvite(params.inviteId, userId), InviteStatus.Declined);
    }),
  );
}
