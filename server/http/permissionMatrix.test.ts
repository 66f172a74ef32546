import type { Profile } from '../../src/domain';
import { serviceAccountKeys } from '../services/serviceAccountKeys';
import { expectUnchanged, useTestSandbox } from '../testing';
import { matrixWorld, UNKNOWN_NUMBER, UNKNOWN_UUID, type MatrixWorld, type RecordKind } from '../testing/matrixWorld';
import { rows, type Case, type Decision, type Row } from './permissionMatrix.rows';

/**
 * The permission matrix (issue 13), in the manner of Keycloak's PermissionsTest: every /svc route the
 * sandbox registers × every seeded persona (and an anonymous caller) × its own, a foreign and an
 * unknown organization or record → the status the row's rule of src/domain/permissions gives. A
 * refused request writes nothing; an allowed write runs inside a savepoint that is rolled back, so
 * every request sees the seeded data. Foreign and unknown ids must answer alike, and no answer may
 * carry the id of a user the caller cannot see.
 */
const sb = useTestSandbox({ env: { INIT_TENANT_SECONDS: '3600', DPC_PROVISION_SECONDS: '3600', DEMO_COPY_SECONDS: '3600' } });

const regional = /^\/svc\/(reporting|data-query|dpc)\/(us|eu|s1)\//;
const rowKey = (method: string, url: string) => `${method} ${url.replace(regional, '/svc/$1/{region}/')}`;
const uuidKinds: readonly string[] = ['invite', 'job', 'user', 'myInvite'];
const pathOf: Partial<Record<RecordKind | 'myInvite', string>> = {
  invite: 'inviteId', myInvite: 'inviteId', serviceAccount: 'serviceAccountId', subscription: 'subId', job: 'jobId', user: 'userId',
};

interface Answer { status: number; body: string }
type Where = 'own' | 'foreign' | 'unknown' | 'none';

function cases(w: MatrixWorld, row: Row, p: Profile, region?: string): [Where, Case][] {
  const at = (orgId: number, record?: Case['record']): Case => ({ p, w, orgId, org: w.orgs.get(orgId), access: w.access(p, orgId), record, region });
  if (row.target === 'none') return [['none', at(p.organizationId)]];
  if (row.target === 'org') return [['own', at(p.organizationId)], ['foreign', at(w.foreignOrg(p))], ['unknown', at(UNKNOWN_NUMBER)]];
  const unknown = uuidKinds.includes(row.target) ? UNKNOWN_UUID : UNKNOWN_NUMBER;
  const unknownCase = at(UNKNOWN_NUMBER, undefined);
  if (row.target === 'myInvite') {
    const mine = sb.db.prepare('SELECT id, organization_id FROM invites WHERE user_id = ? AND status = 0').get(p.userId) as { id: string; organization_id: number } | undefined;
    const other = sb.db.prepare('SELECT id FROM invites WHERE user_id <> ? AND status = 0 ORDER BY id').pluck().get(p.userId) as string;
    const own: [Where, Case][] = mine ? [['own', at(mine.organization_id, { id: mine.id, organizationId: mine.organization_id })]] : [];
    return [...own, ['foreign', { ...unknownCase, record: undefined, foreignId: other }], ['unknown', { ...unknownCase, foreignId: unknown }]];
  }
  const kind = row.target;
  const own = w.record(kind, p, 'own');
  const foreign = w.record(kind, p, 'foreign');
  return [['own', at(own.organizationId, own)], ['foreign', at(foreign.organizationId, foreign)], ['unknown', { ...unknownCase, foreignId: unknown }]];
}

function requestOf(method: string, url: string, row: Row, c: Case) {
  const extra = row.request?.(c) ?? {};
  const recordParam = row.target === 'none' || row.target === 'org' ? undefined : pathOf[row.target];
  const value = (name: string) => {
    if (name === 'orgId' || name === 'id') return c.orgId;
    if (name === recordParam) return c.record?.id ?? c.foreignId;
    return extra.params?.[name];
  };
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const v = value(name);
    if (v === undefined) throw new Error(`permissionMatrix.rows.ts: no value for :${name} of ${method} ${url}`);
    return encodeURIComponent(String(v));
  });
  const query = extra.query ? `?${new URLSearchParams(Object.entries(extra.query).map(([k, v]) => [k, String(v)]))}` : '';
  return { path: path + query, body: extra.body };
}

const normalise = (a: Answer) => {
  let shape: unknown = a.body;
  try { const json = JSON.parse(a.body); shape = { keys: Object.keys(json).sort(), message: String(json.message ?? '').replace(/[0-9a-f-]{36}|\d+/gi, '#') }; } catch { /* text */ }
  return { status: a.status, shape };
};

