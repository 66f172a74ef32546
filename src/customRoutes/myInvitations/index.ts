import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** My Invitations to Associate: invitations waiting for the signed-in user, with Accept and Decline. */
export const myInvitationsRoute: CustomRouteEntry = {
  path: '/invitations',
  routeKey: 'invitations',
  component: lazy(() => import('./MyInvitationsPage')),
};
