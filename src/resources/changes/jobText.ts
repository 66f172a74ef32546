import type { Translate } from '../../i18n/i18nProvider';
import { finishedJobStates, type ChangeAction, type Job, type JobCounts, type JobOutcome, type Plan, type PlanClass } from '../../domain/changes';

type LabelParts = Plan['labelParts'];

/** "312 organizations under Contoso Distribution", or "3 organizations" where the targets have no one scope. */
export const scopeLabel = (translate: Translate, { count, scope }: LabelParts) =>
  scope === null ? translate('changes.scope.count', { smart_count: count }) : translate('changes.scope.under', { smart_count: count, scope });

/** What the confirm button of a plan says it does: "Apply to 312 organizations under …", or "Request approval". */
export const confirmLabel = (translate: Translate, plan: Pick<Plan, 'approval' | 'labelParts'>) =>
  plan.approval.required
    ? translate('changes.confirm.requestApproval')
    : translate('changes.confirm.apply', { label: scopeLabel(translate, plan.labelParts) });

export const actionLabel = (translate: Translate, action: ChangeAction) => translate(`changes.actions.${action}`);

/** The classes of a plan, in the order the preview lists them. */
export const classOrder: readonly PlanClass[] = ['willChange', 'alreadySo', 'skipped', 'blocked'];
export const classLabel = (translate: Translate, c: PlanClass, count: number) => translate(`changes.class.${c}`, { smart_count: count });

/** The outcomes the end line names, in its order; pending ones are progress, not an end. */
const endOrder: readonly Exclude<JobOutcome, 'pending'>[] = ['changed', 'alreadySo', 'conflict', 'failed', 'skipped', 'blocked', 'cancelled'];
export const outcomeLabel = (translate: Translate, o: JobOutcome, count: number) => translate(`changes.outcome.${o}`, { smart_count: count });

/** "298 changed · 9 already so · 3 conflicts · 2 failed": every outcome that happened, in one order. */
export function countsLine(translate: Translate, counts: JobCounts): string {
  return endOrder
    .filter((o) => counts[o] > 0)
    .map((o) => outcomeLabel(translate, o, counts[o]))
    .join(' · ');
}

/** Anything that did not go as planned: a failure or a conflict. */
export const hasProblems = (counts: JobCounts) => counts.failed > 0 || counts.conflict > 0;

/**
 * The job's line as its state stands: "Completed with problems: 298 changed · 9 already so · 3 conflicts · 2 failed",
 * "Running: 120 of 312 done", "Waiting for approval".
 */
export function jobLine(translate: Translate, job: Pick<Job, 'state' | 'counts' | 'total'>): string {
  const state = translate(`changes.state.${job.state}`);
  const counts = countsLine(translate, job.counts);
  if (job.state === 'running' || job.state === 'queued' || job.state === 'paused') {
    const done = job.total - job.counts.pending;
    return `${state}: ${translate('changes.progress.done', { done, total: job.total })}${counts ? ` · ${counts}` : ''}`;
  }
  return counts && finishedJobStates.includes(job.state) ? `${state}: ${counts}` : state;
}

/** The colour of a job's state: never green when anything failed or conflicted. */
export function jobSeverity(job: Pick<Job, 'state' | 'counts'>): 'success' | 'error' | 'warning' | 'info' {
  if (hasProblems(job.counts) || job.state === 'completedWithProblems') return job.counts.failed > 0 ? 'error' : 'warning';
  if (job.state === 'completed') return 'success';
  if (job.state === 'rejected' || job.state === 'expired' || job.state === 'cancelled') return 'warning';
  return 'info';
}

export const isActive = (job: Pick<Job, 'state'>) => job.state === 'queued' || job.state === 'running';
