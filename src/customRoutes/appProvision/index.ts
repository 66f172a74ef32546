import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** /appProvision: the tenant connection landing (route key appProvision; denied → /associations). */
export const appProvisionRoute: CustomRouteEntry = {
  path: '/appProvision',
  routeKey: 'appProvision',
  component: lazy(() => import('./AppProvisionPage')),
};
