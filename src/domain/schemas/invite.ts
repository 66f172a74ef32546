/**
 * Doc 001 §3 "Invite" and the invite payloads of §7: createinvite on the identity service, the
 * organization's invites, a user's invites, cancel, and the signed-in user's own invites.
 */
import { z } from 'zod';
import { safeText } from '../validation/text';
import { roleRefSchema } from './user';

/** Invite status 0 Pending, 1 Accepted, 2 Declined, 3 Cancelled (src/domain/status/people.ts). */
export const inviteStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * An invite as every invites route answers it. `id` and `inviteId` are the same UUID;
 * `userEmail`, `userFirstName`, `userLastName` name the invited user.
 */
export const inviteEntitySchema = z.object({
  id: z.string(),
  inviteId: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  status: inviteStatusSchema,
  createdOnUtc: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  roles: z.array(roleRefSchema),
});
export type Invite = z.infer<typeof inviteEntitySchema>;
export const inviteListSchema = z.array(inviteEntitySchema);

const roleIdList = z.array(z.string().uuid()).min(1).max(10);

/**
 * POST /svc/identity/users/createinvite: "organizationId, email, roles" (role ids). The answer is
 * `{userId}`: the existing user with that e-mail, or a new one in status Pending Invite. The e-mail keeps
 * to the rule for stored text (validation/text.ts): a new user is stored under it.
 */
export const createInviteBodySchema = z
  .object({
    organizationId: z.number().int().positive(),
    email: safeText().trim().min(1).max(320),
    roles: roleIdList,
  })
  .strict();
export type CreateInviteBody = z.infer<typeof createInviteBodySchema>;

/** POST /api/v1.1/organizations/{org}/invites: "userId and roles". The answer is the new Invite (201). */
export const organizationInviteBodySchema = z
  .object({
    userId: z.string().uuid(),
    roles: roleIdList,
  })
  .strict();
export type OrganizationInviteBody = z.infer<typeof organizationInviteBodySchema>;

/** GET /api/v1.0/ium/invites?userId=… */
export const userInvitesQuerySchema = z.object({ userId: z.string().uuid() }).strict();

export const inviteIdParamsSchema = z.object({ inviteId: z.string().uuid() }).strict();
