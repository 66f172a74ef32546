import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

const HierarchyPage = lazyPart(() => import('./HierarchyPage'));

/** /hierarchy/{orgId?}/{tab?}/{page?} and /hierarchy/{orgId}/{action}/ (doc 000 §2); `/` shows the same page. */
export const hierarchyRoute: CustomRouteEntry = { path: '/hierarchy/*', routeKey: 'hierarchy', component: HierarchyPage };

/** The page at `/` (react-admin's dashboard slot). */
export { HierarchyPage };
