/**
 * The action catalogue of change jobs: for each action, which rule of src/domain/permissions decides
 * it on one target, what undoes it, and whether it grants an administrator role. The console asks
 * it to offer only actions the user may run on at least one target; the sandbox asks it for every
 * target of a preview and again before applying each.
 */
import type { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import type { RoleCode } from '../roles';
import { explainManageDataCollection } from '../permissions/dataCollection';
import { explainAddEditSubscriptionsAt } from '../permissions/hierarchy';
import type { ExplainedAccess } from '../permissions/organizationAccess';
import { isAccountAdministratorOnly } from '../permissions/people';
import { canGrantRole } from '../permissions/roleGrants';
import { allow, deny, type Verdict } from '../permissions/verdict';
import type { ChangeAction } from './schemas';

/** What a rule needs to know of one target besides the caller's access to it. */
export interface ChangeTargetFacts {
  organizationType: OrganizationType;
  /** For a role change: the role's code (undefined for an unknown role) and the user it is for. */
  roleCode?: RoleCode;
  userId?: string;
}

export interface ChangeActionEntry {
  /** The resource and action of src/domain/permissions/resources.ts the single change is (for the menu and canAccess). */
  resource: 'organizationUsers' | 'dataCollection' | 'subscriptions';
  /** The rule that decides the action on one target, with its reason (the one the single change's route asks). */
  explain: (profile: Profile, access: ExplainedAccess, target: ChangeTargetFacts) => Verdict;
  /** The action that undoes it, with the same params; undefined when it has no undo (a trial is not taken back). */
  inverse?: ChangeAction;
}

/**
 * A role change in an organization: the caller manages it (the role routes' `manage`), may grant
 * the role (roleGrants), and, as an Account Administrator only, does not change their own association
 * (doc 001 §6) — the rules of `POST/DELETE …/organizations/{orgId}/users/{userId}/roles/{roleId}`.
 */
function explainRoleChange(profile: Profile, access: ExplainedAccess, target: ChangeTargetFacts): Verdict {
  if (!access.manage.allowed) return access.manage;
  if (!canGrantRole(profile, target.roleCode)) return deny('roleNotGrantable', { role: target.roleCode ?? '' });
  if (isAccountAdministratorOnly(profile) && target.userId === profile.userId) return deny('ownAssociation');
  return allow('roleGrantable');
}

export const changeCatalogue: Record<ChangeAction, ChangeActionEntry> = {
  grantRole: { resource: 'organizationUsers', explain: explainRoleChange, inverse: 'removeRole' },
  removeRole: { resource: 'organizationUsers', explain: explainRoleChange, inverse: 'grantRole' },
  holdDataCollection: {
    resource: 'dataCollection',
    explain: (profile, access, target) => explainManageDataCollection(profile, target, access),
    inverse: 'releaseDataCollection',
  },
  releaseDataCollection: {
    resource: 'dataCollection',
    explain: (profile, access, target) => explainManageDataCollection(profile, target, access),
    inverse: 'holdDataCollection',
  },
  addTrial: { resource: 'subscriptions', explain: (profile, access) => explainAddEditSubscriptionsAt(profile, access) },
};

/** The rule of `action` on one target (the sandbox asks it per target; the console to offer the action). */
export const explainChangeAt = (action: ChangeAction, profile: Profile, access: ExplainedAccess, target: ChangeTargetFacts): Verdict =>
  changeCatalogue[action].explain(profile, access, target);

/**
 * Whether the caller's roles could run `action` anywhere at all (the menu and the "Change…" buttons:
 * an action is offered only where it may run on at least one target, which the preview then decides per target).
 */
export function mayStartChange(profile: Pick<Profile, 'roles'>, action: ChangeAction): boolean {
  switch (action) {
    case 'grantRole':
    case 'removeRole':
      return hasAnyRole(profile, ['tmsadmin', 'sysadmin', 'accountadmin']);
    case 'holdDataCollection':
    case 'releaseDataCollection':
      return hasAnyRole(profile, ['tmsadmin', 'sysadmin']);
    case 'addTrial':
      return hasAnyRole(profile, ['tmsadmin', 'tmsviewer', 'tmslicenseadmin']);
  }
}

/** Who sees the Changes page: whoever may start or approve a job. */
export const mayUseChanges = (profile: Pick<Profile, 'roles'>): boolean =>
  (['grantRole', 'holdDataCollection', 'addTrial'] as const).some((a) => mayStartChange(profile, a));
