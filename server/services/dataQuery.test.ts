import { dataQueryAnswerSchema, freshnessColour, JOB_DATASOURCE, TENANT_OVERVIEW_DATASOURCE } from '../../src/domain';
import { createTestSandbox, expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const customer = 'customer.admin@sandbox.test';
const query = (who: string, body: unknown, region = 'us') => kit.call(who, 'POST', `/svc/data-query/${region}/api/v1.0/query`, body);
const rowsOf = async (who: string, body: unknown, region = 'us') => {
  const res = await query(who, body, region);
  expect(res.statusCode, res.body).toBe(200);
  return dataQueryAnswerSchema.parse(res.json()).rows;
};
const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);

describe('job datasource cojac_latest_job_results_v2', () => {
  it('answers the tenant jobs with the panel columns, a formula-like name and a running job', async () => {
    const org = kit.orgId('Contoso Pharmaceuticals');
    const rows = await rowsOf(customer, { datasource: JOB_DATASOURCE, params: { orgs: [org] } });
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0])).toEqual([
      'JobId',
      'OrgId',
      'TenantDomain',
      'JobName',
      'QueuedOn',
      'StartedOn',
      'MostRecentTimeCompletedSuccessfully',
      'CompletedSuccessfullyDateAsOf',
      'MostRecentJobStatus',
    ]);
    expect(rows.map((r) => r.JobName)).toContain('=1+1 Formula probe');
    expect(rows.map((r) => r.JobName)).toContain('Audit log; directory');
    expect(rows.filter((r) => r.MostRecentJobStatus === 'Running')).toHaveLength(1);
    expect(rows[0]).toMatchObject({ OrgId: org, TenantDomain: expect.stringContaining('.') });
  });

  it('answers nothing for a tenant without jobs, or on another region host', async () => {
    expect(await rowsOf('tms.admin@sandbox.test', { datasource: JOB_DATASOURCE, params: { orgs: [kit.orgId('Tailspin Toys')] } }, 'eu')).toEqual([]);
    expect(await rowsOf(customer, { datasource: JOB_DATASOURCE, params: { orgs: [kit.orgId('Contoso Pharmaceuticals')] } }, 'eu')).toEqual([]);
  });

  it('stops a running job (GET …/Jobs/{jobId}/Stop): its status becomes Stopped; 409 when not running', async () => {
    const org = kit.orgId('Contoso Pharmaceuticals');
    const running = (await rowsOf(customer, { datasource: JOB_DATASOURCE, params: { orgs: [org] } })).find(
      (r) => r.MostRecentJobStatus === 'Running',
    )!;
    // A job the caller may not manage answers 404 exactly as an unknown one (it once answered 403, which told that it exists).
    const viewer = await unchanged(() => kit.call('tms.viewer@sandbox.test', 'GET', `/svc/data-management/api/v1.0/Jobs/${running.JobId}/Stop`), 404);
    expect(viewer.json()).toEqual({ message: `Job ${running.JobId} not found` });
    const rootJobs = await rowsOf('tms.admin@sandbox.test', { datasource: JOB_DATASOURCE, params: { orgs: [kit.orgId('Quadrant Root')] } });
    const foreign = await unchanged(() => kit.call(customer, 'GET', `/svc/data-management/api/v1.0/Jobs/${rootJobs[0].JobId}/Stop`), 404);
    const unknown = await unchanged(
      () => kit.call(customer, 'GET', '/svc/data-management/api/v1.0/Jobs/0e8a1f52-7c3d-4b6e-9a01-2f3e4d5c6b7a/Stop'),
      404,
    );
    expect(Object.keys(foreign.json())).toEqual(Object.keys(unknown.json()));
    const stop = await kit.call(customer, 'GET', `/svc/data-management/api/v1.0/Jobs/${running.JobId}/Stop`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ jobId: running.JobId, status: 'Stopped' });
    const after = await rowsOf(customer, { datasource: JOB_DATASOURCE, params: { orgs: [org] }, fields: ['JobId', 'MostRecentJobStatus'] });
    expect(after).toContainEqual({ JobId: running.JobId, MostRecentJobStatus: 'Stopped' });
    await unchanged(() => kit.call(customer, 'GET', `/svc/data-management/api/v1.0/Jobs/${running.JobId}/Stop`), 409);
    await unchanged(() => kit.call(customer, 'GET', '/svc/data-management/api/v1.0/Jobs/not-a-guid/Stop'), 400);
    await unchanged(() => kit.call(customer, 'GET', '/svc/data-management/api/v1.0/Jobs/00000000-0000-4000-8000-000000000000/Stop'), 404);
  });
});

