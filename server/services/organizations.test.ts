import { createOrganizationResponseSchema, organizationOptionsSchema } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const api = '/svc/account/api/v1.0';
const row = (id: number) => sb.db.prepare('SELECT * FROM organizations WHERE id = ?').get(id) as Record<string, unknown>;
const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);

describe('GET /organizations/{orgId}/options', () => {
  it('answers name, parent name and the two flags', async () => {
    const res = await kit.call('distributor.admin@sandbox.test', 'GET', `${api}/organizations/${kit.orgId('Adatum IT Services')}/options`);
    expect(res.statusCode).toBe(200);
    expect(organizationOptionsSchema.parse(res.json())).toEqual({
      name: 'Adatum IT Services',
      parentOrganizationName: 'Northwind Distribution',
      parentCanView: false,
      parentCanManage: true,
    });
    const root = await kit.call('tms.admin@sandbox.test', 'GET', `${api}/organizations/${kit.orgId('Quadrant Root')}/options`);
    expect(root.json().parentOrganizationName).toBeNull();
  });

  it('403 outside the caller’s subtree, 400 for a malformed id', async () => {
    expect((await kit.call('customer.admin@sandbox.test', 'GET', `${api}/organizations/${kit.orgId('Quadrant Root')}/options`)).statusCode).toBe(403);
    expect((await kit.call('customer.admin@sandbox.test', 'GET', `${api}/organizations/${kit.orgId('Coho Winery')}/options`)).statusCode).toBe(403);
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `${api}/organizations/abc/options`)).statusCode).toBe(400);
  });
});

describe('POST /organizations', () => {
  const body = (parent: number, over: Record<string, unknown> = {}) => ({
    name: 'Spring Valley Clinics',
    parentOrganizationId: parent,
    parentCanView: false,
    parentCanManage: true,
    organizationType: 5,
    ...over,
  });

  it('creates a child under a parent the caller manages; it appears in the tree with no endpoints', async () => {
    const parent = kit.orgId('Wingtip Holdings');
    const res = await kit.call('partner.admin@sandbox.test', 'POST', `${api}/organizations`, body(parent, { name: '  Spring Valley Clinics ' }));
    expect(res.statusCode).toBe(201);
    const { organizationId } = createOrganizationResponseSchema.parse(res.json());
    expect(row(organizationId)).toMatchObject({
      name: 'Spring Valley Clinics',
      parent_id: parent,
      organization_type: 5,
      parent_can_view: 0,
      parent_can_manage: 1,
      azure_ad_tenant_id: null,
      status: 0,
      payment_type: 0,
      region: row(parent).region,
    });
    const tree = await kit.call('partner.admin@sandbox.test', 'GET', `${api}/organizations/${parent}/associations`);
    const items = tree.json() as { organizationId: number; children: number[] }[];
    expect(items.find((i) => i.organizationId === parent)!.children).toContain(organizationId);
    const locations = await kit.call('partner.admin@sandbox.test', 'GET', `/svc/location/api/v1.0/organizations/${organizationId}`);
    expect(locations.json()).toEqual([{ endpoints: [] }]);
  });

  it('400 with the failing field for a bad name or a type the parent may not have; nothing written', async () => {
    const parent = kit.orgId('Wingtip Holdings');
    const at = (await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(parent, { name: 'a@b' })), 400)).json();
    expect(at.errors).toEqual({ name: ['organization.validation.name'] });
    const blank = (
      await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(parent, { name: '   ' })), 400)
    ).json();
    expect(blank.errors.name).toContain('organization.validation.blank');
    const long = (
      await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(parent, { name: 'x'.repeat(151) })), 400)
    ).json();
    expect(long.errors.name).toContain('organization.validation.tooLong');
    // Wingtip Holdings is a multi-tenant customer: tenant customers only.
    const type = (
      await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(parent, { organizationType: 3 })), 400)
    ).json();
    expect(type.errors).toEqual({ organizationType: ['organization.validation.childType'] });
    // No second root under the root: a root can never be deleted.
    const root = (
      await unchanged(
        () => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(kit.orgId('Quadrant Root'), { organizationType: 1 })),
        400,
      )
    ).json();
    expect(root.errors).toEqual({ organizationType: ['organization.validation.childType'] });
    const leaf = kit.orgId('Contoso Pharmaceuticals');
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(leaf)), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, { ...body(parent), extra: 1 }), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, { name: 'No parent' }), 400);
  });

  it('403 when the caller may not manage the parent, and the same 403 for an unknown parent', async () => {
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'POST', `${api}/organizations`, body(kit.orgId('Quadrant Root'))), 403);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'POST', `${api}/organizations`, body(kit.orgId('Wingtip Holdings'))), 403);
    await unchanged(() => kit.call('distributor.admin@sandbox.test', 'POST', `${api}/organizations`, body(kit.orgId('Litware Consulting'))), 403);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'POST', `${api}/organizations`, body(999_999)), 403);
  });
});

