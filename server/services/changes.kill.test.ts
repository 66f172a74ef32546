import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../e2e/support/sandbox';
import { tokenFromDataDir } from '../../tests/server';
import { loadOrCreateKeys } from '../auth/keys';
import { databaseFileName, migrate, openDatabase } from '../db/database';
import { seedDatabase } from '../db/seed';

/**
 * A change job of 200 targets in the real sandbox (server/main.ts as a child process), killed with
 * SIGKILL halfway and started again on the same DATA_DIR: the job finishes, and each target is applied
 * exactly once (one ledger row, one trial, one audit entry each). A trial is a new subscription per
 * apply, so a target applied twice would show as two.
 */
const TARGETS = 200;
const dirs: string[] = [];
const running: RunningSandbox[] = [];
afterAll(async () => {
  for (const s of running) await s.stop();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function readDb<T>(dir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dir, databaseFileName), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const env = { CHANGE_JOB_TARGET_DELAY_MS: '15', CHANGE_APPROVAL_THRESHOLD: '1000' };

async function call(s: RunningSandbox, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${s.url}/svc/changes/api/v1.0${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('change jobs survive SIGKILL (a real child process)', () => {
  it('finishes a job of 200 targets after a kill halfway and a restart, each target applied exactly once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-changes-kill-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    migrate(db);
    await seedDatabase(db, { orgs: 800 });
    const targets = db
      .prepare(
        `SELECT e.organization_id FROM service_endpoints e JOIN organizations o ON o.id = e.organization_id
         WHERE e.endpoint_name = 'Reporting' AND o.parent_id IS NOT NULL ORDER BY e.organization_id LIMIT ?`,
      )
      .pluck()
      .all(TARGETS) as number[];
    db.close();
    loadOrCreateKeys(dir);
    expect(targets).toHaveLength(TARGETS);

    const first = await startSandbox(env, { dataDir: dir, keepDataDir: true });
    running.push(first);
    const token = await tokenFromDataDir(dir, first.url, 'tms.admin@sandbox.test');
    const plan = await call(first, token, 'POST', '/plans', {
      action: 'addTrial',
      params: { product: 'Reporting' },
      targets: { kind: 'organizations', organizationIds: targets },
    });
    expect(plan.status, JSON.stringify(plan.json)).toBe(201);
    expect(plan.json.totals).toMatchObject({ willChange: TARGETS });
    const job = await call(first, token, 'POST', '/jobs', { planId: plan.json.id, hash: plan.json.hash });
    expect(job.json.state).toBe('queued');
    const jobId = job.json.id as number;

    const ledger = () => readDb(dir, (d) => d.prepare('SELECT COUNT(*) FROM change_ledger WHERE job_id = ?').pluck().get(jobId) as number);
    for (let i = 0; i < 600 && ledger() < TARGETS / 2; i++) await new Promise((r) => setTimeout(r, 20));
    await first.kill('SIGKILL');
    const atKill = ledger();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(TARGETS);
    // Nothing half done: every ledger row is done, and each done target has its one trial.
    expect(readDb(dir, (d) => d.prepare("SELECT COUNT(*) FROM change_ledger WHERE job_id = ? AND state <> 'done'").pluck().get(jobId))).toBe(0);

    const second = await startSandbox(env, { dataDir: dir, keepDataDir: true });
    running.push(second);
    const again = await tokenFromDataDir(dir, second.url, 'tms.admin@sandbox.test');
    let state = '';
    for (let i = 0; i < 600 && state !== 'completed'; i++) {
      state = (await call(second, again, 'GET', `/jobs/${jobId}`)).json.state as string;
      if (state !== 'completed') await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('completed');
    const after = (await call(second, again, 'GET', `/jobs/${jobId}`)).json;
    expect(after.counts).toMatchObject({ changed: TARGETS, pending: 0, failed: 0, conflict: 0 });
    await second.stop();

    readDb(dir, (d) => {
      expect(d.prepare("SELECT COUNT(*) FROM change_ledger WHERE job_id = ? AND state = 'done' AND outcome = 'changed'").pluck().get(jobId)).toBe(
        TARGETS,
      );
      const trials = d
        .prepare(
          `SELECT s.organization_id, COUNT(*) AS n FROM subscriptions s JOIN subscription_items i ON i.subscription_id = s.id
           WHERE s.managed = 1 AND i.product = 'Reporting' AND s.description = 'Reporting trial' GROUP BY s.organization_id`,
        )
        .all() as { organization_id: number; n: number }[];
      expect(trials).toHaveLength(TARGETS);
      expect(trials.filter((t) => t.n !== 1)).toEqual([]);
      expect(new Set(trials.map((t) => t.organization_id))).toEqual(new Set(targets));
      const entries = d.prepare('SELECT organization_id, COUNT(*) AS n FROM audit_events WHERE job_id = ? GROUP BY organization_id').all(jobId) as {
        n: number;
      }[];
      expect(entries).toHaveLength(TARGETS);
      expect(entries.every((e) => e.n === 1)).toBe(true);
    });
  }, 240_000);
});
