/**
 * Stored codes. The enumerations of the spec live in src/domain (status/people.ts,
 * status/organization.ts); the sandbox stores exactly those numbers. Only what the console never
 * sees is defined here.
 */
export { AuthProviderFlag as AuthProvider, MfaProvider, OrganizationStatus, PaymentType, UserStatus } from '../../src/domain';

/** Relationship of a user with an organization; the console shows those containing "Associated". */
export const RelationshipType = {
  Associated: 'Associated',
  ParentAssociated: 'ParentAssociated',
  Invited: 'Invited',
} as const;
