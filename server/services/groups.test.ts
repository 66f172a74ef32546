import { groupCreatedSchema, organizationGroupListSchema, type OrganizationGroup } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';
import { GROUP_HAS_CHILDREN } from './groups';

/** Organization groups over doc 001 §7's paths, their rights and their refusals. */
const sb = useTestSandbox();
const h = hierarchyKit(sb);
const ADMIN = 'tms.admin@sandbox.test';
const api = (org: number, rest = '') => `/svc/account/api/v1.0/organizations/${org}/organizationGroupHierarchy${rest}`;
const listUrl = (org: number) => `/svc/account/api/v1.0/organizations/${org}/organizationGroupHierarchies`;
const root = () => h.orgId('Quadrant Root');
const list = async (email: string, org: number): Promise<OrganizationGroup[]> => {
  const res = await h.call(email, 'GET', listUrl(org));
  expect(res.statusCode, res.body).toBe(200);
  return organizationGroupListSchema.parse(res.json());
};
const groupNamed = async (org: number, name: string) => (await list(ADMIN, org)).find((g) => g.name === name)!;
const create = async (email: string, org: number, body: unknown) => h.call(email, 'POST', api(org), body);

describe('GET …/organizationGroupHierarchies', () => {
  it('answers the seeded groups of the root: by region and by partner, hierarchical, with their members', async () => {
    const groups = await list(ADMIN, root());
    const byName = new Map(groups.map((g) => [g.name, g]));
    expect(byName.get('By region')).toMatchObject({ parentId: null, organizations: [], organizationId: root() });
    expect(byName.get('Europe')!.parentId).toBe(byName.get('By region')!.id);
    expect(byName.get('Germany')!.parentId).toBe(byName.get('Europe')!.id);
    expect(byName.get('Fabrikam Partners')!.parentId).toBe(byName.get('By partner')!.id);
    expect(byName.get('Fabrikam Partners')!.organizations).toContain(h.orgId('Contoso Pharmaceuticals'));
    expect(Object.keys(groups[0]).sort()).toEqual(['id', 'name', 'organizationId', 'organizations', 'parentId']);
  });

  it('a TMS viewer reads them; the license admin and a user without roles get 403; another organization’s groups 403', async () => {
    expect((await list('tms.viewer@sandbox.test', root())).length).toBeGreaterThan(5);
    expect((await h.call('license.admin@sandbox.test', 'GET', listUrl(root()))).statusCode).toBe(403);
    expect((await h.call('no.roles@sandbox.test', 'GET', listUrl(h.orgId('Contoso Pharmaceuticals')))).statusCode).toBe(403);
    expect((await h.call('customer.admin@sandbox.test', 'GET', listUrl(root()))).statusCode).toBe(403);
    const own = await list('customer.admin@sandbox.test', h.orgId('Contoso Pharmaceuticals'));
    expect(own.map((g) => g.name)).toEqual(['Production']);
  });
});

describe('members the caller may not view', () => {
  it('are left out of the list (Lucerne Publishing, below Fabrikam without parentCanView, for the partner admin)', async () => {
    const fabrikam = h.orgId('Fabrikam Partners');
    const group = (await list('partner.admin@sandbox.test', fabrikam)).find((g) => g.name === 'Healthcare customers')!;
    const lucerne = h.orgId('Lucerne Publishing');
    sb.db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)').run(group.id, lucerne);
    try {
      const seen = (await list('partner.admin@sandbox.test', fabrikam)).find((g) => g.id === group.id)!;
      expect(seen.organizations).toEqual(group.organizations);
      expect((await list(ADMIN, fabrikam)).find((g) => g.id === group.id)!.organizations).toContain(lucerne);
    } finally {
      sb.db.prepare('DELETE FROM organization_group_members WHERE group_id = ? AND organization_id = ?').run(group.id, lucerne);
    }
  });
});

