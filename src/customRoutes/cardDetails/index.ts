import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

/** Update Card Details (/card-details, doc 001 §2.5). */
export const cardDetailsRoute: CustomRouteEntry = {
  path: '/card-details',
  routeKey: 'cardDetails',
  component: lazy(() => import('./CardDetailsPage')),
};
