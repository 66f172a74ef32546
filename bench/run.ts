/**
 * `npm run bench`: prints the figures docs/performance.md records.
 * 1. gzip size of the JavaScript the first screen loads (dist/ must be built: the npm script builds it);
 * 2. sandbox throughput on GET /api/v1.0/organizations/{root}/associations over a 10,000-organization
 *    seed, as a ratio to a trivial route measured in the same run.
 * BENCH_ORGS and BENCH_SECONDS change the seed size and the load time.
 */
import Database from 'better-sqlite3';
import { databaseFileName } from '../server/db/database';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox } from '../e2e/support/sandbox';
import { tokenFromDataDir } from '../server/testing';
import { measureBundle } from './bundle';
import { measure } from './throughput';

const root = resolve(import.meta.dirname, '..');
const orgs = Number(process.env.BENCH_ORGS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const bundle = measureBundle(join(root, 'dist'));
console.log('\nFirst screen JavaScript (entry + modulepreloads)');
console.table(bundle.files.map((f) => ({ file: f.name, bytes: f.bytes, gzip: f.gzip })));
console.log(`total: ${(bundle.totalBytes / 1024).toFixed(1)} KiB, gzip ${(bundle.totalGzip / 1024).toFixed(1)} KiB`);

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
const t0 = performance.now();
execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', '--orgs', String(orgs), '--data-dir', dataDir], {
  cwd: root,
  stdio: 'ignore',
});
const seedMs = performance.now() - t0;
const db = new Database(join(dataDir, databaseFileName), { readonly: true, fileMustExist: true });
const rootId = db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get() as number;
const orgCount = db.prepare('SELECT count(*) FROM organizations').pluck().get() as number;
db.close();

const sandbox = await startSandbox({}, { dataDir });
try {
  const token = await tokenFromDataDir(dataDir, sandbox.url, 'tms.admin@sandbox.test');
  const auth = { authorization: `Bearer ${token}` };
  const baseline = await measure(`${sandbox.url}/svc/ping`, {}, seconds);
  const associations = await measure(
    `${sandbox.url}/svc/account/api/v1.0/organizations/${rootId}/associations`,
    auth,
    seconds,
  );
  console.log(`\nSandbox throughput, ${orgCount} organizations (seeded in ${(seedMs / 1000).toFixed(1)} s), 10 connections, ${seconds} s each`);
  console.table([baseline, associations]);
  console.log(`associations / ping throughput ratio: ${(associations.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)}`);
} finally {
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
