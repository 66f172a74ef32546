import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** Tenant Status (/tenant-overview/{tab}, doc 001 §2.2); a denied visit goes to / (routeRules). */
export const tenantStatusRoute: CustomRouteEntry = {
  path: '/tenant-overview/*',
  routeKey: 'tenantOverview',
  component: lazy(() => import('./TenantStatusPage')),
};
