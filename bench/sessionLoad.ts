/**
 * Under load (`npm run bench:load`, i.e. `npx tsx bench/sessionLoad.ts`): 50 signed-in clients at
 * once against the 10,000-organization seed for 60 seconds (BENCH_LOAD_CLIENTS, BENCH_LOAD_SECONDS,
 * BENCH_LOAD_ORGS change them). Each client, one request after the other with no pause:
 * - the organization tree: GET …/organizations/{root}/associations, with If-None-Match after its
 *   first read, as the console asks it (docs/performance.md, "Organization tree");
 * - a tenant status page: the data query of Tenant Status for a group of 100 US organizations;
 * - an organization: GET …/organizations/{id};
 * - a note: PATCH …/tenants/{id}/notes, each client on its own organization, each text new.
 * Each client has its own access token (tms.admin's, minted with the authority's key). At the end:
 * every 5xx counted, each client's last answered note read back (a lost write is one whose text is
 * not there), and the audit log holds one entry per answered note. Prints p50/p99/max per route.
 */
import Database from 'better-sqlite3';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { databaseFileName } from '../server/db/database';
import { tokenFromDataDir } from '../tests/server';
import { seededSandbox } from './seeded';
import { seedBenchTenantGroup } from './tenantStatus';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const ORGS = Number(process.env.BENCH_LOAD_ORGS ?? 10_000);

type Route = 'tree' | 'tenant status' | 'organization' | 'notes write';
const latencies: Record<Route, number[]> = { tree: [], 'tenant status': [], organization: [], 'notes write': [] };
const statuses = new Map<string, number>();
let serverErrors = 0;
let failures = 0;

async function timed(route: Route, send: () => Promise<Response>): Promise<Response | null> {
  const t0 = performance.now();
  try {
    const res = await send();
    await res.arrayBuffer();
    latencies[route].push(performance.now() - t0);
    statuses.set(`${route} ${res.status}`, (statuses.get(`${route} ${res.status}`) ?? 0) + 1);
    if (res.status >= 500) serverErrors++;
    return res;
  } catch {
    failures++;
    return null;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : 0;

async function main() {
  console.log(`Seeding ${ORGS} organizations and starting the sandbox…`);
  const sandbox = await seededSandbox(ORGS);
  try {
    const group = seedBenchTenantGroup(sandbox.dataDir, sandbox.rootId);
    if (group.length < CLIENTS) throw new Error(`only ${group.length} US tenants to write notes to`);
    const base = sandbox.url;
    const tokens = await Promise.all(Array.from({ length: CLIENTS }, () => tokenFromDataDir(sandbox.dataDir, base, 'tms.admin@sandbox.test')));
    const lastWritten = new Map<number, string>();
    const writeIds: string[] = [];
    const until = Date.now() + SECONDS * 1000;
    const queryBody = JSON.stringify({
      datasource: 'tenant_collection_health_overview_view',
      params: { orgs: group },
      limit: 51,
      offset: 0,
      orderBy: { field: 'TenantDomain', direction: 'asc' },
    });
    const load0 = loadavg()[0];

    const client = async (c: number) => {
      const auth = { authorization: `Bearer ${tokens[c]}` };
      const own = group[c];
      let etag: string | null = null;
      for (let n = 0; Date.now() < until; n++) {
        const tree = await timed('tree', () =>
          fetch(`${base}/svc/account/api/v1.0/organizations/${sandbox.rootId}/associations`, {
            headers: { ...auth, ...(etag ? { 'if-none-match': etag } : {}) },
          }),
        );
        etag = tree?.headers.get('etag') ?? etag;
        await timed('tenant status', () =>
          fetch(`${base}/svc/data-query/us/api/v1.0/query`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: queryBody,
          }),
        );
        await timed('organization', () =>
          fetch(`${base}/svc/account/api/v1.0/organizations/${group[(c * 7 + n) % group.length]}`, { headers: auth }),
        );
        const text = `Client ${c}, write ${n}`;
        const res = await timed('notes write', () =>
          fetch(`${base}/svc/reporting/us/api/tenants/${own}/notes`, {
            method: 'PATCH',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ customNodes: text }),
          }),
        );
        if (res?.ok) {
          lastWritten.set(own, text);
          writeIds.push(res.headers.get('x-request-id') ?? '');
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    const seconds = (performance.now() - t0) / 1000;

    let lost = 0;
    for (const [org, text] of lastWritten) {
      const res = await fetch(`${base}/svc/reporting/us/api/tenants/${org}/notes`, { headers: { authorization: `Bearer ${tokens[0]}` } });
      const note = (await res.json()) as { customNodes?: string };
      if (note.customNodes !== text) lost++;
    }
    const db = new Database(join(sandbox.dataDir, databaseFileName), { readonly: true });
    const audited = db.prepare('SELECT COUNT(*) FROM audit_events WHERE request_id = ?').pluck();
    const unaudited = writeIds.filter((id) => audited.get(id) !== 1).length;
    db.close();

    const rows = (Object.keys(latencies) as Route[]).map((route) => {
      const sorted = [...latencies[route]].sort((a, b) => a - b);
      return {
        route,
        requests: sorted.length,
        perSecond: Math.round(sorted.length / seconds),
        p50: pct(sorted, 50),
        p99: pct(sorted, 99),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    });
    console.log(
      `\n${CLIENTS} clients, ${seconds.toFixed(1)} s, ${sandbox.organizations} organizations; ${cpus().length} cores, load average ${load0.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
    );
    console.table(rows);
    console.log('answers:', Object.fromEntries([...statuses].sort()));
    console.log(
      `5xx: ${serverErrors}; requests without an answer: ${failures}; notes written (2xx): ${writeIds.length}; lost writes: ${lost}; answered writes without exactly one audit entry: ${unaudited}`,
    );
    if (serverErrors || failures || lost || unaudited) process.exitCode = 1;
  } finally {
    await sandbox.stop();
  }
}

await main();
