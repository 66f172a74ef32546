import { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import { allow, deny, type Verdict } from './verdict';

/** One organization on the path from the root down to the organization asked about. */
export interface OrganizationLink {
  id: number;
  parentId: number | null;
  organizationType: OrganizationType;
  parentCanView: boolean;
  parentCanManage: boolean;
  /** For explanations only (explainOrganizationAccess names the organization that refuses); never decides. */
  name?: string;
}

export interface OrganizationAccess {
  view: boolean;
  manage: boolean;
}

/**
 * The access rule's answers with their reasons (explainOrganizationAccess). A rule that needs view or
 * manage takes these and, refusing for want of one, returns it: the refusal names the flag or role missing.
 */
export interface ExplainedAccess {
  view: Verdict;
  manage: Verdict;
}

/** Plain access as verdicts, for the boolean form of such a rule: its caller has only the booleans, and reads no reason. */
export function accessVerdicts(access: OrganizationAccess): ExplainedAccess {
  return { view: access.view ? allow('views') : deny('noView'), manage: access.manage ? allow('manages') : deny('noManage') };
}

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
  const { view, manage } = explainOrganizationAccess(profile, path);
  return { view: view.allowed, manage: manage.allowed };
}

/** organizationAccess with the reason of each answer (the rule itself; organizationAccess reads it). */
export function explainOrganizationAccess(profile: Profile, path: readonly OrganizationLink[]): ExplainedAccess {
  const both = (v: Verdict) => ({ view: v, manage: v });
  const target = path[path.length - 1];
  if (!target) return both(deny('unknownOrganization'));
  const facts = { organization: nameOf(target), own: profile.organizationName };
  if (profile.roles.length === 0) return both(deny('noRoles', facts));
  const ownIndex = path.findIndex((o) => o.id === profile.organizationId);
  if (ownIndex < 0) return both(deny('outsideOwnOrganization', facts));
  if (hasAnyRole(profile, ['tmsadmin'])) return both(allow('tmsAdmin', facts));
  const tmsReader = hasAnyRole(profile, ['tmsviewer', 'tmslicenseadmin']);
  const below = path.slice(ownIndex + 1);
  const own = below.length === 0;
  const noManage = below.find((o) => !o.parentCanManage);
  const noView = below.find((o) => !(o.parentCanView || o.parentCanManage));
  const manage = !hasAnyRole(profile, ['sysadmin', 'accountadmin'])
    ? deny('noAdministratorRole', facts)
    : noManage
      ? deny('parentCanManageOff', { ...facts, blocker: nameOf(noManage) })
      : allow(own ? 'ownOrganizationAdministrator' : 'parentCanManageOn', facts);
  const view = tmsReader
    ? allow('tmsReader', facts)
    : noView
      ? deny('parentCanViewOff', { ...facts, blocker: nameOf(noView) })
      : allow(own ? 'ownOrganization' : 'parentCanViewOn', facts);
  // Managing includes looking: a view refusal yields to a manage permission.
  return { view: view.allowed || !manage.allowed ? view : manage, manage };
}

const nameOf = (o: OrganizationLink) => o.name ?? `#${o.id}`;

const none: OrganizationAccess = { view: false, manage: false };

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
