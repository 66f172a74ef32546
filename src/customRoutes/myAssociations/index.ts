import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** My Associations: the signed-in user's own associations, for every signed-in user. */
export const myAssociationsRoute: CustomRouteEntry = {
  path: '/associations',
  routeKey: 'associations',
  component: lazy(() => import('./MyAssociationsPage')),
};
