import { type Db } from '../database';
import { useFreshDatabases } from '../../../tests/server/freshDatabase';
import { seedDatabase } from '.';

const freshDb = useFreshDatabases('people');
const all = (db: Db, sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .all(...args);
const one = (db: Db, sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args);

describe('the people of the demo seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = freshDb();
    await seedDatabase(db);
  });

  it('has a few hundred users in every status, with MFA, provider flags and some metadata', () => {
    const users = one(db, 'SELECT COUNT(*) FROM users') as number;
    expect(users).toBeGreaterThanOrEqual(250);
    expect(users).toBeLessThan(1000);
    expect(all(db, 'SELECT DISTINCT status_type FROM users ORDER BY 1')).toEqual([0, 1, 2, 3]);
    expect(all(db, 'SELECT DISTINCT two_factor_provider FROM users WHERE two_factor_enabled = 1 ORDER BY 1')).toEqual([1, 2]);
    expect(one(db, 'SELECT COUNT(*) FROM users WHERE metadata IS NOT NULL')).toBeGreaterThan(10);
    expect(one(db, 'SELECT COUNT(DISTINCT organization_id) FROM associations')).toBeGreaterThan(40);
  });

  it('has invites in every status with their roles, pending ones for invited users, and one waiting for no.roles', () => {
    expect(all(db, 'SELECT DISTINCT status FROM invites ORDER BY 1')).toEqual([0, 1, 2, 3]);
    expect(one(db, 'SELECT COUNT(*) FROM invites i WHERE NOT EXISTS (SELECT 1 FROM invite_roles r WHERE r.invite_id = i.id)')).toBe(0);
    expect(
      one(
        db,
        `SELECT COUNT(*) FROM users u WHERE u.status_type = 2 AND NOT EXISTS
      (SELECT 1 FROM invites i WHERE i.user_id = u.id AND i.status = 0)`,
      ),
    ).toBe(0);
    const noRoles = db
      .prepare(
        `SELECT o.name, i.status FROM invites i JOIN users u ON u.id = i.user_id
      JOIN organizations o ON o.id = i.organization_id WHERE u.email = 'no.roles@sandbox.test'`,
      )
      .all();
    expect(noRoles).toEqual([{ name: 'Coho Winery', status: 0 }]);
  });

  it('has service accounts for some connected organizations (the accounts’ own among them), secrets sealed', () => {
    expect(one(db, 'SELECT COUNT(DISTINCT organization_id) FROM service_accounts')).toBeGreaterThan(3);
    expect(
      one(db, "SELECT COUNT(*) FROM service_accounts s JOIN organizations o ON o.id = s.organization_id WHERE o.name = 'Contoso Pharmaceuticals'"),
    ).toBeGreaterThan(0);
    expect(all(db, 'SELECT DISTINCT state FROM service_accounts ORDER BY 1')).toEqual([0, 1, 2]);
    expect(all(db, "SELECT secret_ciphertext FROM service_accounts WHERE secret_ciphertext NOT LIKE 'v1.%'")).toEqual([]);
  });

  it('gives the same invites for the same options', async () => {
    const other = freshDb();
    await seedDatabase(other);
    const snapshot = (d: Db) => d.prepare('SELECT id, organization_id, user_id, status, created_on_utc FROM invites ORDER BY id').all();
    expect(snapshot(other)).toEqual(snapshot(db));
  });
});

describe('the people of a generated seed', () => {
  it('scales the users with --orgs: about one user per organization', async () => {
    const db = freshDb();
    await seedDatabase(db, { orgs: 2_000 });
    const users = one(db, 'SELECT COUNT(*) FROM users') as number;
    expect(users).toBeGreaterThan(1_900);
    expect(users).toBeLessThan(2_200);
    expect(all(db, 'SELECT DISTINCT status FROM invites ORDER BY 1')).toEqual([0, 1, 2, 3]);
  });
});
