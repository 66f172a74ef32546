import { expectUnchanged, roleIds, useTestSandbox, userIdByEmail } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

/**
 * Doc 000 §6 "Brand configuration access", enforced by the sandbox (the console alone
 * hid them): a brand sold without invitations or radar provisioning refuses those calls.
 */
const sb = useTestSandbox({ brand: { invitationsAllowed: false, radarProvisioningAllowed: false }, env: { INIT_TENANT_SECONDS: '3600' } });
const kit = hierarchyKit(sb);
const initTenant = (who: string, orgId: number) =>
  kit.call(who, 'POST', `/svc/reporting/us/api/Signup/InitTenant?userId=${userIdByEmail(sb.db, who)}&organizationId=${orgId}`, { region: 'US' });

describe('brand rules in the sandbox', () => {
  it('serves the brand it enforces', async () => {
    const config = (await sb.app.inject({ url: '/config.json' })).json();
    expect(config.brand).toMatchObject({ invitationsAllowed: false, radarProvisioningAllowed: false, userManagementAllowed: false });
  });

  it('without invitationsAllowed, neither createinvite nor the invite POST invites anyone', async () => {
    const contoso = kit.orgId('Contoso Pharmaceuticals');
    const create = await expectUnchanged(
      sb,
      () =>
        kit.call('customer.admin@sandbox.test', 'POST', '/svc/identity/users/createinvite', {
          organizationId: contoso,
          email: 'brand.new@contoso-pharma.example',
          roles: [roleIds.accountadmin],
        }),
      403,
    );
    expect(create.json()).toEqual({ message: 'Invitations are not available under this brand' });
    await expectUnchanged(
      sb,
      () =>
        kit.call('tms.admin@sandbox.test', 'POST', `/svc/account/api/v1.1/organizations/${contoso}/invites`, {
          userId: userIdByEmail(sb.db, 'no.roles@sandbox.test'),
          roles: [roleIds.accountadmin],
        }),
      403,
    );
  });

  it('without radarProvisioningAllowed, InitTenant is refused for a tenant customer, not for a partner', async () => {
    const refused = await expectUnchanged(sb, () => initTenant('customer.admin@sandbox.test', kit.orgId('Contoso Pharmaceuticals')), 403);
    expect(refused.json().message).toMatch(/provisioning is disabled/);
    expect((await initTenant('tms.admin@sandbox.test', kit.orgId('Fabrikam Partners'))).statusCode).not.toBe(403);
  });
});
