import { customRoutes } from '../customRoutes';
import type { RouteKey } from '../domain/permissions/routes';
import type { ResourceEntry } from '../resources/types';

/**
 * The route keys whose page this build registers; the menu shows only these (visibleMenu), so no
 * entry leads to a page that is not there yet. Derived from the two registries, nothing to edit here.
 */
export function availableRoutes(resources: readonly ResourceEntry[]): ReadonlySet<RouteKey> {
  return new Set<RouteKey>([...resources.map((r) => r.routeKey), ...customRoutes.map((r) => r.routeKey)]);
}
