import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/** Tenant Status (/tenant-overview/{tab}, doc 001 §2.2); a denied visit goes to / (routeRules). */
export const tenantStatusRoute: CustomRouteEntry = {
  path: '/tenant-overview/*',
  routeKey: 'tenantOverview',
  component: lazyPart(() => import('./TenantStatusPage')),
};
