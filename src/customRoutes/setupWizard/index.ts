import type { CustomRouteEntry } from '../index';
import { lazyPart } from '../../components/replacedBuild';

/**
 * /{parentOrgId}/setup/{orgId?}: the setup wizard (doc 002 §2; route key setup, System Administrator
 * only), also the return address of its tenant connection (/{parentOrgId}/setup?tenant=…&state=…).
 * The hierarchy's Setup Reporting command leads here.
 */
export const setupWizardRoute: CustomRouteEntry = {
  path: '/:parentOrgId/setup/:orgId?',
  routeKey: 'setup',
  component: lazyPart(() => import('./SetupWizardPage')),
};
