import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import type { RoleCode } from '../roles';
import { allow, deny, type Verdict } from './verdict';

/**
 * Route roles. The spec gives the menu roles (doc 001 §6, doc 002 "Navigation menu") and leaves the
 * other routes' roles to us; our choices are in docs/decisions.md "Routes and their roles". `'signedIn'`
 * opens a page to every signed-in user, even one without a role.
 */
export interface RouteRule {
  /** The route's key, also the first path segment it covers. */
  key: RouteKey;
  /** Roles that may open it; `'signedIn'` opens it to every signed-in user. */
  roles: readonly RoleCode[] | 'signedIn';
  /** Where a denied visit goes; without it the no-permission message shows. */
  deniedRedirect?: string;
  /** Also needs the groups feature of the brand configuration. */
  needsGroups?: boolean;
}

export type RouteKey =
  | 'hierarchy'
  | 'groups'
  | 'tenantOverview'
  | 'dashboard'
  | 'virtualBoundaries'
  | 'associations'
  | 'invitations'
  | 'myInvoices'
  | 'cardDetails'
  | 'internalUsers'
  | 'internalUser'
  | 'serviceAccounts'
  | 'appProvision'
  | 'appProvisionTest'
  | 'setup';

const hierarchyRoles: RoleCode[] = ['sysadmin', 'accountadmin', 'tmsadmin', 'tmsviewer', 'tmslicenseadmin'];

const tenantOverviewRule: RouteRule = { key: 'tenantOverview', roles: ['sysadmin', 'tmsadmin'], deniedRedirect: '/' };

export const routeRules: Record<RouteKey, RouteRule> = {
  hierarchy: { key: 'hierarchy', roles: hierarchyRoles },
  groups: { key: 'groups', roles: ['sysadmin', 'accountadmin', 'tmsadmin', 'tmsviewer'], needsGroups: true },
  tenantOverview: tenantOverviewRule,
  // The dashboard draws Tenant Status's data: whoever opens one opens the other, denied alike.
  dashboard: { ...tenantOverviewRule, key: 'dashboard' },
  virtualBoundaries: { key: 'virtualBoundaries', roles: ['sysadmin', 'tmsadmin'] },
  associations: { key: 'associations', roles: 'signedIn' },
  invitations: { key: 'invitations', roles: 'signedIn' },
  myInvoices: { key: 'myInvoices', roles: hierarchyRoles },
  cardDetails: { key: 'cardDetails', roles: ['sysadmin', 'accountadmin'] },
  internalUsers: { key: 'internalUsers', roles: ['tmsadmin', 'tmsviewer'] },
  // Doc 001 §6: an Account Administrator sees a user's detail, limited to the Organizations tab.
  internalUser: { key: 'internalUser', roles: ['tmsadmin', 'tmsviewer', 'accountadmin'] },
  serviceAccounts: { key: 'serviceAccounts', roles: ['sysadmin', 'accountadmin', 'tmsadmin'] },
  appProvision: { key: 'appProvision', roles: hierarchyRoles, deniedRedirect: '/associations' },
  appProvisionTest: { key: 'appProvisionTest', roles: hierarchyRoles, deniedRedirect: '/associations' },
  setup: { key: 'setup', roles: ['sysadmin'] },
};

export interface FeatureFlags {
  groupsEnabled: boolean;
}

export function canOpenRoute(profile: Profile, key: RouteKey, features: FeatureFlags): boolean {
  return explainOpenRoute(profile, key, features).allowed;
}

/** canOpenRoute with its reason (the rule itself); `roles` names the roles that open the page. */
export function explainOpenRoute(profile: Pick<Profile, 'roles'>, key: RouteKey, features: FeatureFlags): Verdict {
  const rule = routeRules[key];
  if (rule.needsGroups && !features.groupsEnabled) return deny('featureOff');
  if (rule.roles === 'signedIn') return allow('signedIn');
  const roles = rule.roles.join(', ');
  return hasAnyRole(profile, rule.roles) ? allow('routeRole', { roles }) : deny('noRouteRole', { roles });
}

export function isRouteKey(name: string): name is RouteKey {
  return Object.hasOwn(routeRules, name);
}

/**
 * What a denied visit of a page does: a redirect target, or undefined for the no-permission message.
 * Takes any access resource name: only pages (route keys) redirect.
 */
export function deniedRouteTarget(key: string): string | undefined {
  return isRouteKey(key) ? routeRules[key].deniedRedirect : undefined;
}
