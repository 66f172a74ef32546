import type { CardFormValues } from '../domain/validation/card';
import { cardTokenRequest } from '../domain/validation/card';
import type { CardToken } from '../domain/schemas/card';
import { metadataText, type InternalUser } from '../domain/schemas/user';
import type { UserAction } from './services/identity';
import type { Services, Session } from './types';

/** The people methods of the data provider that are not record reads or writes: user
 * commands and metadata, answering an invitation, the tenant's domains, the card token. */
export interface PeopleMethods {
  getUserDetails(userId: string): Promise<InternalUser>;
  runUserAction(userId: string, action: UserAction): Promise<unknown>;
  /** The metadata JSON text; "{}" when empty. */
  getUserMetadata(userId: string): Promise<string>;
  resetUserMetadata(userId: string): Promise<unknown>;
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
    getUserDetails: (userId) => identity.getUserDetails(userId),
    runUserAction: (userId, action) => identity.runUserAction(userId, action),
    getUserMetadata: async (userId) => metadataText(await users.getUserMetadata(userId)),
    resetUserMetadata: (userId) => users.resetUserMetadata(userId),
    answerMyInvite: (inviteId, answer) => users.answerMyInvite(inviteId, answer),
    getTenantDomains: async () => {
      const tenant = await serviceAccounts.getDirectoryTenant(await ownOrg());
      return [...new Set([tenant.name, ...tenant.verifiedDomains.map((d) => d.domainName)].map((d) => d.toLowerCase()))];
    },
    createCardToken: (values) => cardProvider.createToken(cardTokenRequest(values)),
  };
}
