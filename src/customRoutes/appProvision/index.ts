import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/** /appProvision: the tenant connection landing (route key appProvision; denied → /associations). */
export const appProvisionRoute: CustomRouteEntry = {
  path: '/appProvision',
  routeKey: 'appProvision',
  component: lazyPart(() => import('./AppProvisionPage')),
};
