import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { RouteKey } from '../domain/permissions/routes';

/** A screen of a resource mounted at the specification's path instead of react-admin's default. */
export interface ResourceRoute {
  /** react-router pattern, e.g. '/internaluser/:id/*'. */
  path: string;
  component: ComponentType;
  /** The page rule that guards this screen, when it differs from the resource's (e.g. a detail). */
  routeKey?: RouteKey;
}

/**
 * A react-admin resource of this build (DESIGN "Resources and their paths"): its name in the data
 * provider and the resource map, the page rule that guards it, its screens at react-admin's default
 * paths (list, create, edit, show) and/or at the specification's paths (routes).
 */
export type ResourceEntry = Pick<ResourceProps, 'name' | 'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation'> & {
  routeKey: RouteKey;
  routes?: ResourceRoute[];
  /** A menu entry of its own (a resource outside the specification's menu, e.g. one declared in a test). */
  menu?: { path: string; labelKey: string };
};
