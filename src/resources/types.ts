import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceAction, ResourceRule } from '../authProvider/accessNames';

/** A screen of a resource mounted at the specification's path instead of react-admin's default. */
export interface ResourceRoute {
  /** react-router pattern, e.g. '/internaluser/:id/*'. */
  path: string;
  component: ComponentType;
  /** The action this screen is for, asked of canAccess on this resource (default `list`; a detail is `show`). */
  action?: ResourceAction;
}

/**
 * A side-menu entry (doc 002 "Navigation menu"), declared by the resource or page it opens; shown
 * when canAccess lets the user `list` that resource or open that page.
 */
export interface MenuDeclaration {
  path: string;
  /** Catalogue key of the label. */
  labelKey: string;
  /** Place in the menu, ascending (the specification's order: 10 My Organization … 100 Service Accounts). */
  order: number;
  /** The address when an organization is chosen in the hierarchy, for pages that start with one. */
  withOrganization?: (orgId: number) => string;
}

/**
 * A react-admin resource of this build (docs/architecture.md, "Resources and their paths"), the whole of its
 * registration: its name in the data provider and the resource map, its access rule (the rule table's
 * entry under its name, src/domain/permissions/resources.ts), its screens at react-admin's default
 * paths (list, create, edit, show) and/or at the specification's paths (routes), its icon and its
 * menu entry. src/resources/index.ts finds every folder's index.ts.
 */
export type ResourceEntry = Pick<ResourceProps, 'name' | 'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation'> & {
  access: ResourceRule;
  routes?: ResourceRoute[];
  menu?: MenuDeclaration;
};
