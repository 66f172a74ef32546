import type { Profile } from '../domain/profile';
import { canOpenRoute, menuEntries, routeRules, type FeatureFlags, type RouteKey } from '../domain/permissions/routes';

/**
 * The route key that guards a react-admin resource or page: the key itself (`myInvoices`), or the
 * key whose path is the resource's path (`my-invoices` → `/my-invoices` → myInvoices).
 */
export function routeKeyOf(resource: string): RouteKey | undefined {
  if (Object.hasOwn(routeRules, resource)) return resource as RouteKey;
  return menuEntries.find((e) => e.path === `/${resource}`)?.route;
}

/**
 * authProvider.canAccess as a pure function over the profile: every action on a resource is allowed
 * exactly when its route may be opened (src/domain/permissions). Unknown resources are denied.
 */
export function canAccessResource(
  profile: Profile,
  { resource }: { resource: string; action: string },
  features: FeatureFlags,
): boolean {
  const key = routeKeyOf(resource);
  return key !== undefined && canOpenRoute(profile, key, features);
}

/** A path inside the console that is safe to return to after sign-in; '/' otherwise. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/login') || value.startsWith('/auth-callback')) return '/';
  return value;
}
