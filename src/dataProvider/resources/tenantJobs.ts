import type { RegionKey } from '../../domain/config';
import { JOB_DATASOURCE } from '../../domain/schemas/dataQuery';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/**
 * `tenantJobs` (doc 000 §2 "Tenant job status panel"): an organization's jobs, the job datasource of
 * the universal data query of its region (POST {dataQuery}/api/v1.0/query, one page of 1000).
 * Referenced by `organizationId`, with the region in the filter; a record's id is its JobId.
 */
export const tenantJobs: ResourceHandlers = {
  ...arrayResource(async ({ services, config }, filter, signal) => {
    const host = config.regions[filter.region as RegionKey]?.dataQuery ?? '';
    const body = { datasource: JOB_DATASOURCE, params: { orgs: [Number(filter.organizationId)] }, limit: 1000, offset: 0 };
    const { rows } = await services.dataQuery.query(host, body, signal);
    // Each row carries its region, so the filter that chose the host also matches the rows.
    return rows.map((row) => ({ ...row, id: String(row.JobId), region: filter.region }));
  }),
  errorKeys: { getManyReference: 'dataCollection.jobs.error.failedToLoad' },
};
