/**
 * Change jobs at scale (docs/performance.md "Change jobs"): on `npm run seed -- --orgs 10000`, tms.admin
 * previews a trial of Reporting for 1,000 organizations with a Reporting endpoint (target: the answer within 2 s) and applies it as
 * a job (target: finished within 60 s in the sandbox), approval off (CHANGE_APPROVAL_THRESHOLD above 1,000).
 * Part 8 of `npm run bench`; alone: `npx tsx bench/changes.ts`.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseFileName } from '../server/db/database';
import { tokenFromDataDir } from '../tests/server';
import { seededSandbox } from './seeded';

const ORGS = 10_000;
const TARGETS = 1_000;

export async function runChangesBench(): Promise<void> {
  const sandbox = await seededSandbox(ORGS, { CHANGE_APPROVAL_THRESHOLD: '100000' });
  try {
    const db = new Database(join(sandbox.dataDir, databaseFileName), { readonly: true });
    // Organizations with a Reporting endpoint: each of them gets its trial (none is blocked).
    const ids = db
      .prepare(
        `SELECT o.id FROM organizations o JOIN service_endpoints e ON e.organization_id = o.id AND e.endpoint_name = 'Reporting'
         WHERE o.parent_id IS NOT NULL ORDER BY o.id LIMIT ?`,
      )
      .pluck()
      .all(TARGETS) as number[];
    db.close();
    const token = await tokenFromDataDir(sandbox.dataDir, sandbox.url, 'tms.admin@sandbox.test');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${sandbox.url}/svc/changes/api/v1.0${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const body = { action: 'addTrial', params: { product: 'Reporting' }, targets: { kind: 'organizations', organizationIds: ids } };
    // A first preview warms the sandbox's organization index (as a console session's first page does); the second is measured.
    await call('POST', '/plans', body);
    const t0 = performance.now();
    const plan = await call('POST', '/plans', body);
    const previewMs = performance.now() - t0;
    const t1 = performance.now();
    const job = await call('POST', '/jobs', { planId: plan.id, hash: plan.hash });
    let state = job.state as string;
    let counts = job.counts;
    while (!['completed', 'completedWithProblems', 'cancelled'].includes(state)) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await call('GET', `/jobs/${job.id as number}`);
      state = now.state as string;
      counts = now.counts;
    }
    const applyMs = performance.now() - t1;
    console.log(`\nChange jobs, ${sandbox.organizations} organizations, a trial of Reporting for ${TARGETS} of them (tms.admin)`);
    console.table([
      { figure: 'preview (POST /plans)', ms: Math.round(previewMs), target: '≤ 2000', met: previewMs <= 2000 ? 'met' : 'NOT met' },
      { figure: 'apply (POST /jobs → finished)', ms: Math.round(applyMs), target: '≤ 60000', met: applyMs <= 60_000 ? 'met' : 'NOT met' },
    ]);
    console.log('plan totals', plan.totals, 'job', state, counts);
  } finally {
    await sandbox.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runChangesBench();
