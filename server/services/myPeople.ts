import type { FastifyInstance } from 'fastify';
import { InviteStatus, inviteIdParamsSchema, type Invite, type UserAssociation } from '../../src/domain';
import { profileOf } from '../context';
import { notFound } from '../http/errors';
import { declareAccess, grantedRecord } from '../http/routeAccess';
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

  /** The caller's own data only. */
  const own = (resource: string) => declareAccess({ resource, action: 'list', open: 'signedIn' });
  /** The caller's own invite; another user's is answered as unknown (404). */
  const ownInvite = declareAccess<Invite>({
    resource: 'myInvites',
    action: 'edit',
    record: (c) => {
      const invite = store.invite(c.params.inviteId as string);
      if (!invite || invite.userId !== c.profile.userId) throw notFound(`Invite ${c.params.inviteId} not found`);
      return { record: invite };
    },
  });

  app.get(
    '/api/v1.0/users/me/associations',
    { config: { access: own('myAssociations') } },
    validated({}, async (_input, request): Promise<UserAssociation[]> => store.associations(profileOf(request).userId)),
  );

  app.get(
    '/api/v1.0/users/me/invites',
    { config: { access: own('myInvites') } },
    validated({}, async (_input, request): Promise<Invite[]> => store.invitesOfUser(profileOf(request).userId)),
  );

  app.put(
    '/api/v1.0/users/me/invites/:inviteId/accept',
    { config: { access: ownInvite } },
    validated({ params: inviteIdParamsSchema }, async (_input, request): Promise<Invite> => {
      const { userId } = profileOf(request);
      const invite = grantedRecord<Invite>(request);
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
    { config: { access: ownInvite } },
    validated({ params: inviteIdParamsSchema }, async (_input, request): Promise<Invite> => {
      return settleInvite(db, store, grantedRecord<Invite>(request), InviteStatus.Declined);
    }),
  );
}
