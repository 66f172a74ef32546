/**
 * Doc 001 §2.2, §2.3, §5 and §6: internal users, user detail, associations, invites, the special
 * staff mode and the tenant-overview regions.
 */
import type { RegionKey } from '../config';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import { isAtRoot } from './organizationAccess';

/**
 * Doc 001 §6: "The internal user detail actions (reset password, remove MFA, reset lockout,
 * metadata) are offered only to TMS admin and TMS viewer."
 */
export function canUseInternalUserActions(profile: Pick<Profile, 'roles'>): boolean {
  return hasAnyRole(profile, ['tmsadmin', 'tmsviewer']);
}

export type UserDetailTab = 'general' | 'organizations' | 'invites' | 'audit' | 'access';
/** 'access' (ours): what the user may do in an organization and why (explainAccess), shown with General, Invites and Audit. */
export const userDetailTabOrder: readonly UserDetailTab[] = ['general', 'organizations', 'invites', 'audit', 'access'];

/**
 * Doc 001 §6: "Account Administrator ... does not see the General, Invites and Audit tabs of user
 * detail." A user holding any other administrative role alongside it sees them (our reading).
 */
export function isAccountAdministratorOnly(profile: Pick<Profile, 'roles'>): boolean {
  return profile.roles.includes('accountadmin') && !hasAnyRole(profile, ['tmsadmin', 'tmsviewer', 'sysadmin']);
}

export function userDetailTabs(profile: Pick<Profile, 'roles'>): UserDetailTab[] {
  return isAccountAdministratorOnly(profile) ? ['organizations'] : [...userDetailTabOrder];
}

/**
 * Doc 001 §6: "In the associations list the user's own row has no role picker and no remove button"
 * (for an Account Administrator). Other rows, and every row for other roles, get both controls when
 * the user may administer the organization (`canAdminister`, default true).
 */
export function associationRowControls(
  profile: Pick<Profile, 'roles' | 'userId'>,
  rowUserId: string,
  canAdminister = true,
): { rolePicker: boolean; remove: boolean } {
  const ownRowLocked = isAccountAdministratorOnly(profile) && rowUserId === profile.userId;
  const allowed = canAdminister && !ownRowLocked;
  return { rolePicker: allowed, remove: allowed };
}

/**
 * A user's Organizations tab (doc 001 §2.3), one row per organization of the user: a TMS admin gets
 * the role picker and remove on every row; an Account Administrator on every row but the one of his
 * own organization — doc 001 §6 "the user's own row has no role picker and no remove button" read on
 * this tab as his own organization's row (docs/decisions.md "Who may call what") — and on
 * none of his own associations (associationRowControls; the service refuses those). The service lists
 * him only the organizations he manages. A TMS viewer, and anyone else, reads.
 */
export function userOrganizationRowControls(
  profile: Pick<Profile, 'roles' | 'userId' | 'organizationId'>,
  userId: string,
  row: { organizationId: number },
): { rolePicker: boolean; remove: boolean } {
  if (hasAnyRole(profile, ['tmsadmin'])) return associationRowControls(profile, userId);
  const accountAdmin = hasAnyRole(profile, ['accountadmin']) && row.organizationId !== profile.organizationId;
  return associationRowControls({ ...profile, roles: ['accountadmin'] }, userId, accountAdmin);
}

/** Doc 001 §6: "A TMS-admin-restricted role flag disables Cancel invite and the invite button." */
export function canInvite(profile: Pick<Profile, 'tmsRestricted'>): boolean {
  return !profile.tmsRestricted;
}

/**
 * Doc 001 §4: "only an invite in the Pending status offers 'Cancel invite'"; §6: the TMS-restricted
 * flag disables it. `offered` says whether the control shows, `enabled` whether it can be pressed.
 */
export function cancelInviteControl(
  profile: Pick<Profile, 'tmsRestricted'>,
  invite: { isPending: boolean; isCancelling?: boolean },
): { offered: boolean; enabled: boolean } {
  if (!invite.isPending) return { offered: false, enabled: false };
  return { offered: true, enabled: !profile.tmsRestricted && !invite.isCancelling };
}

/**
 * Doc 001 §6: "Special staff mode: applies when the current role shortCode is sysadmin, the
 * organization is one fixed root organization ... and a further flag holds." We take the fixed
 * root to be the root-type organization and the flag from profile.staffModeFlag.
 */
export function isSpecialStaffMode(profile: Pick<Profile, 'roles' | 'organizationType' | 'staffModeFlag'>): boolean {
  return hasAnyRole(profile, ['sysadmin']) && isAtRoot(profile) && profile.staffModeFlag;
}

