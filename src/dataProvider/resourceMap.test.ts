import { http, HttpResponse } from 'msw';
import { accountUrl } from '../../tests/msw/account';
import { testConfig } from '../../tests/msw/config';
import { requests } from '../../tests/msw/recorder';
import { server } from '../../tests/msw/server';
import { fakeSession } from '../../tests/setup/fakes';
import { profiles } from '../../tests/domain/profiles';
import { createDataProvider } from './index';

const profile = profiles.tenantSysadmin(); // organization 40

describe('data provider', () => {
  const dataProvider = createDataProvider({ config: testConfig, session: fakeSession(profile) });

  it('invoices getList calls GET …/organizations/{own org}/billing and sorts in the browser', async () => {
    server.use(
      http.get(accountUrl('/api/v1.0/organizations/40/billing'), () =>
        HttpResponse.json([
          { type: 1, id: 'A', date: '2026-01-01', navContact: 'x', currency: 1, total: 5, settled: true },
          { type: 2, id: 'B', date: '2026-02-01', navContact: 'y', currency: 3, total: 1, settled: false },
        ]),
      ),
    );
    const result = await dataProvider.getList('invoices', {
      sort: { field: 'date', order: 'DESC' },
      filter: {},
      pagination: { page: 1, perPage: 10 },
    });
    expect(result.total).toBe(2);
    expect(result.data.map((r) => r.id)).toEqual(['B', 'A']);
    const [req] = requests.all();
    expect(`${req.method} ${req.path}`).toBe('GET /svc/account/api/v1.0/organizations/40/billing');
    expect(req.authorization).toBe('Bearer test-access-token');
  });

  it('invoices getOne picks the record from the list', async () => {
    const { data } = await dataProvider.getOne('invoices', { id: 'INV-4001' });
    expect(data.navContact).toBe('Tenant plan');
  });

  it('rejects methods a resource does not have, and unknown resources', async () => {
    await expect(dataProvider.create('invoices', { data: {} })).rejects.toMatchObject({ status: 405 });
    await expect(
      dataProvider.getList('nothing', { sort: { field: 'id', order: 'ASC' }, filter: {}, pagination: { page: 1, perPage: 1 } }),
    ).rejects.toMatchObject({ status: 405 });
    expect(requests.all()).toHaveLength(0);
  });
});
