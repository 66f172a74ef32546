/** Doc 001 §5: adding a user to an organization and inviting one by e-mail. */
import { z } from 'zod';
import { addIssues, EMAIL_KEY, msg, REQUIRED_KEY, type ValidationMessage } from './messages';
import { textRuleMessages } from './text';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailLike = (value: string) => emailPattern.test(value.trim());

export const PENDING_INVITE_KEY = 'invitations.validation.alreadyPending';
export const NO_ROLE_KEY = 'invitations.validation.noRole';

/** Stored texts keep to the rule for stored text (validation/text.ts): its message names the character. */
const hiddenCharacter = (value: string): ValidationMessage | undefined => textRuleMessages(value)[0];

function emailMessage(email: string): ValidationMessage | undefined {
  if (email.trim() === '') return msg(REQUIRED_KEY);
  return hiddenCharacter(email) ?? (isEmailLike(email) ? undefined : msg(EMAIL_KEY));
}

export interface InviteValues {
  email: string;
  roles: string[];
}

/**
 * Doc 001 §5: "Invite: e-mail is required and at least one role must be selected. A user who
 * already has a pending invite cannot be invited again (message 'User already has a pending
 * invite')." We also ask for an e-mail-like address. `pendingEmails`: addresses with a Pending
 * invite to this organization (compared without case).
 */
export function inviteMessages(v: InviteValues, pendingEmails: readonly string[] = []): Partial<Record<keyof InviteValues, ValidationMessage>> {
  const out: Partial<Record<keyof InviteValues, ValidationMessage>> = {};
  const e = emailMessage(v.email);
  if (e) out.email = e;
  else if (hasPendingInvite(v.email, pendingEmails)) out.email = msg(PENDING_INVITE_KEY);
  if (v.roles.length === 0) out.roles = msg(NO_ROLE_KEY);
  return out;
}

export function hasPendingInvite(email: string, pendingEmails: readonly string[]): boolean {
  const e = email.trim().toLowerCase();
  return pendingEmails.some((p) => p.trim().toLowerCase() === e);
}

/** The invite form's resolver schema; pass the pending addresses so the duplicate rule applies. */
export function inviteSchema(pendingEmails: readonly string[] = []) {
  return z.object({ email: z.string(), roles: z.array(z.string()) }).superRefine((v, ctx) => {
    for (const [field, m] of Object.entries(inviteMessages(v, pendingEmails))) addIssues(ctx, [m], [field]);
  });
}

export interface AddUserValues {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Doc 001 §5: "Add user to organization: e-mail, first name and last name are required. The button
 * is disabled while any is empty." We also ask for an e-mail-like address.
 */
export function addUserMessages(v: AddUserValues): Partial<Record<keyof AddUserValues, ValidationMessage>> {
  const out: Partial<Record<keyof AddUserValues, ValidationMessage>> = {};
  const e = emailMessage(v.email);
  if (e) out.email = e;
  const first = v.firstName.trim() === '' ? msg(REQUIRED_KEY) : hiddenCharacter(v.firstName);
  if (first) out.firstName = first;
  const last = v.lastName.trim() === '' ? msg(REQUIRED_KEY) : hiddenCharacter(v.lastName);
  if (last) out.lastName = last;
  return out;
}

export const addUserSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }).superRefine((v, ctx) => {
  for (const [field, m] of Object.entries(addUserMessages(v))) addIssues(ctx, [m], [field]);
});

export const isAddUserComplete = (v: AddUserValues) => Object.keys(addUserMessages(v)).length === 0;

/** Doc 002 §2 "Check permissions": one user of the organization, picked to see their permissions. */
export const checkPermissionsSchema = z.object({ userId: z.string() }).superRefine((v, ctx) => {
  if (v.userId === '') addIssues(ctx, [msg(REQUIRED_KEY)], ['userId']);
});
export type CheckPermissionsValues = z.infer<typeof checkPermissionsSchema>;
