import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { memo } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useProfile } from '../../components/useProfile';
import { isApiError } from '../../dataProvider';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import { tenantOverviewRegionConfigKey, type TenantOverviewRegion } from '../../authProvider/accessNames';
import { useRegionTabs } from './useRegionTabs';
import type { Profile } from '../../domain/profile';
import { showNotProvisionedWarning } from '../../domain/status/tenantStatus';
import { ColumnFilterBar } from './ColumnFilterBar';
import { ChangeTenantsButton } from './ChangeTenantsButton';
import { OverviewCommands } from './OverviewCommands';
import { OverviewFilter } from './OverviewFilter';
import { TenantTable } from './TenantTable';
import { useFilterOptions } from './useFilterOptions';
import { useOverviewState } from './useOverviewState';
import { useTenantRows } from './useTenantRows';

const noRows: TenantStatusRecord[] = [];

/**
 * The region tabs, memoised: MUI's tabs measure themselves (a forced layout) on every render, which a
 * page or sort change need not pay (for speed). `tabs` is comma-separated region keys.
 */
const RegionTabs = memo(function RegionTabs({ tab, tabs, search }: { tab: string; tabs: string; search: string }) {
  const translate = useTranslate();
  return (
    <Tabs value={tab} aria-label={translate('tenantOverview.tabsLabel')}>
      {tabs.split(',').map((key) => (
        <Tab
          key={key}
          value={key}
          label={translate(`tenantOverview.tabs.${key}`)}
          component={Link}
          to={`/tenant-overview/${key}${search ? `?${search}` : ''}`}
        />
      ))}
    </Tabs>
  );
});

/** Tenant Status at /tenant-overview/{tab} (doc 001 §2.2): the tab a visit names, or the redirect of §2.2. */
export default function TenantStatusPage() {
  const { profile } = useProfile();
  const regions = useRegionTabs();
  const tab = useParams()['*'] ?? '';
  const { search } = useLocation();
  if (!profile || regions.isPending) return <Loading />;
  // No tab (or one the user may not see): the default region of §2.2 (S1 for provider staff, else united-states).
  const resolved = regions.resolve(tab);
  if (resolved !== tab) return <Navigate to={`/tenant-overview/${resolved}${search}`} replace />;
  return <Overview profile={profile} tab={resolved} tabKeys={regions.tabs.join(',')} />;
}

function Overview({ profile, tab, tabKeys }: { profile: Profile; tab: TenantOverviewRegion; tabKeys: string }) {
  const translate = useTranslate();
  const { search } = useLocation();
  const { state, setSelection, setPage, setSort, select, setColumnFilter, clearColumnFilters } = useOverviewState();
  const options = useFilterOptions(profile);
  const region = tenantOverviewRegionConfigKey[tab];

  const byGroups = state.allGroups && state.groups.length > 0;
  const nothingSelected = state.orgs.length === 0 && !byGroups;
  const list = useTenantRows(region, state, byGroups, !nothingSelected);
  const rows = list.data ?? noRows;
  const notProvisionedAnswer = isApiError(list.error) && list.error.status === 400;
  const selected = rows.find((r) => r.id === state.selected);
  // Doc 001 §4: the count of selected organizations against the rows returned (all of them: page 1 without a next page).
  const warn =
    !nothingSelected &&
    !byGroups &&
    !!list.data &&
    state.page === 1 &&
    !list.pageInfo?.hasNextPage &&
    showNotProvisionedWarning(state.orgs.length, rows.length);
  const keep = new URLSearchParams(search);
  const tabSearch = ['orgs', 'grps', 'allGroups']
    .filter((k) => keep.has(k))
    .map((k) => `${k}=${keep.get(k)}`)
    .join('&');

  return (
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Title title={translate('tenantOverview.title')} />
      <Typography component="h1" variant="h5">
        {translate('tenantOverview.title')}
      </Typography>
      <RegionTabs tab={tab} tabs={tabKeys} search={tabSearch} />
      <Typography>{translate('tenantOverview.intro')}</Typography>
      {/* Below md the filter stacks over the table and its commands (side by side they left a phone's table column ~60 px). */}
      <Box sx={{ display: 'flex', gap: 3, alignItems: { xs: 'stretch', md: 'flex-start' }, flexDirection: { xs: 'column', md: 'row' } }}>
        <OverviewFilter
          organizations={options.organizations}
          groups={options.groups}
          loading={options.isPending}
          staffMode={options.staffMode}
          email={profile.email}
          orgs={state.orgs}
          groupIds={state.groups}
          allGroups={state.allGroups}
          onChange={setSelection}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <OverviewCommands rows={nothingSelected ? noRows : rows} selected={nothingSelected ? undefined : selected} region={region} />
            {!nothingSelected && (
              <ChangeTenantsButton
                rows={rows}
                selected={selected}
                orgs={state.orgs}
                groups={state.groups}
                allGroups={state.allGroups}
                columns={state.columns}
                hasNextPage={!!list.pageInfo?.hasNextPage}
              />
            )}
          </Box>
          {nothingSelected ? (
            <Typography role="status">{translate('tenantOverview.nothingSelected')}</Typography>
          ) : notProvisionedAnswer ? (
            <Alert severity="warning">{translate('tenantOverview.notProvisionedMessage')}</Alert>
          ) : list.error ? null /* the one error bar: "Failed to load tenant data - …", with Retry */ : (
            <>
              {warn && <Alert severity="warning">{translate('tenantOverview.notProvisioned')}</Alert>}
              <ColumnFilterBar values={state.columns} onChange={setColumnFilter} onClear={clearColumnFilters} />
              <TenantTable
                rows={list.data}
                isPending={list.isPending}
                page={state.page}
                hasNextPage={!!list.pageInfo?.hasNextPage}
                sort={state.sort}
                selected={state.selected}
                columns={state.columns}
                onSort={setSort}
                onPage={setPage}
                onSelect={select}
              />
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
