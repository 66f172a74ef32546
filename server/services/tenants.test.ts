import { azureApplicationSchema, directoryTenantSchema, isTenantWhitelabelCorrect } from '../../src/domain';
import { tenantGuidFor } from '../emulated/consent';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const api = '/svc/account/api/v1.0/organizations';
const tenantOf = (orgId: number) =>
  sb.db.prepare('SELECT * FROM directory_tenants WHERE organization_id = ?').get(orgId) as Record<string, unknown> | undefined;
const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);
/** What the consent page's Grant records (tested end to end in consent.test.ts). */
const grant = (name: string) => {
  const id = tenantGuidFor(`${name}.onmicrosoft.com`);
  sb.db.prepare("INSERT INTO emulated_consents VALUES (?, ?, 'client', '2026-01-01T00:00:00.000Z')").run(id, `${name}.onmicrosoft.com`);
  return id;
};

describe('GET /azureTenants', () => {
  it('answers the connected tenant with its verified domains', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    const res = await kit.call('customer.admin@sandbox.test', 'GET', `${api}/${id}/azureTenants`);
    expect(res.statusCode).toBe(200);
    const tenant = directoryTenantSchema.parse(res.json());
    expect(tenant.id).toBe(tenantOf(id)!.id);
    expect(tenant.name).toMatch(/\.onmicrosoft\.com$/);
    expect(tenant.verifiedDomains.length).toBeGreaterThan(0);
    expect(tenant.verifiedDomains.filter((d) => d.isDefault)).toHaveLength(1);
  });

  it('404 when no tenant is connected; 403 outside the subtree', async () => {
    const res = await kit.call('tms.admin@sandbox.test', 'GET', `${api}/${kit.orgId('Fourth Coffee')}/azureTenants`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no directory tenant/);
    expect((await kit.call('customer.admin@sandbox.test', 'GET', `${api}/${kit.orgId('Coho Winery')}/azureTenants`)).statusCode).toBe(403);
  });
});

describe('GET /azureTenants/resync', () => {
  it('refreshes lastUpdatedOnUtc', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    const before = tenantOf(id)!.last_updated_on_utc as string;
    const res = await kit.call('customer.admin@sandbox.test', 'GET', `${api}/${id}/azureTenants/resync`);
    expect(res.statusCode).toBe(200);
    expect(res.json().lastUpdatedOnUtc > before).toBe(true);
    expect(tenantOf(id)!.last_updated_on_utc).toBe(res.json().lastUpdatedOnUtc);
  });

  it('409 with a clear message without a tenant; 403 for a viewer; 400 for a bad id', async () => {
    const none = await unchanged(() => kit.call('tms.admin@sandbox.test', 'GET', `${api}/${kit.orgId('Fourth Coffee')}/azureTenants/resync`), 409);
    expect(none.json().message).toBe('Fourth Coffee has no directory tenant connected: connect its tenant first');
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'GET', `${api}/${kit.orgId('Trey Research')}/azureTenants/resync`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'GET', `${api}/${kit.orgId('Trey Research')}/azureTenants/resync`), 403);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'GET', `${api}/x/azureTenants/resync`), 400);
  });
});

