import DashboardIcon from '@mui/icons-material/Dashboard';
import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/**
 * The dashboard (/dashboard/{tab}): Tenant Status's data drawn as charts, with its tabs and redirects;
 * its rule (Tenant Status's roles) in src/domain/permissions/routes.ts. Lazily loaded, so the charts
 * library is fetched by those who open it, not by the first screen.
 */
export const dashboardRoute: CustomRouteEntry = {
  path: '/dashboard/*',
  routeKey: 'dashboard',
  component: lazyPart(() => import('./DashboardPage')),
  icon: DashboardIcon,
  menu: { path: '/dashboard', labelKey: 'menu.dashboard', order: 15 },
};
