import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/** /appProvisionTest: the automatic global reader setup's sign-in return (route key appProvisionTest). */
export const appProvisionTestRoute: CustomRouteEntry = {
  path: '/appProvisionTest',
  routeKey: 'appProvisionTest',
  component: lazyPart(() => import('./AppProvisionTestPage')),
};
