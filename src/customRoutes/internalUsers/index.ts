import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** Manage Users (doc 001 §2.3): the list and one user's detail, for TMS admin and TMS viewer. */
export const internalUsersRoute: CustomRouteEntry = {
  path: '/internalusers',
  routeKey: 'internalUsers',
  component: lazy(() => import('./InternalUserListPage')),
};

export const internalUserRoute: CustomRouteEntry = {
  path: '/internaluser/:userId/:tab?',
  routeKey: 'internalUsers',
  component: lazy(() => import('./InternalUserPage')),
};
