/**
 * In-memory people data of the msw handlers (account users, invites, identity): tests call
 * resetPeopleData() in beforeEach so that each starts from these fixtures.
 */
import type { Invite } from '../../src/domain/schemas/invite';
import type { InternalUser, OrganizationUser, RoleRef, UserAssociation } from '../../src/domain/schemas/user';
import { availableRoles } from './account';

const role = (roleId: string): RoleRef => {
  const r = availableRoles.find((a) => a.roleId === roleId)!;
  return { roleId: r.roleId, displayName: r.displayName, shortCode: r.shortCode };
};
export const roleRef = role;

/** The tenant account admin of src/domain/testing/profiles.ts (tenantAccountAdmin, organization 40). */
export const accountAdminUserId = '6f1c2a0e-5b8f-4e0a-9a57-0c6f3b9d2a11';
export const userIds = {
  jordan: '11111111-1111-4111-8111-111111111111',
  casey: '22222222-2222-4222-8222-222222222222',
  robin: '33333333-3333-4333-8333-333333333333',
} as const;

function initialOrgUsers(): Record<number, OrganizationUser[]> {
  return {
    40: [
      { id: userIds.jordan, firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@contoso.example', associatedDate: '2025-03-02T10:00:00Z', relationshipType: 'Associated', roles: [role('r-sys')] },
      { id: userIds.casey, firstName: 'Casey', lastName: 'Ng', email: 'casey.ng@contoso.example', associatedDate: '2025-04-10T10:00:00Z', relationshipType: 'Associated', roles: [role('r-sys'), role('r-acc')] },
      { id: accountAdminUserId, firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@contoso.example', associatedDate: '2024-01-01T00:00:00Z', relationshipType: 'Associated', roles: [role('r-acc')] },
      { id: userIds.robin, firstName: 'Robin', lastName: 'Invited', email: 'robin@contoso.example', associatedDate: '2025-05-01T00:00:00Z', relationshipType: 'Invited', roles: [role('r-sys')] },
    ],
  };
}

export function makeInvite(over: Partial<Invite> & Pick<Invite, 'inviteId'>): Invite {
  return {
    id: over.inviteId,
    organizationId: 40,
    organizationName: 'Contoso Ltd',
    status: 0,
    createdOnUtc: '2026-02-01T09:00:00Z',
    userId: userIds.robin,
    userEmail: 'robin@contoso.example',
    userFirstName: 'Robin',
    userLastName: 'Invited',
    roles: [role('r-sys')],
    ...over,
  };
}

function initialInvites(): Invite[] {
  return [
    makeInvite({ inviteId: 'aaaaaaaa-0000-4000-8000-000000000001' }),
    makeInvite({ inviteId: 'aaaaaaaa-0000-4000-8000-000000000002', userEmail: 'old@contoso.example', status: 3 }),
    makeInvite({ inviteId: 'aaaaaaaa-0000-4000-8000-000000000003', userId: userIds.jordan, userEmail: 'jordan.lee@contoso.example', organizationId: 41, organizationName: 'Fabrikam Tenant', status: 1 }),
  ];
}

export function makeInternalUser(over: Partial<InternalUser> = {}): InternalUser {
  return {
    id: userIds.jordan,
    userId: userIds.jordan,
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@contoso.example',
    emailConfirmed: true,
    phoneNumber: '+44 20 7946 0000',
    twoFactorEnabled: true,
    twoFactorProvider: 2,
    authProviders: [{ type: 2 }],
    statusType: 1,
    inviteDateUtc: '2024-12-30T08:00:00Z',
    lastSuccessfulLogonDateUtc: '2026-03-04T15:06:07Z',
    createdOnUtc: '2025-01-02T03:04:05Z',
    createdDate: '2025-01-02T03:04:05Z',
    accessFailedCount: 3,
    lockoutEnabled: true,
    lockoutEnd: '2026-03-05T10:00:00Z',
    roles: ['System Administrator'],
    associationsCount: 2,
    passwordResetRequired: false,
    ...over,
  };
}

function initialUserAssociations(): Record<string, UserAssociation[]> {
  return {
    [userIds.jordan]: [
      { organizationId: 40, organizationName: 'Contoso Ltd', relationshipType: 'Associated', dateAssociated: '2025-03-02T10:00:00Z', roles: [role('r-sys')] },
      { organizationId: 41, organizationName: 'Fabrikam Tenant', relationshipType: 'ParentAssociated', dateAssociated: '2025-06-01T10:00:00Z', roles: [role('r-sys'), role('r-acc')] },
      { organizationId: 30, organizationName: 'Hidden Invite', relationshipType: 'Invited', dateAssociated: '2025-07-01T10:00:00Z', roles: [role('r-acc')] },
    ],
  };
}

export const peopleData = {
  orgUsers: initialOrgUsers(),
  invites: initialInvites(),
  userAssociations: initialUserAssociations(),
  users: [makeInternalUser()] as InternalUser[],
  metadata: { [userIds.jordan]: '{"theme":"dark","pinned":[40]}' } as Record<string, string>,
  /** The signed-in user of a test (the me routes). */
  myAssociations: [] as UserAssociation[],
  myInvites: [] as Invite[],
};

export function resetPeopleData() {
  peopleData.orgUsers = initialOrgUsers();
  peopleData.invites = initialInvites();
  peopleData.userAssociations = initialUserAssociations();
  peopleData.users = [makeInternalUser()];
  peopleData.metadata = { [userIds.jordan]: '{"theme":"dark","pinned":[40]}' };
  peopleData.myAssociations = [];
  peopleData.myInvites = [];
}
