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
import { notFound } from '../http/errors';
import { declareAccess, deny, grantedRecord, type AccessRequest } from '../http/routeAccess';
import { validated } from '../http/validate';
import { internalRoles, requireUser } from './peopleAccess';
import { createPeopleStore } from './peopleStore';
import { sendPlainList, UserListIndex } from './userListIndex';

const userParams = z.object({ userId: userIdSchema }).strict();

/**
 * Account service, internal users (doc 001 §2.3, §7): the users list, one user with associations,
 * the associations alone, and the persisted metadata. Registered under /svc/account.
 */
export async function usersService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const store = createPeopleStore(db);
  const index = new UserListIndex(db);
  const metadataOf = db.prepare('SELECT metadata FROM users WHERE id = ?').pluck();
  const clearMetadata = db.prepare('UPDATE users SET metadata = NULL WHERE id = ?');

  /** Doc 001 §6: the internal user pages (canUseInternalUserActions). */
  const internal = (action: 'list' | 'show' | 'edit') => declareAccess({ resource: 'internalUsers', action, roles: internalRoles });
  /**
   * A user's associations: every one for the internal user pages (404 for an unknown user); for
   * others, who open a user's Organizations tab (canAccessResource userAssociations), the ones of
   * organizations they manage, 403 when there are none: an unknown user answers as one they manage
   * nothing of (no existence leak).
   */
  const associationsOf = declareAccess<UserAssociation[]>({
    resource: 'userAssociations',
    action: 'list',
    record: (c: AccessRequest) => {
      const userId = c.params.userId as string;
      if (canUseInternalUserActions(c.profile)) {
        requireUser(store, userId);
        return { record: store.associations(userId) };
      }
      const refusal = 'You do not manage any organization of this user';
      deny(canAccessResource(c.profile, 'userAssociations', 'list', { groupsEnabled: true }), refusal);
      const managed = (store.userRow(userId) ? store.associations(userId) : []).filter((a) => {
        const path = c.tree.path(a.organizationId);
        return path !== undefined && organizationAccess(c.profile, path).manage;
      });
      deny(managed.length > 0, refusal);
      return { record: managed };
    },
  });

  app.get(
    '/api/v1.2/users',
    { config: { access: internal('list') } },
    validated({ query: userListQuerySchema }, async ({ query }, request, reply) => {
      if (UserListIndex.isPlain(query)) return sendPlainList(request, reply, index.plainAnswer());
      const { total, items } = index.query(query);
      return reply.header('X-Total-Count', String(total)).send(items satisfies UserListItem[]);
    }),
  );

  app.get(
    '/api/v1.2/users/:userId',
    { config: { access: internal('show') } },
    validated({ params: userParams }, async ({ params }): Promise<UserWithAssociations> => {
      const user = store.userWithAssociations(params.userId);
      if (!user) throw notFound(`User ${params.userId} not found`);
      // The profile every request of the user is decided with (the sign-in's loader), which the Access tab explains.
      return { ...user, profile: app.sandbox.loadProfile(params.userId) ?? null };
    }),
  );

  app.get(
    '/api/v1.2/users/:userId/associations',
    { config: { access: associationsOf } },
    validated({ params: userParams }, async (_input, request): Promise<UserAssociation[]> => grantedRecord<UserAssociation[]>(request)),
  );

  const metadata = (userId: string): UserMetadataEntry[] => [{ userId, metadata: (metadataOf.get(userId) as string | null) || '{}' }];

  app.get(
    '/api/v1.0/ium/:userId/userPersistedMetadata',
    { config: { access: internal('show') } },
    validated({ params: userParams }, async ({ params }) => {
      requireUser(store, params.userId);
      return metadata(params.userId);
    }),
  );

  app.post(
    '/api/v1.0/ium/:userId/userPersistedMetadata/reset',
    { config: { access: internal('edit') } },
    validated({ params: userParams }, async ({ params }) => {
      requireUser(store, params.userId);
      clearMetadata.run(params.userId);
      return metadata(params.userId);
    }),
  );
}
