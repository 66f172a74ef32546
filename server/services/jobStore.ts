import { JobStatus, STOPPABLE_JOB_STATUSES } from '../../src/domain';
import type { Db } from '../db/database';

/** The collector's job statuses and those a stop applies to: written once in src/domain (status/tenantStatus.ts). */
export { JobStatus };
export const stoppable = STOPPABLE_JOB_STATUSES;

interface JobRow {
  id: string;
  organization_id: number;
  job_name: string;
  queued_ago_s: number | null;
  started_ago_s: number | null;
  success_ago_s: number | null;
  as_of_ago_s: number | null;
  status: string;
}

export interface JobRecord {
  JobId: string;
  OrgId: number;
  TenantDomain: string | null;
  JobName: string;
  QueuedOn: string | null;
  StartedOn: string | null;
  MostRecentTimeCompletedSuccessfully: string | null;
  CompletedSuccessfullyDateAsOf: string | null;
  MostRecentJobStatus: string;
}

const at = (now: number, ago: number | null) => (ago === null ? null : new Date(now - ago * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/** Jobs of the collector (table collection_jobs); times are kept as seconds before "now". */
export function jobStore(db: Db) {
  const ofOrgs = (ids: number[]) =>
    db.prepare(`SELECT j.*, (SELECT d.domain_name FROM directory_tenants t JOIN verified_domains d ON d.tenant_id = t.id
      WHERE t.organization_id = j.organization_id AND d.is_default = 1 LIMIT 1) AS domain
      FROM collection_jobs j WHERE j.organization_id IN (${ids.map(() => '?').join(',')}) ORDER BY j.organization_id, j.job_name, j.id`);
  const byId = db.prepare('SELECT * FROM collection_jobs WHERE id = ?');
  const setStatus = db.prepare('UPDATE collection_jobs SET status = ? WHERE id = ?');

  const record = (j: JobRow & { domain?: string | null }, now: number): JobRecord => ({
    JobId: j.id,
    OrgId: j.organization_id,
    TenantDomain: j.domain ?? null,
    JobName: j.job_name,
    QueuedOn: at(now, j.queued_ago_s),
    StartedOn: at(now, j.started_ago_s),
    MostRecentTimeCompletedSuccessfully: at(now, j.success_ago_s),
    CompletedSuccessfullyDateAsOf: at(now, j.as_of_ago_s),
    MostRecentJobStatus: j.status,
  });

  return {
    forOrganizations(ids: number[], now = Date.now()): JobRecord[] {
      if (ids.length === 0) return [];
      return (ofOrgs(ids).all(...ids) as (JobRow & { domain: string | null })[]).map((j) => record(j, now));
    },
    byId: (id: string) => byId.get(id) as JobRow | undefined,
    stop: (id: string) => setStatus.run(JobStatus.Stopped, id),
  };
}
