import { http, HttpResponse } from 'msw';
import { testConfig } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { fakeSession } from '../../../tests/setup/fakes';
import { profiles } from '../../domain/testing/profiles';
import { createDataProvider } from '../index';

const row = (i: number) => ({
  TenantDomain: `t${i}.example`,
  OrgId: 100 + i,
  UserCount: i,
  MailboxCount: i,
  NextScan: null,
  DataAsOf: null,
  JobStatusAggregation: '',
});
const queryUrl = `${testConfig.regions.EMEA.dataQuery}/api/v1.0/query`;

describe('tenantStatus getList (doc 001 §7, §9)', () => {
  const dataProvider = createDataProvider({ config: testConfig, session: fakeSession(profiles.tmsAdmin()) });

  it('asks page size + 1 rows from the page start, shows 50 and knows a next page from the 51st', async () => {
    server.use(
      http.post(queryUrl, () => HttpResponse.json({ datasource: 'x', offset: 50, limit: 51, rows: Array.from({ length: 51 }, (_, i) => row(i)) })),
    );
    const page = await dataProvider.getList('tenantStatus', {
      filter: { region: 'EMEA', orgs: [7, 8] },
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'DataAsOf', order: 'DESC' },
    });
    expect(requests.find('POST', new URL(queryUrl).pathname)[0].json()).toEqual({
      datasource: 'tenant_collection_health_overview_view',
      params: { orgs: [7, 8] },
      limit: 51,
      offset: 50,
      orderBy: { field: 'DataAsOf', direction: 'desc' },
    });
    expect(page.data).toHaveLength(50);
    expect(page.data[0]).toMatchObject({ id: 100, TenantDomain: 't0.example' });
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('asks by groups (orggrps) when the filter names them; the last page has no next', async () => {
    server.use(http.post(queryUrl, () => HttpResponse.json({ datasource: 'x', offset: 0, limit: 51, rows: [row(1)] })));
    const page = await dataProvider.getList('tenantStatus', {
      filter: { region: 'EMEA', orggrps: [3] },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'TenantDomain', order: 'ASC' },
    });
    expect(requests.find('POST', new URL(queryUrl).pathname)[0].json()).toMatchObject({ params: { orggrps: [3] }, limit: 51, offset: 0 });
    expect(page.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });
});
