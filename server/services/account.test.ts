import { associationListSchema, availableRoleSchema, invoiceListSchema } from '../../src/domain';
import { organizationSchema } from '../../src/domain/schemas/organization';
import { useTestSandbox } from '../../tests/server';

const sb = useTestSandbox();
let ids: Record<string, number>;
beforeAll(async () => {
  const byName = (name: string) => sb.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number;
  ids = {
    root: byName('Quadrant Root'),
    distributor: byName('Northwind Distribution'),
    partner: byName('Fabrikam Partners'),
    customer: byName('Contoso Pharmaceuticals'),
    litware: byName('Litware Consulting'),
    emea: byName('Contoso Distribution EMEA'),
  };
});

const get = async (email: string, url: string) => sb.app.inject({ url: `/svc/account/api/v1.0${url}`, headers: await sb.authHeader(email) });
const orgCount = () => sb.db.prepare('SELECT COUNT(*) FROM organizations').pluck().get() as number;

describe('GET /roles', () => {
  it('lists the five roles, marking the caller’s own', async () => {
    const res = await get('partner.admin@sandbox.test', '/roles');
    expect(res.statusCode).toBe(200);
    const roles = availableRoleSchema.array().parse(res.json());
    expect(roles.map((r) => r.shortCode).sort()).toEqual(['accountadmin', 'sysadmin', 'tmsadmin', 'tmslicenseadmin', 'tmsviewer']);
    expect(roles.filter((r) => r.isCurrent).map((r) => r.shortCode)).toEqual(['accountadmin']);
  });

  it('is open to a user without roles', async () => {
    const roles = (await get('no.roles@sandbox.test', '/roles')).json();
    expect(roles.every((r: { isCurrent: boolean }) => !r.isCurrent)).toBe(true);
  });
});

describe('GET /organizations/{orgId}', () => {
  it('returns the organization entity to a caller who may view it', async () => {
    const res = await get('distributor.admin@sandbox.test', `/organizations/${ids.customer}`);
    expect(res.statusCode).toBe(200);
    const org = organizationSchema.parse(res.json());
    expect(org).toMatchObject({ id: ids.customer, name: 'Contoso Pharmaceuticals', organizationType: 5, status: 0 });
    expect(org.azureAdTenantId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('403 outside the caller’s subtree, and the same 403 for an unknown id (existence never shows)', async () => {
    expect((await get('customer.admin@sandbox.test', `/organizations/${ids.root}`)).statusCode).toBe(403);
    expect((await get('distributor.admin@sandbox.test', `/organizations/${ids.emea}`)).statusCode).toBe(403);
    expect((await get('distributor.admin@sandbox.test', `/organizations/${ids.litware}`)).statusCode).toBe(403);
    const foreign = await get('customer.admin@sandbox.test', `/organizations/${ids.emea}`);
    const missing = await get('customer.admin@sandbox.test', '/organizations/999999');
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: foreign.json().message.replace(String(ids.emea), '999999') });
    expect((await get('tms.admin@sandbox.test', '/organizations/999999')).statusCode).toBe(403);
  });

  it('403 for a user without roles, even on their own organization', async () => {
    const res = await get('no.roles@sandbox.test', `/organizations/${ids.customer}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /organizations/{orgId}/associations', () => {
  it('gives a TMS admin every organization, parents first, children ids of visible children', async () => {
    const res = await get('tms.admin@sandbox.test', `/organizations/${ids.root}/associations`);
    expect(res.statusCode).toBe(200);
    const items = associationListSchema.parse(res.json());
    expect(items).toHaveLength(orgCount());
    const seen = new Set<number>();
    for (const item of items) {
      if (item.parentId !== null) expect(seen.has(item.parentId)).toBe(true);
      seen.add(item.organizationId);
      expect(item.users).toBeUndefined();
    }
    const root = items[0];
    expect(root.organizationId).toBe(ids.root);
    expect(root.children).toContain(ids.distributor);
  });

  it('gives a TMS viewer the whole tree too', async () => {
    const items = (await get('tms.viewer@sandbox.test', `/organizations/${ids.root}/associations`)).json();
    expect(items).toHaveLength(orgCount());
  });

  it('gives a customer admin only their own subtree, and users with addUsers=true', async () => {
    const res = await get('customer.admin@sandbox.test', `/organizations/${ids.customer}/associations?addUsers=true`);
    const items = associationListSchema.parse(res.json());
    expect(items.map((i) => i.organizationId)).toEqual([ids.customer]);
    expect(items[0].users).toEqual(expect.arrayContaining(['customer.admin@sandbox.test', 'no.roles@sandbox.test']));
  });

  it('leaves out what the distributor may not view', async () => {
    const items = associationListSchema.parse((await get('distributor.admin@sandbox.test', `/organizations/${ids.distributor}/associations`)).json());
    const idsSeen = items.map((i) => i.organizationId);
    expect(idsSeen).toContain(ids.customer);
    expect(idsSeen).not.toContain(ids.litware);
    const visible = new Set(idsSeen);
    for (const item of items) for (const child of item.children) expect(visible.has(child)).toBe(true);
  });

  it('403 for the root asked by a customer admin, and for a user without roles', async () => {
    expect((await get('customer.admin@sandbox.test', `/organizations/${ids.root}/associations`)).statusCode).toBe(403);
    expect((await get('no.roles@sandbox.test', `/organizations/${ids.customer}/associations`)).statusCode).toBe(403);
  });
});

describe('GET /organizations/{orgId}/billing', () => {
  it('lists the invoices for a viewer holding an invoices role', async () => {
    for (const [email, org] of [
      ['tms.admin@sandbox.test', ids.root],
      ['distributor.admin@sandbox.test', ids.distributor],
      ['customer.admin@sandbox.test', ids.customer],
    ] as const) {
      const res = await get(email, `/organizations/${org}/billing`);
      expect(res.statusCode).toBe(200);
      const invoices = invoiceListSchema.parse(res.json());
      expect(invoices.length).toBeGreaterThan(0);
      expect([...invoices].sort((a, b) => b.date.localeCompare(a.date))).toEqual(invoices);
    }
  });

  it('403 for the root’s invoices asked by a customer admin, and for a user without roles', async () => {
    const res = await get('customer.admin@sandbox.test', `/organizations/${ids.root}/billing`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await get('no.roles@sandbox.test', `/organizations/${ids.customer}/billing`)).statusCode).toBe(403);
  });
});
