import {
  DATA_QUERY_MAX_IDS,
  DATA_QUERY_MAX_LIMIT,
  orderDataQueryRows,
  type DataQueryAnswer,
  type DataQueryOrder,
} from '../../domain/schemas/dataQuery';

type Row = DataQueryAnswer['rows'][number];

export interface TenantPageRequest {
  /** The parameter the ids go in (doc 001 §7: "orgs or orggrps"). */
  key: 'orgs' | 'orggrps';
  ids: number[];
  offset: number;
  limit: number;
  orderBy?: DataQueryOrder;
}

/** One call of the data query: the ids of one part, a page of it. */
export type TenantQuery = (params: Record<string, number[]>, offset: number, limit: number) => Promise<Row[]>;

/**
 * Rows offset..offset+limit of the tenant overview over every id of the selection. A selection the
 * query can name at once is one call. A larger one (choosing groups selects all their members, doc
 * 001 §2.2, and the cap "does not block with an error", §5) is asked in parts of at most
 * DATA_QUERY_MAX_IDS ids: each part's first offset+limit rows in the page's order (in pages of at most
 * DATA_QUERY_MAX_LIMIT rows), merged in that order, an organization named twice (by two groups) kept
 * once. Every row of the page is among its part's first offset+limit rows, so the merge is exact.
 */
export async function tenantPage(request: TenantPageRequest, query: TenantQuery): Promise<Row[]> {
  const { key, ids, offset, limit, orderBy } = request;
  if (ids.length <= DATA_QUERY_MAX_IDS) return query({ [key]: ids }, offset, limit);
  const parts: number[][] = [];
  for (let i = 0; i < ids.length; i += DATA_QUERY_MAX_IDS) parts.push(ids.slice(i, i + DATA_QUERY_MAX_IDS));
  const wanted = offset + limit;
  const answers = await Promise.all(parts.map((part) => firstRows(query, { [key]: part }, wanted)));
  const seen = new Set<unknown>();
  const merged = answers.flat().filter((row) => {
    if (seen.has(row.OrgId)) return false;
    seen.add(row.OrgId);
    return true;
  });
  return orderDataQueryRows(merged, orderBy).slice(offset, wanted);
}

/** The first `wanted` rows of one part, asked a page of at most DATA_QUERY_MAX_LIMIT rows at a time. */
async function firstRows(query: TenantQuery, params: Record<string, number[]>, wanted: number): Promise<Row[]> {
  const rows: Row[] = [];
  while (rows.length < wanted) {
    const limit = Math.min(DATA_QUERY_MAX_LIMIT, wanted - rows.length);
    const page = await query(params, rows.length, limit);
    rows.push(...page);
    if (page.length < limit) break;
  }
  return rows;
}
