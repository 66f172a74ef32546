import { lazy } from 'react';
import type { CustomRouteEntry } from '../index';

const HierarchyPage = lazy(() => import('./HierarchyPage'));

/** /hierarchy/{orgId?}/{tab?}/{page?} and /hierarchy/{orgId}/{action}/ (doc 000 §2); `/` shows the same page. */
export const hierarchyRoute: CustomRouteEntry = { path: '/hierarchy/*', routeKey: 'hierarchy', component: HierarchyPage };

/** The page at `/` (react-admin's dashboard slot). */
export { HierarchyPage };
