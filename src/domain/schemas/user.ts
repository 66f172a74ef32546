/**
 * Doc 001 §3 "User (internal view)", "User association", "User metadata" and the payloads of the
 * users routes of §7 (account service /api/v1.2/users…, identity service /ium/… and /users).
 * Enumerations (status, MFA provider, provider flags) are those of src/domain/status/people.ts.
 */
import { z } from 'zod';
import { safeText } from '../validation/text';
import { decimalIntegerSchema } from './ids';
import { profileSchema } from './profile';

/** A role as it travels inside an association, an organization user or an invite. */
export const roleRefSchema = z.object({
  roleId: z.string(),
  displayName: z.string(),
  shortCode: z.string().nullable(),
});
export type RoleRef = z.infer<typeof roleRefSchema>;

/** "authProviders (each with a type)": the provider flags of status/people.ts (QT 1 … S1AuthLegacy 32). */
export const authProviderSchema = z.object({ type: z.number().int() });

/** User status 0 Disabled, 1 Active, 2 Pending Invite, 3 Pending Sign up. */
export const userStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * The User (internal view) of doc 001 §3, as GET /svc/identity/ium/{userId}/details and
 * GET /svc/account/api/v1.2/users/{userId} answer it. `id` and `userId` are the same UUID;
 * `createdDate` repeats `createdOnUtc`; `roles` are the display names of every role the user
 * holds in any organization; `passwordResetRequired` is ours (set by the password reset: the user
 * must choose a new password at the next sign-in).
 */
export const internalUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  phoneNumber: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** 1 Google, 2 Authy, null none. */
  twoFactorProvider: z.number().int().nullable(),
  authProviders: z.array(authProviderSchema),
  statusType: userStatusSchema,
  inviteDateUtc: z.string().nullable(),
  lastSuccessfulLogonDateUtc: z.string().nullable(),
  createdOnUtc: z.string(),
  createdDate: z.string(),
  accessFailedCount: z.number().int(),
  lockoutEnabled: z.boolean(),
  lockoutEnd: z.string().nullable(),
  roles: z.array(z.string()),
  associationsCount: z.number().int(),
  passwordResetRequired: z.boolean(),
});
export type InternalUser = z.infer<typeof internalUserSchema>;

/**
 * One row of GET /api/v1.2/users (the Manage Users list): the columns it shows, kept small so that
 * 100,000 users travel in one answer.
 */
export const userListItemSchema = internalUserSchema.pick({
  id: true,
  userId: true,
  firstName: true,
  lastName: true,
  email: true,
  statusType: true,
  createdOnUtc: true,
  createdDate: true,
  associationsCount: true,
});
export type UserListItem = z.infer<typeof userListItemSchema>;
export const userListSchema = z.array(userListItemSchema);

/** Sort keys and paging of GET /api/v1.2/users (all optional: without them, every user, by name). */
export const userListSortKeys = ['name', 'email', 'createdDate', 'associationsCount'] as const;
export const userListQuerySchema = z
  .object({
    /** Case-insensitive text found in the first name, last name, full name or e-mail. */
    q: z.string().max(200).optional(),
    sort: z.enum(userListSortKeys).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    offset: decimalIntegerSchema.pipe(z.number().int().min(0).max(10_000_000)).optional(),
    limit: decimalIntegerSchema.pipe(z.number().int().min(1).max(100_000)).optional(),
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * A User association (doc 001 §3) of GET /api/v1.2/users/{userId}/associations and
 * GET /api/v1.0/users/me/associations. The console shows those whose relationshipType contains
 * "Associated" (isShownRelationship).
 */
export const userAssociationSchema = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  relationshipType: z.string(),
  dateAssociated: z.string(),
  roles: z.array(roleRefSchema),
});
export type UserAssociation = z.infer<typeof userAssociationSchema>;
export const userAssociationListSchema = z.array(userAssociationSchema);

/**
 * GET /api/v1.2/users/{userId}: the internal view plus the user's associations and (ours) `profile`:
 * the Profile the services decide the user's requests with, built as at sign-in (home organization,
 * the roles held there, the staff flags); null for a user who cannot sign in (not active). A user's
 * home organization is the sandbox's record, not something the associations tell: the Access tab
 * evaluates this profile.
 */
export const userWithAssociationsSchema = internalUserSchema.extend({
  associations: userAssociationListSchema,
  profile: profileSchema.nullable(),
});
export type UserWithAssociations = z.infer<typeof userWithAssociationsSchema>;

/** One user of GET /api/v1.0/organizations/{org}/users/roles (manage associations). */
export const organizationUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  associatedDate: z.string(),
  relationshipType: z.string(),
  roles: z.array(roleRefSchema),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;
export const organizationUserListSchema = z.array(organizationUserSchema);

/**
 * POST /api/v1.0/organizations/{org}/users/{userId} (association created, its default role) and
 * POST|DELETE …/users/{userId}/roles/{roleId} answer the association as it now is.
 */
export const organizationAssociationSchema = z.object({
  organizationId: z.number().int(),
  userId: z.string(),
  relationshipType: z.string(),
  dateAssociated: z.string(),
  roles: z.array(roleRefSchema),
});
export type OrganizationAssociation = z.infer<typeof organizationAssociationSchema>;

/** The sign-in provider names the identity service takes (the keys of AuthProviderFlag). */
export const providerNames = ['QT', 'AzureAd', 'S1Auth0', 'Okta', 'CloudInsiderAad', 'S1AuthLegacy'] as const;
/** The fixed providerName the console sends when adding a user (the product's own sign-in). */
export const ADD_USER_PROVIDER_NAME = 'QT';

/**
 * POST /svc/identity/users: "email, providerName (a fixed value), firstName, lastName". The texts keep
 * to the rule for stored text (validation/text.ts): a user's name is shown wherever the user is.
 */
export const createUserBodySchema = z
  .object({
    email: safeText().trim().min(1).max(320),
    providerName: z.enum(providerNames),
    firstName: safeText().trim().min(1).max(100),
    lastName: safeText().trim().min(1).max(100),
  })
  .strict();
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** The answer of POST /svc/identity/users and POST /svc/identity/users/createinvite. */
export const createdUserSchema = z.object({ userId: z.string() });

/**
 * User metadata (doc 001 §3): GET /api/v1.0/ium/{userId}/userPersistedMetadata answers a list
 * whose first entry holds the metadata as JSON text, "{}" when the user has none.
 */
export const userMetadataEntrySchema = z.object({
  userId: z.string(),
  metadata: z.string(),
});
export const userMetadataListSchema = z.array(userMetadataEntrySchema);
export type UserMetadataEntry = z.infer<typeof userMetadataEntrySchema>;

/** The metadata text of the list's first entry; "{}" when there is none. */
export function metadataText(list: readonly UserMetadataEntry[] | null | undefined): string {
  return list?.[0]?.metadata || '{}';
}
