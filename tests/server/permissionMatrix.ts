import type { Profile } from '../../src/domain';
import { serviceAccountKeys } from '../../server/services/serviceAccountKeys';
import { expectUnchanged, useTestSandbox } from './';
import { cases, regional, requestOf, rowKey, type Where } from './matrixCases';
import { matrixWorld } from './matrixWorld';
import { rows, type Case, type Decision } from './permissionMatrix.rows';
import { ruleOf } from '../../server/http/routeAccess';
import { auditedRoutes, isWriteRoute } from '../../server/audit/auditedRoutes';
import { auditEventSchema, type AuditEvent } from '../../src/domain';
import { auditLeakCheck } from './auditMatrix';
import { auditReproductions } from './auditReproductions';

/**
 * The permission matrix, in the manner of Keycloak's PermissionsTest: every /svc route the
 * sandbox registers × every seeded persona (and an anonymous caller) × its own organization or
 * record, every other seeded organization (or the first record of each organization that has one)
 * and an unknown id → the status the row's rule of src/domain/permissions gives. A refused request
 * writes nothing; an allowed write runs inside a savepoint that is rolled back, so every request sees
 * the seeded data. An organization or record the caller cannot view must answer exactly as an id
 * that does not exist, no answer may carry the id of a user the caller cannot see, and every answer
 * carries `Cache-Control: no-store`.
 *
 * The routes, sorted, are dealt round-robin into `parts` files (permissionMatrix.part*.test.ts), each
 * with its own sandbox, so that the run's workers share them; every part checks that the routes and
 * the rows match, and reads its own writes' audit entries back as every persona.
 */
