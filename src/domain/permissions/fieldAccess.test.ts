import { profiles } from '../../../tests/domain/profiles';
import { canCancelInviteAsInternal, canReadNotes, withoutHiddenBilling } from './fieldAccess';

const org = { id: 5, name: 'Contoso', paymentType: 4, externalBillingId: 'NAV-1', customerReference: 'PO-9', whitelabelId: 2 };

describe('fields and actions by role', () => {
  it('keeps the billing fields for TMS admin and viewer, and removes them for everyone else', () => {
    expect(withoutHiddenBilling(profiles.tmsAdmin(), org)).toEqual(org);
    expect(withoutHiddenBilling(profiles.tmsViewer(), org)).toEqual(org);
    for (const profile of [profiles.tenantSysadmin(), profiles.tenantAccountAdmin(), profiles.licenseAdmin()]) {
      expect(withoutHiddenBilling(profile, org)).toEqual({ id: 5, name: 'Contoso', whitelabelId: 2 });
    }
  });

  it('lets a licence-only admin read no notes, and only a TMS admin cancel invites from the internal pages', () => {
    expect(canReadNotes(profiles.licenseAdmin(), { view: true })).toBe(false);
    expect(canReadNotes(profiles.tenantSysadmin(), { view: true })).toBe(true);
    expect(canReadNotes(profiles.tenantSysadmin(), { view: false })).toBe(false);
    expect(canCancelInviteAsInternal(profiles.tmsAdmin())).toBe(true);
    expect(canCancelInviteAsInternal(profiles.tmsViewer())).toBe(false);
  });
});
