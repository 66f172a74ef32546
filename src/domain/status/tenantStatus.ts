/** Doc 001 §3, §4, §9 and doc 000 §4, §9: tenant status page and data-collection panel mappings. */
import { differenceInSeconds, isValid, parseISO } from 'date-fns';

/** Doc 001 §9: "Data freshness thresholds: 3 days and 6 days." */
export const FRESHNESS_YELLOW_DAYS = 3;
export const FRESHNESS_RED_DAYS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FreshnessColour = 'red' | 'yellow' | 'neutral';

function toDate(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const d = typeof value === 'string' ? parseISO(value) : value;
  return isValid(d) ? d : undefined;
}

/**
 * Doc 001 §4: "Data freshness colour of Data As Of: older than 6 days red, 3 to 6 days yellow,
 * under 3 days neutral." Ages are exact (6 days and a minute is red). No date: neutral.
 */
export function freshnessColour(dataAsOf: string | Date | null | undefined, now: Date): FreshnessColour {
  const d = toDate(dataAsOf);
  if (!d) return 'neutral';
  const age = now.getTime() - d.getTime();
  if (age > FRESHNESS_RED_DAYS * DAY_MS) return 'red';
  if (age >= FRESHNESS_YELLOW_DAYS * DAY_MS) return 'yellow';
  return 'neutral';
}

/** The dashboard's freshness groups: the colours of Tenant Status, and tenants without any data apart. */
export type FreshnessGroup = 'neutral' | 'yellow' | 'red' | 'noData';
export const freshnessGroups: readonly FreshnessGroup[] = ['neutral', 'yellow', 'red', 'noData'];

/** The group of a tenant's Data As Of: freshnessColour's, unless there is no date at all. */
export function freshnessGroup(dataAsOf: string | Date | null | undefined, now: Date): FreshnessGroup {
  return toDate(dataAsOf) ? freshnessColour(dataAsOf, now) : 'noData';
}

/** Catalogue keys of the global reader verification messages (wording ours, doc 000 §4). */
export const GLOBAL_READER_PERMISSION_KEY = 'dataCollection.globalReader.verifyFailed';
export const SOMETHING_WENT_WRONG_KEY = 'dataCollection.globalReader.generic';

/**
 * Doc 001 §4: "code 424 shows a message telling the user to verify that the reporting enterprise
 * application is added to the tenant and that the DeviceManagementRBAC.Read.All permission is
 * allowed, and to contact support. Any other non-200 result shows 'Something went wrong, please try
 * again later…'. A 200 or empty result shows nothing."
 */
export function globalReaderVerifyMessageKey(code: number | null | undefined): string | undefined {
  if (code === null || code === undefined || code === 200) return undefined;
  return code === 424 ? GLOBAL_READER_PERMISSION_KEY : SOMETHING_WENT_WRONG_KEY;
}

/** Doc 000 §4: "Global reader role: granted, not granted, or not verified (null)." */
export function globalReaderState(value: boolean | null | undefined): 'granted' | 'notGranted' | 'notVerified' {
  if (value === true) return 'granted';
  if (value === false) return 'notGranted';
  return 'notVerified';
}

/**
 * Doc 001 §3: job "duration (HH:mm:ss derived from start and last success)". Hours are not capped at
 * 24. Empty when either date is missing or the last success is before the start (still running).
 */
