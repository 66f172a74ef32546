import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { databaseFileName } from '../server/db/database';
import { startSandbox, type RunningSandbox } from '../e2e/support/sandbox';

const root = resolve(import.meta.dirname, '..');

export interface SeededSandbox extends RunningSandbox {
  rootId: number;
  organizations: number;
  seedSeconds: number;
  /** Stops the sandbox and starts it again on the same data (a new port: `url` changes), with `env` added. */
  restart(env?: Record<string, string>): Promise<void>;
}

const seed = (orgs: number, dataDir: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', '--orgs', String(orgs), '--data-dir', dataDir], {
    cwd: root,
    stdio: 'ignore',
  });

/**
 * Seeds `orgs` organizations with `npm run seed`'s generator into a fresh DATA_DIR and starts the
 * sandbox on it. With BENCH_SEED_CACHE (a directory), each size is seeded there once and copied
 * for later runs (seeding 100,000 takes minutes on a busy machine).
 */
export async function seededSandbox(orgs: number, env: Record<string, string> = {}): Promise<SeededSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const t0 = performance.now();
  const cache = process.env.BENCH_SEED_CACHE;
  if (cache) {
    const kept = join(resolve(cache), String(orgs));
    if (!existsSync(join(kept, databaseFileName))) {
      mkdirSync(kept, { recursive: true });
      seed(orgs, kept);
    }
    cpSync(kept, dataDir, { recursive: true });
  } else {
    seed(orgs, dataDir);
  }
  const seedSeconds = (performance.now() - t0) / 1000;
  const db = new Database(join(dataDir, databaseFileName), { readonly: true, fileMustExist: true });
  const rootId = db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get() as number;
  const organizations = db.prepare('SELECT count(*) FROM organizations').pluck().get() as number;
  db.close();
  let sandbox = await startSandbox(env, { dataDir, keepDataDir: true });
  const seeded: SeededSandbox = {
    ...sandbox,
    rootId,
    organizations,
    seedSeconds,
    async restart(env = {}) {
      await sandbox.stop();
      sandbox = await startSandbox(env, { dataDir, keepDataDir: true });
      seeded.url = sandbox.url;
    },
    async stop() {
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return seeded;
}
