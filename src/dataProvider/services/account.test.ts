import { http, HttpResponse } from 'msw';
import { accountUrl, availableRoles, invoicesByOrg } from '../../../tests/msw/account';
import { testConfig } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { ApiError } from '../ApiError';
import { createHttpClient } from '../http';
import { createAccountService } from './account';

const account = createAccountService(createHttpClient({ getAccessToken: async () => 'tok' }), testConfig.services.account);

describe('account service', () => {
  it('getRoles: GET /api/v1.0/roles', async () => {
    await expect(account.getRoles()).resolves.toEqual(availableRoles);
    expect(requests.all().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /svc/account/api/v1.0/roles']);
  });

  it('getInvoices: GET /api/v1.0/organizations/{org}/billing', async () => {
    await expect(account.getInvoices(1)).resolves.toEqual(invoicesByOrg[1]);
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/1/billing')).toHaveLength(1);
  });

  it('getInvoices rejects an answer that is not an invoice list', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => HttpResponse.json([{ id: 3 }])));
    await expect(account.getInvoices(1)).rejects.toBeInstanceOf(ApiError);
  });

  it.each([true, false])('getAssociations: GET …/associations?addUsers=%s', async (addUsers) => {
    const list = await account.getAssociations(1, addUsers);
    expect(list[0].organizationName).toBe('Quadrant Root');
    expect(list[0].users !== undefined).toBe(addUsers);
    const [req] = requests.find('GET', '/svc/account/api/v1.0/organizations/1/associations');
    expect(req.search).toBe(`?addUsers=${addUsers}`);
  });

  it('getOrganization: GET /api/v1.0/organizations/{org}', async () => {
    await expect(account.getOrganization(10)).resolves.toMatchObject({ id: 10, name: 'Fabrikam Distribution' });
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/10')).toHaveLength(1);
  });

  it('passes the service error on', async () => {
    await expect(account.getOrganization(999)).rejects.toMatchObject({ status: 404, serverMessage: 'organization not found' });
  });
});
