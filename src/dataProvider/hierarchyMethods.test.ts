import { http, HttpResponse } from 'msw';
import { childOrganizationDefaults } from '../domain/validation/organization';
import { testOrigin } from '../../tests/msw/config';
import { locationUrl } from '../../tests/msw/location';
import { requests } from '../../tests/msw/recorder';
import { server } from '../../tests/msw/server';
import { useSandboxBackend } from '../../tests/setup/sandboxBackend';
import { createDataProvider } from './index';

// Seeded: Contoso Pharmaceuticals (US) has a tenant and accepted terms, Coho Winery has not accepted them,
// Graphic Design Institute has no tenant and no endpoints; Margie's Travel, Woodgrove Insurance (US) and Wingtip Toys (S1) are leaves.
const backend = useSandboxBackend();
const id = (org: string) => backend.people.orgId(org);
const signedIn = async () => createDataProvider({ config: backend.config, session: (await backend.signIn('tms.admin@sandbox.test')).session });
const calls = () => requests.all().map((r) => `${r.method} ${r.path}${r.search}`);
const exists = (org: string) => backend.sandbox.db.prepare('SELECT COUNT(*) FROM organizations WHERE name = ?').pluck().get(org) === 1;

describe('hierarchy methods and organization writes of the data provider', () => {
  it('reads the policy acceptance from the Reporting endpoint: true on 200, false on any failure', async () => {
    const dp = await signedIn();
    await expect(dp.isPoliciesAccepted(id('Contoso Pharmaceuticals'))).resolves.toBe(true);
    await expect(dp.isPoliciesAccepted(id('Coho Winery'))).resolves.toBe(false);
    expect(calls()).toEqual([
      `GET /svc/location/api/v1.0/organizations/${id('Contoso Pharmaceuticals')}`,
      `GET /svc/reporting/us/api/tenants/${id('Contoso Pharmaceuticals')}/isPoliciesAccepted`,
      `GET /svc/location/api/v1.0/organizations/${id('Coho Winery')}`,
      `GET /svc/reporting/us/api/tenants/${id('Coho Winery')}/isPoliciesAccepted`,
    ]);
  });

  it('says which endpoint is missing when the organization has no Reporting endpoint (a note is read there)', async () => {
    const dp = await signedIn();
    await expect(dp.getOne('tenantNotes', { id: id('Graphic Design Institute') })).rejects.toMatchObject({
      message: 'endpoint Reporting does not exist',
    });
    await expect(dp.isPoliciesAccepted(id('Graphic Design Institute'))).resolves.toBe(false);
  });

  it('reads a failed authentication type as certificate auth off and blocked', async () => {
    server.use(
      http.get(`${backend.config.services.analytics}/api/v1/organizations/:org/Settings/GetTenantAuthenticationType`, () => HttpResponse.error()),
    );
    await expect((await signedIn()).getAuthenticationType(id('Contoso Pharmaceuticals'))).resolves.toEqual({
      useCertBasedAuth: false,
      isBlocked: true,
    });
  });

  it('reads "no tenant connected" (404) as null', async () => {
    const dp = await signedIn();
    await expect(dp.getDirectoryTenant(id('Graphic Design Institute'))).resolves.toBeNull();
    await expect(dp.getDirectoryTenant(id('Contoso Pharmaceuticals'))).resolves.toMatchObject({ name: 'contosopharmaceuticals.onmicrosoft.com' });
  });

  it('changes the authentication type on edit only when it changed', async () => {
    const dp = await signedIn();
    const org = id("Margie's Travel");
    const values = { ...childOrganizationDefaults, name: 'Coho', parentCanView: true, parentCanManage: false };
    const update = (data: typeof values) =>
      dp.update('organizations', { id: org, data, previousData: { id: org }, meta: { useCertBasedAuth: false } });
    await update(values);
    // The saved organization is read back: the form's values are not an organization record.
    expect(calls()).toEqual([`PATCH /svc/account/api/v1.0/organizations/${org}/managed`, `GET /svc/account/api/v1.0/organizations/${org}`]);
    expect(requests.all()[0].json()).toEqual({ name: 'Coho', parentCanView: true, parentCanManage: false });
    expect(backend.sandbox.db.prepare('SELECT name, parent_can_view, parent_can_manage FROM organizations WHERE id = ?').get(org)).toEqual({
      name: 'Coho',
      parent_can_view: 1,
      parent_can_manage: 0,
    });
    requests.clear();
    await update({ ...values, useCertBasedAuth: true });
    expect(calls()).toEqual([
      `PATCH /svc/account/api/v1.0/organizations/${org}/managed`,
      `PATCH /svc/auth-settings/api/v1/organizations/${org}/Settings/SetTenantAuthenticationType/1`,
      `GET /svc/account/api/v1.0/organizations/${org}`,
    ]);
  });

  it('deletes even when the sign-up delete fails (only logged), after the tenant data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.delete(`${testOrigin}/svc/reporting/us/api/signup/DeleteTenant`, () => HttpResponse.json({ message: 'gone' }, { status: 500 })));
    const org = id('Woodgrove Insurance');
    await (await signedIn()).delete('organizations', { id: org, previousData: { id: org } });
    expect(calls()).toEqual([
      `GET /svc/account/api/v1.0/organizations/${org}/associations?addUsers=false`,
      `GET /svc/location/api/v1.0/organizations/${org}`,
      `DELETE /svc/reporting/us/api/signup/DeleteTenant?organizationId=${org}`,
      `DELETE /svc/reporting/us/api/tenants/${org}`,
      `DELETE /svc/account/api/v1.0/organizations/${org}`,
    ]);
    expect(warn).toHaveBeenCalled();
    expect(exists('Woodgrove Insurance')).toBe(false);
    warn.mockRestore();
  });

  it('does not delete the organization when no regional host removed the tenant data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(locationUrl('/api/v1.0/organizations/:org'), () => HttpResponse.json([{ endpoints: [] }])),
      http.delete(`${testOrigin}/svc/reporting/:region/api/tenants/:id`, () => HttpResponse.json({ message: 'reporting down' }, { status: 503 })),
    );
    const org = id('Wingtip Toys');
    await expect((await signedIn()).delete('organizations', { id: org, previousData: { id: org } })).rejects.toMatchObject({
      status: 503,
      serverMessage: 'reporting down',
    });
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/${org}`)).toHaveLength(0);
    expect(exists('Wingtip Toys')).toBe(true);
    warn.mockRestore();
  });
});