describe('POST /azureTenants/{tenantId}', () => {
  it('connects a consented tenant: record, default domain, organization’s tenant id', async () => {
    const id = kit.orgId('Fourth Coffee');
    const tenantId = grant('fourthcoffee');
    const res = await kit.call('distributor.admin@sandbox.test', 'POST', `${api}/${id}/azureTenants/${tenantId.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(directoryTenantSchema.parse(res.json())).toMatchObject({
      id: tenantId,
      name: 'fourthcoffee.onmicrosoft.com',
      whitelabelId: null,
      verifiedDomains: [{ domainName: 'fourthcoffee.onmicrosoft.com', isDefault: true }],
    });
    const org = await kit.call('distributor.admin@sandbox.test', 'GET', `${api}/${id}`);
    expect(org.json().azureAdTenantId).toBe(tenantId);
    // Connecting it again re-authorises it.
    expect((await kit.call('distributor.admin@sandbox.test', 'POST', `${api}/${id}/azureTenants/${tenantId}`)).statusCode).toBe(200);
  });

  it('409 when the tenant is connected to another organization; 404 when never consented', async () => {
    const other = tenantOf(kit.orgId('Coho Winery'))!.id as string;
    const taken = await unchanged(
      () => kit.call('tms.admin@sandbox.test', 'POST', `${api}/${kit.orgId("Margie's Travel")}/azureTenants/${other}`),
      409,
    );
    expect(taken.json().message).toBe('This directory tenant is already connected to another organization');
    const unknown = await unchanged(
      () =>
        kit.call('tms.admin@sandbox.test', 'POST', `${api}/${kit.orgId("Margie's Travel")}/azureTenants/${tenantGuidFor('nobody.onmicrosoft.com')}`),
      404,
    );
    expect(unknown.json().message).toMatch(/grant consent first/);
  });

  it('400 for a malformed tenant id or a body; 403 without manage', async () => {
    const id = kit.orgId("Margie's Travel");
    const tenantId = grant('margiestravel');
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/${id}/azureTenants/not-a-guid`), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/${id}/azureTenants/${tenantId}`, { tenant: 'x' }), 400);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'POST', `${api}/${id}/azureTenants/${tenantId}`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'POST', `${api}/${id}/azureTenants/${tenantId}`), 403);
  });
});

describe('PUT /whitelabels/{whitelabelId}', () => {
  it('assigns the organization’s whitelabel to a tenant that carries the wrong one', async () => {
    const id = kit.orgId('Coho Winery');
    const org = (await kit.call('tms.admin@sandbox.test', 'GET', `${api}/${id}`)).json();
    const before = (await kit.call('tms.admin@sandbox.test', 'GET', `${api}/${id}/azureTenants`)).json();
    expect(isTenantWhitelabelCorrect(org, before)).toBe(false);
    const res = await kit.call('tms.admin@sandbox.test', 'PUT', `${api}/${id}/whitelabels/${org.whitelabelId}`);
    expect(res.statusCode).toBe(200);
    expect(isTenantWhitelabelCorrect(org, res.json())).toBe(true);
    expect(tenantOf(id)!.whitelabel_id).toBe(org.whitelabelId);
  });

  it('409 for another whitelabel or without a tenant; 403 without manage; 400 for a bad id', async () => {
    const id = kit.orgId('Olympia Sports Berlin');
    const wrong = await unchanged(() => kit.call('tms.admin@sandbox.test', 'PUT', `${api}/${id}/whitelabels/7`), 409);
    expect(wrong.json().message).toBe('Olympia Sports Berlin is sold under whitelabel 2: only that whitelabel can be assigned to its tenant');
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PUT', `${api}/${kit.orgId('Humongous Logistics')}/whitelabels/2`), 409);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'PUT', `${api}/${id}/whitelabels/2`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'PUT', `${api}/${id}/whitelabels/2`), 403);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PUT', `${api}/${id}/whitelabels/two`), 400);
  });
});

describe('azureApplications', () => {
  it('answers the preferred application and the cba client id to any signed-in user', async () => {
    const preferred = await kit.call('no.roles@sandbox.test', 'GET', '/svc/account/api/v1.0/azureApplications/preferred');
    expect(preferred.statusCode).toBe(200);
    expect(azureApplicationSchema.parse(preferred.json()).publicKeyUrl).toMatch(/^http:\/\/sandbox\.test\//);
    const cba = await kit.call('customer.admin@sandbox.test', 'GET', '/svc/account/api/v1.0/azureApplications/cbaClientId');
    expect(cba.json()).toEqual({ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await kit.call('customer.admin@sandbox.test', 'GET', '/svc/account/api/v1.0/azureApplications/cbaClientId?x=1')).statusCode).toBe(400);
    expect((await sb.app.inject({ url: '/svc/account/api/v1.0/azureApplications/preferred' })).statusCode).toBe(401);
  });
});