describe('tenant overview datasource tenant_collection_health_overview_view', () => {
  it('is a read: the sandbox keeps its organization index after it (a write still drops it)', async () => {
    // Rebuilding the index after every query made each next tenant status page ~20 ms slower at 10,000 organizations.
    const index = () => sb.app.sandbox.orgIndex.current();
    const before = index();
    await rowsOf('tms.admin@sandbox.test', { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [kit.orgId('Contoso Pharmaceuticals')] } });
    expect(index()).toBe(before);
    const org = kit.orgId('Quadrant Internal IT');
    const saved = await kit.call('tms.admin@sandbox.test', 'POST', `/svc/reporting/us/api/v1.0/organizations/${org}/Settings/tenantContact`, {
      name: 'A',
      email: '',
      phone: '',
      notes: '',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(index()).not.toBe(before);
  });

  it('answers one row per signed-up tenant of the region, paged with limit + 1, sorted on request', async () => {
    const orgs = ['Contoso Pharmaceuticals', 'Coho Winery', 'Trey Research', 'Blue Yonder Airlines', 'Wide World Importers'].map((n) => kit.orgId(n));
    const all = await rowsOf('tms.admin@sandbox.test', {
      datasource: TENANT_OVERVIEW_DATASOURCE,
      params: { orgs },
      limit: 51,
      orderBy: { field: 'OrgId' },
    });
    // Trey Research is not signed up; Wide World Importers is in EMEA.
    expect(all.map((r) => r.OrgId)).toEqual([orgs[0], orgs[1], orgs[3]].sort((a, b) => a - b));
    expect(Object.keys(all[0])).toEqual(['TenantDomain', 'OrgId', 'UserCount', 'MailboxCount', 'NextScan', 'DataAsOf', 'JobStatusAggregation']);
    const counts = String(all.find((r) => r.OrgId === orgs[0])!.JobStatusAggregation).split(', ');
    expect(counts[0]).toBe('4 Succeeded');
    expect(counts.reduce((n, c) => n + Number(c.split(' ')[0]), 0)).toBe(5);
    const page = await rowsOf('tms.admin@sandbox.test', {
      datasource: TENANT_OVERVIEW_DATASOURCE,
      params: { orgs },
      limit: 2,
      offset: 1,
      orderBy: { field: 'OrgId' },
      fields: ['OrgId'],
    });
    expect(page).toEqual([{ OrgId: all[1].OrgId }, { OrgId: all[2].OrgId }]);
    const eu = await rowsOf(
      'tms.admin@sandbox.test',
      { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [kit.orgId('Wide World Importers'), kit.orgId('Tailspin Toys')] } },
      'eu',
    );
    expect(eu.find((r) => r.OrgId === kit.orgId('Tailspin Toys'))).toMatchObject({ DataAsOf: null, JobStatusAggregation: '' });
  });

  it("orggrps answers the rows of the groups' members; a group the caller may not view answers as an unknown one", async () => {
    const groupId = (name: string) => sb.db.prepare('SELECT id FROM organization_groups WHERE name = ?').pluck().get(name) as number;
    const members = (id: number) =>
      sb.db.prepare('SELECT organization_id FROM organization_group_members WHERE group_id = ?').pluck().all(id) as number[];
    const us = groupId('United States');
    expect(members(us).length).toBeGreaterThan(1);
    // A row's times are reckoned back from the request's moment (DataAsOf is a job's end so long ago): both
    // queries are asked at one moment, or a second passing between them tells them apart.
    const moment = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const [byGroup, byOrgs] = await Promise.all([
      rowsOf('tms.admin@sandbox.test', { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [us] }, orderBy: { field: 'OrgId' } }),
      rowsOf('tms.admin@sandbox.test', { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: members(us) }, orderBy: { field: 'OrgId' } }),
    ]).finally(() => moment.mockRestore());
    expect(byGroup.length).toBeGreaterThan(0);
    expect(byGroup).toEqual(byOrgs);
    const foreign = await unchanged(() => query(customer, { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [us] } }), 403);
    const unknown = await unchanged(() => query(customer, { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [987654] } }), 403);
    expect(Object.keys(foreign.json())).toEqual(Object.keys(unknown.json()));
  });

  it('orggrps is read only by whom the groups routes let read groups: the licence admin gets 403 as on every groups route', async () => {
    const us = sb.db.prepare("SELECT id FROM organization_groups WHERE name = 'United States'").pluck().get() as number;
    const root = kit.orgId('Quadrant Root');
    await unchanged(
      () => kit.call('license.admin@sandbox.test', 'GET', `/svc/account/api/v1.0/organizations/${root}/organizationGroupHierarchies`),
      403,
    );
    const refused = await unchanged(
      () => query('license.admin@sandbox.test', { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [us] } }),
      403,
    );
    expect(refused.json()).toEqual({ message: 'Your roles do not allow reading organization groups' });
  });

  it('orggrps is refused (403) to everyone where the brand has no groups (groupsEnabled false)', async () => {
    const noGroups = await createTestSandbox({ brand: { groupsEnabled: false } });
    try {
      const us = noGroups.db.prepare("SELECT id FROM organization_groups WHERE name = 'United States'").pluck().get() as number;
      const res = await noGroups.app.inject({
        method: 'POST',
        url: '/svc/data-query/us/api/v1.0/query',
        headers: await noGroups.authHeader('tms.admin@sandbox.test'),
        payload: { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [us] } },
      });
      expect(res.statusCode, res.body).toBe(403);
    } finally {
      await noGroups.close();
    }
  });

  it("Tenant Status's rows follow the page's rule: an Account Administrator reads his tenants' jobs, not their Tenant Status rows", async () => {
    const partner = 'partner.admin@sandbox.test';
    const own = kit.orgId('Fabrikam Partners');
    await rowsOf(partner, { datasource: JOB_DATASOURCE, params: { orgs: [own, kit.orgId('Contoso Pharmaceuticals')] } });
    const byOrgs = await unchanged(() => query(partner, { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [own] } }), 403);
    expect(byOrgs.json()).toEqual({ message: 'Your roles do not allow reading tenant status' });
    const group = sb.db.prepare("SELECT id FROM organization_groups WHERE name = 'Healthcare customers'").pluck().get() as number;
    const byGroup = await unchanged(() => query(partner, { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [group] } }), 403);
    expect(byGroup.json()).toEqual({ message: 'Your roles do not allow reading tenant status' });
    expect(await rowsOf(customer, { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [kit.orgId('Contoso Pharmaceuticals')] } })).toHaveLength(
      1,
    );
  });

  it('400 for a malformed query; 403 for an organization the caller may not view', async () => {
    const org = kit.orgId('Contoso Pharmaceuticals');
    for (const body of [
      { datasource: 'users_view', params: { orgs: [org] } },
      { datasource: JOB_DATASOURCE, params: { orgs: [org], orggrps: [] } },
      { datasource: JOB_DATASOURCE, params: { orgs: [org] }, fields: ['Password'] },
      { datasource: JOB_DATASOURCE, params: { orgs: [org] }, limit: 0 },
      { datasource: JOB_DATASOURCE, params: { orgs: [] } },
    ])
      await unchanged(() => query(customer, body), 400);
    await unchanged(() => query(customer, { datasource: JOB_DATASOURCE, params: { orgs: [org, kit.orgId('Quadrant Root')] } }), 403);
    // A group of an organization the caller may not view is refused before the body is read, whatever else the body holds.
    for (const body of [
      { datasource: JOB_DATASOURCE, params: { orggrps: [1] } },
      { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [org], orggrps: [1] } },
    ])
      await unchanged(() => query(customer, body), 403);
  });
});

