import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The tenant status view as it lives in the address (issue 16, 4): a shared address reopens the same
 * selection, sort, column filters, page and selected tenant. Keys: orgs, grps (comma-separated ids),
 * allGroups=1, page, sort, order (ASC|DESC), selected (an organization id), and the column filters
 * domain, status, asOfFrom, asOfTo, scanFrom, scanTo (yyyy-MM-dd).
 */
export interface OverviewState {
  orgs: number[];
  groups: number[];
  allGroups: boolean;
  page: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  selected: number | undefined;
  columns: ColumnFilters;
}
export interface ColumnFilters {
  domain: string;
  status: string;
  asOfFrom: string;
  asOfTo: string;
  scanFrom: string;
  scanTo: string;
}
export const columnFilterKeys = ['domain', 'status', 'asOfFrom', 'asOfTo', 'scanFrom', 'scanTo'] as const;

const ids = (v: string | null) => (v ? v.split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : []);
const positive = (v: string | null) => (v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined);

export function useOverviewState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo<OverviewState>(() => ({
    orgs: ids(params.get('orgs')),
    groups: ids(params.get('grps')),
    allGroups: params.get('allGroups') === '1',
    page: positive(params.get('page')) ?? 1,
    sort: { field: params.get('sort') ?? 'TenantDomain', order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' },
    selected: positive(params.get('selected')),
    columns: Object.fromEntries(columnFilterKeys.map((k) => [k, params.get(k) ?? ''])) as unknown as ColumnFilters,
  }), [params]);

  /** Writes some keys (empty values removed), replacing the history entry. */
  const patch = useCallback((values: Record<string, string | number | number[] | undefined>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(values)) {
        const text = Array.isArray(v) ? v.join(',') : v === undefined ? '' : String(v);
        if (text === '') next.delete(k);
        else next.set(k, text);
      }
      return next;
    }, { replace: true });
  }, [setParams]);

  const actions = useMemo(() => ({
    /** A new selection starts at page 1 with no tenant selected. */
    setSelection: (orgs: number[], groups: number[], allGroups: boolean) =>
      patch({ orgs, grps: groups, allGroups: allGroups ? '1' : undefined, page: undefined, selected: undefined }),
    setPage: (page: number) => patch({ page: page > 1 ? page : undefined, selected: undefined }),
    setSort: (sort: { field: string; order: string }) => patch({ sort: sort.field, order: sort.order === 'DESC' ? 'DESC' : undefined, page: undefined }),
    select: (orgId: number | undefined) => patch({ selected: orgId }),
    setColumnFilter: (key: keyof ColumnFilters, value: string) => patch({ [key]: value }),
    clearColumnFilters: () => patch(Object.fromEntries(columnFilterKeys.map((k) => [k, undefined]))),
  }), [patch]);
  return { state, ...actions };
}
