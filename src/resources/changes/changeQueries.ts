import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Job, JobOutcome, PlanClass } from '../../domain/changes';

/** Rows a plan's or a job's table shows at a time. */
export const CHANGE_PAGE_SIZE = 25;
/** A running job is read again this often (docs/api.md "Change jobs": progress at least every 2 s). */
export const JOB_POLL_MS = 2000;

/**
 * The query keys of change jobs beside the hooks that fill them. The jobs themselves are react-admin's
 * reads of resource `changes` (['changes', 'getOne' | 'getList', …]): `all` covers those too, so a
 * decision or a command refreshes the job, its lists and the bell at once.
 */
export const changeKeys = {
  all: ['changes'] as const,
  plan: (planId: number) => ['changes', 'plan', planId] as const,
  planTargets: (planId: number, cls: PlanClass | undefined, page: number) => ['changes', 'plan', planId, 'targets', cls ?? 'all', page] as const,
  jobResults: (jobId: number, outcome: JobOutcome | undefined, page: number, progress: string) =>
    ['changes', 'job', jobId, 'results', outcome ?? 'all', page, progress] as const,
  waitingForMe: ['changes', 'waitingForMe'] as const,
};

const rangeOf = (page: number): [number, number] => [(page - 1) * CHANGE_PAGE_SIZE, page * CHANGE_PAGE_SIZE - 1];

/** A page of a plan's rows, of one class or all. */
export function usePlanTargets(planId: number, cls: PlanClass | undefined, page: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: changeKeys.planTargets(planId, cls, page),
    queryFn: ({ signal }) => dataProvider.getChangePlanTargets(planId, { filter: cls ? { class: cls } : undefined, range: rangeOf(page) }, signal),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'changes.error.loadPlan' },
    // A plan is frozen: its rows never change.
    staleTime: Infinity,
  });
}

/**
 * The job's progress as its results depend on it: its state and how many targets are still pending.
 * The results are read again whenever the job's own read (polled while it runs) shows a new progress,
 * so the last read of the results is never older than the job's end, which a separate timer could not promise.
 */
export const jobProgress = (job: Job) => `${job.state}:${job.counts.pending}`;

/** A page of a job's per-target results, as of the job's progress (`jobProgress`). */
export function useJobResults(job: Job, outcome: JobOutcome | undefined, page: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: changeKeys.jobResults(job.id, outcome, page, jobProgress(job)),
    queryFn: ({ signal }) => dataProvider.getChangeJobResults(job.id, { filter: outcome ? { outcome } : undefined, range: rangeOf(page) }, signal),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'changes.error.loadResults' },
  });
}

/** The newest requests waiting for the signed-in user's decision, and how many there are (the alerts bell). */
export function useChangesWaitingForMe(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: changeKeys.waitingForMe,
    queryFn: ({ signal }) => dataProvider.getChangesWaitingForMe(5, signal),
    enabled,
    // The app bar's count belongs to no page: its failure stays when the page changes.
    meta: { errorKey: 'changes.error.loadWaiting', sessionWide: true },
    staleTime: 60_000,
  });
}
