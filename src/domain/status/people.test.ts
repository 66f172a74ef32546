import { AuthProviderFlag, InviteStatus, isPendingInvite, mfaDisplay, UserStatus, userAccountType } from './people';

describe('invite and user status (doc 001 §3)', () => {
  it('invite statuses, only Pending is pending', () => {
    expect(InviteStatus).toEqual({ Pending: 0, Accepted: 1, Declined: 2, Cancelled: 3 });
    expect(isPendingInvite(InviteStatus.Pending)).toBe(true);
    expect(isPendingInvite(InviteStatus.Cancelled)).toBe(false);
  });
  it('user statuses', () => {
    expect(UserStatus).toEqual({ Disabled: 0, Active: 1, PendingInvite: 2, PendingSignUp: 3 });
  });
});

describe('MFA display (doc 001 §3)', () => {
  it('1 Google, 2 Authy, else None', () => {
    expect(mfaDisplay(1)).toBe('Google');
    expect(mfaDisplay(2)).toBe('Authy');
    expect(mfaDisplay(0)).toBe('None');
    expect(mfaDisplay(null)).toBe('None');
    expect(mfaDisplay(2, false)).toBe('None');
  });
});

describe('account type from authentication provider flags (doc 001 §3)', () => {
  it('maps the flags', () => {
    expect(userAccountType([{ type: AuthProviderFlag.AzureAd }])).toBe('aad');
    expect(userAccountType([{ type: AuthProviderFlag.CloudInsiderAad }])).toBe('aad');
    expect(userAccountType([{ type: AuthProviderFlag.QT }])).toBe('legacy');
    expect(userAccountType([{ type: AuthProviderFlag.Okta }])).toBe('legacy');
    expect(userAccountType([])).toBe('legacy');
    expect(userAccountType(null)).toBe('legacy');
    expect(userAccountType([{ type: AuthProviderFlag.S1Auth0 }])).toBe('staffAuth0');
    expect(userAccountType([{ type: AuthProviderFlag.S1AuthLegacy }])).toBe('staffLegacy');
  });
  it('staff sign-ins win over AAD, combined flags work', () => {
    expect(userAccountType([{ type: 2 }, { type: 4 }])).toBe('staffAuth0');
    expect(userAccountType(2 | 32)).toBe('staffLegacy');
    expect(userAccountType(1 | 2)).toBe('aad');
  });
});
