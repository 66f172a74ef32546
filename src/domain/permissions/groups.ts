/**
 * Organization groups (doc 001 §6, doc 002 "Navigation menu"): the menu entry "Organization Groups"
 * and its pages are for sysadmin, account admin, TMS admin and TMS viewer, and only when groups are
 * enabled (the brand's `groupsEnabled`, /config.json: the spec's "when groups are enabled for the
 * user", whose condition it does not show). A TMS viewer reads groups and changes none (our reading
 * of "viewer"); the others change the groups of organizations they manage. The sandbox asks the
 * same functions, with the organization's access on top (view to read, manage to write).
 */
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import type { ExplainedAccess } from './organizationAccess';
import { explainOpenRoute, type FeatureFlags } from './routes';
import type { Verdict } from './verdict';

/** May open /groups and read groups (the menu entry shows for the same profiles). */
export function canReadGroups(profile: Profile, features: FeatureFlags): boolean {
  return explainReadGroups(profile, features).allowed;
}

/** canReadGroups with its reason: the groups page's rule. */
export function explainReadGroups(profile: Pick<Profile, 'roles'>, features: FeatureFlags): Verdict {
  return explainOpenRoute(profile, 'groups', features);
}

/** Reading one organization's groups: the role (canReadGroups), then view of the organization, as the sandbox's groups read decides. */
export function explainReadGroupsAt(profile: Pick<Profile, 'roles'>, access: ExplainedAccess, features: FeatureFlags): Verdict {
  const role = explainReadGroups(profile, features);
  return !role.allowed || access.view.allowed ? role : access.view;
}

/** May add, rename and remove groups and their organizations (still only where they manage the organization). */
export function canWriteGroups(profile: Profile, features: FeatureFlags): boolean {
  return canReadGroups(profile, features) && hasAnyRole(profile, ['sysadmin', 'accountadmin', 'tmsadmin']);
}
