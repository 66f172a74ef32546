/**
 * Doc 001 §5: "Group name: Save is disabled when the name is empty. A group that has child groups
 * cannot be deleted." The maximum length is ours (the spec is silent): 100 characters
 * (docs/decisions.md "Organization groups").
 */
import { z } from 'zod';
import { addIssues, msg, REQUIRED_KEY, type ValidationMessage } from './messages';
import { textRuleMessages } from './text';

export const GROUP_NAME_MAX_LENGTH = 100;

/**
 * Every failing rule of a group name, empty first; an empty list means valid. Beside the length, no
 * character that hides or reorders the name (validation/text.ts).
 */
export function groupNameMessages(name: string | null | undefined): ValidationMessage[] {
  const value = (name ?? '').trim();
  if (value === '') return [msg(REQUIRED_KEY)];
  if (value.length > GROUP_NAME_MAX_LENGTH) return [msg('groups.validation.tooLong', { number: GROUP_NAME_MAX_LENGTH })];
  return textRuleMessages(value);
}

/** The name as sent and stored: NFC, trimmed, not empty, at most GROUP_NAME_MAX_LENGTH characters. */
export const groupNameSchema = z
  .string()
  .normalize('NFC')
  .superRefine((v, ctx) => addIssues(ctx, groupNameMessages(v)))
  .transform((v) => v.trim());

/** Save is enabled only for a valid name (doc 001 §2.1 "Save is disabled while the name is empty"). */
export function isGroupNameValid(name: string | null | undefined): boolean {
  return groupNameMessages(name).length === 0;
}

/** A group may be deleted only when no other group names it as parent. */
export function canDeleteGroup(groupId: number, groups: readonly { id: number; parentId: number | null }[]): boolean {
  return !groups.some((g) => g.parentId === groupId);
}

/** The text the console and the sandbox give when a group with child groups is removed (our wording; doc 001 §5 gives the rule only). */
export const GROUP_HAS_CHILDREN_KEY = 'groups.error.hasChildren';

/** Doc 001 §2.1 "Add organizations": Select adds the ticked organizations, at least one. */
export const addOrganizationsSchema = z.object({ organizations: z.array(z.number()) }).superRefine((v, ctx) => {
  if (v.organizations.length === 0) addIssues(ctx, [msg(REQUIRED_KEY)], ['organizations']);
});
export type AddOrganizationsValues = z.infer<typeof addOrganizationsSchema>;
