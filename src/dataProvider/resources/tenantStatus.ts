import type { RegionKey } from '../../domain/config';
import { TENANT_OVERVIEW_DATASOURCE, tenantOverviewFields, type DataQueryOrder } from '../../domain/schemas/dataQuery';
import { tenantRowSchema, type TenantRow } from '../../domain/schemas/tenantStatus';
import type { ResourceHandlers } from '../resourceHandlers';
import { tenantPage, type TenantQuery } from './tenantQueryBatches';

/** A tenant row as react-admin holds it: its id is the organization's. */
export type TenantStatusRecord = TenantRow & { id: number };

const sortable = new Set<string>(tenantOverviewFields);

/**
 * `tenantStatus` (doc 001 §2.2, §7): the tenant overview datasource of the universal data query on the
 * region's data-query host. Filter: `region` (a /config.json region key) and either `orgs` or
 * `orggrps` (ids). The page asks one row more than it shows (limit = perPage + 1) to know whether a
 * next page exists: the answer carries react-admin's `pageInfo` instead of a total. A selection larger
 * than one query may name is asked in parts (tenantQueryBatches).
 */
export const tenantStatus: ResourceHandlers = {
  getList: async ({ filter = {}, pagination, sort, signal }, { services, config }) => {
    const perPage = pagination?.perPage ?? 50;
    const offset = ((pagination?.page ?? 1) - 1) * perPage;
    const host = config.regions[filter.region as RegionKey]?.dataQuery ?? '';
    const byGroups = !!filter.orggrps?.length;
    const ids = (byGroups ? filter.orggrps : (filter.orgs ?? [])) as number[];
    const orderBy: DataQueryOrder | undefined =
      sort?.field && sortable.has(sort.field) ? { field: sort.field, direction: sort.order === 'DESC' ? 'desc' : 'asc' } : undefined;
    // Doc 001 §7: the body names the seven fields the page shows.
    const ask: TenantQuery = async (params, from, limit) => {
      const body = {
        datasource: TENANT_OVERVIEW_DATASOURCE,
        fields: [...tenantOverviewFields],
        params,
        limit,
        offset: from,
        ...(orderBy ? { orderBy } : {}),
      };
      return (await services.dataQuery.query(host, body, signal)).rows;
    };
    const rows = await tenantPage({ key: byGroups ? 'orggrps' : 'orgs', ids, offset, limit: perPage + 1, orderBy }, ask);
    const data: TenantStatusRecord[] = rows.slice(0, perPage).map((r) => {
      const row = tenantRowSchema.parse(r);
      return { ...row, id: row.OrgId };
    });
    const answer = { data, pageInfo: { hasNextPage: rows.length > perPage, hasPreviousPage: offset > 0 } };
    return answer;
  },
  errorKeys: { getList: 'tenantOverview.error.FailedToLoad' },
};
