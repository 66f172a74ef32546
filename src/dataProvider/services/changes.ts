import { z } from 'zod';
import {
  jobResultSchema,
  jobSchema,
  planSchema,
  planTargetSchema,
  waitingCountSchema,
  type ApproveBody,
  type JobBody,
  type PlanBody,
  type RejectBody,
} from '../../domain/changes';
import { buildUrl, seg, type HttpClient, type QueryValue } from '../http';

/** A page of rows and how many there are in all (the `Content-Range: targets 0-49/312` of the answer). */
export interface ChangePage<T> {
  data: T[];
  total: number;
}

/** A list's query in the audit log's dialect (ra-data-simple-rest): filter, range and sort as JSON. */
export interface ChangeListQuery {
  filter?: Record<string, unknown>;
  /** First and last row, both counted from 0. */
  range?: [number, number];
  sort?: [string, 'ASC' | 'DESC'];
}

const totalOf = (headers: Headers | undefined, fallback: number) => {
  const match = /\/(\d+)\s*$/.exec(headers?.get('Content-Range') ?? '');
  return match ? Number(match[1]) : fallback;
};

const listQuery = ({ filter, range, sort }: ChangeListQuery): Record<string, QueryValue> => ({
  filter: filter && Object.keys(filter).length ? JSON.stringify(filter) : undefined,
  range: range ? JSON.stringify(range) : undefined,
  sort: sort ? JSON.stringify(sort) : undefined,
});

/**
 * The change-jobs service (docs/api.md "Change jobs"; its base in /config.json `services.changes`):
 * plans (a dry run, frozen with its targets), jobs, their approval, control, results and undo. One
 * function per endpoint.
 */
export function createChangesService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, `/api/v1.0${path}`);
  const page = async <T>(path: string, schema: z.ZodType<T>, query: ChangeListQuery, signal?: AbortSignal): Promise<ChangePage<T>> => {
    let headers: Headers | undefined;
    const data = await http.request(url(path), {
      query: listQuery(query),
      schema: z.array(schema),
      signal,
      onHeaders: (h) => {
        headers = h;
      },
    });
    return { data, total: totalOf(headers, data.length) };
  };
  const jobCommand = (jobId: number, command: 'pause' | 'resume' | 'cancel') =>
    http.request(url(`/jobs/${seg(jobId)}/${command}`), { method: 'POST', schema: jobSchema });
  return {
    /** POST /plans: the dry run; nothing is written. */
    createPlan: (body: PlanBody) => http.request(url('/plans'), { method: 'POST', body, schema: planSchema }),
    /** GET /plans/{planId}. */
    getPlan: (planId: number, signal?: AbortSignal) => http.request(url(`/plans/${seg(planId)}`), { schema: planSchema, signal }),
    /** GET /plans/{planId}/targets?filter={"class":…}&range=[a,b]: a page of the plan's rows. */
    getPlanTargets: (planId: number, query: ChangeListQuery, signal?: AbortSignal) =>
      page(`/plans/${seg(planId)}/targets`, planTargetSchema, query, signal),
    /** GET /plans/{planId}/targets.csv: the whole plan as CSV text (its cells neutralised by the service). */
    getPlanCsv: (planId: number) => http.request<string>(url(`/plans/${seg(planId)}/targets.csv`), { responseType: 'text' }),
    /** POST /jobs: a job of the plan, `waiting` for approval or `queued`; 409 when the hash is not the plan's. */
    startJob: (body: JobBody) => http.request(url('/jobs'), { method: 'POST', body, schema: jobSchema }),
    /** GET /jobs?filter={"view":…}&range&sort. */
    listJobs: (query: ChangeListQuery, signal?: AbortSignal) => page('/jobs', jobSchema, query, signal),
    /** GET /jobs/{jobId}. */
    getJob: (jobId: number, signal?: AbortSignal) => http.request(url(`/jobs/${seg(jobId)}`), { schema: jobSchema, signal }),
    /** GET /jobs/{jobId}/results?filter={"outcome":…}&range. */
    getJobResults: (jobId: number, query: ChangeListQuery, signal?: AbortSignal) =>
      page(`/jobs/${seg(jobId)}/results`, jobResultSchema, query, signal),
    /** POST /jobs/{jobId}/approve with {hash, comment}. */
    approve: (jobId: number, body: ApproveBody) => http.request(url(`/jobs/${seg(jobId)}/approve`), { method: 'POST', body, schema: jobSchema }),
    /** POST /jobs/{jobId}/reject with {comment}. */
    reject: (jobId: number, body: RejectBody) => http.request(url(`/jobs/${seg(jobId)}/reject`), { method: 'POST', body, schema: jobSchema }),
    pause: (jobId: number) => jobCommand(jobId, 'pause'),
    resume: (jobId: number) => jobCommand(jobId, 'resume'),
    cancel: (jobId: number) => jobCommand(jobId, 'cancel'),
    /** POST /jobs/{jobId}/retry: a new plan of the failed targets alone. */
    retry: (jobId: number) => http.request(url(`/jobs/${seg(jobId)}/retry`), { method: 'POST', schema: planSchema }),
    /** POST /jobs/{jobId}/undo: the inverse plan from the recorded before-states. */
    undo: (jobId: number) => http.request(url(`/jobs/${seg(jobId)}/undo`), { method: 'POST', schema: planSchema }),
    /** GET /waiting/count: how many requests wait for the caller's decision. */
    waitingCount: (signal?: AbortSignal) => http.request(url('/waiting/count'), { schema: waitingCountSchema, signal }),
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;
