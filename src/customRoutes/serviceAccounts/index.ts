import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** Service accounts of the user's organization (doc 001 §2.6; the route is ours). */
export const serviceAccountsRoute: CustomRouteEntry = {
  path: '/service-accounts',
  routeKey: 'serviceAccounts',
  component: lazy(() => import('./ServiceAccountsPage')),
};
