import type { ComponentType } from 'react';
import type { RouteKey } from '../authProvider/accessNames';
import type { MenuDeclaration } from '../resources/types';
import { cardDetailsRoute } from './cardDetails';
import { dashboardRoute } from './dashboard';
import { appProvisionRoute } from './appProvision';
import { appProvisionTestRoute } from './appProvisionTest';
import { hierarchyRoute } from './hierarchy';
import { setupWizardRoute } from './setupWizard';
import { tenantStatusRoute } from './tenantStatus';

/**
 * A page outside react-admin's CRUD (docs/architecture.md, "Pages outside CRUD"): its static path (react-router pattern,
 * e.g. '/tenant-overview/*'), its route key (the pseudo-resource of the access table that canAccess
 * is asked about, src/domain/permissions), the lazily loaded page, and its menu entry and icon.
 */
export interface CustomRouteEntry {
  path: string;
  routeKey: RouteKey;
  component: ComponentType;
  icon?: ComponentType;
  menu?: MenuDeclaration;
  /** Rendered without the side menu and app bar (e.g. the setup wizard). */
  noLayout?: boolean;
}

/**
 * Every custom page: adding one is adding its folder (index.ts exporting its entry), its rule in
 * src/domain/permissions/routes.ts and one line here. App.tsx puts each behind <PageAccess>
 * (react-admin's canAccess), and its menu entry appears where canAccess allows the page.
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
