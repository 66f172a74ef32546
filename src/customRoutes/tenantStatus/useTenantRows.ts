import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import type { CrudMeta } from '../../dataProvider';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import type { RegionKey } from '../../domain/config';
import { TENANT_OVERVIEW_PAGE_SIZE, TENANT_OVERVIEW_RELOAD_MS } from '../../domain/status/tenantStatus';
import type { OverviewState } from './useOverviewState';

/** A 400 on the tenant query is the screen's own message (doc 001 §8), not the error bar's. */
const shown400: CrudMeta = { shownStatuses: [400] };
const parseFilter = (text: string): Record<string, unknown> => JSON.parse(text);

/**
 * The page of tenant rows (resource `tenantStatus`). Doc 001 §4: "a reload is started 400 ms after a
 * selection or configuration change"; the page and sort are asked at once. ALL GROUPS asks by groups
 * (orggrps), any other choice by organizations (orgs). The previous rows stay while the next load; the
 * next page is asked ahead.
 */
export function useTenantRows(region: RegionKey, state: OverviewState, byGroups: boolean, enabled: boolean) {
  const selection = JSON.stringify(byGroups ? { region, orggrps: state.groups } : { region, orgs: state.orgs });
  // A string, so that equal selections compare equal.
  const settled = useDebouncedValue(selection, TENANT_OVERVIEW_RELOAD_MS);
  const filter = useMemo(() => parseFilter(settled), [settled]);
  const ready = enabled && settled === selection;
  const params = { sort: state.sort, filter, meta: shown400 };
  const current = useGetList<TenantStatusRecord>(
    'tenantStatus',
    { ...params, pagination: { page: state.page, perPage: TENANT_OVERVIEW_PAGE_SIZE } },
    { enabled: ready, placeholderData: (previous) => previous, staleTime: FRESH_MS },
  );
  // The next page, asked once this one shows that it exists: "next" then paints from the cache
  // (the next page in under 100 ms, docs/performance.md). Its answer is the one "next" would ask for.
  useGetList<TenantStatusRecord>(
    'tenantStatus',
    { ...params, pagination: { page: state.page + 1, perPage: TENANT_OVERVIEW_PAGE_SIZE } },
    { enabled: ready && !current.isPlaceholderData && !!current.pageInfo?.hasNextPage, staleTime: FRESH_MS },
  );
  return current;
}

/** A page asked less than 30 s ago is shown as it came (a scan's data changes by the hour), not asked again. */
const FRESH_MS = 30_000;
