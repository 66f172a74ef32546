/**
 * The universal data query (doc 001 §7: tenant list and job list): one POST per regional base naming
 * a datasource, the fields wanted, filter parameters and a page (limit, offset). Our request shape;
 * docs/api.md "Universal data query, per region".
 */
import { z } from 'zod';
import { organizationIdSchema } from './ids';

export const JOB_DATASOURCE = 'cojac_latest_job_results_v2';
export const TENANT_OVERVIEW_DATASOURCE = 'tenant_collection_health_overview_view';

/** Doc 001 §3: the job panel's columns (plus the job id, the organization and the tenant domain). */
export const jobFields = [
  'JobId',
  'OrgId',
  'TenantDomain',
  'JobName',
  'QueuedOn',
  'StartedOn',
  'MostRecentTimeCompletedSuccessfully',
  'CompletedSuccessfullyDateAsOf',
  'MostRecentJobStatus',
] as const;
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
