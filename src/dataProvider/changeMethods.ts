import type { ApproveBody, PlanBody, Job, JobResult, Plan, PlanTarget, RejectBody, JobBody } from '../domain/changes';
import type { ChangeListQuery, ChangePage } from './services/changes';
import type { Services } from './types';

export type { ChangeListQuery, ChangePage } from './services/changes';

/** Change jobs (docs/api.md "Change jobs") as typed methods: everything but the jobs list and one job. */
export interface ChangeMethods {
  /** The dry run: the frozen plan with its totals; nothing is written. */
  previewChange(body: PlanBody): Promise<Plan>;
  getChangePlan(planId: number, signal?: AbortSignal): Promise<Plan>;
  getChangePlanTargets(planId: number, query: ChangeListQuery, signal?: AbortSignal): Promise<ChangePage<PlanTarget>>;
  /** The whole plan as CSV text, from the service. */
  getChangePlanCsv(planId: number): Promise<string>;
  /** A job of a plan: waiting for approval or queued. */
  startChangeJob(body: JobBody): Promise<Job>;
  getChangeJobResults(jobId: number, query: ChangeListQuery, signal?: AbortSignal): Promise<ChangePage<JobResult>>;
  approveChangeJob(jobId: number, body: ApproveBody): Promise<Job>;
  rejectChangeJob(jobId: number, body: RejectBody): Promise<Job>;
  pauseChangeJob(jobId: number): Promise<Job>;
  resumeChangeJob(jobId: number): Promise<Job>;
  cancelChangeJob(jobId: number): Promise<Job>;
  /** A new plan of the failed targets alone. */
  retryChangeJob(jobId: number): Promise<Plan>;
  /** The inverse plan, from the recorded before-states. */
  undoChangeJob(jobId: number): Promise<Plan>;
  /** The requests waiting for the signed-in user's decision (the alerts bell), newest first: at most `max`, and how many there are. */
  getChangesWaitingForMe(max: number, signal?: AbortSignal): Promise<ChangePage<Job>>;
}

export function createChangeMethods(services: Services): ChangeMethods {
  const c = services.changes;
  return {
    previewChange: (body) => c.createPlan(body),
    getChangePlan: (planId, signal) => c.getPlan(planId, signal),
    getChangePlanTargets: (planId, query, signal) => c.getPlanTargets(planId, query, signal),
    getChangePlanCsv: (planId) => c.getPlanCsv(planId),
    startChangeJob: (body) => c.startJob(body),
    getChangeJobResults: (jobId, query, signal) => c.getJobResults(jobId, query, signal),
    approveChangeJob: (jobId, body) => c.approve(jobId, body),
    rejectChangeJob: (jobId, body) => c.reject(jobId, body),
    pauseChangeJob: (jobId) => c.pause(jobId),
    resumeChangeJob: (jobId) => c.resume(jobId),
    cancelChangeJob: (jobId) => c.cancel(jobId),
    retryChangeJob: (jobId) => c.retry(jobId),
    undoChangeJob: (jobId) => c.undo(jobId),
    getChangesWaitingForMe: (max, signal) =>
      c.listJobs({ filter: { view: 'waitingForMe' }, range: [0, Math.max(0, max - 1)], sort: ['createdAt', 'DESC'] }, signal),
  };
}
