import { isTenantWhitelabelCorrect } from '../../../src/domain';
import { useTestSandbox, type TestSandbox } from '../../../tests/server';
import { demoExtras } from './hierarchyExtras';

const demo = useTestSandbox();
const generated = useTestSandbox({ orgs: 600 });

const all = (sb: TestSandbox, sql: string) => sb.db.prepare(sql).all() as Record<string, unknown>[];
const pluck = (sb: TestSandbox, sql: string, ...args: unknown[]) =>
  sb.db
    .prepare(sql)
    .pluck()
    .get(...args);

describe('organization hierarchy seed (demo set)', () => {
  it('has connected tenants with and without accepted policies, the not-accepted ones named', () => {
    const rows = all(
      demo,
      `SELECT o.name, r.policies_accepted_on_utc AS accepted FROM organizations o
      JOIN directory_tenants t ON t.organization_id = o.id LEFT JOIN reporting_tenants r ON r.organization_id = o.id`,
    );
    const notAccepted = rows
      .filter((r) => !r.accepted)
      .map((r) => r.name)
      .sort();
    expect(notAccepted).toEqual([...demoExtras.policiesNotAccepted].sort());
    expect(rows.filter((r) => r.accepted).length).toBeGreaterThan(20);
    expect(rows.find((r) => r.name === 'Contoso Pharmaceuticals')!.accepted).toBeTruthy();
  });

  it('has notes on some tenants and certificate-based auth on some organizations', () => {
    expect(pluck(demo, 'SELECT COUNT(*) FROM reporting_tenants WHERE note IS NOT NULL')).toBe(Object.keys(demoExtras.notes).length);
    const cert = all(demo, 'SELECT name FROM organizations WHERE use_cert_based_auth = 1').map((r) => r.name);
    expect(cert).toEqual(expect.arrayContaining([...demoExtras.certificateAuth]));
    expect(pluck(demo, 'SELECT COUNT(*) FROM organizations WHERE use_cert_based_auth = 0')).toBeGreaterThan(30);
  });

  it('has exactly the two organizations whose tenant whitelabel is wrong', () => {
    const rows = all(
      demo,
      `SELECT o.name, o.whitelabel_id AS org, t.whitelabel_id AS tenant FROM organizations o JOIN directory_tenants t ON t.organization_id = o.id`,
    );
    const wrong = rows.filter(
      (r) => !isTenantWhitelabelCorrect({ whitelabelId: r.org as number | null }, { whitelabelId: r.tenant as number | null }),
    );
    expect(wrong.map((r) => r.name).sort()).toEqual([demoExtras.wrongWhitelabelNone, demoExtras.wrongWhitelabelOther].sort());
  });

  it('has organizations with and without children down to depth 6', () => {
    const depth = pluck(
      demo,
      `WITH RECURSIVE d(id, depth) AS (SELECT id, 1 FROM organizations WHERE parent_id IS NULL
      UNION ALL SELECT o.id, d.depth + 1 FROM organizations o JOIN d ON o.parent_id = d.id) SELECT MAX(depth) FROM d`,
    );
    expect(depth).toBe(6);
    const parents = pluck(demo, 'SELECT COUNT(DISTINCT parent_id) FROM organizations WHERE parent_id IS NOT NULL') as number;
    const total = pluck(demo, 'SELECT COUNT(*) FROM organizations') as number;
    expect(parents).toBeGreaterThan(10);
    expect(total - parents).toBeGreaterThan(30);
  });
});

describe('organization hierarchy seed (generated set)', () => {
  it('has accepted and not-accepted tenants, notes and wrong whitelabels at scale', () => {
    const tenants = pluck(generated, 'SELECT COUNT(*) FROM directory_tenants') as number;
    const accepted = pluck(generated, 'SELECT COUNT(*) FROM reporting_tenants WHERE policies_accepted_on_utc IS NOT NULL') as number;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(tenants);
    expect(pluck(generated, 'SELECT COUNT(*) FROM reporting_tenants WHERE note IS NOT NULL')).toBeGreaterThan(0);
    expect(
      pluck(
        generated,
        `SELECT COUNT(*) FROM directory_tenants t JOIN organizations o ON o.id = t.organization_id
      WHERE o.whitelabel_id IS NOT NULL AND t.whitelabel_id IS NULL`,
      ),
    ).toBeGreaterThan(0);
  });
});
