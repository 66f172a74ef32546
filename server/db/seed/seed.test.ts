import { type Db } from '../database';
import { useFreshDatabases } from '../../../tests/server/freshDatabase';
import { seedDatabase, seededAccounts } from '.';

const freshDb = useFreshDatabases('seed');

const snapshot = (db: Db) => ({
  orgs: db.prepare('SELECT * FROM organizations ORDER BY id').all(),
  tenants: db.prepare('SELECT * FROM directory_tenants ORDER BY id').all(),
  domains: db.prepare('SELECT * FROM verified_domains ORDER BY tenant_id, domain_name').all(),
  users: db.prepare('SELECT id, email, first_name, last_name, organization_id, status_type, auth_providers FROM users ORDER BY id').all(),
  associations: db.prepare('SELECT * FROM association_roles ORDER BY user_id, organization_id, role_id').all(),
  invoices: db.prepare('SELECT * FROM invoices ORDER BY id').all(),
});
const distinct = (db: Db, sql: string) => db.prepare(sql).pluck().all();

describe('the demo seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = freshDb();
    await seedDatabase(db);
  });

  it('is deterministic', async () => {
    const other = freshDb();
    await seedDatabase(other);
    expect(snapshot(other)).toEqual(snapshot(db));
    await seedDatabase(other);
    expect(snapshot(other)).toEqual(snapshot(db));
  });

  it('has about 60 organizations of every type, status, payment type and flag combination', () => {
    const count = db.prepare('SELECT COUNT(*) FROM organizations').pluck().get() as number;
    expect(count).toBeGreaterThanOrEqual(55);
    expect(count).toBeLessThanOrEqual(70);
    expect(distinct(db, 'SELECT DISTINCT organization_type FROM organizations ORDER BY 1')).toEqual([1, 2, 3, 4, 5]);
    expect(distinct(db, 'SELECT DISTINCT status FROM organizations ORDER BY 1')).toEqual([0, 1]);
    expect(distinct(db, 'SELECT DISTINCT payment_type FROM organizations ORDER BY 1')).toEqual([0, 1, 2, 3, 4]);
    expect(distinct(db, "SELECT DISTINCT parent_can_view || '/' || parent_can_manage FROM organizations ORDER BY 1")).toEqual([
      '0/0',
      '0/1',
      '1/0',
      '1/1',
    ]);
    expect(distinct(db, 'SELECT DISTINCT region FROM organizations ORDER BY 1')).toEqual(['EMEA', 'S1', 'US']);
    expect(db.prepare('SELECT name, organization_type FROM organizations WHERE parent_id IS NULL').all()).toEqual([
      { name: 'Quadrant Root', organization_type: 1 },
    ]);
  });

  it('connects some tenants (one default domain each, a Reporting endpoint) and leaves others unconnected', () => {
    const connected = db.prepare('SELECT COUNT(*) FROM organizations WHERE azure_ad_tenant_id IS NOT NULL').pluck().get() as number;
    expect(connected).toBeGreaterThan(10);
    expect(db.prepare('SELECT COUNT(*) FROM organizations WHERE azure_ad_tenant_id IS NULL').pluck().get()).toBeGreaterThan(5);
    expect(db.prepare('SELECT COUNT(*) FROM directory_tenants').pluck().get()).toBe(connected);
    expect(db.prepare("SELECT COUNT(*) FROM service_endpoints WHERE endpoint_name = 'Reporting'").pluck().get()).toBe(connected);
    expect(distinct(db, 'SELECT SUM(is_default) FROM verified_domains GROUP BY tenant_id')).toEqual(Array(connected).fill(1));
    expect(distinct(db, "SELECT name FROM directory_tenants WHERE name NOT LIKE '%.onmicrosoft.com'")).toEqual([]);
  });

  it('has the ten accounts at the right organizations with their roles and flags', () => {
    for (const account of seededAccounts) {
      const row = db
        .prepare(`SELECT u.*, o.organization_type AS org_type FROM users u JOIN organizations o ON o.id = u.organization_id WHERE email = ?`)
        .get(account.email) as Record<string, unknown>;
      expect(row, account.email).toBeTruthy();
      expect(row.org_type).toBe({ root: 1, distributor: 2, partner: 3, customer: 5 }[account.home]);
      expect(row.status_type).toBe(1);
      expect(String(row.password_hash)).toMatch(/^scrypt\$/);
      const roles = distinct(
        db,
        `SELECT r.short_code FROM association_roles ar JOIN roles r ON r.id = ar.role_id WHERE ar.user_id = '${row.id}' AND ar.organization_id = ${row.organization_id} ORDER BY 1`,
      );
      expect(roles).toEqual([...account.roles].sort());
      expect(row.staff_mode).toBe(account.staffMode ? 1 : 0);
      expect(row.tms_restricted).toBe(account.tmsRestricted ? 1 : 0);
      expect(row.tenant_overview_staff).toBe(account.tenantOverviewStaff ? 1 : 0);
    }
    expect(
      db.prepare("SELECT COUNT(*) FROM associations a JOIN users u ON u.id = a.user_id WHERE u.email = 'no.roles@sandbox.test'").pluck().get(),
    ).toBe(1);
  });

  it('has dozens of other users in every status, with MFA providers and provider flags', () => {
    expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBeGreaterThanOrEqual(40);
    expect(distinct(db, 'SELECT DISTINCT status_type FROM users ORDER BY 1')).toEqual([0, 1, 2, 3]);
    expect(distinct(db, 'SELECT DISTINCT two_factor_provider FROM users WHERE two_factor_provider IS NOT NULL ORDER BY 1')).toEqual([1, 2]);
    const flags = distinct(db, 'SELECT DISTINCT auth_providers FROM users') as number[];
    for (const flag of [1, 2, 4, 8, 16, 32]) expect(flags.some((f) => f & flag)).toBe(true);
    expect(db.prepare("SELECT COUNT(*) FROM users WHERE lockout_end > '2030'").pluck().get()).toBe(1);
  });

  it('has invoices for the root, the distributor and the customer of the accounts: both types, three currencies, paid and unpaid, two years', () => {
    for (const email of ['tms.admin@sandbox.test', 'distributor.admin@sandbox.test', 'customer.admin@sandbox.test']) {
      expect(
        db.prepare('SELECT COUNT(*) FROM invoices i JOIN users u ON u.organization_id = i.organization_id WHERE u.email = ?').pluck().get(email),
      ).toBeGreaterThan(0);
    }
    expect(distinct(db, 'SELECT DISTINCT type FROM invoices ORDER BY 1')).toEqual([1, 2]);
    expect(distinct(db, 'SELECT DISTINCT currency FROM invoices ORDER BY 1')).toEqual([1, 2, 3]);
    expect(distinct(db, 'SELECT DISTINCT settled FROM invoices ORDER BY 1')).toEqual([0, 1]);
    const [first, last] = db.prepare('SELECT MIN(date), MAX(date) FROM invoices').raw().get() as [string, string];
    expect(Date.parse(last) - Date.parse(first)).toBeGreaterThan(600 * 86_400_000);
  });
});

