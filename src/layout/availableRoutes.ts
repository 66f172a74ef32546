import { customRoutes } from '../customRoutes';
import type { RouteKey } from '../domain/permissions/routes';
import { resources } from '../resources';

/**
 * The route keys whose page this build registers; the menu shows only these (visibleMenu), so no
 * entry leads to a page that is not there yet. Derived from the two registries, nothing to edit here.
 */
export const availableRoutes: ReadonlySet<RouteKey> = new Set<RouteKey>([
  ...resources.map((r) => r.routeKey),
  ...customRoutes.map((r) => r.routeKey),
]);
