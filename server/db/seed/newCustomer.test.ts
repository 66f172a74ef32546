import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from '../database';
import { seedDatabase } from '.';

const dirs: string[] = [];
async function seeded(newCustomer: boolean): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-new-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  migrate(db);
  await seedDatabase(db, { newCustomer });
  return db;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const homeOf = (db: Db) =>
  db
    .prepare(
      `SELECT o.id, o.name, o.azure_ad_tenant_id AS tenant FROM users u JOIN organizations o ON o.id = u.organization_id
    WHERE u.email = 'customer.admin@sandbox.test'`,
    )
    .get() as { id: number; name: string; tenant: string | null };

describe('seed option newCustomer (SEED_NEW_CUSTOMER)', () => {
  it("seeds customer.admin's tenant customer as new: no tenant, no Reporting endpoint, no data collection, its Reporting subscription kept", async () => {
    const db = await seeded(true);
    const home = homeOf(db);
    expect(home).toMatchObject({ name: 'Contoso Pharmaceuticals', tenant: null });
    const count = (sql: string) => db.prepare(sql).pluck().get(home.id) as number;
    expect(count('SELECT COUNT(*) FROM directory_tenants WHERE organization_id = ?')).toBe(0);
    expect(count('SELECT COUNT(*) FROM service_endpoints WHERE organization_id = ?')).toBe(0);
    expect(count('SELECT COUNT(*) FROM data_collection WHERE organization_id = ?')).toBe(0);
    expect(count('SELECT COUNT(*) FROM collection_jobs WHERE organization_id = ?')).toBe(0);
    expect(
      count(`SELECT COUNT(*) FROM subscription_items i JOIN subscriptions s ON s.id = i.subscription_id
      WHERE s.organization_id = ? AND i.product = 'Reporting'`),
    ).toBeGreaterThan(0);
  });

  it('leaves every other organization as the default seed has it', async () => {
    const [plain, fresh] = await Promise.all([seeded(false), seeded(true)]);
    const others = (db: Db) => db.prepare('SELECT * FROM organizations WHERE id <> ? ORDER BY id').all(homeOf(db).id);
    expect(others(fresh)).toEqual(others(plain));
    expect(homeOf(plain).tenant).not.toBeNull();
  });
});
