import type { RegionKey } from '../../domain/config';
import { TENANT_OVERVIEW_DATASOURCE, tenantOverviewFields } from '../../domain/schemas/dataQuery';
import { tenantRowSchema, type TenantRow } from '../../domain/schemas/tenantStatus';
import type { ResourceHandlers } from '../resourceHandlers';

/** A tenant row as react-admin holds it: its id is the organization's. */
export type TenantStatusRecord = TenantRow & { id: number };

const sortable = new Set<string>(tenantOverviewFields);

/**
 * `tenantStatus` (doc 001 §2.2, §7): the tenant overview datasource of the universal data query on the
 * region's data-query host. Filter: `region` (a /config.json region key) and either `orgs` or
 * `orggrps` (ids). The page asks one row more than it shows (limit = perPage + 1) to know whether a
 * next page exists: the answer carries react-admin's `pageInfo` instead of a total.
 */
export const tenantStatus: ResourceHandlers = {
  getList: async ({ filter = {}, pagination, sort, signal }, { services, config }) => {
    const perPage = pagination?.perPage ?? 50;
    const offset = ((pagination?.page ?? 1) - 1) * perPage;
    const host = config.regions[filter.region as RegionKey]?.dataQuery ?? '';
    const params = filter.orggrps?.length ? { orggrps: filter.orggrps as number[] } : { orgs: (filter.orgs ?? []) as number[] };
    const orderBy = sort?.field && sortable.has(sort.field) ? { field: sort.field, direction: sort.order === 'DESC' ? 'desc' : 'asc' } : undefined;
    const body = { datasource: TENANT_OVERVIEW_DATASOURCE, params, limit: perPage + 1, offset, ...(orderBy ? { orderBy } : {}) };
    const { rows } = await services.dataQuery.query(host, body, signal);
    const data: TenantStatusRecord[] = rows.slice(0, perPage).map((r) => {
      const row = tenantRowSchema.parse(r);
      return { ...row, id: row.OrgId };
    });
    const answer = { data, pageInfo: { hasNextPage: rows.length > perPage, hasPreviousPage: offset > 0 } };
    return answer;
  },
  errorKeys: { getList: 'tenantOverview.error.FailedToLoad' },
};
