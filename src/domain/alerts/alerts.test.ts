import { expectRule } from '../../../tests/domain/expectRule';
import { orgIds, profiles } from '../../../tests/domain/profiles';
import { alertPatchSchema, alertQuerySchema, authorizationSetOf, canAcknowledgeAlerts, canReadAlerts } from './alerts';

describe('alerts (doc 002 §7 "Alerting")', () => {
  it('the authorization set is the organization where the user holds their roles', () => {
    expect(authorizationSetOf(profiles.tmsAdmin())).toBe(orgIds.root);
    expect(authorizationSetOf(profiles.partnerSysadmin())).toBe(orgIds.partner);
  });

  it('administrators read alerts; all of them but the read-only TMS viewer acknowledge', () => {
    expectRule(canReadAlerts, {
      tmsAdmin: true,
      tmsViewer: true,
      licenseAdmin: true,
      partnerSysadmin: true,
      tenantAccountAdmin: true,
      noRoles: false,
    });
    expectRule(canAcknowledgeAlerts, {
      tmsAdmin: true,
      tmsViewer: false,
      licenseAdmin: true,
      partnerSysadmin: true,
      tenantAccountAdmin: true,
      noRoles: false,
    });
    expect(canAcknowledgeAlerts(profiles.tmsViewer({ roles: ['tmsviewer', 'tmsadmin'] }))).toBe(true);
  });

  it('reads the datasource query strictly: both filters, known fields, decimal set', () => {
    expect(alertQuerySchema.parse({ fields: 'Id,Title', ProductSet: '12', StatusType: 'new' })).toEqual({
      fields: ['Id', 'Title'],
      ProductSet: 12,
      StatusType: 'new',
    });
    for (const bad of [
      { ProductSet: '12' },
      { ProductSet: '0x8', StatusType: 'new' },
      { ProductSet: '12', StatusType: 'open' },
      { fields: 'Id,Secret', ProductSet: '12', StatusType: 'new' },
      { ProductSet: '12', StatusType: 'new', q: 'x' },
    ]) {
      expect(alertQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(alertPatchSchema.safeParse({ statusType: 'acknowledged' }).success).toBe(true);
    expect(alertPatchSchema.safeParse({ statusType: 'new' }).success).toBe(false);
  });
});
