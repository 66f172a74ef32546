import { useMemo } from 'react';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import type { ChangeTargets } from '../../domain/changes';
import { matchesTenantColumnFilters } from '../../domain/status/tenantStatus';
import { StartChangeButton } from '../../resources/changes/StartChangeButton';
import { columnFilterKeys, type ColumnFilters } from './useOverviewState';

export interface ChangeTenantsButtonProps {
  rows: readonly TenantStatusRecord[];
  selected: TenantStatusRecord | undefined;
  /** The page's selection: organizations, groups, all groups; the column filters read the rows shown. */
  orgs: readonly number[];
  groups: readonly number[];
  allGroups: boolean;
  columns: ColumnFilters;
  /** More rows than the page shows: their number is the plan's to tell. */
  hasNextPage: boolean;
}

/**
 * Tenant Status's entry to a change job (docs/api.md "Change jobs"): the row chosen, or "all N
 * matching these filters": the organizations of the rows the page matched (its region's tenants,
 * its column filters), so that N is the plan's count; only where the rows go on past this page is
 * the selection sent as the service reads it (organizations, groups), without the region.
 */
export function ChangeTenantsButton({ rows, selected, orgs, groups, allGroups, columns, hasNextPage }: ChangeTenantsButtonProps) {
  const byColumns = columnFilterKeys.some((k) => columns[k] !== '');
  const matched = useMemo(() => (byColumns ? rows.filter((r) => matchesTenantColumnFilters(r, columns)) : rows), [rows, columns, byColumns]);
  if (selected) {
    return <StartChangeButton targets={{ kind: 'organizations', organizationIds: [selected.OrgId] }} labelKey="changes.entry.selected" />;
  }
  const targets: ChangeTargets =
    byColumns || !hasNextPage
      ? { kind: 'organizations', organizationIds: matched.map((r) => r.OrgId) }
      : {
          kind: 'tenantStatus',
          filter: {
            ...(orgs.length ? { orgs: [...orgs] } : {}),
            ...(groups.length ? { groups: [...groups] } : {}),
            ...(allGroups ? { allGroups } : {}),
          },
        };
  const known = byColumns || !hasNextPage;
  return (
    <StartChangeButton
      targets={targets}
      labelKey={known ? 'changes.entry.allMatching' : 'changes.entry.allMatchingMore'}
      labelArgs={{ smart_count: matched.length }}
      disabled={matched.length === 0}
    />
  );
}
