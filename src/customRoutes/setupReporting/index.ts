import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/**
 * /{parentOrgId}/setup/{orgId}: where Setup Reporting leads (doc 000 §2, route key setup, sysadmin).
 * Until the setup wizard's build it shows its title and the organization.
 */
export const setupReportingRoute: CustomRouteEntry = {
  path: '/:parentOrgId/setup/:orgId',
  routeKey: 'setup',
  component: lazy(() => import('./SetupReportingPage')),
};
