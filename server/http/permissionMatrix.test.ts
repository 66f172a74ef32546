import type { Profile } from '../../src/domain';
import { serviceAccountKeys } from '../services/serviceAccountKeys';
import { expectUnchanged, useTestSandbox } from '../testing';
import { cases, regional, requestOf, rowKey, type Where } from '../testing/matrixCases';
import { matrixWorld } from '../testing/matrixWorld';
import { rows, type Decision } from './permissionMatrix.rows';
import { ruleOf } from './routeAccess';
import { auditedRoutes } from '../audit/auditedRoutes';
import { auditEventSchema, type AuditEvent } from '../../src/domain';
import { auditLeakCheck } from '../testing/auditMatrix';
import { auditReproductions } from '../testing/auditReproductions';

/**
 * The permission matrix, in the manner of Keycloak's PermissionsTest: every /svc route the
 * sandbox registers × every seeded persona (and an anonymous caller) × its own, a foreign and an
 * unknown organization or record → the status the row's rule of src/domain/permissions gives. A
 * refused request writes nothing; an allowed write runs inside a savepoint that is rolled back, so
 * every request sees the seeded data. Foreign and unknown ids must answer alike, and no answer may
 * carry the id of a user the caller cannot see.
 */
const sb = useTestSandbox({ env: { INIT_TENANT_SECONDS: '3600', DPC_PROVISION_SECONDS: '3600', DEMO_COPY_SECONDS: '3600' } });

interface Answer {
  status: number;
  body: string;
}
/** The entries the matrix's successful writes recorded before they were rolled back: read again as every persona below. */
const recorded: Record<string, unknown>[] = [];

const normalise = (a: Answer) => {
  let shape: unknown = a.body;
  try {
    const json = JSON.parse(a.body);
    shape = { keys: Object.keys(json).sort(), message: String(json.message ?? '').replace(/[0-9a-f-]{36}|\d+/gi, '#') };
  } catch {
    /* text */
  }
  return { status: a.status, shape };
};

