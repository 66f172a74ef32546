/**
 * The one access table: what a profile may do with each react-admin resource of the console, and
 * which pages it may open (a page is a pseudo-resource named by its route key, e.g. `tenantOverview`).
 * authProvider.canAccess, `<CanAccess>`, `useCanAccess`, the menu and the controllers ask it; the
 * sandbox enforces the same rules on its routes. A resource is reachable where its page is
 * (routes.ts); an action may narrow it further.
 */
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import { canWriteBoundaryRole } from './boundaries';
import { canWriteGroups } from './groups';
import { canAddEditSubscriptions } from './hierarchy';
import { canInvite } from './people';
import { canOpenRoute, routeRules, type FeatureFlags, type RouteKey } from './routes';

export const resourceActions = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type ResourceAction = (typeof resourceActions)[number];
const readActions: readonly ResourceAction[] = ['list', 'show', 'export'];

type Rule = (profile: Profile, features: FeatureFlags) => boolean;

export interface ResourceRule {
  /** The page whose rule opens the resource at all. */
  route: RouteKey;
  /** Narrower rules for some actions; an action not named here follows the route. */
  actions?: Partial<Record<ResourceAction, Rule>>;
}

/** The TMS viewer reads everything and writes nothing of other organizations' people. */
const isReadOnlyStaff = (p: Profile) => hasAnyRole(p, ['tmsviewer']) && !hasAnyRole(p, ['tmsadmin', 'sysadmin', 'accountadmin']);
const route =
  (key: RouteKey): Rule =>
  (p, f) =>
    canOpenRoute(p, key, f);
/** The actions of a read-only resource: it is listed and shown on its page's rule, never written. */
export const readOnly: ResourceRule['actions'] = { create: () => false, edit: () => false, delete: () => false };

export const resourceRules = {
  organizations: { route: 'hierarchy' },
  subscriptions: {
    route: 'hierarchy',
    actions: { create: (p) => canAddEditSubscriptions(p), edit: (p) => canAddEditSubscriptions(p), delete: () => false },
  },
  users: {
    route: 'internalUsers',
    actions: { show: route('internalUser'), create: () => false, edit: () => false, delete: () => false },
  },
  /** A user's organizations (user detail, Organizations tab). */
  userAssociations: { route: 'internalUser' },
  /** Invites of an organization or a user; delete is "Cancel invite" (doc 001 §4, §6). */
  invites: {
    route: 'hierarchy',
    actions: {
      list: (p, f) => canOpenRoute(p, 'hierarchy', f) || canOpenRoute(p, 'internalUser', f),
      create: (p) => canInvite(p) && !isReadOnlyStaff(p),
      delete: (p) => canInvite(p) && !isReadOnlyStaff(p),
    },
  },
  /**
   * A tenant's note, one per tenant (doc 000 §2 "Notes"): read and saved beside the hierarchy; who may
   * save one is the organization's access (canEditNotes), which the Notes tab asks and the sandbox enforces.
   */
  tenantNotes: { route: 'hierarchy', actions: { create: () => false, delete: () => false } },
  /**
   * A tenant's contact, one per organization (doc 001 §2.2, §7), read and saved in the tenant status
   * page's contact dialog: the page's roles; the sandbox also asks manage on the organization to save.
   */
  tenantContacts: { route: 'tenantOverview', actions: { create: () => false, delete: () => false } },
  /** An organization's users with their roles (manage associations). */
  organizationUsers: { route: 'hierarchy' },
  serviceAccounts: { route: 'serviceAccounts' },
  /** Organization groups (doc 001 §2.1, §6): read on the route; written by all but the TMS viewer. */
  groups: { route: 'groups', actions: { create: canWriteGroups, edit: canWriteGroups, delete: canWriteGroups } },
  /**
   * Virtual boundaries (doc 002 §2, §6): the page's roles; writes also need manage and the provisioning
   * check on the organization, which the page asks of canWriteBoundaries and the sandbox enforces.
   */
  containers: { route: 'virtualBoundaries', actions: { create: canWriteBoundaryRole, edit: canWriteBoundaryRole, delete: canWriteBoundaryRole } },
  invoices: { route: 'myInvoices', actions: readOnly },
  myAssociations: { route: 'associations', actions: readOnly },
  myInvitations: { route: 'invitations', actions: { create: () => false, delete: () => false } },
  /**
   * The audit log, read-only, shown in the hierarchy's audit-log action and the user detail's
   * Audit tab; the sandbox answers only entries of organizations the caller may view.
   */
  auditEvents: {
    route: 'hierarchy',
    actions: {
      ...readOnly,
      list: (p, f) => canOpenRoute(p, 'hierarchy', f) || canOpenRoute(p, 'internalUser', f),
      export: (p, f) => canOpenRoute(p, 'hierarchy', f) || canOpenRoute(p, 'internalUser', f),
    },
  },
} satisfies Record<string, ResourceRule>;

export type ResourceName = keyof typeof resourceRules;

/** Every page as a pseudo-resource: opening it is any action on it, and follows its route rule. */
export const pageRules = Object.fromEntries((Object.keys(routeRules) as RouteKey[]).map((key) => [key, { route: key }])) as Record<
  RouteKey,
  ResourceRule
>;

/**
 * Pages and resources in one table. Where a resource shares its page's name (groups, serviceAccounts)
 * the resource's rule stands; its `list` is the page's rule, so asking either way answers alike.
 */
export const accessRules: Readonly<Record<string, ResourceRule>> = { ...pageRules, ...resourceRules };

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(resourceRules, name);
}

/**
 * Whether the profile may take `action` on `resource` (a resource or a page of `rules`); unknown
 * resources and actions are denied.
 */
export function canAccessResource(
  profile: Profile,
  resource: string,
  action: string,
  features: FeatureFlags,
  rules: Readonly<Record<string, ResourceRule>> = accessRules,
): boolean {
  const rule = Object.hasOwn(rules, resource) ? rules[resource] : undefined;
  if (!rule) return false;
  if (!resourceActions.includes(action as ResourceAction)) return false;
  const narrower = rule.actions?.[action as ResourceAction];
  const onRoute = canOpenRoute(profile, rule.route, features);
  if (!narrower) return onRoute;
  // A read may reach beyond the route (a user's detail); a write never does.
  return readActions.includes(action as ResourceAction) ? narrower(profile, features) : onRoute && narrower(profile, features);
}
