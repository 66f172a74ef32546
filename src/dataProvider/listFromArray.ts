import type { GetListParams, GetListResult, RaRecord, SortPayload } from 'react-admin';

/**
 * For endpoints that answer a whole array: react-admin's getList (sort, filter, page) done in the
 * browser. Filter `q` searches every top-level text and number; any other filter key must equal the
 * record's value (an array filter value means "one of").
 */
export function listFromArray<T extends RaRecord>(
  items: readonly T[],
  params: Pick<GetListParams, 'sort' | 'filter' | 'pagination'>,
): GetListResult<T> {
  const filtered = filterRecords(items, params.filter ?? {});
  const sorted = sortRecords(filtered, params.sort);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  const start = Math.max(0, (page - 1) * perPage);
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
}

export function filterRecords<T extends RaRecord>(items: readonly T[], filter: Record<string, unknown>): T[] {
  const entries = Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== null);
  if (!entries.length) return [...items];
  return items.filter((item) =>
    entries.every(([key, wanted]) => {
      if (key === 'q') return matchesText(item, String(wanted));
      const value = (item as Record<string, unknown>)[key];
      if (Array.isArray(wanted)) return wanted.some((w) => String(w) === String(value));
      return String(value) === String(wanted);
    }),
  );
}

function matchesText(item: RaRecord, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return Object.values(item).some((v) => (typeof v === 'string' || typeof v === 'number') && String(v).toLowerCase().includes(needle));
}

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** Stable sort by one field; missing values go last whatever the order. */
export function sortRecords<T extends RaRecord>(items: readonly T[], sort?: SortPayload): T[] {
  if (!sort?.field) return [...items];
  const dir = sort.order === 'DESC' ? -1 : 1;
  const field = sort.field;
  return items
    .map((item, index) => ({ item, index }))
    .sort((x, y) => {
      const a = (x.item as Record<string, unknown>)[field];
      const b = (y.item as Record<string, unknown>)[field];
      const missing = (a === undefined || a === null ? 1 : 0) - (b === undefined || b === null ? 1 : 0);
      if (missing) return missing;
      return compareValues(a, b) * dir || x.index - y.index;
    })
    .map(({ item }) => item);
}