describe('the generated seed (--orgs N)', () => {
  it('builds 10,000 organizations with the same shape, deterministically', async () => {
    const db = freshDb();
    const summary = await seedDatabase(db, { orgs: 10_000 });
    expect(summary.organizations).toBe(10_000);
    expect(db.prepare('SELECT COUNT(*) FROM organizations').pluck().get()).toBe(10_000);
    expect(distinct(db, 'SELECT DISTINCT organization_type FROM organizations ORDER BY 1')).toEqual([1, 2, 3, 4, 5]);
    const depth = db
      .prepare(
        `WITH RECURSIVE t(id, d) AS (SELECT id, 1 FROM organizations WHERE parent_id IS NULL
      UNION ALL SELECT o.id, t.d + 1 FROM organizations o JOIN t ON o.parent_id = t.id) SELECT MAX(d) FROM t`,
      )
      .pluck()
      .get();
    expect(depth).toBeLessThanOrEqual(6);
    expect(depth).toBeGreaterThanOrEqual(5);
    for (const account of seededAccounts) expect(db.prepare('SELECT 1 FROM users WHERE email = ?').get(account.email)).toBeTruthy();
    const names = distinct(db, 'SELECT name FROM organizations ORDER BY id LIMIT 50');
    const again = freshDb();
    await seedDatabase(again, { orgs: 10_000 });
    expect(distinct(again, 'SELECT name FROM organizations ORDER BY id LIMIT 50')).toEqual(names);
    expect(new Set(distinct(db, 'SELECT name FROM organizations')).size).toBe(10_000);
  });

  it('works for tiny hierarchies too', async () => {
    for (const n of [1, 5, 12]) {
      const db = freshDb();
      expect((await seedDatabase(db, { orgs: n })).organizations).toBe(n);
    }
  });
});
