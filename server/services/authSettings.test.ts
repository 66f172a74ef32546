import { authenticationTypeOf, tenantAuthenticationSchema } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const get = (email: string, id: number) => kit.call(email, 'GET', `/svc/analytics/api/v1/organizations/${id}/Settings/GetTenantAuthenticationType`);
const set = (email: string, id: number | string, type: string | number) =>
  kit.call(email, 'PATCH', `/svc/auth-settings/api/v1/organizations/${id}/Settings/SetTenantAuthenticationType/${type}`);
const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);

describe('authentication type', () => {
  it('reads certificate-based auth of a seeded organization', async () => {
    const res = await get('tms.viewer@sandbox.test', kit.orgId('Woodgrove Bank'));
    expect(res.statusCode).toBe(200);
    expect(tenantAuthenticationSchema.parse(res.json())).toEqual({ useCertBasedAuth: true, isBlocked: false });
  });

  it('sets it with 204 and reads it back', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    expect((await set('customer.admin@sandbox.test', id, authenticationTypeOf(true))).statusCode).toBe(204);
    expect((await get('customer.admin@sandbox.test', id)).json()).toEqual({ useCertBasedAuth: true, isBlocked: false });
    expect((await set('customer.admin@sandbox.test', id, 0)).statusCode).toBe(204);
    expect((await get('customer.admin@sandbox.test', id)).json().useCertBasedAuth).toBe(false);
  });

  it('409 when the organization’s authentication is blocked', async () => {
    const blocked = sb.db.prepare('SELECT id FROM organizations WHERE auth_blocked = 1 LIMIT 1').pluck().get() as number;
    await unchanged(() => set('tms.admin@sandbox.test', blocked, 1), 409);
  });

  it('400 for a type other than 0 or 1 or a body; 403 for a viewer or outside the subtree', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    await unchanged(() => set('tms.admin@sandbox.test', id, 2), 400);
    await unchanged(() => set('tms.admin@sandbox.test', 'x', 1), 400);
    await unchanged(
      () =>
        kit.call('tms.admin@sandbox.test', 'PATCH', `/svc/auth-settings/api/v1/organizations/${id}/Settings/SetTenantAuthenticationType/1`, {
          type: 1,
        }),
      400,
    );
    await unchanged(() => set('tms.viewer@sandbox.test', id, 1), 403);
    await unchanged(() => set('customer.admin@sandbox.test', kit.orgId('Coho Winery'), 1), 403);
    expect((await get('customer.admin@sandbox.test', kit.orgId('Quadrant Root'))).statusCode).toBe(403);
    expect(
      (await kit.call('tms.admin@sandbox.test', 'GET', `/svc/analytics/api/v1/organizations/${id}/Settings/GetTenantAuthenticationType?x=1`))
        .statusCode,
    ).toBe(400);
  });
});
