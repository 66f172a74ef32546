import type { Profile } from '../domain/profile';
import { accessRules, canAccessResource as canAccessRule, type ResourceRule } from '../domain/permissions/resources';
import type { FeatureFlags } from '../domain/permissions/routes';

/** A resource of this build and the rule it declares in its folder's index.ts (src/resources). */
export interface DeclaredAccess {
  name: string;
  access: ResourceRule;
}

/**
 * The table authProvider.canAccess asks: the domain's pages and resources
 * (src/domain/permissions/resources.ts), and each registered resource under its own name with the
 * rule its entry declares. A resource without an entry here is denied.
 */
export function accessTable(resources: readonly DeclaredAccess[]): Readonly<Record<string, ResourceRule>> {
  return { ...accessRules, ...Object.fromEntries(resources.map((r) => [r.name, r.access])) };
}

/** authProvider.canAccess as a pure function over the profile; unknown resources are denied. */
export function canAccessResource(
  profile: Profile,
  { resource, action }: { resource: string; action: string },
  features: FeatureFlags,
  table: Readonly<Record<string, ResourceRule>> = accessRules,
): boolean {
  return canAccessRule(profile, resource, action, features, table);
}

/** A path inside the console that is safe to return to after sign-in; '/' otherwise. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/login') || value.startsWith('/auth-callback')) return '/';
  return value;
}
