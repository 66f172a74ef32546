import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  canUseInternalUserActions,
  organizationAccess,
  userIdSchema,
  userListQuerySchema,
  type UserAssociation,
  type UserListItem,
  type UserMetadataEntry,
  type UserWithAssociations,
} from '../../src/domain';
import { canAccessResource } from '../../src/domain/permissions/resources';
import { profileOf } from '../context';
import { forbidden, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { requireInternal, requireUser } from './peopleAccess';
import { createPeopleStore } from './peopleStore';
import { sendPlainList, UserListIndex } from './userListIndex';

const userParams = z.object({ userId: userIdSchema }).strict();

/**
 * Account service, internal users (doc 001 §2.3, §7): the users list, one user with associations,
 * the associations alone, and the persisted metadata. Registered under /svc/account.
 */
export async function usersService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const store = createPeopleStore(db);
  const index = new UserListIndex(db);
  const metadataOf = db.prepare('SELECT metadata FROM users WHERE id = ?').pluck();
  const clearMetadata = db.prepare('UPDATE users SET metadata = NULL WHERE id = ?');

  app.get(
    '/api/v1.2/users',
    validated({ query: userListQuerySchema }, async ({ query }, request, reply) => {
      requireInternal(profileOf(request));
      if (UserListIndex.isPlain(query)) return sendPlainList(request, reply, index.plainAnswer());
      const { total, items } = index.query(query);
      return reply.header('X-Total-Count', String(total)).send(items satisfies UserListItem[]);
    }),
  );

  app.get(
    '/api/v1.2/users/:userId',
    validated({ params: userParams }, async ({ params }, request): Promise<UserWithAssociations> => {
      requireInternal(profileOf(request));
      const user = store.userWithAssociations(params.userId);
      if (!user) throw notFound(`User ${params.userId} not found`);
      // The profile every request of the user is decided with (the sign-in's loader), which the Access tab explains.
      return { ...user, profile: app.sandbox.loadProfile(params.userId) ?? null };
    }),
  );

  app.get(
    '/api/v1.2/users/:userId/associations',
    validated({ params: userParams }, async ({ params }, request): Promise<UserAssociation[]> => {
      const profile = profileOf(request);
      if (canUseInternalUserActions(profile)) {
        requireUser(store, params.userId);
        return store.associations(params.userId);
      }
      // Others open a user's Organizations tab (canAccessResource userAssociations) for the organizations
      // they manage; an unknown user answers as one they manage nothing of (no existence leak).
      const refused = forbidden('You do not manage any organization of this user');
      if (!canAccessResource(profile, 'userAssociations', 'list', { groupsEnabled: true })) throw refused;
      const tree = orgIndex.current();
      const managed = (store.userRow(params.userId) ? store.associations(params.userId) : []).filter((a) => {
        const path = tree.path(a.organizationId);
        return path !== undefined && organizationAccess(profile, path).manage;
      });
      if (managed.length === 0) throw refused;
      return managed;
    }),
  );

  const metadata = (userId: string): UserMetadataEntry[] => [{ userId, metadata: (metadataOf.get(userId) as string | null) || '{}' }];

  app.get(
    '/api/v1.0/ium/:userId/userPersistedMetadata',
    validated({ params: userParams }, async ({ params }, request) => {
      requireInternal(profileOf(request));
      requireUser(store, params.userId);
      return metadata(params.userId);
    }),
  );

  app.post(
    '/api/v1.0/ium/:userId/userPersistedMetadata/reset',
    validated({ params: userParams }, async ({ params }, request) => {
      requireInternal(profileOf(request));
      requireUser(store, params.userId);
      clearMetadata.run(params.userId);
      return metadata(params.userId);
    }),
  );
}
