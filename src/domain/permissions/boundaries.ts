/** Doc 002 §6: virtual boundaries, the setup wizard and the terms dialog. */
import { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import { explainOrganizationAccess, type ExplainedAccess, type OrganizationAccess, type OrganizationLink } from './organizationAccess';
import { canOpenRoute, explainOpenRoute } from './routes';
import { allow, deny, type Verdict } from './verdict';

/**
 * Who may read an organization's boundaries (list, a boundary, its users, a user's boundaries):
 * the roles of the page (doc 002 §2 navigation: sysadmin, TMS admin) and the TMS viewer, who reads
 * everything the hierarchy lets them view and writes nothing ("a TMS viewer's writes get
 * 403"); always over an organization the caller may view.
 */
export function canReadBoundaries(profile: Pick<Profile, 'roles'>, access: Pick<OrganizationAccess, 'view'>): boolean {
  return access.view && canReadBoundaryRole(profile);
}

/** The role half of reading boundaries: the page's roles and the TMS viewer. */
export function canReadBoundaryRole(profile: Pick<Profile, 'roles'>): boolean {
  return canWriteBoundaryRole(profile) || hasAnyRole(profile, ['tmsviewer']);
}

/** The role half of managing boundaries: the page's roles (doc 002 §2 "Virtual Boundaries: sysadmin, TMS admin"). */
export function canWriteBoundaryRole(profile: Pick<Profile, 'roles'>): boolean {
  return canOpenRoute(profile as Profile, 'virtualBoundaries', { groupsEnabled: true });
}

/**
 * Doc 002 §6, as written: boundaries are managed by "the user [who] manages their own organization or
 * [where] the parent can manage (parentCanManage, default true)". On the user's own organization:
 * manage access. On any other: manage access and that organization's own parentCanManage — with no
 * exception for a TMS admin, whose organization access otherwise manages every organization
 * (docs/decisions.md "Virtual boundaries"). Reading is not affected.
 *
 * @param path organizations from the root down to the selected one, the selected one last.
 */
export function managesBoundaries(profile: Profile, path: readonly OrganizationLink[]): boolean {
  return explainManagesBoundaries(profile, path).allowed;
}

/**
 * managesBoundaries with its reason (the rule itself; managesBoundaries reads it). `access` is the
 * access rule's answer over the same path, for a caller who has it already.
 */
export function explainManagesBoundaries(
  profile: Profile,
  path: readonly OrganizationLink[],
  access: ExplainedAccess = explainOrganizationAccess(profile, path),
): Verdict {
  const selected = path[path.length - 1];
  const { manage } = access;
  if (!selected || !manage.allowed) return manage;
  if (selected.id !== profile.organizationId && !selected.parentCanManage) return deny('boundariesParentCanManageOff', manage.facts);
  return manage;
}

/**
 * Adding, editing and deleting boundaries of an organization (doc 002 §6): the page's role,
 * managesBoundaries over the organization, and the provisioning check passed for the caller's own
 * organization and the selected one.
 */
export function canWriteBoundaries(
  profile: Pick<Profile, 'roles'>,
  manages: boolean,
  ownProvisioned: boolean,
  selectedProvisioned: boolean,
): boolean {
  return explainWriteBoundaries(profile, manages ? allow('manages') : deny('noManage'), ownProvisioned, selectedProvisioned).allowed;
}

/**
 * canWriteBoundaries with its reason (the rule itself); `manages` is managesBoundaries' verdict
 * (explainManagesBoundaries), whose refusal says which right or flag is missing.
 */
export function explainWriteBoundaries(
  profile: Pick<Profile, 'roles'>,
  manages: Verdict,
  ownProvisioned: boolean,
  selectedProvisioned: boolean,
): Verdict {
  if (!canWriteBoundaryRole(profile)) return explainOpenRoute(profile, 'virtualBoundaries', { groupsEnabled: true });
  // Rights before state, as the sandbox answers: 403 without manage, 409 while not provisioned.
  if (!manages.allowed) return manages;
  if (!canManageBoundaries(ownProvisioned, selectedProvisioned)) {
    return deny(ownProvisioned ? 'selectedNotProvisioned' : 'ownNotProvisioned');
  }
  return allow('boundariesAllowed');
}

/**
 * Doc 002 §6: "Managing boundaries (add, edit, delete) requires that the provisioning check passes
 * for both the user's own organization and the selected one, and that the user manages their own
 * organization or the parent can manage (parentCanManage, default true)."
 */
export function canManageBoundaries(ownProvisioned: boolean, selectedProvisioned: boolean, managesOwnOrParentCanManage = true): boolean {
  return ownProvisioned && selectedProvisioned && managesOwnOrParentCanManage;
}

/** Doc 002 §7: "GET .../products/1/Radar%20uAPI ... list; non-empty means provisioned." */
export function isProvisionedLookup(list: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(list) && list.length > 0;
}

/** The page warning of the boundaries page (doc 002 §2: "canNotManage" / "notProvisioned"). */
export function boundaryPageWarning(
  ownProvisioned: boolean,
  selectedProvisioned: boolean,
  managesOwnOrParentCanManage = true,
): 'notProvisioned' | 'canNotManage' | undefined {
  if (!ownProvisioned || !selectedProvisioned) return 'notProvisioned';
  if (!managesOwnOrParentCanManage) return 'canNotManage';
  return undefined;
}

/** Doc 002 §6: "Setup wizard: system administrator only." */
export function canOpenSetupWizard(profile: Pick<Profile, 'roles'>): boolean {
  return hasAnyRole(profile, ['sysadmin']);
}

/** Doc 002 §9: "Whitelabel id 4 and root organization type 1 suppress the terms dialog." */
export const TERMS_EXEMPT_WHITELABEL_ID = 4;

export interface TermsDialogInput {
  /** The current page is a setup page (/{parentOrgId}/setup/...). */
  onSetupPage: boolean;
  /**
   * Type of the signed-in user's own (root) organization: 1 is the vendor's root, whose staff act on
   * customers' organizations and never accept a customer's terms for it.
   */
  rootOrganizationType: OrganizationType;
  whitelabelId: number | null;
  /** Result of the policy check; a failed check reads as not accepted (false). */
  policyAccepted: boolean;
  /** The policy check or the provisioning status is still loading. */
  loading: boolean;
  azureAdTenantId: string | null | undefined;
  /** The organization's provisioning status, compared with `requiredProvisioningStatus`. */
  provisioningStatus: number | string | null | undefined;
  /** The status value that makes the dialog due (doc 002 §6: "a specific value (not shown)"). */
  requiredProvisioningStatus: number | string;
}

/**
 * Doc 002 §6: "Terms dialog visibility: hidden on setup pages, when the root organization type is
 * 1, and in one other unknown condition. It shows once when all hold: policy not accepted, status
 * not loading, whitelabel id not 4, a directory tenant id exists, provisioning status equals a
 * specific value."
 */
export function showTermsDialog(input: TermsDialogInput): boolean {
  if (input.onSetupPage) return false;
  if (input.rootOrganizationType === OrganizationType.Root) return false;
  if (input.whitelabelId === TERMS_EXEMPT_WHITELABEL_ID) return false;
  return !input.policyAccepted && !input.loading && !!input.azureAdTenantId && input.provisioningStatus === input.requiredProvisioningStatus;
}
