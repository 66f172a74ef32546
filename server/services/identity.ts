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
} from '../../src/domain';
import { profileOf } from '../context';
import type { Db } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/errors';
import { declareAccess, deny, fromBody, grantedOrg, organization, type AccessRequest } from '../http/routeAccess';
import { validated } from '../http/validate';
import { internalRoles, mayInvite, requireAssignableRole } from './peopleAccess';
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
  const { db } = app.sandbox;
  const brand = app.sandbox.brand;
  const store = createPeopleStore(db);
  const insertUser = db.prepare(`INSERT INTO users (id, email, first_name, last_name, organization_id, email_confirmed,
    auth_providers, status_type, invite_date_utc, created_on_utc) VALUES (@id, @email, @first, @last, @org, 0, @providers, @status, @invited, @now)`);

  /** Doc 001 §6: the internal user pages and their support actions (canUseInternalUserActions). */
  const internal = (action: 'show' | 'edit') => declareAccess({ resource: 'internalUsers', action, roles: internalRoles });
  const action = (path: string, run: (userId: string) => void) =>
    app.post(
      path,
      { config: { access: internal('edit') } },
      validated({ params: userParams }, async ({ params }): Promise<InternalUser> => {
        if (!store.userRow(params.userId)) throw notFound(`User ${params.userId} not found`);
        db.transaction(() => run(params.userId))();
        return store.internalUser(params.userId)!;
      }),
    );

  app.get(
    '/ium/:userId/details',
    { config: { access: internal('show') } },
    validated({ params: userParams }, async ({ params }): Promise<InternalUser> => {
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
  const userAdder = declareAccess({
    resource: 'users',
    action: 'create',
    roles: (c: AccessRequest) => {
      deny(userManagementAllowed(app.sandbox.brand), 'User management is not available under this brand');
      deny(hasAnyRole(c.profile, ['sysadmin', 'accountadmin', 'tmsadmin']), 'Your roles do not allow adding users');
    },
  });
  app.post(
    '/users',
    { config: { access: userAdder } },
    validated({ body: createUserBodySchema }, async ({ body }, request, reply) => {
      const profile = profileOf(request);
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
    }),
  );

  app.post(
    '/users/createinvite',
    // Manage of the organization the body names (read before the body is validated), then the invitation rules.
    {
      config: {
        access: declareAccess({
          resource: 'invites',
          action: 'create',
          record: organization(fromBody('organizationId'), 'manage'),
          rule: mayInvite(brand),
        }),
      },
    },
    validated({ body: createInviteBodySchema }, async ({ body }, request, reply) => {
      const profile = profileOf(request);
      const { tree } = grantedOrg(request);
      // Which roles the invite grants is the body's: each must be one the caller's roles may grant.
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
