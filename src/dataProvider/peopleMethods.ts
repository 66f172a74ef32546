import { isPendingInvite } from '../domain/status/people';
import type { CardFormValues } from '../domain/validation/card';
import { cardTokenRequest } from '../domain/validation/card';
import type { CardToken } from '../domain/schemas/card';
import type { Invite } from '../domain/schemas/invite';
import {
  ADD_USER_PROVIDER_NAME,
  metadataText,
  type InternalUser,
  type OrganizationAssociation,
  type OrganizationUser,
  type UserWithAssociations,
} from '../domain/schemas/user';
import type { AddUserValues } from '../domain/validation/people';
import type { UserAction } from './services/identity';
import type { Services, Session } from './types';

/** The people methods of the data provider (issue 5): users, associations, invites, the tenant's domains, card. */
export interface PeopleMethods {
  getUser(userId: string): Promise<UserWithAssociations>;
  getUserDetails(userId: string): Promise<InternalUser>;
  runUserAction(userId: string, action: UserAction): Promise<unknown>;
  getUserInvites(userId: string): Promise<Invite[]>;
  cancelUserInvite(inviteId: string): Promise<unknown>;
  /** The metadata JSON text; "{}" when empty. */
  getUserMetadata(userId: string): Promise<string>;
  resetUserMetadata(userId: string): Promise<unknown>;
  getOrganizationUsers(orgId: number): Promise<OrganizationUser[]>;
  removeAssociation(orgId: number, userId: string): Promise<unknown>;
  setAssociationRole(orgId: number, userId: string, roleId: string, selected: boolean): Promise<OrganizationAssociation>;
  /** The organization's invites in the Pending status only (doc 001 §7). */
  getPendingInvites(orgId: number): Promise<Invite[]>;
  /** Identity createinvite, then POST /api/v1.1/organizations/{org}/invites. */
  inviteUser(orgId: number, email: string, roles: string[]): Promise<Invite>;
  cancelInvite(inviteId: string): Promise<unknown>;
  /** Identity POST users, then the association (the caller reloads the list). */
  addUserToOrganization(orgId: number, values: AddUserValues): Promise<OrganizationAssociation>;
  answerMyInvite(inviteId: string, answer: 'accept' | 'decline'): Promise<unknown>;
  /** Domains of the own organization's directory tenant (its name and verified domains); rejects when none is connected. */
  getTenantDomains(): Promise<string[]>;
  /** The card provider's token for the card (nothing goes to our own services). */
  createCardToken(values: CardFormValues): Promise<CardToken>;
}

export function createPeopleMethods(services: Services, session: Session): PeopleMethods {
  const { users, identity, serviceAccounts, cardProvider } = services;
  const ownOrg = async () => (await session.getProfile()).organizationId;
  return {
    getUser: (userId) => users.getUser(userId),
    getUserDetails: (userId) => identity.getUserDetails(userId),
    runUserAction: (userId, action) => identity.runUserAction(userId, action),
    getUserInvites: (userId) => users.getUserInvites(userId),
    cancelUserInvite: (inviteId) => users.cancelUserInvite(inviteId),
    getUserMetadata: async (userId) => metadataText(await users.getUserMetadata(userId)),
    resetUserMetadata: (userId) => users.resetUserMetadata(userId),
    getOrganizationUsers: (orgId) => users.getOrganizationUsers(orgId),
    removeAssociation: (orgId, userId) => users.removeAssociation(orgId, userId),
    setAssociationRole: (orgId, userId, roleId, selected) => users.setAssociationRole(orgId, userId, roleId, selected),
    getPendingInvites: async (orgId) => (await users.getOrganizationInvites(orgId)).filter((i) => isPendingInvite(i.status)),
    inviteUser: async (orgId, email, roles) => {
      const { userId } = await identity.createInvite({ organizationId: orgId, email: email.trim(), roles });
      return users.createOrganizationInvite(orgId, userId, roles);
    },
    cancelInvite: (inviteId) => users.cancelInvite(inviteId),
    addUserToOrganization: async (orgId, v) => {
      const { userId } = await identity.createUser({
        email: v.email.trim(),
        providerName: ADD_USER_PROVIDER_NAME,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
      });
      return users.addAssociation(orgId, userId);
    },
    answerMyInvite: (inviteId, answer) => users.answerMyInvite(inviteId, answer),
    getTenantDomains: async () => {
      const tenant = await serviceAccounts.getDirectoryTenant(await ownOrg());
      return [...new Set([tenant.name, ...tenant.verifiedDomains.map((d) => d.domainName)].map((d) => d.toLowerCase()))];
    },
    createCardToken: (values) => cardProvider.createToken(cardTokenRequest(values)),
  };
}
