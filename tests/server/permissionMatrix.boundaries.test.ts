import type { Profile } from '../../src/domain';
import { serviceAccountKeys } from '../../server/services/serviceAccountKeys';
import { expectUnchanged, useTestSandbox } from './';
import { requestOf } from './matrixCases';
import { matrixWorld } from './matrixWorld';
import { rows, type Case, type Decision } from './permissionMatrix.rows';

/**
 * The permission matrix's boundary rows (doc 002 §6, as written: "the user manages their own
 * organization or the parent can manage") asked at an organization that does not let its parents
 * manage it, which the main matrix's own/foreign cases do not reach with a boundary: Contoso
 * Pharmaceuticals, with parentCanManage turned off. Every boundary route × every persona answers what
 * the rows decide; a refusal writes nothing. The TMS admin, who manages every organization otherwise,
 * is refused every boundary write there and still reads; Contoso's own administrator still writes.
 */
const sb = useTestSandbox();
/** The boundary routes of doc 002 §7: the containers, their users and data sources, an organization's users and a user's boundaries. */
const boundaryRoutes = Object.keys(rows).filter(
  (k) => k.includes('/containers') || k.endsWith('/organizations/:orgId/users') || k.endsWith('/novaContainerUsers'),
);
const isWrite = (key: string) => !key.startsWith('GET ');

describe('permission matrix: boundaries of an organization whose parentCanManage is false', () => {
  it('refuses every boundary write (403) but the organization’s own administrator’s, writing nothing; reads stay allowed', async () => {
    const contoso = sb.db.prepare("SELECT id FROM organizations WHERE name = 'Contoso Pharmaceuticals'").pluck().get() as number;
    sb.db.prepare('UPDATE organizations SET parent_can_manage = 0 WHERE id = ?').run(contoso);
    sb.app.sandbox.orgIndex.invalidate();
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const container = w.records.container.find((r) => r.organizationId === contoso)!;
    expect(container, 'a seeded boundary of Contoso').toBeDefined();
    expect(boundaryRoutes.length).toBeGreaterThanOrEqual(12);
    const tokens = new Map(await Promise.all(w.personas.map(async (p) => [p.userId, await sb.tokenFor(p.email)] as const)));
    const mismatches: string[] = [];
    const decided = new Map<string, Decision>();

    const send = async (p: Profile, method: string, path: string, body: unknown, refused: number | null) => {
      const run = () =>
        sb.app.inject({
          method: method as 'GET',
          url: path,
          headers: { authorization: `Bearer ${tokens.get(p.userId)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
      if (refused !== null) return method === 'GET' ? run() : expectUnchanged(sb, run, refused);
      sb.db.exec('SAVEPOINT boundaries');
      try {
        return await run();
      } finally {
        sb.db.exec('ROLLBACK TO boundaries; RELEASE boundaries');
      }
    };

    for (const key of boundaryRoutes) {
      const row = rows[key];
      const [method, url] = key.split(' ');
      for (const p of w.personas) {
        const record = row.target === 'container' ? container : undefined;
        const c: Case = { p, w, orgId: contoso, org: w.orgs.get(contoso), access: w.access(p, contoso), record };
        const expected = row.decide(c);
        decided.set(`${key} ${p.email}`, expected);
        const { path, body } = requestOf(method, url, row, c);
        const refused = expected === 'ok' || expected === 400 || expected === 409 ? null : expected;
        const res = await send(p, method, path, body, refused);
        const good = expected === 'ok' ? row.ok.includes(res.statusCode) : res.statusCode === expected;
        if (!good)
          mismatches.push(
            `${key} ${p.email}: expected ${expected === 'ok' ? row.ok.join('|') : expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // What the rows decided is doc 002 §6 itself, not only what the sandbox happens to answer.
    const as = (email: string) => boundaryRoutes.map((k) => [k, decided.get(`${k} ${email}`)]);
    expect(as('tms.admin@sandbox.test')).toEqual(boundaryRoutes.map((k) => [k, isWrite(k) ? 403 : 'ok']));
    expect(as('customer.admin@sandbox.test')).toEqual(boundaryRoutes.map((k) => [k, 'ok']));
    expect(as('partner.admin@sandbox.test').filter(([k]) => isWrite(k as string))).toEqual(boundaryRoutes.filter(isWrite).map((k) => [k, 403]));
  }, 120_000);
});