describe('permission matrix: every /svc route × every persona × own, foreign and unknown ids', () => {
  it('answers what src/domain/permissions decides, writes nothing when it refuses, and leaks nothing', async () => {
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const routes = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/'));
    const keys = new Set(routes.map((r) => rowKey(r.method, r.url)));
    expect(
      [...keys].filter((k) => !rows[k]),
      'routes without a row in permissionMatrix.rows.ts',
    ).toEqual([]);
    expect(
      routes.filter((r) => ruleOf(r.method, r.url) === undefined).map((r) => r.url),
      'routes without a rule in routeRules.ts',
    ).toEqual([]);
    expect(
      Object.keys(rows).filter((k) => !keys.has(k)),
      'rows without a route',
    ).toEqual([]);

    const userIds = new Set(sb.db.prepare('SELECT id FROM users').pluck().all() as string[]);
    const changes = () => sb.db.prepare('SELECT total_changes()').pluck().get() as number;
    // Every successful write records exactly one audit entry, a read or a failure none.
    const auditEntries = () => sb.db.prepare('SELECT COUNT(*) FROM audit_events').pluck().get() as number;
    const auditedWrites = new Set<string>();
    const tokens = new Map(await Promise.all(w.personas.map(async (p) => [p.userId, await sb.tokenFor(p.email)] as const)));
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const checkedUnchanged = new Set<string>();
    let requests = 0;
    let refusals = 0;

    const send = async (
      method: string,
      path: string,
      body: unknown,
      p: Profile | null,
      expectRefused: number | null,
      key: string,
    ): Promise<Answer> => {
      requests++;
      const run = () =>
        sb.app.inject({
          method: method as 'GET',
          url: path,
          headers: {
            ...(p ? { authorization: `Bearer ${tokens.get(p.userId)}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
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
        const entriesBefore = auditEntries();
        const res = await run();
        const written = auditEntries() - entriesBefore;
        const expected = Object.hasOwn(auditedRoutes, key) && res.statusCode >= 200 && res.statusCode < 300 ? 1 : 0;
        if (written !== expected) mismatches.push(`${key} ${res.statusCode}: ${written} audit entries, expected ${expected}`);
        if (expected) auditedWrites.add(key);
        if (written > 0)
          recorded.push(...(sb.db.prepare('SELECT * FROM audit_events ORDER BY id DESC LIMIT ?').all(written) as Record<string, unknown>[]));
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
      const own = cases(sb.db, w, row, w.personas[0], region)[0][1];
      const anon = requestOf(method, url, row, own);
      const answer = await send(method, anon.path, anon.body, null, anonymous === 'ok' ? null : 401, key);
      if (answer.status !== (anonymous === 'ok' ? row.ok[0] : 401)) mismatches.push(`${key} anonymous: ${answer.status}`);
      for (const p of w.personas) {
        const seen: Partial<Record<Where, Answer>> = {};
        for (const [where, c] of cases(sb.db, w, row, p, region)) {
          const expected: Decision = row.decide(c);
          const { path, body } = requestOf(method, url, row, c);
          const res = await send(method, path, body, p, expected === 'ok' || expected === 400 || expected === 409 ? null : expected, key);
          seen[where] = res;
          const good = expected === 'ok' ? row.ok.includes(res.status) : res.status === expected;
          if (!good)
            mismatches.push(
              `${key} (${ruleOf(method, url)}) ${p.email} ${where}: expected ${expected === 'ok' ? row.ok.join('|') : expected}, got ${res.status} ${res.body.slice(0, 160)}`,
            );
          // Authorise first: a refused caller gets the same refusal with a bad body (never a 400 that tells more).
          if ((expected === 403 || expected === 404) && !c.access.view && body !== null && typeof body === 'object') {
            const spoiled = await send(method, path, { ...body, unexpectedField: true }, p, expected, key);
            if (spoiled.status !== expected) mismatches.push(`${key} ${p.email} ${where} bad body: expected ${expected}, got ${spoiled.status}`);
          }
          for (const id of res.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []) {
            if (!userIds.has(id) || id === p.userId || path.includes(id) || JSON.stringify(body ?? '').includes(id)) continue;
            const visible = w.organizationsOf(id, true).some((o) => w.access(p, o).view);
            if (!visible) leaks.push(`${key} ${p.email} ${where}: user ${id}`);
          }
        }
        // A foreign id the caller cannot even view must answer exactly as an id that does not exist.
        const foreign = cases(sb.db, w, row, p, region).find(([x]) => x === 'foreign')?.[1];
        if (seen.foreign && seen.unknown && foreign && !foreign.access.view) {
          const [f, u] = [normalise(seen.foreign), normalise(seen.unknown)];
          if (JSON.stringify(f) !== JSON.stringify(u))
            mismatches.push(`${key} ${p.email}: foreign ${JSON.stringify(f)} ≠ unknown ${JSON.stringify(u)}`);
        }
      }
    }
    console.log(`audit log: ${auditedWrites.size} of ${Object.keys(auditedRoutes).length} write routes succeeded here and recorded one entry each`);
    console.log(
      `permission matrix: ${routes.length} routes × ${w.personas.length} personas + anonymous: ${requests} requests, ${refusals} refusals, ${leaks.length} leaks, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('shows every persona, in every audit entry, nothing a route refuses them', async () => {
    // The matrix's entries (rolled back with their writes above), then the reproductions' writes, committed.
    const insert = sb.db
      .prepare(`INSERT INTO audit_events (occurred_on_utc, actor_id, actor_email, organization_id, action, support_action, target_type,
      target_id, before_json, after_json, request_id) VALUES (@occurred_on_utc, @actor_id, @actor_email, @organization_id, @action, @support_action,
      @target_type, @target_id, @before_json, @after_json, @request_id)`);
    for (const row of recorded) {
      const { id: _id, ...values } = row;
      insert.run(values);
    }
    const firstOwn = (sb.db.prepare('SELECT COALESCE(MAX(id), 0) FROM audit_events').pluck().get() as number) + 1;
    const repro = await auditReproductions(sb);
    expect.soft(repro.problems).toEqual([]);

    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const leaksOf = auditLeakCheck(sb.db, w, repro.hidden, repro.contoso);
    const leaks: string[] = [];
    let read = 0;
    const total = sb.db.prepare('SELECT COUNT(*) FROM audit_events').pluck().get() as number;
    for (const p of w.personas) {
      const auth = { authorization: `Bearer ${await sb.tokenFor(p.email)}` };
      const entries: AuditEvent[] = [];
      for (let first = 0; first < total; first += 1000) {
        const range = encodeURIComponent(JSON.stringify([first, first + 999]));
        const res = await sb.app.inject({ method: 'GET', url: `/svc/audit/api/v1.0/auditEvents?range=${range}`, headers: auth });
        expect(res.statusCode).toBe(200);
        entries.push(...auditEventSchema.array().parse(res.json()));
      }
      // One by one too, the reproductions' entries the persona may read.
      for (const e of entries.filter((x) => x.id >= firstOwn)) {
        const res = await sb.app.inject({ method: 'GET', url: `/svc/audit/api/v1.0/auditEvents/${e.id}`, headers: auth });
        entries.push(auditEventSchema.parse(res.json()));
      }
      read += entries.length;
      for (const e of entries) leaks.push(...leaksOf(p, e));
    }

    // A boundary's entries name the access given and, on deletion, what the boundary held.
    const tms = { authorization: `Bearer ${await sb.tokenFor('tms.admin@sandbox.test')}` };
    const filter = encodeURIComponent(JSON.stringify({ targetType: 'container', targetId: String(repro.container) }));
    const boundary = auditEventSchema
      .array()
      .parse((await sb.app.inject({ method: 'GET', url: `/svc/audit/api/v1.0/auditEvents?filter=${filter}`, headers: tms })).json());
    const byAction = (action: string) => boundary.find((e) => e.action === action);
    expect
      .soft(byAction('container.addUser')?.after)
      .toMatchObject({ users: expect.arrayContaining([{ userId: repro.newcomer, anonymous: true, allowedActions: [] }]) });
    expect.soft(byAction('container.addDatasource')?.after).toMatchObject({
      datasources: expect.arrayContaining([{ datasource: repro.source, allowedFields: [], restriction: "(country eq 'Germany')" }]),
    });
    expect.soft(byAction('container.delete')?.before).toMatchObject({
      users: expect.arrayContaining([expect.objectContaining({ userId: repro.newcomer })]),
      datasources: expect.arrayContaining([expect.objectContaining({ datasource: repro.source })]),
    });

    console.log(`audit log matrix: ${total} entries × ${w.personas.length} personas: ${read} entries read, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  }, 120_000);
});
