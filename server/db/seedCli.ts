/**
 * `npm run seed -- [--orgs N] [--data-dir D] [--new-customer]`: wipes the database in D (default DATA_DIR or ./data)
 * and seeds it again: the demo set, or N generated organizations. The authority's keys are kept.
 * --new-customer: customer.admin's tenant customer starts new (no tenant, no data collection).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFileName, migrate, openDatabase } from './database';
import { DEFAULT_SANDBOX_PASSWORD, seedDatabase } from './seed';

const { values } = parseArgs({
  options: { orgs: { type: 'string' }, 'data-dir': { type: 'string' }, 'new-customer': { type: 'boolean' } },
  allowPositionals: false,
});
const orgs = values.orgs === undefined ? undefined : Number(values.orgs);
if (orgs !== undefined && (!Number.isInteger(orgs) || orgs < 1)) {
  console.error('--orgs must be a positive integer');
  process.exit(2);
}
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, databaseFileName + suffix), { force: true });
const started = Date.now();
const db = openDatabase(dataDir);
migrate(db);
const password = process.env.SANDBOX_PASSWORD || DEFAULT_SANDBOX_PASSWORD;
const summary = await seedDatabase(db, { orgs, password, newCustomer: values['new-customer'] });
db.close();
console.log(
  `Seeded ${summary.organizations} organizations, ${summary.users} users, ${summary.invoices} invoices ` +
    `in ${join(dataDir, databaseFileName)} (${Date.now() - started} ms)`,
);
