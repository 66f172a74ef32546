import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/**
 * The dashboard (/dashboard/{tab}): Tenant Status's data drawn as charts, with its tabs and redirects.
 * Lazily loaded, so the charts library is fetched by those who open it, not by the first screen.
 */
export const dashboardRoute: CustomRouteEntry = {
  path: '/dashboard/*',
  routeKey: 'dashboard',
  component: lazy(() => import('./DashboardPage')),
};
