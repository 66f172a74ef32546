import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

const HierarchyPage = lazyPart(() => import('./HierarchyPage'));

/** /hierarchy/{orgId?}/{tab?}/{page?} and /hierarchy/{orgId}/{action}/ (doc 000 §2); `/` shows the same page. */
export const hierarchyRoute: CustomRouteEntry = {
  path: '/hierarchy/*',
  routeKey: 'hierarchy',
  component: HierarchyPage,
  icon: AccountTreeIcon,
  menu: { path: '/hierarchy', labelKey: 'menu.myOrganization', order: 10 },
};

/** The page at `/` (react-admin's dashboard slot). */
export { HierarchyPage };