export function usePermissionMatrix(part: number, parts: number) {
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

  /** A case as the mismatches name it: where, and the organization or record. */
  const named = (where: Where, c: Case) => {
    if (where === 'none' || where === 'unknown') return where;
    const id = c.record?.id ?? c.foreignId;
    return id === undefined ? `${where} org ${c.orgId}` : `${where} record ${id}${c.record ? ` of org ${c.record.organizationId}` : ''}`;
  };
  const uuids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const noStore = /(^|,)\s*no-store\s*(,|$)/i;

  describe(`permission matrix, part ${part} of ${parts}: its /svc routes × every persona × every seeded organization and an unknown one`, () => {
    it('answers what src/domain/permissions decides, writes nothing when it refuses, and leaks nothing', async () => {
      const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
      const allRoutes = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/'));
      const keys = new Set(allRoutes.map((r) => rowKey(r.method, r.url)));
      expect(
        [...keys].filter((k) => !rows[k]),
        'routes without a row in permissionMatrix.rows.ts',
      ).toEqual([]);
      expect(
        allRoutes.filter((r) => ruleOf(r.method, r.url) === undefined).map((r) => r.url),
        'routes without an access declaration (server/http/routeAccess.ts)',
      ).toEqual([]);
      expect(
        Object.keys(rows).filter((k) => !keys.has(k)),
        'rows without a route',
      ).toEqual([]);
      const routes = allRoutes
        .map((r) => ({ r, key: `${rowKey(r.method, r.url)} ${r.url}` }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .filter((_, i) => i % parts === part - 1)
        .map(({ r }) => r);
      expect(routes.length, 'routes in this part').toBeGreaterThan(0);

      const userIds = new Set(sb.db.prepare('SELECT id FROM users').pluck().all() as string[]);
      const totalChanges = sb.db.prepare('SELECT total_changes()').pluck();
      const changes = () => totalChanges.get() as number;
      // Every successful write records exactly one audit entry, a read or a failure none.
      const countEntries = sb.db.prepare('SELECT COUNT(*) FROM audit_events').pluck();
      const lastEntries = sb.db.prepare('SELECT * FROM audit_events ORDER BY id DESC LIMIT ?');
      const auditedWrites = new Set<string>();
      const tokens = new Map(await Promise.all(w.personas.map(async (p) => [p.userId, await sb.tokenFor(p.email)] as const)));
      const mismatches: string[] = [];
      const leaks: string[] = [];
      /** Answers without `Cache-Control: no-store`, by route, status and the header sent. */
      const cached = new Map<string, number>();
      const digested = new Set<string>();
      /** Whether a persona may see a user: associated with, or at home in, an organization the persona views. */
      const visible = new Map<string, boolean>();
      let requests = 0;
      let refusals = 0;

      const send = async (method: string, path: string, body: unknown, p: Profile | null, key: string): Promise<Answer> => {
        requests++;
        const res = await sb.app.inject({
          method: method as 'GET',
          url: path,
          headers: {
            ...(p ? { authorization: `Bearer ${tokens.get(p.userId)}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        const cacheControl = String(res.headers['cache-control'] ?? '');
        if (!noStore.test(cacheControl)) {
          const k = `${key} ${res.statusCode}: Cache-Control ${cacheControl || 'missing'}`;
          cached.set(k, (cached.get(k) ?? 0) + 1);
        }
        return { status: res.statusCode, body: res.body };
      };
      /** An allowed write, in a savepoint rolled back after it: a success records exactly one audit entry (kept with `keepEntry`). */
      const allowedWrite = async (method: string, path: string, body: unknown, p: Profile, key: string, keepEntry: boolean): Promise<Answer> => {
        sb.db.exec('SAVEPOINT matrix');
        const before = changes();
        try {
          const entriesBefore = countEntries.get() as number;
          const res = await send(method, path, body, p, key);
          const written = (countEntries.get() as number) - entriesBefore;
          const expected = Object.hasOwn(auditedRoutes, key) && res.status >= 200 && res.status < 300 ? 1 : 0;
          if (written !== expected) mismatches.push(`${key} ${res.status}: ${written} audit entries, expected ${expected}`);
          if (expected) auditedWrites.add(key);
          if (written > 0 && keepEntry) recorded.push(...(lastEntries.all(written) as Record<string, unknown>[]));
          return res;
        } finally {
          const wrote = changes() !== before;
          sb.db.exec('ROLLBACK TO matrix; RELEASE matrix');
          // The organization index may hold what was rolled back: dropped then, and only then (rebuilding it costs about half a request).
          if (wrote) sb.app.sandbox.orgIndex.invalidate();
        }
      };
      const leaksIn = (answer: Answer, p: Profile, path: string, body: unknown) => {
        const sent = JSON.stringify(body ?? '');
        return (answer.body.match(uuids) ?? []).filter((id) => {
          if (!userIds.has(id) || id === p.userId || path.includes(id) || sent.includes(id)) return false;
          const k = `${p.userId} ${id}`;
          let seen = visible.get(k);
          if (seen === undefined) visible.set(k, (seen = w.organizationsOf(id, true).some((o) => w.access(p, o).view)));
          return !seen;
        });
      };

      for (const { method, url } of routes) {
        const key = rowKey(method, url);
        const row = rows[key];
        const region = regional.exec(url)?.[2];
        // Reads (GETs but those that change something, and the data query's POST) write nothing, whoever asks.
        const writes = isWriteRoute(method, url);
        const anonymous = key === 'GET /svc/ping' ? 'ok' : 401;
        const own = cases(sb.db, w, row, w.personas[0], region)[0][1];
        const anon = requestOf(method, url, row, own);
        const changesBefore = changes();
        if (anonymous === 401) refusals++;
        const answer = await send(method, anon.path, anon.body, null, key);
        if (answer.status !== (anonymous === 'ok' ? row.ok[0] : 401)) mismatches.push(`${key} anonymous: ${answer.status}`);
        if (changes() !== changesBefore) mismatches.push(`${key} anonymous wrote`);
        for (const p of w.personas) {
          const spoilt = new Set<Decision>();
          const planned = cases(sb.db, w, row, p, region).map(([where, c]) => {
            const expected: Decision = row.decide(c);
            const refused = expected === 'ok' || expected === 400 || expected === 409 ? null : expected;
            const request = requestOf(method, url, row, c);
            // Authorise first: a refused caller gets the same refusal with a bad body (never a 400 that tells more).
            // Which check comes first is the route's code, whatever the organization: sent again spoiled for the
            // unknown id and the first other organization or record of each refusal.
            const spoil =
              (expected === 403 || expected === 404) &&
              !c.access.view &&
              request.body !== null &&
              typeof request.body === 'object' &&
              (where === 'unknown' || !spoilt.has(expected));
            if (spoil && where === 'other') spoilt.add(expected);
            return { where, c, expected, refused, spoil, ...request };
          });
          const unknownAt = planned.findIndex((q) => q.where === 'unknown');
          const answers: (Answer | undefined)[] = [];
          const spoiled: (Answer | undefined)[] = [];
          // Allowed writes one at a time, each in its savepoint. The audit log matrix below reads the entries of the
          // first two that succeed (the persona's own organization comes first), as many as it can afford.
          let keep = 2;
          for (const [i, q] of planned.entries()) {
            if (writes && q.refused === null) {
              answers[i] = await allowedWrite(method, q.path, q.body, p, key, keep > 0);
              if (answers[i].status >= 200 && answers[i].status < 300) keep--;
            }
          }
          // The full-database digest around a route's first refused write, alone (expectUnchanged).
          const first = writes && !digested.has(key) ? planned.findIndex((q) => q.refused !== null) : -1;
          if (first >= 0) {
            const q = planned[first];
            const run = async () => {
              const a = await send(method, q.path, q.body, p, key);
              return { ...a, statusCode: a.status };
            };
            answers[first] = await expectUnchanged(sb, run, q.refused!);
            digested.add(key);
          }
          // Reads and refusals side by side (the sandbox verifies each token on the thread pool): they
          // write nothing, which the connection's change count around them all proves.
          const before = changes();
          await Promise.all(
            planned.map(async (q, i) => {
              answers[i] ??= await send(method, q.path, q.body, p, key);
              if (q.spoil) spoiled[i] = await send(method, q.path, { ...(q.body as object), unexpectedField: true }, p, key);
            }),
          );
          if (changes() !== before) mismatches.push(`${key} ${p.email}: a read or a refusal wrote`);

          for (const [i, q] of planned.entries()) {
            const res = answers[i]!;
            refusals += (q.refused === null ? 0 : 1) + (spoiled[i] ? 1 : 0);
            const good = q.expected === 'ok' ? row.ok.includes(res.status) : res.status === q.expected;
            if (!good)
              mismatches.push(
                `${key} (${ruleOf(method, url)}) ${p.email} ${named(q.where, q.c)}: expected ${q.expected === 'ok' ? row.ok.join('|') : q.expected}, got ${res.status} ${res.body.slice(0, 160)}`,
              );
            if (spoiled[i] && spoiled[i].status !== q.expected)
              mismatches.push(`${key} ${p.email} ${named(q.where, q.c)} bad body: expected ${q.expected}, got ${spoiled[i].status}`);
            for (const id of leaksIn(res, p, q.path, q.body)) leaks.push(`${key} ${p.email} ${named(q.where, q.c)}: user ${id}`);
            // Another organization or record the caller cannot even view answers exactly as an id that does not exist: as the
            // unknown case, or else as the same request with only the record's id swapped for the unknown one (a
            // body or another path value may name the record's organization, which the unknown case does not).
            if (q.where !== 'other' || q.c.access.view || unknownAt < 0) continue;
            const other = JSON.stringify(normalise(res));
            const unknown = JSON.stringify(normalise(answers[unknownAt]!));
            if (other === unknown) continue;
            const twin = requestOf(method, url, row, q.c, planned[unknownAt].c.foreignId);
            let twinAnswer = 'none (no record id in the path)';
            if (twin.path !== q.path) {
              const twinBefore = changes();
              twinAnswer = JSON.stringify(normalise(await send(method, twin.path, twin.body, p, key)));
              if (changes() !== twinBefore) mismatches.push(`${key} ${p.email} ${named(q.where, q.c)}: the request for an unknown record wrote`);
              if (other === twinAnswer) continue;
            }
            mismatches.push(
              `${key} ${p.email} ${named(q.where, q.c)}: ${other} ≠ unknown ${unknown}, ≠ the same request for an unknown record ${twinAnswer}`,
            );
          }
        }
      }
      for (const [what, n] of cached) mismatches.push(`${what} (${n} answers)`);
      console.log(`audit log: ${auditedWrites.size} of ${Object.keys(auditedRoutes).length} write routes succeeded here and recorded one entry each`);
      console.log(
        `permission matrix, part ${part} of ${parts}: ${routes.length} of ${allRoutes.length} routes × ${w.personas.length} personas + anonymous × ${w.orgs.size} organizations: ${requests} requests, ${refusals} refusals, ${leaks.length} leaks, ${mismatches.length} mismatches`,
      );
      expect(mismatches).toEqual([]);
      expect(leaks).toEqual([]);
    }, 300_000);

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
}
