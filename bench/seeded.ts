import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { databaseFileName } from '../server/db/database';
import { startSandbox, type RunningSandbox } from '../e2e/support/sandbox';

const root = resolve(import.meta.dirname, '..');

export interface SeededSandbox extends RunningSandbox {
  rootId: number;
  organizations: number;
  seedSeconds: number;
}

/** Seeds `orgs` organizations with `npm run seed`'s generator into a fresh DATA_DIR and starts the sandbox on it. */
export async function seededSandbox(orgs: number): Promise<SeededSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const t0 = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', '--orgs', String(orgs), '--data-dir', dataDir], {
    cwd: root,
    stdio: 'ignore',
  });
  const seedSeconds = (performance.now() - t0) / 1000;
  const db = new Database(join(dataDir, databaseFileName), { readonly: true, fileMustExist: true });
  const rootId = db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get() as number;
  const organizations = db.prepare('SELECT count(*) FROM organizations').pluck().get() as number;
  db.close();
  const sandbox = await startSandbox({}, { dataDir });
  return {
    ...sandbox,
    rootId,
    organizations,
    seedSeconds,
    async stop() {
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