describe('writes (doc 001 §7)', () => {
  it('POST a top-level group with parentId null answers {organizationGroupId}; a child group names its parent', async () => {
    const res = await create(ADMIN, root(), { name: '  Key accounts ', parentId: null });
    expect(res.statusCode, res.body).toBe(201);
    const { organizationGroupId } = groupCreatedSchema.parse(res.json());
    const child = await create(ADMIN, root(), { name: 'Gold', parentId: organizationGroupId });
    expect(child.statusCode).toBe(201);
    const saved = sb.db
      .prepare('SELECT name, parent_id, organization_id FROM organization_groups WHERE id = ?')
      .get(child.json().organizationGroupId);
    expect(saved).toEqual({ name: 'Gold', parent_id: organizationGroupId, organization_id: root() });
    expect((await groupNamed(root(), 'Key accounts')).parentId).toBeNull();
  });

  it('PATCH renames; DELETE removes a group without child groups', async () => {
    const { organizationGroupId: id } = (await create(ADMIN, root(), { name: 'Temporary', parentId: null })).json();
    const renamed = await h.call(ADMIN, 'PATCH', api(root(), `/${id}`), { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Renamed', parentId: null });
    expect((await h.call(ADMIN, 'DELETE', api(root(), `/${id}`))).statusCode).toBe(204);
    expect(sb.db.prepare('SELECT 1 FROM organization_groups WHERE id = ?').get(id)).toBeUndefined();
  });

  it('members: POST and DELETE …/organizations/{orgId} with no body', async () => {
    const group = await groupNamed(root(), 'S1');
    const cronus = h.orgId('Cronus Retail');
    expect((await h.call(ADMIN, 'POST', api(root(), `/${group.id}/organizations/${cronus}`))).statusCode).toBe(204);
    expect((await groupNamed(root(), 'S1')).organizations).toContain(cronus);
    expect((await h.call(ADMIN, 'DELETE', api(root(), `/${group.id}/organizations/${cronus}`))).statusCode).toBe(204);
    expect((await groupNamed(root(), 'S1')).organizations).not.toContain(cronus);
    expect((await h.call(ADMIN, 'DELETE', api(root(), `/${group.id}/organizations/${cronus}`))).statusCode).toBe(404);
  });

  it('a TMS viewer gets 403 on every write, and nothing is written', async () => {
    const viewer = 'tms.viewer@sandbox.test';
    const group = await groupNamed(root(), 'Europe');
    const member = group.organizations[0];
    const writes: [Parameters<typeof h.call>[1], string, unknown?][] = [
      ['POST', api(root()), { name: 'Viewer group', parentId: null }],
      ['PATCH', api(root(), `/${group.id}`), { name: 'Viewer rename' }],
      ['DELETE', api(root(), `/${group.id}`)],
      ['POST', api(root(), `/${group.id}/organizations/${h.orgId('Tailspin Toys')}`)],
      ['DELETE', api(root(), `/${group.id}/organizations/${member}`)],
    ];
    for (const [method, url, body] of writes) {
      await expectUnchanged(sb, () => h.call(viewer, method, url, body), 403);
    }
  });
});

describe('refusals: 400 {message, errors} (409 for child groups) and nothing written', () => {
  it('an empty or over-long name, an unknown field, a parentId that is not an integer', async () => {
    for (const body of [
      { name: '', parentId: null },
      { name: '   ', parentId: null },
      { name: 'x'.repeat(101), parentId: null },
      { name: 'A', parentId: null, organizations: [] },
      { name: 'A', parentId: '1.5' },
      { name: 'A' },
    ]) {
      const res = await expectUnchanged(sb, () => create(ADMIN, root(), body), 400);
      expect(Object.keys(res.json()).sort(), JSON.stringify(body)).toEqual(['errors', 'message']);
    }
    const group = await groupNamed(root(), 'Europe');
    const res = await expectUnchanged(sb, () => h.call(ADMIN, 'PATCH', api(root(), `/${group.id}`), { name: '' }), 400);
    expect(res.json().errors.name).toEqual(['ra.validation.required']);
  });

  it('a parent group of another organization', async () => {
    const foreign = (await list(ADMIN, h.orgId('Contoso Pharmaceuticals')))[0];
    const res = await expectUnchanged(sb, () => create(ADMIN, root(), { name: 'Stray', parentId: foreign.id }), 400);
    expect(res.json().errors.parentId).toHaveLength(1);
  });

  it('a group with child groups cannot be removed: 409 with the specification’s text', async () => {
    const byRegion = await groupNamed(root(), 'By region');
    const res = await expectUnchanged(sb, () => h.call(ADMIN, 'DELETE', api(root(), `/${byRegion.id}`)), 409);
    expect(res.json().message).toBe(GROUP_HAS_CHILDREN);
    expect(GROUP_HAS_CHILDREN).toBe('A group that has child groups cannot be deleted');
  });

  it('adding an organization the user may not view, an unknown one, or one already in the group', async () => {
    const partner = 'partner.admin@sandbox.test';
    const fabrikam = h.orgId('Fabrikam Partners');
    const group = (await list(partner, fabrikam)).find((g) => g.name === 'Healthcare customers')!;
    // Lucerne Publishing sits under Fabrikam without parentCanView: the partner admin may not view it.
    for (const orgId of [h.orgId('Lucerne Publishing'), h.orgId('Tailspin Toys'), 987_654]) {
      const res = await expectUnchanged(sb, () => h.call(partner, 'POST', api(fabrikam, `/${group.id}/organizations/${orgId}`)), 400);
      expect(res.json().errors.orgId, String(orgId)).toHaveLength(1);
    }
    const twice = await expectUnchanged(
      sb,
      () => h.call(partner, 'POST', api(fabrikam, `/${group.id}/organizations/${group.organizations[0]}`)),
      400,
    );
    expect(twice.json().message).toMatch(/already in the group/);
  });

  it('a group of another organization answers 404 as an unknown one, on every group route', async () => {
    const contosoGroup = (await list(ADMIN, h.orgId('Contoso Pharmaceuticals')))[0];
    for (const id of [contosoGroup.id, 987_654]) {
      const a = await h.call(ADMIN, 'PATCH', api(root(), `/${id}`), { name: 'X' });
      const b = await h.call(ADMIN, 'DELETE', api(root(), `/${id}`));
      const c = await h.call(ADMIN, 'POST', api(root(), `/${id}/organizations/${root()}`));
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([404, 404, 404]);
      expect(a.json().message).toBe(`Organization group ${id} not found`);
    }
  });
});