describe('seeded tenant status: every freshness and every job status', () => {
  const tms = 'tms.admin@sandbox.test';
  const overview = async (names: string[], region: string) =>
    rowsOf(tms, { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: names.map((n) => kit.orgId(n)) } }, region);

  it('a United States tenant older than 6 days, one under 3 days, a Europe tenant between 3 and 6 days', async () => {
    const now = new Date();
    const us = await overview(['Woodgrove Bank', 'Quadrant Internal IT', 'Coho Winery'], 'us');
    const colour = (rows: typeof us, org: string) => freshnessColour(rows.find((r) => r.OrgId === kit.orgId(org))!.DataAsOf as string, now);
    expect(colour(us, 'Woodgrove Bank')).toBe('red');
    expect(colour(us, 'Coho Winery')).toBe('neutral');
    const eu = await overview(['Wide World Importers'], 'eu');
    expect(colour(eu, 'Wide World Importers')).toBe('yellow');
  });

  it('Quadrant Internal IT has a job in each status; Quadrant Demo Partners has no tenant and so no row', async () => {
    const org = kit.orgId('Quadrant Internal IT');
    const jobs = await rowsOf(tms, { datasource: JOB_DATASOURCE, params: { orgs: [org] } });
    expect(jobs.map((j) => j.MostRecentJobStatus).sort()).toEqual(['Failed', 'Queued', 'Running', 'Stopped', 'Succeeded']);
    const [row] = await overview(['Quadrant Internal IT'], 'us');
    expect(String(row.JobStatusAggregation).split(', ').sort()).toEqual(['1 Failed', '1 Queued', '1 Running', '1 Stopped', '1 Succeeded']);
    expect(await overview(['Quadrant Demo Partners'], 'eu')).toEqual([]);
  });
});