describe('PATCH /organizations/{orgId}/managed', () => {
  it('saves the name and each flag’s own value', async () => {
    const id = kit.orgId('Relecloud');
    const res = await kit.call('distributor.admin@sandbox.test', 'PATCH', `${api}/organizations/${id}/managed`, {
      name: 'Relecloud Europe',
      parentCanView: true,
      parentCanManage: true,
    });
    expect(res.statusCode).toBe(204);
    expect(row(id)).toMatchObject({ name: 'Relecloud Europe', parent_can_view: 1, parent_can_manage: 1 });
    await kit.call('distributor.admin@sandbox.test', 'PATCH', `${api}/organizations/${id}/managed`, {
      name: 'Relecloud Europe',
      parentCanView: false,
      parentCanManage: true,
    });
    expect(row(id)).toMatchObject({ parent_can_view: 0, parent_can_manage: 1 });
    const options = await kit.call('distributor.admin@sandbox.test', 'GET', `${api}/organizations/${id}/options`);
    expect(options.json()).toMatchObject({ name: 'Relecloud Europe', parentCanView: false, parentCanManage: true });
  });

  it('lets an organization’s own admin rename it but not change its parent flags', async () => {
    const own = kit.orgId('Contoso Pharmaceuticals');
    const rename = await kit.call('customer.admin@sandbox.test', 'PATCH', `${api}/organizations/${own}/managed`, {
      name: 'Contoso Pharma',
      parentCanView: true,
      parentCanManage: true,
    });
    expect(rename.statusCode).toBe(204);
    await unchanged(
      () =>
        kit.call('customer.admin@sandbox.test', 'PATCH', `${api}/organizations/${own}/managed`, {
          name: 'Contoso Pharma',
          parentCanView: false,
          parentCanManage: false,
        }),
      403,
    );
    await kit.call('customer.admin@sandbox.test', 'PATCH', `${api}/organizations/${own}/managed`, {
      name: 'Contoso Pharmaceuticals',
      parentCanView: true,
      parentCanManage: true,
    });
    expect(row(own).name).toBe('Contoso Pharmaceuticals');
  });

  it('400 for a bad body, 403 for a viewer or outside the subtree; nothing written', async () => {
    const id = kit.orgId('Trey Research');
    await unchanged(
      () =>
        kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/organizations/${id}/managed`, {
          name: 'a@b',
          parentCanView: true,
          parentCanManage: true,
        }),
      400,
    );
    await unchanged(
      () =>
        kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/organizations/${id}/managed`, {
          name: 'Trey',
          parentCanView: 'yes',
          parentCanManage: true,
        }),
      400,
    );
    await unchanged(
      () =>
        kit.call('tms.viewer@sandbox.test', 'PATCH', `${api}/organizations/${id}/managed`, {
          name: 'Trey',
          parentCanView: true,
          parentCanManage: true,
        }),
      403,
    );
    await unchanged(
      () =>
        kit.call('customer.admin@sandbox.test', 'PATCH', `${api}/organizations/${id}/managed`, {
          name: 'Trey',
          parentCanView: true,
          parentCanManage: true,
        }),
      403,
    );
  });
});

describe('PATCH /ium/organizations/{orgId}', () => {
  it('lets a TMS admin edit the config fields; texts are trimmed and empty means none', async () => {
    const id = kit.orgId('Bellows College');
    const res = await kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${id}`, {
      paymentType: 3,
      externalBillingId: ' NAV-777 ',
      whitelabelId: 2,
      customerReference: '',
      status: 1,
      parentCanView: true,
      parentCanManage: false,
    });
    expect(res.statusCode).toBe(204);
    expect(row(id)).toMatchObject({
      payment_type: 3,
      external_billing_id: 'NAV-777',
      whitelabel_id: 2,
      customer_reference: null,
      status: 1,
      parent_can_view: 1,
      parent_can_manage: 0,
    });
    const org = await kit.call('tms.admin@sandbox.test', 'GET', `${api}/organizations/${id}`);
    expect(org.json()).toMatchObject({ paymentType: 3, externalBillingId: 'NAV-777', whitelabelId: 2, customerReference: null, status: 1 });
  });

  it('400 for a bad value or the root’s parent flags; 403 for TMS viewer and other admins; nothing written', async () => {
    const id = kit.orgId('Bellows College');
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${id}`, { paymentType: 9 }), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${id}`, {}), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${id}`, { externalBillingId: 'x'.repeat(101) }), 400);
    const root = kit.orgId('Quadrant Root');
    const rootRes = await unchanged(
      () => kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${root}`, { parentCanView: true }),
      400,
    );
    expect(Object.keys(rootRes.json().errors)).toEqual(['parentCanView']);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'PATCH', `${api}/ium/organizations/${id}`, { status: 0 }), 403);
    await unchanged(
      () => kit.call('root.sysadmin@sandbox.test', 'PATCH', `${api}/ium/organizations/${kit.orgId('Quadrant Internal IT')}`, { status: 0 }),
      403,
    );
    await unchanged(
      () => kit.call('customer.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${kit.orgId('Contoso Pharmaceuticals')}`, { status: 1 }),
      403,
    );
  });

  it('lets a TMS admin change the root’s billing fields', async () => {
    const root = kit.orgId('Quadrant Root');
    expect(
      (
        await kit.call('tms.admin@sandbox.test', 'PATCH', `${api}/ium/organizations/${root}`, {
          customerReference: 'ROOT-1',
          parentCanView: row(root).parent_can_view === 1,
        })
      ).statusCode,
    ).toBe(204);
    expect(row(root).customer_reference).toBe('ROOT-1');
  });
});
