/** Doc 001 §5: "Group name: Save is disabled when the name is empty. A group that has child groups cannot be deleted." */
import { z } from 'zod';
import { REQUIRED_KEY } from './messages';

export const groupNameSchema = z.string().refine((v) => v.trim() !== '', REQUIRED_KEY);

export function isGroupNameValid(name: string | null | undefined): boolean {
  return (name ?? '').trim() !== '';
}

/** A group may be deleted only when no other group names it as parent. */
export function canDeleteGroup(groupId: number, groups: readonly { id: number; parentId: number | null }[]): boolean {
  return !groups.some((g) => g.parentId === groupId);
}
