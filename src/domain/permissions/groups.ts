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
import { canOpenRoute, type FeatureFlags } from './routes';

/** May open /groups and read groups (the menu entry shows for the same profiles). */
export function canReadGroups(profile: Profile, features: FeatureFlags): boolean {
  return canOpenRoute(profile, 'groups', features);
}

/** May add, rename and remove groups and their organizations (still only where they manage the organization). */
export function canWriteGroups(profile: Profile, features: FeatureFlags): boolean {
  return canReadGroups(profile, features) && hasAnyRole(profile, ['sysadmin', 'accountadmin', 'tmsadmin']);
}
