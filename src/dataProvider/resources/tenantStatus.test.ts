import { http, HttpResponse } from 'msw';
import { testConfig } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { fakeSession } from '../../../tests/setup/fakes';
import { profiles } from '../../../tests/domain/profiles';
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
      fields: ['TenantDomain', 'OrgId', 'UserCount', 'MailboxCount', 'NextScan', 'DataAsOf', 'JobStatusAggregation'],
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

  it('asks a selection of more than 1,000 organizations in parts of at most 1,000 and merges them in the page’s order', async () => {
    // Each part answers its organizations' rows, sorted by domain as asked (d-<org id, padded>).
    const domain = (org: number) => `d${String(org).padStart(5, '0')}.example`;
    server.use(
      http.post(queryUrl, async ({ request }) => {
        const body = (await request.json()) as { params: { orgs: number[] }; offset: number; limit: number };
        if (body.params.orgs.length > 1000) return HttpResponse.json({ message: 'too many', errors: {} }, { status: 400 });
        const rows = body.params.orgs
          .map((org) => ({ ...row(0), OrgId: org, TenantDomain: domain(org) }))
          .sort((a, b) => a.TenantDomain.localeCompare(b.TenantDomain))
          .slice(body.offset, body.offset + body.limit);
        return HttpResponse.json({ datasource: 'x', offset: body.offset, limit: body.limit, rows });
      }),
    );
    // 2,500 organizations, interleaved so that every part holds rows of every page.
    const orgs = Array.from({ length: 2500 }, (_, i) => 1 + ((i * 7) % 2500));
    const page = await dataProvider.getList('tenantStatus', {
      filter: { region: 'EMEA', orgs },
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'TenantDomain', order: 'ASC' },
    });
    const bodies = requests.find('POST', new URL(queryUrl).pathname).map((r) => r.json() as { params: { orgs: number[] } });
    expect(bodies.map((b) => b.params.orgs.length)).toEqual([1000, 1000, 500]);
    expect(new Set(bodies.flatMap((b) => b.params.orgs)).size).toBe(2500);
    expect(page.data.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => 101 + i));
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });
});
