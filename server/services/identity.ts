import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AuthProviderFlag,
  createInviteBodySchema,
  createUserBodySchema,
  hasAnyRole,
  isEmailLike,
  userManagementAllowed,
  userIdSchema,
  UserStatus,
  type InternalUser,
  type Profile,
} from '../../src/domain';
import { requireOrgAccess } from '../auth/guards';
import { profileOf } from '../context';
import type { Db } from '../db/database';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { requireAssignableRole, requireInternal, requireMayInvite } from './peopleAccess';
import { userIdFor } from './userPseudonyms';
import { createPeopleStore } from './peopleStore';

const userParams = z.object({ userId: userIdSchema }).strict();
export const PENDING_INVITE_MESSAGE = 'User already has a pending invite';
export const USER_EXISTS_MESSAGE = 'A user with this e-mail address already exists: invite them instead';

/** Ends every sign-in session, grant and refresh token of a user (oidc-provider's stored models). */
export function endSessionsOf(db: Db, userId: string): void {
  db.prepare(
    `DELETE FROM oidc_models WHERE kind IN ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode')
    AND json_extract(payload, '$.accountId') = ?`,
  ).run(userId);
}

function requireEmail(email: string): string {
  if (!isEmailLike(email)) throw badRequest('Enter a valid e-mail address', { email: ['Enter a valid e-mail address'] });
  return email.trim();
}

/**
 * The identity service (doc 001 §7): user details and the three support actions (reset password,
 * remove MFA, reset lockout), add a user, and create the user an invite is for. Under /svc/identity.
 */
export async function identityService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const brand = app.sandbox.brand;
  const store = createPeopleStore(db);
  const insertUser = db.prepare(`INSERT INTO users (id, email, first_name, last_name, organization_id, email_confirmed,
    auth_providers, status_type, invite_date_utc, created_on_utc) VALUES (@id, @email, @first, @last, @org, 0, @providers, @status, @invited, @now)`);

  const action = (path: string, run: (userId: string) => void) =>
    app.post(
      path,
      validated({ params: userParams }, async ({ params }, request): Promise<InternalUser> => {
        requireInternal(profileOf(request));
        if (!store.userRow(params.userId)) throw notFound(`User ${params.userId} not found`);
        db.transaction(() => run(params.userId))();
        return store.internalUser(params.userId)!;
      }),
    );

  app.get(
    '/ium/:userId/details',
    validated({ params: userParams }, async ({ params }, request): Promise<InternalUser> => {
      requireInternal(profileOf(request));
      const user = store.internalUser(params.userId);
      if (!user) throw notFound(`User ${params.userId} not found`);
      return user;
    }),
  );

  const resetPassword = db.prepare('UPDATE users SET password_reset_required = 1 WHERE id = ?');
  action('/ium/:userId/password/reset', (userId) => {
    resetPassword.run(userId);
    endSessionsOf(db, userId);
  });
  const disableMfa = db.prepare('UPDATE users SET two_factor_enabled = 0, two_factor_provider = NULL WHERE id = ?');
  action('/ium/:userId/mfa/disable', (userId) => disableMfa.run(userId));
  const resetLockout = db.prepare('UPDATE users SET access_failed_count = 0, lockout_end = NULL WHERE id = ?');
  action('/ium/:userId/lockout/reset', (userId) => {
    resetLockout.run(userId);
    app.sandbox.signInThrottle.clear(userId);
  });

  // Doc 000 §6: the User management tab needs the brand's userManagementAllowed; the sandbox refuses it too.
  const requireUserAdder = (profile: Profile) => {
    if (!userManagementAllowed(app.sandbox.brand)) throw forbidden('User management is not available under this brand');
    if (!hasAnyRole(profile, ['sysadmin', 'accountadmin', 'tmsadmin'])) throw forbidden('Your roles do not allow adding users');
  };
  app.post(
    '/users',
    validated(
      { body: createUserBodySchema, authorize: (_input, request) => requireUserAdder(profileOf(request)) },
      async ({ body }, request, reply) => {
        const profile = profileOf(request);
        requireUserAdder(profile);
        const email = requireEmail(body.email);
        if (store.userIdByEmail(email)) throw new HttpError(409, USER_EXISTS_MESSAGE);
        const userId = randomUUID();
        insertUser.run({
          id: userId,
          email,
          first: body.firstName.trim(),
          last: body.lastName.trim(),
          org: profile.organizationId,
          providers: AuthProviderFlag[body.providerName],
          status: UserStatus.PendingSignUp,
          invited: null,
          now: new Date().toISOString(),
        });
        return reply.code(201).send({ userId });
      },
    ),
  );

  app.post(
    '/users/createinvite',
    validated({ body: createInviteBodySchema }, async ({ body }, request, reply) => {
      const profile = profileOf(request);
      const { tree } = requireOrgAccess(orgIndex.current(), profile, body.organizationId, 'manage');
      requireMayInvite(profile, brand);
      const email = requireEmail(body.email);
      body.roles.forEach((roleId, i) => requireAssignableRole(store, profile, roleId, `roles.${i}`));
      const existing = store.userIdByEmail(email);
      if (existing) {
        if (store.hasPendingInvite(body.organizationId, existing)) throw new HttpError(409, PENDING_INVITE_MESSAGE);
        // No existence leak: a known e-mail answers like a new one, and another tenant's user only under a pseudonym.
        return reply.code(201).send({ userId: userIdFor(profile, tree, store, body.organizationId, existing) });
      }
      const userId = randomUUID();
      const now = new Date().toISOString();
      insertUser.run({
        id: userId,
        email,
        first: '',
        last: '',
        org: body.organizationId,
        providers: AuthProviderFlag.QT,
        status: UserStatus.PendingInvite,
        invited: now,
        now,
      });
      return reply.code(201).send({ userId });
    }),
  );
}
