import type { ComponentType } from 'react';
import { customRoutes, type CustomRouteEntry } from '../customRoutes';
import type { MenuDeclaration, ResourceEntry } from '../resources/types';

/** A side-menu entry and the access-table name canAccess is asked about (`list`) before it shows. */
export interface MenuEntry extends MenuDeclaration {
  resource: string;
  icon?: ComponentType;
}

/**
 * The side menu in its order (doc 002 "Navigation menu", doc 001 §6): the entries that the
 * resources and the pages declare in their index.ts, nothing kept here.
 */
export function menuEntries(resources: readonly ResourceEntry[], pages: readonly CustomRouteEntry[] = customRoutes): MenuEntry[] {
  const ofResources = resources.flatMap((r) => (r.menu ? [{ ...r.menu, resource: r.name, icon: r.icon as ComponentType | undefined }] : []));
  const ofPages = pages.flatMap((p) => (p.menu ? [{ ...p.menu, resource: p.routeKey, icon: p.icon }] : []));
  return [...ofResources, ...ofPages].sort((a, b) => a.order - b.order);
}
