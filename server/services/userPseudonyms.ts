import { createHmac, randomBytes } from 'node:crypto';
import { canUseInternalUserActions, isShownRelationship, organizationAccess, type Invite, type Profile } from '../../src/domain';
import type { OrgTree } from '../db/orgIndex';
import type { PeopleStore } from './peopleStore';

/**
 * No answer carries the id of another tenant's user. An administrator who invites
 * someone they cannot otherwise see (the user's home organization and associations are all outside
 * their view) gets that user under a pseudonym: a UUID derived from the organization and the user
 * with a key of this process, the same in every answer while the sandbox runs, which POST
 * …/organizations/{orgId}/invites takes back for that organization only. Inviting an existing e-mail
 * therefore tells nothing about the account behind it.
 */
const key = randomBytes(32);
const issued = new Map<string, string>();

export function pseudonymOf(orgId: number, userId: string): string {
  const hex = createHmac('sha256', key).update(`${orgId}:${userId}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  issued.set(`${orgId}:${id}`, userId);
  return id;
}

/** The user behind a pseudonym issued for `orgId`, or the id itself when it is none. */
export function fromPseudonym(orgId: number, id: string): string {
  return issued.get(`${orgId}:${id.toLowerCase()}`) ?? id;
}

/** The caller sees the user's real id: internal staff, the user themself, or a view of their home or an associated organization. */
export function seesUser(profile: Profile, tree: OrgTree, store: PeopleStore, userId: string): boolean {
  if (userId === profile.userId || canUseInternalUserActions(profile)) return true;
  const home = store.userRow(userId)?.organization_id;
  const organizations = [
    ...(home === undefined ? [] : [home]),
    ...store
      .associations(userId)
      .filter((a) => isShownRelationship(a.relationshipType))
      .map((a) => a.organizationId),
  ];
  return organizations.some((id) => {
    const path = tree.path(id);
    return path !== undefined && organizationAccess(profile, path).view;
  });
}

/** The id of `userId` as this caller may read it in an answer about `orgId`. */
export function userIdFor(profile: Profile, tree: OrgTree, store: PeopleStore, orgId: number, userId: string): string {
  return seesUser(profile, tree, store, userId) ? userId : pseudonymOf(orgId, userId);
}

/** An invite as this caller may read it. */
export function inviteFor(profile: Profile, tree: OrgTree, store: PeopleStore, invite: Invite): Invite {
  return { ...invite, userId: userIdFor(profile, tree, store, invite.organizationId, invite.userId) };
}
