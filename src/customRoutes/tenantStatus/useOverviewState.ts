import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORGS_PARAM } from './tenantOverviewPath';

/**
 * The tenant status view as it lives in the address: a shared address reopens the same
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

const ids = (v: string | null) =>
  v
    ? v
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0)
    : [];
const positive = (v: string | null) => (v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined);

export function useOverviewState() {
  const [params, setParams] = useSearchParams();
  // Each part keeps its identity while its text in the address is unchanged, so that a page or sort
  // change does not re-render the filter (10,000 options) or the column filters (which must stay fast at 10,000 organizations).
  const orgsText = params.get(ORGS_PARAM);
  const groupsText = params.get('grps');
  const sortField = params.get('sort') ?? 'TenantDomain';
  const sortOrder = params.get('order') === 'DESC' ? 'DESC' : 'ASC';
  const columnsText = columnFilterKeys.map((k) => params.get(k) ?? '').join('\n');
  const orgs = useMemo(() => ids(orgsText), [orgsText]);
  const groups = useMemo(() => ids(groupsText), [groupsText]);
  const sort = useMemo(() => ({ field: sortField, order: sortOrder }) as const, [sortField, sortOrder]);
  const columns = useMemo(() => {
    const values = columnsText.split('\n');
    return Object.fromEntries(columnFilterKeys.map((k, i) => [k, values[i] ?? ''])) as unknown as ColumnFilters;
  }, [columnsText]);
  const allGroups = params.get('allGroups') === '1';
  const page = positive(params.get('page')) ?? 1;
  const selected = positive(params.get('selected'));
  const state = useMemo<OverviewState>(
    () => ({ orgs, groups, allGroups, page, sort, selected, columns }),
    [orgs, groups, allGroups, page, sort, selected, columns],
  );

  // react-router's setter changes with every address; the actions below must not (memoised parts take them).
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);
  /** Writes some keys (empty values removed), replacing the history entry. */
  const patch = useCallback((values: Record<string, string | number | number[] | undefined>) => {
    setParamsRef.current(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) {
          const text = Array.isArray(v) ? v.join(',') : v === undefined ? '' : String(v);
          if (text === '') next.delete(k);
          else next.set(k, text);
        }
        return next;
      },
      { replace: true },
    );
  }, []);

  const actions = useMemo(
    () => ({
      /** A new selection starts at page 1 with no tenant selected. */
      setSelection: (orgs: number[], groups: number[], allGroups: boolean) =>
        patch({ orgs, grps: groups, allGroups: allGroups ? '1' : undefined, page: undefined, selected: undefined }),
      setPage: (page: number) => patch({ page: page > 1 ? page : undefined, selected: undefined }),
      setSort: (sort: { field: string; order: string }) =>
        patch({ sort: sort.field, order: sort.order === 'DESC' ? 'DESC' : undefined, page: undefined }),
      select: (orgId: number | undefined) => patch({ selected: orgId }),
      setColumnFilter: (key: keyof ColumnFilters, value: string) => patch({ [key]: value }),
      clearColumnFilters: () => patch(Object.fromEntries(columnFilterKeys.map((k) => [k, undefined]))),
    }),
    [patch],
  );
  return { state, ...actions };
}
