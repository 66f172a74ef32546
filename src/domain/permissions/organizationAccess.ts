import { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';

/** One organization on the path from the root down to the organization asked about. */
export interface OrganizationLink {
  id: number;
  parentId: number | null;
  organizationType: OrganizationType;
  parentCanView: boolean;
  parentCanManage: boolean;
}

export interface OrganizationAccess {
  view: boolean;
  manage: boolean;
}

const none: OrganizationAccess = { view: false, manage: false };

/**
 * Doc 000 §6: "Manage an organization: it is the user's own, or its parentCanManage is true, or
 * the user is TMS admin. View an organization: it is the user's own, or parentCanView is true,
 * or the user is TMS admin."
 *
 * Our reading (docs/decisions.md): the vendor's TMS roles, held at the root, view the whole
 * hierarchy and only TMS admin manages it. Anyone else reaches only their own organization and
 * its descendants, and a descendant only when every organization on the way down grants it:
 * parentCanManage on each link for manage; parentCanView or parentCanManage on each link for view
 * (a parent that may manage a child may also look at it). A user without any role reaches nothing.
 *
 * @param path organizations from the root down to the target, the target last.
 */
export function organizationAccess(profile: Profile, path: readonly OrganizationLink[]): OrganizationAccess {
  if (path.length === 0 || profile.roles.length === 0) return none;
  const ownIndex = path.findIndex((o) => o.id === profile.organizationId);
  if (ownIndex < 0) return none;
  if (hasAnyRole(profile, ['tmsadmin'])) return { view: true, manage: true };
  const tmsReader = hasAnyRole(profile, ['tmsviewer', 'tmslicenseadmin']);
  const below = path.slice(ownIndex + 1);
  const manage = hasAnyRole(profile, ['sysadmin', 'accountadmin']) && below.every((o) => o.parentCanManage);
  const view = tmsReader || below.every((o) => o.parentCanView || o.parentCanManage);
  return { view: view || manage, manage };
}

/** True when the profile's own organization is the root (type 1). */
export function isAtRoot(profile: Pick<Profile, 'organizationType'>): boolean {
  return profile.organizationType === OrganizationType.Root;
}

/**
 * The access the roles alone decide, for every organization of the hierarchy, without reading the
 * path: none without a role; a TMS admin at the root manages everything; a TMS viewer or license
 * admin at the root (without an organization administrator role) views everything and manages
 * nothing. Undefined when the answer depends on the path (then call organizationAccess).
 */
export function organizationAccessByRole(profile: Profile): OrganizationAccess | undefined {
  if (profile.roles.length === 0) return none;
  if (!isAtRoot(profile)) return undefined;
  if (hasAnyRole(profile, ['tmsadmin'])) return { view: true, manage: true };
  if (!hasAnyRole(profile, ['sysadmin', 'accountadmin'])) return { view: true, manage: false };
  return undefined;
}
