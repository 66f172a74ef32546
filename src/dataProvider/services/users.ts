import { z } from 'zod';
import { inviteEntitySchema, inviteListSchema } from '../../domain/schemas/invite';
import {
  organizationAssociationSchema,
  organizationUserListSchema,
  userAssociationListSchema,
  userListSchema,
  userMetadataListSchema,
  userWithAssociationsSchema,
  type UserListQuery,
} from '../../domain/schemas/user';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * The account service's users, associations, invites and metadata endpoints (doc 001 §7 "Users,
 * associations and invites"), and the signed-in user's own associations and invitations.
 */
export function createUsersService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  const org = (orgId: number) => `/api/v1.0/organizations/${seg(orgId)}`;
  return {
    /**
     * GET /api/v1.2/users (Manage Users): one page of users, searched and sorted by the service;
     * `total` is the number of users the search matches (X-Total-Count).
     */
    listUsers: async (query: UserListQuery = {}, signal?: AbortSignal) => {
      let total: number | undefined;
      const items = await http.request(url('/api/v1.2/users'), {
        query: { ...query },
        schema: userListSchema,
        signal,
        onHeaders: (h) => {
          const n = Number(h.get('X-Total-Count'));
          if (h.has('X-Total-Count') && Number.isInteger(n) && n >= 0) total = n;
        },
      });
      return { items, total: total ?? (query.offset ?? 0) + items.length };
    },

    /** GET /api/v1.2/users/{userId}: one user with their associations. */
    getUser: (userId: string, signal?: AbortSignal) =>
      http.request(url(`/api/v1.2/users/${seg(userId)}`), { schema: userWithAssociationsSchema, signal }),

    /** GET /api/v1.2/users/{userId}/associations (the variant some roles use). */
    getUserAssociations: (userId: string, signal?: AbortSignal) =>
      http.request(url(`/api/v1.2/users/${seg(userId)}/associations`), { schema: userAssociationListSchema, signal }),

    /** GET /api/v1.0/ium/invites?userId=…: a user's invites. */
    getUserInvites: (userId: string, signal?: AbortSignal) =>
      http.request(url('/api/v1.0/ium/invites'), { query: { userId }, schema: inviteListSchema, signal }),

    /** PUT /api/v1.0/ium/invites/{inviteId}/cancel (from the user screen). */
    cancelUserInvite: (inviteId: string) => http.request(url(`/api/v1.0/ium/invites/${seg(inviteId)}/cancel`), { method: 'PUT' }),

    /** GET /api/v1.0/ium/{userId}/userPersistedMetadata: a list whose first entry holds the JSON text. */
    getUserMetadata: (userId: string, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/ium/${seg(userId)}/userPersistedMetadata`), { schema: userMetadataListSchema, signal }),

    /** POST /api/v1.0/ium/{userId}/userPersistedMetadata/reset: deletes the metadata. */
    resetUserMetadata: (userId: string) => http.request(url(`/api/v1.0/ium/${seg(userId)}/userPersistedMetadata/reset`), { method: 'POST' }),

    /** GET /api/v1.0/organizations/{org}/users/roles: the organization's users with their roles. */
    getOrganizationUsers: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`${org(orgId)}/users/roles`), { schema: organizationUserListSchema, signal }),

    /** POST /api/v1.0/organizations/{org}/users/{userId}: associates a user. */
    addAssociation: (orgId: number, userId: string) =>
      http.request(url(`${org(orgId)}/users/${seg(userId)}`), { method: 'POST', schema: organizationAssociationSchema }),

    /** DELETE /api/v1.0/organizations/{org}/users/{userId}: removes an association. */
    removeAssociation: (orgId: number, userId: string) => http.request(url(`${org(orgId)}/users/${seg(userId)}`), { method: 'DELETE' }),

    /** POST (selected) or DELETE (deselected) /api/v1.0/organizations/{org}/users/{userId}/roles/{roleId}. */
    setAssociationRole: (orgId: number, userId: string, roleId: string, selected: boolean) =>
      http.request(url(`${org(orgId)}/users/${seg(userId)}/roles/${seg(roleId)}`), {
        method: selected ? 'POST' : 'DELETE',
        schema: organizationAssociationSchema,
      }),

    /** GET /api/v1.0/organizations/{org}/invites: the organization's invites (the console keeps the pending ones). */
    getOrganizationInvites: (orgId: number, signal?: AbortSignal) => http.request(url(`${org(orgId)}/invites`), { schema: inviteListSchema, signal }),

    /** POST /api/v1.1/organizations/{org}/invites with userId and roles. */
    createOrganizationInvite: (orgId: number, userId: string, roles: string[]) =>
      http.request(url(`/api/v1.1/organizations/${seg(orgId)}/invites`), {
        method: 'POST',
        body: { userId, roles },
        schema: inviteEntitySchema,
      }),

    /** PUT /api/v1.0/invites/{inviteId}/cancel (from an organization's pending list). */
    cancelInvite: (inviteId: string) => http.request(url(`/api/v1.0/invites/${seg(inviteId)}/cancel`), { method: 'PUT' }),

    /** GET /api/v1.0/users/me/associations: the signed-in user's own associations. */
    getMyAssociations: (signal?: AbortSignal) => http.request(url('/api/v1.0/users/me/associations'), { schema: userAssociationListSchema, signal }),

    /** GET /api/v1.0/users/me/invites: invitations waiting for the signed-in user. */
    getMyInvites: (signal?: AbortSignal) => http.request(url('/api/v1.0/users/me/invites'), { schema: inviteListSchema, signal }),

    /** PUT /api/v1.0/users/me/invites/{inviteId}/accept or …/decline. */
    answerMyInvite: (inviteId: string, answer: 'accept' | 'decline') =>
      http.request(url(`/api/v1.0/users/me/invites/${seg(inviteId)}/${answer}`), { method: 'PUT', schema: z.unknown() }),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
