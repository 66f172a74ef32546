import { http, HttpResponse } from 'msw';
import { profiles } from '../domain/testing/profiles';
import { childOrganizationDefaults } from '../domain/validation/organization';
import { testConfig, testOrigin } from '../../tests/msw/config';
import { resetHierarchyData } from '../../tests/msw/hierarchyData';
import { locationUrl } from '../../tests/msw/location';
import { requests } from '../../tests/msw/recorder';
import { server } from '../../tests/msw/server';
import { fakeSession } from '../../tests/setup/fakes';
import { createDataProvider } from './index';

const dp = createDataProvider({ config: testConfig, session: fakeSession(profiles.tmsAdmin()) });
const calls = () => requests.all().map((r) => `${r.method} ${r.path}${r.search}`);
beforeEach(() => resetHierarchyData());

describe('hierarchy methods and organization writes of the data provider', () => {
  it('reads the policy acceptance from the Reporting endpoint: true on 200, false on any failure', async () => {
    await expect(dp.isPoliciesAccepted(40)).resolves.toBe(true);
    server.use(http.get(`${testOrigin}/svc/reporting-us/api/tenants/:id/isPoliciesAccepted`, () => HttpResponse.json({ message: 'no' }, { status: 404 })));
    await expect(dp.isPoliciesAccepted(40)).resolves.toBe(false);
    expect(calls()).toEqual([
      'GET /svc/location/api/v1.0/organizations/40',
      'GET /svc/reporting-us/api/tenants/40/isPoliciesAccepted',
      'GET /svc/location/api/v1.0/organizations/40',
      'GET /svc/reporting-us/api/tenants/40/isPoliciesAccepted',
    ]);
  });

  it('says which endpoint is missing when the organization has no Reporting endpoint (a note is read there)', async () => {
    server.use(http.get(locationUrl('/api/v1.0/organizations/:org'), () => HttpResponse.json([{ endpoints: [] }])));
    await expect(dp.getOne('tenantNotes', { id: 40 })).rejects.toMatchObject({ message: 'endpoint Reporting does not exist' });
    await expect(dp.isPoliciesAccepted(40)).resolves.toBe(false);
  });

  it('reads a failed authentication type as certificate auth off and blocked', async () => {
    server.use(http.get(`${testConfig.services.analytics}/api/v1/organizations/:org/Settings/GetTenantAuthenticationType`, () => HttpResponse.error()));
    await expect(dp.getAuthenticationType(40)).resolves.toEqual({ useCertBasedAuth: false, isBlocked: true });
  });

  it('reads "no tenant connected" (404) as null', async () => {
    await expect(dp.getDirectoryTenant(41)).resolves.toBeNull();
    await expect(dp.getDirectoryTenant(40)).resolves.toMatchObject({ name: 'contoso.onmicrosoft.com' });
  });

  it('changes the authentication type on edit only when it changed', async () => {
    const values = { ...childOrganizationDefaults, name: 'Coho', parentCanView: true, parentCanManage: false };
    const update = (data: typeof values) => dp.update('organizations', { id: 41, data, previousData: { id: 41 }, meta: { useCertBasedAuth: false } });
    await update(values);
    // The saved organization is read back: the form's values are not an organization record.
    expect(calls()).toEqual(['PATCH /svc/account/api/v1.0/organizations/41/managed', 'GET /svc/account/api/v1.0/organizations/41']);
    expect(requests.all()[0].json()).toEqual({ name: 'Coho', parentCanView: true, parentCanManage: false });
    requests.clear();
    await update({ ...values, useCertBasedAuth: true });
    expect(calls()).toEqual([
      'PATCH /svc/account/api/v1.0/organizations/41/managed',
      'PATCH /svc/auth-settings/api/v1/organizations/41/Settings/SetTenantAuthenticationType/1',
      'GET /svc/account/api/v1.0/organizations/41',
    ]);
  });

  it('deletes even when the sign-up delete fails (only logged), after the tenant data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.delete(`${testOrigin}/svc/reporting-us/api/signup/DeleteTenant`, () => HttpResponse.json({ message: 'gone' }, { status: 500 })));
    await dp.delete('organizations', { id: 41, previousData: { id: 41 } });
    expect(calls()).toEqual([
      'GET /svc/account/api/v1.0/organizations/41/associations?addUsers=false',
      'GET /svc/location/api/v1.0/organizations/41',
      'DELETE /svc/reporting-us/api/signup/DeleteTenant?organizationId=41',
      'DELETE /svc/reporting-us/api/tenants/41',
      'DELETE /svc/account/api/v1.0/organizations/41',
    ]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not delete the organization when no regional host removed the tenant data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(locationUrl('/api/v1.0/organizations/:org'), () => HttpResponse.json([{ endpoints: [] }])),
      http.delete(`${testOrigin}/svc/:host/api/tenants/:id`, () => HttpResponse.json({ message: 'reporting down' }, { status: 503 })),
    );
    await expect(dp.delete('organizations', { id: 41, previousData: { id: 41 } })).rejects.toMatchObject({ status: 503, serverMessage: 'reporting down' });
    expect(requests.find('DELETE', '/svc/account/api/v1.0/organizations/41')).toHaveLength(0);
    warn.mockRestore();
  });
});
