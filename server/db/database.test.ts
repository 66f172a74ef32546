import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from './database';
import { migrations } from './migrations';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
  db = openDatabase(dir);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('apply in order on an empty database and are recorded', () => {
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    for (const t of [
      'organizations',
      'directory_tenants',
      'verified_domains',
      'users',
      'roles',
      'associations',
      'association_roles',
      'invoices',
      'service_endpoints',
      'oidc_models',
    ]) {
      expect(tables).toContain(t);
    }
  });

  it('are idempotent: a second run applies nothing and changes nothing', () => {
    const before = db.prepare('SELECT * FROM schema_migrations').all();
    expect(migrate(db)).toEqual([]);
    expect(migrate(openDatabase(dir))).toEqual([]);
    expect(db.prepare('SELECT * FROM schema_migrations').all()).toEqual(before);
  });

  it('run the database in WAL mode with foreign keys on', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() =>
      db.prepare("INSERT INTO organizations (id, name, parent_id, organization_type, created_on_utc) VALUES (1, 'x', 999, 5, '')").run(),
    ).toThrow(/FOREIGN KEY/);
  });

  it('index the parent and organization columns', () => {
    const indexes = db.prepare("SELECT tbl_name || '.' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").pluck().all().join('\n');
    expect(indexes).toMatch(/organizations\..*\(parent_id\)/);
    for (const t of ['users', 'associations', 'association_roles', 'invoices', 'directory_tenants']) {
      expect(indexes).toMatch(new RegExp(`${t}\\..*\\(organization_id`));
    }
  });
});

describe('data files', () => {
  it('are readable by their owner only: the database, its WAL and a data directory the sandbox creates', () => {
    const fresh = join(dir, 'fresh');
    const other = openDatabase(fresh);
    try {
      migrate(other);
      other.prepare('INSERT INTO schema_migrations (version, name, applied_on_utc) VALUES (999, ?, ?)').run('x', 'now');
      expect(statSync(fresh).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(fresh)) expect(statSync(join(fresh, name)).mode & 0o777, name).toBe(0o600);
      expect(readdirSync(fresh)).toContain('sandbox.sqlite-wal');
    } finally {
      other.close();
    }
  });

  it('tightens a database file that an older sandbox left readable by everyone', () => {
    const old = join(dir, 'old');
    mkdirSync(old);
    writeFileSync(join(old, 'sandbox.sqlite'), '', { mode: 0o644 });
    openDatabase(old).close();
    expect(statSync(join(old, 'sandbox.sqlite')).mode & 0o777).toBe(0o600);
  });
});
