import type { Profile } from '../domain/profile';
import { canAccessResource as canAccessDomainResource, isResourceName } from '../domain/permissions/resources';
import { canOpenRoute, menuEntries, routeRules, type FeatureFlags, type RouteKey } from '../domain/permissions/routes';

/** A resource outside the domain's table (e.g. one declared in a test) names the route that guards it. */
export type ExtraResourceRoutes = Readonly<Record<string, RouteKey>>;

/**
 * The route key that guards a page: the key itself (`myInvoices`), or the key whose path is the
 * name's path (`my-invoices` → `/my-invoices` → myInvoices).
 */
export function routeKeyOf(resource: string): RouteKey | undefined {
  if (Object.hasOwn(routeRules, resource)) return resource as RouteKey;
  return menuEntries.find((e) => e.path === `/${resource}`)?.route;
}

/**
 * authProvider.canAccess as a pure function over the profile: a resource of the domain's table
 * follows its rules (src/domain/permissions/resources.ts); a page or an extra resource follows its
 * route. Unknown resources are denied.
 */
export function canAccessResource(
  profile: Profile,
  { resource, action }: { resource: string; action: string },
  features: FeatureFlags,
  extra: ExtraResourceRoutes = {},
): boolean {
  if (isResourceName(resource)) return canAccessDomainResource(profile, resource, action, features);
  const key = Object.hasOwn(extra, resource) ? extra[resource] : routeKeyOf(resource);
  return key !== undefined && canOpenRoute(profile, key, features);
}

/** A path inside the console that is safe to return to after sign-in; '/' otherwise. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/login') || value.startsWith('/auth-callback')) return '/';
  return value;
}
