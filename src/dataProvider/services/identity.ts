import { z } from 'zod';
import { createdUserSchema, internalUserSchema, type CreateUserBody } from '../../domain/schemas/user';
import type { CreateInviteBody } from '../../domain/schemas/invite';
import { buildUrl, seg, type HttpClient } from '../http';

/** The user actions of doc 001 §2.3: each a POST without a body. */
export type UserAction = 'password/reset' | 'mfa/disable' | 'lockout/reset';

/** The identity service (doc 001 §7): user details and actions, add user, invite by e-mail. */
export function createIdentityService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  return {
    /** GET /ium/{userId}/details: the user's profile (General tab). */
    getUserDetails: (userId: string, signal?: AbortSignal) =>
      http.request(url(`/ium/${seg(userId)}/details`), { schema: internalUserSchema, signal }),

    /** POST /ium/{userId}/password/reset, /mfa/disable or /lockout/reset. */
    runUserAction: (userId: string, action: UserAction) =>
      http.request(url(`/ium/${seg(userId)}/${action}`), { method: 'POST', schema: z.unknown() }),

    /** POST users: a new user (email, providerName, firstName, lastName); answers {userId}. */
    createUser: (body: CreateUserBody) => http.request(url('/users'), { method: 'POST', body, schema: createdUserSchema }),

    /** POST users/createinvite (organizationId, email, roles); answers {userId}. */
    createInvite: (body: CreateInviteBody) => http.request(url('/users/createinvite'), { method: 'POST', body, schema: createdUserSchema }),
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
