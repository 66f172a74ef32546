import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import { allOrganizationTypes, type OrganizationType } from '../../domain/organizationTypes';
import { freshnessGroup, freshnessGroups, JobStatus, tenantJobStatuses } from '../../domain/status/tenantStatus';

/** One bar of a chart and one row of its table: what it counts, how many, and which organizations. */
export interface Bar {
  key: string;
  count: number;
  orgIds: number[];
}

export interface DashboardFigures {
  freshness: Bar[];
  jobStatus: Bar[];
  totals: { tenants: number; users: number; mailboxes: number };
}

/** Bars in a fixed order, each with the organizations that fell in it. */
function bars(keys: readonly string[], groupOf: (row: TenantStatusRecord) => readonly string[], rows: readonly TenantStatusRecord[]): Bar[] {
  const byKey = new Map(keys.map((k) => [k, [] as number[]]));
  for (const row of rows) for (const k of groupOf(row)) byKey.get(k)?.push(row.OrgId);
  return keys.map((key) => {
    const orgIds = byKey.get(key) ?? [];
    return { key, count: orgIds.length, orgIds };
  });
}

/** A tenant without any job: its own bar, so that every tenant is counted somewhere. */
export const NO_JOBS = 'noJobs';

/**
 * The region's tenant rows as the dashboard draws them: tenants per freshness group (the colours of
 * Tenant Status, src/domain freshnessGroup), tenants per job status (a tenant counts under every status
 * its jobs are in, so "Failed" lists every tenant with a failed job), and the region's totals.
 */
export function dashboardFigures(rows: readonly TenantStatusRecord[], now: Date): DashboardFigures {
  // Statuses in JobStatus order (tenantJobStatuses'), then any other, whatever row named them first.
  const statuses = new Set<string>(Object.values(JobStatus));
  const statusesOf = new Map<number, string[]>();
  for (const row of rows) {
    const s = tenantJobStatuses(row.JobStatusAggregation);
    statusesOf.set(row.OrgId, s.length > 0 ? s : [NO_JOBS]);
    for (const one of s) statuses.add(one);
  }
  let users = 0;
  let mailboxes = 0;
  for (const row of rows) {
    users += row.UserCount ?? 0;
    mailboxes += row.MailboxCount ?? 0;
  }
  return {
    freshness: bars(freshnessGroups, (row) => [freshnessGroup(row.DataAsOf, now)], rows),
    jobStatus: bars([...statuses, NO_JOBS], (row) => statusesOf.get(row.OrgId) ?? [], rows),
    totals: { tenants: rows.length, users, mailboxes },
  };
}

/** Organizations per organization type, in type order (all regions: the tree's organizations, not the tenants). */
export function organizationsByType(types: readonly OrganizationType[]): Bar[] {
  const counts = new Map<OrganizationType, number>(allOrganizationTypes.map((t) => [t, 0]));
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return allOrganizationTypes.map((t) => ({ key: String(t), count: counts.get(t) ?? 0, orgIds: [] }));
}
