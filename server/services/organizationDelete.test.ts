import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const del = (email: string, id: number | string, payload?: unknown) =>
  kit.call(email, 'DELETE', `/svc/account/api/v1.0/organizations/${id}`, payload);
const count = (sql: string, id: number) => sb.db.prepare(sql).pluck().get(id) as number;
const unchanged = async (run: () => Promise<{ statusCode: number; json(): { message: string } }>, status: number) =>
  (await expectUnchanged(sb, run, status)).json();

describe('DELETE /organizations/{orgId}', () => {
  it('runs the whole workflow as TMS admin: reporting data, then the organization; the tree and its parent update', async () => {
    const id = kit.orgId('Lucerne Publishing');
    const parent = kit.orgId('Wingtip Holdings');
    const home = sb.db.prepare('SELECT organization_id FROM users WHERE organization_id = ? LIMIT 1').pluck();
    sb.db.prepare("UPDATE users SET organization_id = ? WHERE email = 'no.roles@sandbox.test'").run(id);
    expect(home.get(id)).toBe(id);
    const reporting = '/svc/reporting/eu/api';
    expect((await kit.call('tms.admin@sandbox.test', 'DELETE', `${reporting}/signup/DeleteTenant?organizationId=${id}`)).statusCode).toBe(204);
    expect((await kit.call('tms.admin@sandbox.test', 'DELETE', `${reporting}/tenants/${id}`)).statusCode).toBe(204);
    expect((await del('tms.admin@sandbox.test', id)).statusCode).toBe(204);
    expect(count('SELECT COUNT(*) FROM organizations WHERE id = ?', id)).toBe(0);
    expect(count('SELECT COUNT(*) FROM directory_tenants WHERE organization_id = ?', id)).toBe(0);
    expect(count('SELECT COUNT(*) FROM associations WHERE organization_id = ?', id)).toBe(0);
    expect(count('SELECT COUNT(*) FROM users WHERE organization_id = ?', id)).toBe(0);
    expect(count('SELECT COUNT(*) FROM reporting_tenants WHERE organization_id = ?', id)).toBe(0);
    const tree = await kit.call('tms.admin@sandbox.test', 'GET', `/svc/account/api/v1.0/organizations/${parent}/associations`);
    const items = tree.json() as { organizationId: number; children: number[] }[];
    expect(items.map((i) => i.organizationId)).not.toContain(id);
    expect(items[0].children).not.toContain(id);
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `/svc/account/api/v1.0/organizations/${id}`)).statusCode).toBe(403);
  });

  it('never deletes the root or an organization with children: 409 with the reason', async () => {
    const root = await unchanged(() => del('tms.admin@sandbox.test', kit.orgId('Quadrant Root')), 409);
    expect(root.message).toBe('The root organization cannot be deleted');
    const parent = await unchanged(() => del('tms.admin@sandbox.test', kit.orgId('Woodgrove Group')), 409);
    expect(parent.message).toBe('Woodgrove Group still has 2 child organizations: delete or move them first');
  });

  it('403 for anyone but a TMS admin at the root; 400 for a bad id or a body; nothing written', async () => {
    const leaf = kit.orgId('Coho Winery');
    await unchanged(() => del('tms.viewer@sandbox.test', leaf), 403);
    await unchanged(() => del('root.sysadmin@sandbox.test', kit.orgId('Quadrant Internal IT')), 403);
    await unchanged(() => del('distributor.admin@sandbox.test', leaf), 403);
    await unchanged(() => del('customer.admin@sandbox.test', kit.orgId('Quadrant Root')), 403);
    await unchanged(() => del('tms.admin@sandbox.test', 'x'), 400);
    await unchanged(() => del('tms.admin@sandbox.test', leaf, { confirm: true }), 400);
    expect((await del('tms.admin@sandbox.test', 999_999)).statusCode).toBe(403);
  });

  it('deletes every leaf of the demo hierarchy, whatever it holds (users, invites, tenants, notes)', async () => {
    const leaves = sb.db
      .prepare(
        `SELECT id FROM organizations o WHERE parent_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM organizations c WHERE c.parent_id = o.id)`,
      )
      .pluck()
      .all() as number[];
    expect(leaves.length).toBeGreaterThan(30);
    for (const id of leaves) expect((await del('tms.admin@sandbox.test', id)).statusCode, `organization ${id}`).toBe(204);
    expect(
      sb.db
        .prepare('SELECT COUNT(*) FROM organizations WHERE id IN (' + leaves.join(',') + ')')
        .pluck()
        .get(),
    ).toBe(0);
  });
});
