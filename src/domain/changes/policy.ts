/**
 * The approval policy of change jobs (docs/decisions.md "Change jobs"): a plan of more than the
 * threshold's organizations (CHANGE_APPROVAL_THRESHOLD, default 10), or one that grants an
 * administrator role, waits for a second administrator.
 */
import type { RoleCode } from '../roles';
import type { ApprovalWhy, ChangeAction } from './schemas';

export const DEFAULT_CHANGE_APPROVAL_THRESHOLD = 10;
/** A waiting request expires after 24 hours. */
export const APPROVAL_EXPIRY_MS = 24 * 3_600_000;
/** Undo is offered for 7 days after a job finishes. */
export const UNDO_WINDOW_MS = 7 * 86_400_000;

/** The roles whose grant always needs a second person. */
export const administratorRoles: readonly RoleCode[] = ['sysadmin', 'accountadmin'];

/**
 * Whether a plan needs approval, and why. `targets` counts the organizations it lists (what the
 * requester may view); a grant of an administrator role needs approval whatever their number.
 */
export function approvalPolicy(
  plan: { action: ChangeAction; roleCode?: RoleCode; targets: number },
  threshold: number = DEFAULT_CHANGE_APPROVAL_THRESHOLD,
): { required: boolean; why: ApprovalWhy | null; threshold: number } {
  if (plan.action === 'grantRole' && plan.roleCode !== undefined && administratorRoles.includes(plan.roleCode))
    return { required: true, why: 'adminRole', threshold };
  if (plan.targets > threshold) return { required: true, why: 'threshold', threshold };
  return { required: false, why: null, threshold };
}

/** CHANGE_APPROVAL_THRESHOLD read from the environment: a whole number ≥ 0, the default otherwise. */
export function approvalThresholdOf(value: string | undefined): number {
  return value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : DEFAULT_CHANGE_APPROVAL_THRESHOLD;
}
