import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** /appProvisionTest: the automatic global reader setup's sign-in return (route key appProvisionTest). */
export const appProvisionTestRoute: CustomRouteEntry = {
  path: '/appProvisionTest',
  routeKey: 'appProvisionTest',
  component: lazy(() => import('./AppProvisionTestPage')),
};
