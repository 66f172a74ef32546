import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keysFileName, loadOrCreateKeys } from '../../server/auth/keys';
import { databaseFileName, migrate, openDatabase } from '../../server/db/database';
import { seedDatabase, type SeedOptions } from '../../server/db/seed';
import { KEY_FILE as serviceAccountKeysFileName, serviceAccountKeys } from '../../server/services/serviceAccountKeys';

/**
 * The seeded demo database and the authority's keys, made once per test run (Vitest's globalSetup
 * calls makeSandboxTemplate and hands the folder to the test workers) and copied into each test
 * file's data directory. Migrating, seeding (a password hash per account) and two fresh RSA keys (the
 * authority's, the service-account secrets') cost about two seconds a sandbox; a copy costs a few
 * milliseconds (docs/testing.md, "One seeded template per run").
 */
export const templateEnvName = 'SANDBOX_TEST_TEMPLATE';

/**
 * Builds the template in a new temporary folder and returns its path: the demo set, with the
 * accounts' password and customer.admin's new tenant customer as `options` ask (the seed's own).
 */
export async function makeSandboxTemplate(options: Pick<SeedOptions, 'password' | 'newCustomer'> = {}): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-template-'));
  const db = openDatabase(dir);
  migrate(db);
  await seedDatabase(db, options);
  // Fold the write-ahead log into the file, so that the file alone is the whole database.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  loadOrCreateKeys(dir);
  serviceAccountKeys(dir);
  return dir;
}

/**
 * Copies the run's template (or `template`, a folder made by makeSandboxTemplate) into `dataDir`
 * when there is one (the demo set with the default password); answers false when there is none, and the sandbox then migrates and seeds as on a
 * first start.
 */
export function copySandboxTemplate(dataDir: string, template = process.env[templateEnvName]): boolean {
  if (!template || !existsSync(join(template, databaseFileName))) return false;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const file of [databaseFileName, keysFileName, serviceAccountKeysFileName]) copyFileSync(join(template, file), join(dataDir, file));
  return true;
}
