/** Doc 001 §3 enumerations: invite status, user status, MFA provider, authentication providers. */
import { orderedLabelKeys } from './labelKeys';

/** "Invite status: Pending, Accepted, Declined, Cancelled." Numbered in that order (ours). */
export const InviteStatus = { Pending: 0, Accepted: 1, Declined: 2, Cancelled: 3 } as const;
export type InviteStatus = (typeof InviteStatus)[keyof typeof InviteStatus];
export const inviteStatusLabelKey = orderedLabelKeys<InviteStatus>('invites.status', ['pending', 'accepted', 'declined', 'cancelled']);
/** Doc 001 §4: "only an invite in the Pending status offers 'Cancel invite'"; §7 "Only those in the Pending status are kept". */
export const isPendingInvite = (status: number | null | undefined) => status === InviteStatus.Pending;

/** "User status: Disabled, Active, Pending Invite, Pending Sign up." Numbered in that order (ours). */
export const UserStatus = { Disabled: 0, Active: 1, PendingInvite: 2, PendingSignUp: 3 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusLabelKey = orderedLabelKeys<UserStatus>('users.status', ['disabled', 'active', 'pendingInvite', 'pendingSignUp']);

/** "MFA provider code: 1 Google, 2 Authy. MFA status is shown as Authy, Google or None." */
export const MfaProvider = { Google: 1, Authy: 2 } as const;
export type MfaDisplay = 'Google' | 'Authy' | 'None';

/** The MFA status shown for a user; None for any other code, or when two-factor is switched off. */
export function mfaDisplay(provider: number | null | undefined, twoFactorEnabled = true): MfaDisplay {
  if (!twoFactorEnabled) return 'None';
  if (provider === MfaProvider.Google) return 'Google';
  if (provider === MfaProvider.Authy) return 'Authy';
  return 'None';
}

/** "Authentication provider type flags: QT 1, AzureAd 2, S1Auth0 4, Okta 8, CloudInsiderAad 16, S1AuthLegacy 32." */
export const AuthProviderFlag = { QT: 1, AzureAd: 2, S1Auth0: 4, Okta: 8, CloudInsiderAad: 16, S1AuthLegacy: 32 } as const;

/** "The account type shown is AAD, legacy or one of two provider-staff types." */
export type UserAccountType = 'aad' | 'legacy' | 'staffAuth0' | 'staffLegacy';
export const userAccountTypeLabelKey: Record<UserAccountType, string> = {
  aad: 'users.accountType.aad',
  legacy: 'users.accountType.legacy',
  staffAuth0: 'users.accountType.staffAuth0',
  staffLegacy: 'users.accountType.staffLegacy',
};

/**
 * Our mapping (the spec names the four types but not the flags behind them): the provider-staff
 * sign-ins first (S1Auth0, then S1AuthLegacy), then AAD (AzureAd or CloudInsiderAad), otherwise
 * legacy (QT, Okta or nothing). Takes the user's authProviders or their flags already combined.
 */
export function userAccountType(providers: readonly { type: number }[] | number | null | undefined): UserAccountType {
  const flags = typeof providers === 'number' ? providers : (providers ?? []).reduce((acc, p) => acc | p.type, 0);
  if (flags & AuthProviderFlag.S1Auth0) return 'staffAuth0';
  if (flags & AuthProviderFlag.S1AuthLegacy) return 'staffLegacy';
  if (flags & (AuthProviderFlag.AzureAd | AuthProviderFlag.CloudInsiderAad)) return 'aad';
  return 'legacy';
}