/** Doc 001 §3 and §9: "Region keys: united-states, europe, S1." */
export const tenantOverviewRegions = ['united-states', 'europe', 'S1'] as const;
export type TenantOverviewRegion = (typeof tenantOverviewRegions)[number];

/** The /config.json region each tab's services live in. */
export const tenantOverviewRegionConfigKey: Record<TenantOverviewRegion, RegionKey> = {
  'united-states': 'US',
  europe: 'EMEA',
  S1: 'S1',
};

/** Doc 001 §2.2: "Provider-staff users see only the S1 tab. Others see the United States and Europe tabs." */
export function tenantOverviewTabs(profile: Pick<Profile, 'tenantOverviewStaff'>): TenantOverviewRegion[] {
  return profile.tenantOverviewStaff ? ['S1'] : ['united-states', 'europe'];
}

/** Doc 001 §2.2: "With no tab, users with the provider-staff tenant-overview access are redirected to S1. All others go to united-states." */
export function defaultTenantOverviewRegion(profile: Pick<Profile, 'tenantOverviewStaff'>): TenantOverviewRegion {
  return profile.tenantOverviewStaff ? 'S1' : 'united-states';
}

/**
 * The tab a /tenant-overview/{tab} visit shows. Doc 001 §2.2: no tab → the default region;
 * "Choosing a tab whose key is empty goes to europe." A key the user may not see (or an unknown
 * one) goes to their default region (our choice), so provider staff asking for europe land on S1.
 */
export function resolveTenantOverviewTab(profile: Pick<Profile, 'tenantOverviewStaff'>, tab: string | undefined): TenantOverviewRegion {
  const visible = tenantOverviewTabs(profile);
  const wanted = tab === '' ? 'europe' : tab;
  return visible.find((t) => t === wanted) ?? defaultTenantOverviewRegion(profile);
}

/**
 * Doc 001 §5: "Role picker: when exactly one role is selected, that option is disabled, so at least
 * one role always remains."
 */
export function isRoleOptionDisabled(selectedRoleIds: readonly string[], roleId: string): boolean {
  return selectedRoleIds.length === 1 && selectedRoleIds[0] === roleId;
}

/** Doc 001 §2.3: "Only relationship types that contain the word 'Associated' are shown." */
export function isShownRelationship(relationshipType: string | null | undefined): boolean {
  return (relationshipType ?? '').includes('Associated');
}

export function shownAssociations<T extends { relationshipType?: string | null }>(rows: readonly T[]): T[] {
  return rows.filter((r) => isShownRelationship(r.relationshipType));
}

/** What ticking or unticking a role in the picker does (doc 001 §4 "Association role toggle"). */
export type RoleToggle =
  | { kind: 'add' | 'remove'; roleId: string }
  /** "The role must exist in the available roles, otherwise the error 'Unable to find role {id} in available roles' is raised." */
  | { kind: 'notFound'; roleId: string }
  /** §5: the last remaining role cannot be unticked. */
  | { kind: 'lastRole'; roleId: string };

/**
 * The call a click on `roleId` makes for a row holding `heldRoleIds`: POST when it is being
 * selected, DELETE when deselected; nothing when the role is unknown or is the last one.
 */
export function planRoleToggle(availableRoles: readonly { roleId: string }[], heldRoleIds: readonly string[], roleId: string): RoleToggle {
  if (!availableRoles.some((r) => r.roleId === roleId)) return { kind: 'notFound', roleId };
  if (!heldRoleIds.includes(roleId)) return { kind: 'add', roleId };
  if (isRoleOptionDisabled(heldRoleIds, roleId)) return { kind: 'lastRole', roleId };
  return { kind: 'remove', roleId };
}

export interface RolePickerOption {
  roleId: string;
  displayName: string;
  checked: boolean;
  disabled: boolean;
}

/**
 * The picker's options: the assignable roles (isVisible) and every role the row already holds (so
 * a held role that is not offered can still be seen), in the available roles' order, held roles
 * that are not available last. The last held role is disabled.
 */
export function rolePickerOptions(
  availableRoles: readonly { roleId: string; displayName: string; isVisible: boolean }[],
  held: readonly { roleId: string; displayName: string }[],
): RolePickerOption[] {
  const heldIds = held.map((r) => r.roleId);
  const option = (roleId: string, displayName: string): RolePickerOption => ({
    roleId,
    displayName,
    checked: heldIds.includes(roleId),
    disabled: isRoleOptionDisabled(heldIds, roleId),
  });
  const offered = availableRoles.filter((r) => r.isVisible || heldIds.includes(r.roleId)).map((r) => option(r.roleId, r.displayName));
  const unknown = held.filter((h) => !availableRoles.some((r) => r.roleId === h.roleId)).map((h) => option(h.roleId, h.displayName));
  return [...offered, ...unknown];
}
