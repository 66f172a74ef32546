import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { tenantOverviewPath } from './tenantOverviewPath';
import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/** Tenant Status (/tenant-overview/{tab}, doc 001 §2.2); a denied visit goes to / (its rule in src/domain/permissions/routes.ts). */
export const tenantStatusRoute: CustomRouteEntry = {
  path: '/tenant-overview/*',
  routeKey: 'tenantOverview',
  component: lazyPart(() => import('./TenantStatusPage')),
  icon: MonitorHeartIcon,
  menu: { path: '/tenant-overview', labelKey: 'menu.tenantStatus', order: 30, withOrganization: (orgId) => tenantOverviewPath([orgId]) },
};