describe('permission matrix: every /svc route × every persona × own, foreign and unknown ids', () => {
  it('answers what src/domain/permissions decides, writes nothing when it refuses, and leaks nothing', async () => {
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const routes = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/'));
    const keys = new Set(routes.map((r) => rowKey(r.method, r.url)));
    expect([...keys].filter((k) => !rows[k]), 'routes without a row in permissionMatrix.rows.ts').toEqual([]);
    expect(Object.keys(rows).filter((k) => !keys.has(k)), 'rows without a route').toEqual([]);

    const userIds = new Set(sb.db.prepare('SELECT id FROM users').pluck().all() as string[]);
    const changes = () => sb.db.prepare('SELECT total_changes()').pluck().get() as number;
    const tokens = new Map(await Promise.all(w.personas.map(async (p) => [p.userId, await sb.tokenFor(p.email)] as const)));
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const checkedUnchanged = new Set<string>();
    let requests = 0;
    let refusals = 0;

    const send = async (method: string, path: string, body: unknown, p: Profile | null, expectRefused: number | null, key: string): Promise<Answer> => {
      requests++;
      const run = () => sb.app.inject({
        method: method as 'GET', url: path,
        headers: { ...(p ? { authorization: `Bearer ${tokens.get(p.userId)}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (expectRefused !== null) {
        refusals++;
        const before = changes();
        // The full-database digest once per route (expectUnchanged); the connection's change count for every refusal.
        const res = !checkedUnchanged.has(key) && method !== 'GET' ? await expectUnchanged(sb, run, expectRefused) : await run();
        checkedUnchanged.add(key);
        if (changes() !== before) mismatches.push(`${key} wrote although refused`);
        return { status: res.statusCode, body: res.body };
      }
      sb.db.exec('SAVEPOINT matrix');
      try {
        const res = await run();
        return { status: res.statusCode, body: res.body };
      } finally {
        sb.db.exec('ROLLBACK TO matrix; RELEASE matrix');
        sb.app.sandbox.orgIndex.invalidate();
      }
    };

    for (const { method, url } of routes) {
      const key = rowKey(method, url);
      const row = rows[key];
      const region = regional.exec(url)?.[2];
      const anonymous = key === 'GET /svc/ping' ? 'ok' : 401;
      const own = cases(w, row, w.personas[0], region)[0][1];
      const anon = requestOf(method, url, row, own);
      const answer = await send(method, anon.path, anon.body, null, anonymous === 'ok' ? null : 401, key);
      if (answer.status !== (anonymous === 'ok' ? row.ok[0] : 401)) mismatches.push(`${key} anonymous: ${answer.status}`);
      for (const p of w.personas) {
        const seen: Partial<Record<Where, Answer>> = {};
        for (const [where, c] of cases(w, row, p, region)) {
          const expected: Decision = row.decide(c);
          const { path, body } = requestOf(method, url, row, c);
          const res = await send(method, path, body, p, expected === 'ok' || expected === 400 || expected === 409 ? null : expected, key);
          seen[where] = res;
          const good = expected === 'ok' ? row.ok.includes(res.status) : res.status === expected;
          if (!good) mismatches.push(`${key} ${p.email} ${where}: expected ${expected === 'ok' ? row.ok.join('|') : expected}, got ${res.status} ${res.body.slice(0, 160)}`);
          for (const id of res.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []) {
            if (!userIds.has(id) || id === p.userId || path.includes(id) || JSON.stringify(body ?? '').includes(id)) continue;
            const visible = w.organizationsOf(id, true).some((o) => w.access(p, o).view);
            if (!visible) leaks.push(`${key} ${p.email} ${where}: user ${id}`);
          }
        }
        // A foreign id the caller cannot even view must answer exactly as an id that does not exist.
        const foreign = cases(w, row, p, region).find(([x]) => x === 'foreign')?.[1];
        if (seen.foreign && seen.unknown && foreign && !foreign.access.view) {
          const [f, u] = [normalise(seen.foreign), normalise(seen.unknown)];
          if (JSON.stringify(f) !== JSON.stringify(u)) mismatches.push(`${key} ${p.email}: foreign ${JSON.stringify(f)} ≠ unknown ${JSON.stringify(u)}`);
        }
      }
    }
    console.log(`permission matrix: ${routes.length} routes × ${w.personas.length} personas + anonymous: ${requests} requests, ${refusals} refusals, ${leaks.length} leaks, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);
});
