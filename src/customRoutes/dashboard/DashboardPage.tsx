import { Alert, Box, LinearProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { freshnessTones } from '../../components/dataCollection/FreshnessDate';
import { useAssociations } from '../../resources/organizations/hierarchyQueries';
import { useProfile } from '../../components/useProfile';
import { isApiError } from '../../dataProvider';
import { organizationTypeAt } from '../../dataProvider/associationsTree/packedTree';
import { formatNumber } from '../../domain/formats';
import { organizationTypeLabelKey, type OrganizationType } from '../../domain/organizationTypes';
import { tenantOverviewRegionConfigKey, type TenantOverviewRegion } from '../../authProvider/accessNames';
import type { Profile } from '../../domain/profile';
import type { FreshnessGroup } from '../../domain/status/tenantStatus';
import { tenantOverviewPath } from '../tenantStatus/tenantOverviewPath';
import { useFilterOptionsWantUsers } from '../tenantStatus/useFilterOptions';
import { useRegionTabs, useStaffMode } from '../tenantStatus/useRegionTabs';
import { ChartWithTable, type ChartBar } from './ChartWithTable';
import { dashboardFigures, NO_JOBS, organizationsByType } from './dashboardFigures';
import { TenantBatch, useDashboardRows } from './useDashboardRows';

/** Bar fills: Tenant Status's tints for aged data; under 3 days (no colour there) and no data in greys. */
const freshnessFill: Record<FreshnessGroup, string> = {
  neutral: '#cfd8dc',
  yellow: freshnessTones.yellow.bgcolor,
  red: freshnessTones.red.bgcolor,
  noData: '#ffffff',
};
const jobFill = '#bbdefb';
const typeFill = '#d1c4e9';

/** /dashboard/{tab}: the tab a visit names, or Tenant Status's redirect (its tabs, its default). */
export default function DashboardPage() {
  const { profile } = useProfile();
  const regions = useRegionTabs();
  const tab = useParams()['*'] ?? '';
  if (!profile || regions.isPending) return <Loading />;
  const resolved = regions.resolve(tab);
  if (resolved !== tab) return <Navigate to={`/dashboard/${resolved}`} replace />;
  return <Dashboard profile={profile} tab={resolved} tabs={regions.tabs} />;
}

function Dashboard({ profile, tab, tabs }: { profile: Profile; tab: TenantOverviewRegion; tabs: readonly TenantOverviewRegion[] }) {
  const translate = useTranslate();
  const region = tenantOverviewRegionConfigKey[tab];
  // The organizations Tenant Status's filter offers: the tree's own answer, under the key it reads.
  const associations = useAssociations(profile, { addUsers: useFilterOptionsWantUsers(useStaffMode()) });
  const tree = associations.data?.tree;
  const ids = useMemo(() => (tree ? Array.from(tree.ids.subarray(0, tree.count)) : undefined), [tree]);
  const types = useMemo(() => (tree ? Array.from({ length: tree.count }, (_, i) => organizationTypeAt(tree, i)) : []), [tree]);
  const { batches, onAnswer, rows, error } = useDashboardRows(region, ids);
  const figures = useMemo(() => (rows ? dashboardFigures(rows, new Date()) : undefined), [rows]);
  const notProvisioned = isApiError(error) && error.status === 400;
  const link = (orgIds: number[]) => (orgIds.length > 0 ? tenantOverviewPath(orgIds, tab) : undefined);

  const freshness: ChartBar[] = (figures?.freshness ?? []).map((b) => ({
    key: b.key,
    label: translate(`dashboard.freshness.${b.key}`),
    count: b.count,
    href: link(b.orgIds),
    color: freshnessFill[b.key as FreshnessGroup],
  }));
  const jobs: ChartBar[] = (figures?.jobStatus ?? []).map((b) => ({
    key: b.key,
    label: b.key === NO_JOBS ? translate('dashboard.jobStatus.noJobs') : translate(`dashboard.jobStatus.${b.key}`, { _: b.key }),
    count: b.count,
    href: link(b.orgIds),
    color: jobFill,
  }));
  const byType: ChartBar[] = organizationsByType(types).map((b) => ({
    key: b.key,
    label: translate(organizationTypeLabelKey[Number(b.key) as OrganizationType]),
    count: b.count,
    color: typeFill,
  }));

  return (
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Typography component="h1" variant="h5">
        {translate('dashboard.title')}
      </Typography>
      <Tabs value={tab} aria-label={translate('tenantOverview.tabsLabel')}>
        {tabs.map((key) => (
          <Tab key={key} value={key} label={translate(`tenantOverview.tabs.${key}`)} component={Link} to={`/dashboard/${key}`} />
        ))}
      </Tabs>
      <Typography>{translate('dashboard.intro')}</Typography>
      {batches.map((b) => (
        <TenantBatch key={b.id} id={b.id} region={region} orgIds={b.orgIds} onAnswer={onAnswer} />
      ))}
      {notProvisioned ? (
        <Alert severity="warning">{translate('tenantOverview.notProvisionedMessage')}</Alert>
      ) : error ? null /* the one error bar: "Failed to load tenant data - …", with Retry */ : !figures ? (
        <LinearProgress aria-label={translate('dashboard.loading')} />
      ) : (
        <Figures freshness={freshness} jobs={jobs} byType={byType} totals={figures.totals} />
      )}
    </Box>
  );
}

function Figures({
  freshness,
  jobs,
  byType,
  totals,
}: {
  freshness: ChartBar[];
  jobs: ChartBar[];
  byType: ChartBar[];
  totals: { tenants: number; users: number; mailboxes: number };
}) {
  const translate = useTranslate();
  useEffect(() => {
    // The moment the charts are on screen, for `npm run bench` (bench/dashboard.ts).
    performance.mark?.('dashboard:charts-drawn');
  }, [freshness, jobs, byType]);
  const total = (key: 'tenants' | 'users' | 'mailboxes') => (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 10rem' }}>
      <Typography component="h2" variant="subtitle2" color="text.secondary">
        {translate(`dashboard.totals.${key}`)}
      </Typography>
      <Typography variant="h4" component="p" data-total={key}>
        {formatNumber(totals[key])}
      </Typography>
    </Paper>
  );
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {total('tenants')}
        {total('users')}
        {total('mailboxes')}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <ChartWithTable id="freshness" title={translate('dashboard.charts.freshness')} bars={freshness} />
        <ChartWithTable id="jobStatus" title={translate('dashboard.charts.jobStatus')} bars={jobs} />
        <ChartWithTable id="byType" title={translate('dashboard.charts.byType')} bars={byType} />
      </Box>
    </>
  );
}