export function jobDuration(startedOn: string | null | undefined, lastSuccess: string | null | undefined): string {
  const start = toDate(startedOn);
  const end = toDate(lastSuccess);
  if (!start || !end) return '';
  const seconds = differenceInSeconds(end, start);
  if (seconds < 0) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Doc 001 §4: "when the number of selected organizations differs from the number of returned tenant rows". */
export const showNotProvisionedWarning = (selectedOrganizations: number, tenantRows: number) => selectedOrganizations !== tenantRows;

/** Doc 001 §2.2, §9: "Choosing more than 100 options shows the info message" (it does not block). */
export const MULTI_SELECT_CAP = 100;
export const isOverMultiSelectCap = (selected: number) => selected > MULTI_SELECT_CAP;

/** Doc 001 §9: "Tenant overview page size 50, offset 0, and the query requests page size + 1 rows. Reload is debounced by 400 ms." */
export const TENANT_OVERVIEW_PAGE_SIZE = 50;
export const TENANT_OVERVIEW_RELOAD_MS = 400;
/** The query's limit and offset for a (1-based) page: one row more than shown, to know whether a next page exists. */
export const tenantOverviewPage = (page: number) => ({ limit: TENANT_OVERVIEW_PAGE_SIZE + 1, offset: (page - 1) * TENANT_OVERVIEW_PAGE_SIZE });

/** The collector's job statuses (MostRecentJobStatus of the job datasource). */
export const JobStatus = { Succeeded: 'Succeeded', Running: 'Running', Queued: 'Queued', Failed: 'Failed', Stopped: 'Stopped' } as const;
export type JobStatusValue = (typeof JobStatus)[keyof typeof JobStatus];
/** Statuses "Stop job" applies to (doc 001 §7): a job still queued or running. */
export const STOPPABLE_JOB_STATUSES: readonly string[] = [JobStatus.Running, JobStatus.Queued];
export const isStoppableJob = (status: string | null | undefined) => !!status && STOPPABLE_JOB_STATUSES.includes(status);

/** How a job status reads at a glance: failure is an error, a running or queued job is in progress. */
export type JobStatusTone = 'error' | 'warning' | 'info' | 'success' | 'default';
export function jobStatusTone(status: string | null | undefined): JobStatusTone {
  switch (status) {
    case JobStatus.Failed:
      return 'error';
    case JobStatus.Stopped:
      return 'warning';
    case JobStatus.Running:
    case JobStatus.Queued:
      return 'info';
    case JobStatus.Succeeded:
      return 'success';
    default:
      return 'default';
  }
}

/**
 * The tone of a tenant's JobStatusAggregation ("4 Succeeded, 1 Failed"): the worst status it counts.
 * Empty (no jobs): 'default'.
 */
/** "4 Succeeded, 1 Running" as its parts: how many jobs (as sent) in which status. */
export function aggregationParts(aggregation: string | null | undefined): { count: string; status: string }[] {
  return (aggregation ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const m = /^(\d+)\s+(.*)$/.exec(p);
      return m ? { count: m[1], status: m[2] } : { count: '', status: p };
    });
}

export function aggregationTone(aggregation: string | null | undefined): JobStatusTone {
  const statuses = aggregationParts(aggregation).map((p) => p.status);
  const order: JobStatusTone[] = ['error', 'warning', 'info', 'success'];
  const tones = statuses.map(jobStatusTone);
  return order.find((t) => tones.includes(t)) ?? 'default';
}

/**
 * The job statuses a tenant's JobStatusAggregation names, each once, in the order of JobStatus; an
 * aggregation naming none (no jobs) gives []. A status outside JobStatus is kept as sent, last.
 */
export function tenantJobStatuses(aggregation: string | null | undefined): string[] {
  const named = new Set(aggregationParts(aggregation).map((p) => p.status));
  const known = Object.values(JobStatus).filter((s) => named.has(s));
  return [...known, ...[...named].filter((s) => !(known as string[]).includes(s))];
}

/** Doc 001 §4 and §5: "Submit is enabled only when a value differs from the initial one." */
export function contactChanged<T extends Record<string, unknown>>(initial: T, current: T, fields: readonly (keyof T)[]): boolean {
  return fields.some((f) => (initial[f] ?? '') !== (current[f] ?? ''));
}

/** The tenant table's column filters (doc 001 §2.2 "sortable and filterable", Data As Of and Next Scan with date filters). */
export interface TenantColumnFilters {
  /** Text the tenant domain / job status contains (any case). */
  domain?: string;
  status?: string;
  /** Calendar days yyyy-MM-dd, inclusive, in the viewer's time zone. */
  asOfFrom?: string;
  asOfTo?: string;
  scanFrom?: string;
  scanTo?: string;
}

const localDay = (value: string | null | undefined) => {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : undefined;
};
const inDays = (value: string | null | undefined, from?: string, to?: string) => {
  if (!from && !to) return true;
  const day = localDay(value);
  return !!day && (!from || day >= from) && (!to || day <= to);
};
const contains = (value: string | null | undefined, part?: string) => !part || (value ?? '').toLowerCase().includes(part.trim().toLowerCase());

/**
 * Whether a tenant row passes the column filters. They narrow the rows of the page shown (the
 * datasource filters by organizations only); a date filter drops rows without that date.
 */
export function matchesTenantColumnFilters(
  row: { TenantDomain: string | null; JobStatusAggregation: string | null; DataAsOf: string | null; NextScan: string | null },
  f: TenantColumnFilters,
): boolean {
  return (
    contains(row.TenantDomain, f.domain) &&
    contains(row.JobStatusAggregation, f.status) &&
    inDays(row.DataAsOf, f.asOfFrom, f.asOfTo) &&
    inDays(row.NextScan, f.scanFrom, f.scanTo)
  );
}
