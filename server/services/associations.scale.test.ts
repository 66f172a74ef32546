import { associationListSchema } from '../../src/domain';
import { createTestSandbox, type TestSandbox } from '../../tests/server';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await createTestSandbox({ orgs: 10_000 });
}, 60_000);
afterAll(() => sb.close());

describe('associations at 10,000 organizations', () => {
  it('answers the whole tree to a TMS admin', async () => {
    const headers = await sb.authHeader('tms.admin@sandbox.test');
    const url = '/svc/account/api/v1.0/organizations/1/associations?addUsers=true';
    const res = await sb.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    const items = associationListSchema.parse(res.json());
    expect(items).toHaveLength(10_000);
  });

  it('answers a distributor only what it may view', async () => {
    const headers = await sb.authHeader('distributor.admin@sandbox.test');
    const orgId = sb.db.prepare("SELECT organization_id FROM users WHERE email = 'distributor.admin@sandbox.test'").pluck().get();
    const res = await sb.app.inject({ url: `/svc/account/api/v1.0/organizations/${orgId}/associations`, headers });
    expect(res.statusCode).toBe(200);
    const items = associationListSchema.parse(res.json());
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThan(10_000);
    expect(items[0].organizationId).toBe(orgId);
  });
});
