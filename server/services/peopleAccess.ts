import {
  canGrantRole,
  canUseInternalUserActions,
  hasAnyRole,
  invitationsAllowed,
  isAccountAdministratorOnly,
  roleCodeOf,
  type BrandAccess,
  type Profile,
} from '../../src/domain';
import { badRequest, notFound } from '../http/errors';
import { deny, fromParam, organization, type AccessRequest, type Granted } from '../http/routeAccess';
import type { PeopleStore } from './peopleStore';

/**
 * Who may call the people routes (rules from src/domain, decisions in docs/decisions.md), as parts
 * of the routes' access declarations (server/http/routeAccess.ts).
 */

/** Doc 001 §6: the internal user pages and actions are for TMS admin and TMS viewer only. */
export const internalRoles = (c: AccessRequest): void =>
  deny(canUseInternalUserActions(c.profile), 'Only a TMS admin or TMS viewer may use the internal user pages');

/** Doc 001 §6: "A TMS-admin-restricted role flag disables Cancel invite and the invite button." */
export const notRestricted =
  (action: string) =>
  (c: AccessRequest): void =>
    deny(!c.profile.tmsRestricted, `Your account is TMS-restricted: it may not ${action}`);

/**
 * Inviting (doc 000 §6 "Invitations tab needs invitationsAllowed", doc 001 §6 the TMS-restricted
 * flag): the brand must allow invitations and the caller must not be TMS-restricted.
 */
export const mayInvite =
  (brand: Pick<BrandAccess, 'invitationsAllowed'>) =>
  (c: AccessRequest): void => {
    deny(invitationsAllowed(brand), 'Invitations are not available under this brand');
    notRestricted('invite users')(c);
  };

/** An organization's users and invites (`:orgId`): manage access, or view access as a TMS viewer (read-only). */
export function orgUsersViewer(c: AccessRequest): Granted<never> {
  const granted = organization(fromParam('orgId'), 'view')(c);
  deny(
    granted.org!.access.manage || hasAnyRole(c.profile, ['tmsviewer']),
    `You do not have permission to manage the users of organization ${granted.org!.org.id}`,
  );
  return granted;
}

/** Doc 001 §6: an Account Administrator's own association (`:userId`) has no role picker and no remove. */
export const notOwnAssociation = (c: AccessRequest): void =>
  deny(
    !(isAccountAdministratorOnly(c.profile) && c.profile.userId === c.params.userId),
    'An Account Administrator may not change their own association',
  );

export function requireUser(store: PeopleStore, userId: string) {
  const user = store.userRow(userId);
  if (!user) throw notFound(`User ${userId} not found`);
  return user;
}

/**
 * A role that pickers offer (the visible ones; the vendor's TMS roles cannot be given here), 400
 * otherwise; and one the caller's roles may grant or take away (src/domain roleGrants), 403
 * otherwise: an Account Administrator cannot make anyone a System Administrator.
 */
export function requireAssignableRole(store: PeopleStore, profile: Profile, roleId: string, field = 'roleId') {
  const role = store.role(roleId);
  if (!role) throw badRequest(`Unknown role ${roleId}`, { [field]: [`Unknown role ${roleId}`] });
  if (role.is_visible !== 1)
    throw badRequest(`The role ${role.display_name} cannot be assigned`, { [field]: [`The role ${role.display_name} cannot be assigned`] });
  requireGrantableRole(profile, role);
  return role;
}

/** 403 unless the caller's roles may grant or take away this role. */
export function requireGrantableRole(profile: Profile, role: { short_code: string | null; display_name: string }): void {
  deny(
    canGrantRole(profile, roleCodeOf({ shortCode: role.short_code, displayName: role.display_name })),
    `Your roles do not allow granting or removing the role ${role.display_name}`,
  );
}
