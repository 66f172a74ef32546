import { randomUUID } from 'node:crypto';
import { userListSchema } from '../../src/domain';
import { createTestSandbox, type TestSandbox } from '../../tests/server';

let sb: TestSandbox;
let total: number;
beforeAll(async () => {
  sb = await createTestSandbox();
  const orgs = sb.db.prepare('SELECT id FROM organizations').pluck().all() as number[];
  const user = sb.db.prepare(`INSERT INTO users (id, email, first_name, last_name, organization_id, created_on_utc)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const association = sb.db.prepare(`INSERT INTO associations (user_id, organization_id, relationship_type, date_associated)
    VALUES (?, ?, 'Associated', ?)`);
  const existing = sb.db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
  sb.db.transaction(() => {
    for (let i = existing; i < 100_000; i++) {
      const id = randomUUID();
      const org = orgs[i % orgs.length];
      const created = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
      user.run(id, `bulk.user${i}@scale${i % 97}.example`, `First${i % 1000}`, `Last${i}`, org, created);
      association.run(id, org, created);
    }
  })();
  total = sb.db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
}, 120_000);
afterAll(() => sb.close());

const timed = async (url: string) => {
  const headers = await sb.authHeader('tms.admin@sandbox.test');
  const started = performance.now();
  const res = await sb.app.inject({ url, headers });
  return { res, ms: performance.now() - started };
};

describe('GET /api/v1.2/users at 100,000 users', () => {
  it('sends the plain list gzip-compressed when accepted, and 304 to a revalidation while nothing changed', async () => {
    const headers = { ...(await sb.authHeader('tms.admin@sandbox.test')), 'accept-encoding': 'gzip' };
    const res = await sb.app.inject({ url: '/svc/account/api/v1.2/users', headers });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(8 * 1024 * 1024);
    console.info(`users list gzip: ${(res.rawPayload.length / 1024 / 1024).toFixed(1)} MiB`);
    const again = await sb.app.inject({ url: '/svc/account/api/v1.2/users', headers: { ...headers, 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers the whole list in one answer', async () => {
    expect(total).toBe(100_000);
    const cold = await timed('/svc/account/api/v1.2/users');
    expect(cold.res.statusCode).toBe(200);
    console.info(`users list, 100,000 users, first call (builds the in-memory list): ${cold.ms.toFixed(0)} ms`);
    const { res, ms } = await timed('/svc/account/api/v1.2/users');
    expect(res.statusCode).toBe(200);
    const users = userListSchema.parse(res.json());
    expect(users).toHaveLength(100_000);
    expect(res.headers['x-total-count']).toBe('100000');
    console.info(`users list, 100,000 users: ${ms.toFixed(0)} ms, ${(res.body.length / 1024 / 1024).toFixed(1)} MiB`);
    // Speed is measured by the benchmark (docs/performance.md), not asserted here.
  });

  it('searches, sorts and pages on the server', async () => {
    const search = await timed('/svc/account/api/v1.2/users?q=last9999&sort=email&limit=50');
    expect(search.res.statusCode).toBe(200);
    expect(Number(search.res.headers['x-total-count'])).toBeGreaterThan(0);
    const found = userListSchema.parse(search.res.json());
    expect(found.every((u) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes('last9999'))).toBe(true);
    const page = await timed('/svc/account/api/v1.2/users?sort=createdDate&order=desc&offset=50000&limit=100');
    const rows = userListSchema.parse(page.res.json());
    expect(rows).toHaveLength(100);
    const dates = rows.map((u) => u.createdOnUtc ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    console.info(`users search: ${search.ms.toFixed(0)} ms; page at offset 50,000: ${page.ms.toFixed(0)} ms`);
  });
});
