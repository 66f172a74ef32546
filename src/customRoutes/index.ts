import type { ComponentType } from 'react';
import type { RouteKey } from '../domain/permissions/routes';
import { cardDetailsRoute } from './cardDetails';
import { dashboardRoute } from './dashboard';
import { appProvisionRoute } from './appProvision';
import { appProvisionTestRoute } from './appProvisionTest';
import { hierarchyRoute } from './hierarchy';
import { setupWizardRoute } from './setupWizard';
import { tenantStatusRoute } from './tenantStatus';

/**
 * A page outside react-admin's CRUD (DESIGN convention 6): its static path (react-router pattern,
 * e.g. '/tenant-overview/*'), the route key whose rule guards it, and the lazily loaded page.
 */
export interface CustomRouteEntry {
  path: string;
  routeKey: RouteKey;
  component: ComponentType;
  /** Rendered without the side menu and app bar (e.g. the setup wizard). */
  noLayout?: boolean;
}

/**
 * Every custom page: adding one is adding its folder (index.ts exporting its entry) and one line
 * here. App.tsx wraps each in <RequireRoute>, and its menu entry appears for the allowed roles.
 */
export const customRoutes: CustomRouteEntry[] = [
  hierarchyRoute,
  appProvisionRoute,
  appProvisionTestRoute,
  cardDetailsRoute,
  setupWizardRoute,
  tenantStatusRoute,
  dashboardRoute,
];
