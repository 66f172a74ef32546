import type { Profile } from '../domain/profile';
import { accessRules, canAccessResource as canAccessRule, type ResourceRule } from '../domain/permissions/resources';
import { explainOpenRoute, type FeatureFlags } from '../domain/permissions/routes';
import type { BrandAccess } from '../domain/permissions/brand';
import { allow, deny, type Verdict } from '../domain/permissions/verdict';
import type { AppConfig } from '../domain/config';
import { brandAccessOf, recordRuleFor, type AccessContext, type AccessQuestion } from './accessRules';

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

/** authProvider.canAccess as a pure function over the profile, without a record; unknown resources are denied. */
export function canAccessResource(
  profile: Profile,
  { resource, action }: { resource: string; action: string },
  features: FeatureFlags,
  table: Readonly<Record<string, ResourceRule>> = accessRules,
): boolean {
  return canAccessRule(profile, resource, action, features, table);
}

/** One verdict for one question, with its reason: what canAccess answers and a "Why?" shows. */
export type AccessVerdict = (profile: Profile, question: AccessQuestion) => Verdict;

/**
 * The one access decision of the console (docs/architecture.md "One access question"): a question
 * with a record, or a dotted part of a resource, goes to its rule in accessRules.ts; any other to the
 * resource table (a resource's actions, a page as a pseudo-resource). authProvider.canAccess answers
 * its `allowed`; useAccess (src/components) asks the same function synchronously for a screen's lists.
 */
export function createAccessVerdict({
  features,
  brand,
  resources,
}: {
  features: FeatureFlags;
  brand: BrandAccess;
  resources: readonly DeclaredAccess[];
}): AccessVerdict {
  const table = accessTable(resources);
  return (profile, { action, resource, record }) => {
    const ctx: AccessContext = { profile, features, brand };
    const byRecord = recordRuleFor(resource, record);
    if (byRecord) return byRecord.rule(ctx, { action, key: byRecord.key, record });
    if (!canAccessRule(profile, resource, action, features, table)) {
      const rule = Object.hasOwn(table, resource) ? table[resource] : undefined;
      const route = rule && explainOpenRoute(profile, rule.route, features);
      return route && !route.allowed ? route : deny('refused');
    }
    const rule = table[resource];
    const route = explainOpenRoute(profile, rule.route, features);
    return route.allowed ? route : allow('allowed');
  };
}

/** What the access decision is made of, from /config.json and the resources of the build. */
export function accessOptionsOf(config: Pick<AppConfig, 'brand'>, resources: readonly DeclaredAccess[]) {
  return { features: { groupsEnabled: config.brand.groupsEnabled }, brand: brandAccessOf(config.brand), resources };
}

/** A path inside the console that is safe to return to after sign-in; '/' otherwise. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/login') || value.startsWith('/auth-callback')) return '/';
  return value;
}
