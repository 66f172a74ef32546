/**
 * The universal data query (doc 001 §7: tenant list and job list): one POST per regional base naming
 * a datasource, the fields wanted, filter parameters and a page (limit, offset). Our request shape;
 * docs/api.md "Universal data query, per region".
 */
import { z } from 'zod';
import { organizationIdSchema } from './ids';

export const JOB_DATASOURCE = 'cojac_latest_job_results_v2';
export const TENANT_OVERVIEW_DATASOURCE = 'tenant_collection_health_overview_view';

/** Doc 000 §2, doc 001 §3: the job table's columns, on screen and in its CSV. */
export const jobColumns = [
  'JobName',
  'QueuedOn',
  'StartedOn',
  'MostRecentTimeCompletedSuccessfully',
  'CompletedSuccessfullyDateAsOf',
  'MostRecentJobStatus',
] as const;

/** Doc 001 §3: the fields the job panel reads: its columns, the job id, the organization and the tenant domain. */
export const jobFields = ['JobId', 'OrgId', 'TenantDomain', ...jobColumns] as const;
/** Doc 001 §7: "Fields: TenantDomain, OrgId, UserCount, MailboxCount, NextScan, DataAsOf, JobStatusAggregation." */
export const tenantOverviewFields = ['TenantDomain', 'OrgId', 'UserCount', 'MailboxCount', 'NextScan', 'DataAsOf', 'JobStatusAggregation'] as const;

/** The largest page: the console's 50 + 1 (doc 001 §9) with room to spare. */
export const DATA_QUERY_MAX_LIMIT = 1001;
/** The most organizations or groups one query names. */
export const DATA_QUERY_MAX_IDS = 1000;
/** zod checks the count before it reads an id; server/http/validate.ts does the same before its view check. */
const ids = z.array(organizationIdSchema).min(1).max(DATA_QUERY_MAX_IDS);

function querySchema<D extends string, F extends readonly [string, ...string[]], P extends z.ZodType>(datasource: D, fields: F, params: P) {
  return z
    .object({
      datasource: z.literal(datasource),
      /** The fields wanted; all of the datasource's when omitted. */
      fields: z.array(z.enum(fields)).min(1).max(fields.length).optional(),
      params,
      limit: z.number().int().min(1).max(DATA_QUERY_MAX_LIMIT).default(51),
      offset: z.number().int().min(0).max(1_000_000).default(0),
      orderBy: z
        .object({ field: z.enum(fields), direction: z.enum(['asc', 'desc']).default('asc') })
        .strict()
        .optional(),
    })
    .strict();
}

/** Doc 001 §7: "Job list: the datasource cojac_latest_job_results_v2 with the parameter orgs." */
export const jobQuerySchema = querySchema(JOB_DATASOURCE, jobFields, z.object({ orgs: ids }).strict());
/** Doc 001 §7: "The filter parameter is orgs or orggrps." Exactly one of them. */
export const tenantOverviewQuerySchema = querySchema(
  TENANT_OVERVIEW_DATASOURCE,
  tenantOverviewFields,
  z.union([z.object({ orgs: ids }).strict(), z.object({ orggrps: ids }).strict()]),
);
export const dataQueryBodySchema = z.discriminatedUnion('datasource', [jobQuerySchema, tenantOverviewQuerySchema]);
export type DataQueryBody = z.input<typeof dataQueryBodySchema>;

/** The answer: the rows of the page (objects keyed by field name), as asked. */
export const dataQueryAnswerSchema = z.object({
  datasource: z.string(),
  offset: z.number().int(),
  limit: z.number().int(),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type DataQueryAnswer = z.infer<typeof dataQueryAnswerSchema>;
export type DataQueryCell = DataQueryAnswer['rows'][number][string];
export type DataQueryOrder = { field: string; direction?: 'asc' | 'desc' };

/**
 * The order of the query's rows by one field: empty cells last, numbers by value, text as the
 * browser compares it. One rule for the sandbox, which sorts its answer, and for the console, which
 * merges the answers of a selection asked in several parts (more organizations than one query names).
 */
export function compareDataQueryCells(a: DataQueryCell, b: DataQueryCell): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** Sorts `rows` in place by `orderBy` (stable: rows that compare equal keep their order); none leaves them. */
export function orderDataQueryRows<R extends Record<string, DataQueryCell>>(rows: R[], orderBy: DataQueryOrder | undefined): R[] {
  if (!orderBy) return rows;
  const sign = orderBy.direction === 'desc' ? -1 : 1;
  return rows.sort((a, b) => compareDataQueryCells(a[orderBy.field], b[orderBy.field]) * sign);
}
