import {
  containerCreatedSchema,
  containerListSchema,
  containerSchema,
  containerUserCreatedSchema,
  containerDatasourceCreatedSchema,
  MISSING_NAME_KEY,
  novaContainerUserListSchema,
  parseRestriction,
  organizationMemberListSchema,
  productLocationSchema,
} from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { account, peopleHelpers } from '../../tests/server/peopleTesting';

const sb = useTestSandbox();
const h = peopleHelpers(sb);
const TMS = 'tms.admin@sandbox.test';
const CUSTOMER = 'customer.admin@sandbox.test';
const containers = (org: number) => account(`/api/v1.0/organizations/${org}/containers`);
const one = (id: number | string) => account(`/api/v1.0/containers/${id}`);
const count = (sql: string, ...args: unknown[]) =>
  sb.db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
const seeded = (name: string) => sb.db.prepare('SELECT id FROM containers WHERE name = ?').pluck().get(name) as number;

describe('the product lookup (doc 002 §7, location service)', () => {
  it('is non-empty for Quadrant Root and Contoso Pharmaceuticals, [] for Northwind (not provisioned)', async () => {
    const at = (org: string) => `/svc/location/api/v1.0/organizations/${h.org(org)}/products/1/Radar%20uAPI`;
    for (const org of ['Quadrant Root', 'Contoso Pharmaceuticals']) {
      const res = await h.call(TMS, 'GET', at(org));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      expect(productLocationSchema.parse(res.json()[0])).toMatchObject({ organizationId: h.org(org), productId: 1, productName: 'Radar uAPI' });
    }
    expect((await h.call(TMS, 'GET', at('Northwind Distribution'))).json()).toEqual([]);
    expect((await h.call(CUSTOMER, 'GET', at('Contoso Pharmaceuticals'))).json()).toHaveLength(1);
  });
  it('another product name is a bad path (400); a foreign organization 403 like an unknown one', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    expect((await h.call(TMS, 'GET', `/svc/location/api/v1.0/organizations/${contoso}/products/1/Other`)).statusCode).toBe(400);
    const foreign = await h.call(CUSTOMER, 'GET', `/svc/location/api/v1.0/organizations/${h.org('Quadrant Root')}/products/1/Radar%20uAPI`);
    const unknown = await h.call(CUSTOMER, 'GET', '/svc/location/api/v1.0/organizations/987654/products/1/Radar%20uAPI');
    expect(foreign.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
  });
});

describe('reading boundaries', () => {
  it('lists Contoso Pharmaceuticals’ demo boundaries by name, for its system administrator, the TMS admin and the TMS viewer', async () => {
    for (const email of [CUSTOMER, TMS, 'tms.viewer@sandbox.test']) {
      const res = await h.call(email, 'GET', containers(h.org('Contoso Pharmaceuticals')));
      expect(res.statusCode, email).toBe(200);
      expect(containerListSchema.parse(res.json()).map((c) => c.name)).toEqual(['Auditors', 'Clinical research', 'Sales Europe']);
    }
  });
  it('a boundary lists its users with novaContainerUserId, names and e-mail, and its data sources', async () => {
    const res = await h.call(TMS, 'GET', one(seeded('Clinical research')));
    const c = containerSchema.parse(res.json());
    expect(c.users.map((u) => [u.firstName, u.lastName, u.email, u.anonymous])).toEqual([
      ['Carlos', 'Mendes', CUSTOMER, false],
      ['Nora', 'Quinn', 'no.roles@sandbox.test', true],
    ]);
    expect(c.users.every((u) => Number.isInteger(u.novaContainerUserId))).toBe(true);
    expect(c.datasources).toEqual([
      {
        datasourceId: expect.any(Number),
        datasource: 'azure_users',
        allowedFields: ['displayName', 'department', 'country', 'jobTitle'],
        restriction: '',
      },
    ]);
  });
  it('the seeded restriction of Sales Europe is written in the console’s restriction language', async () => {
    const c = containerSchema.parse((await h.call(CUSTOMER, 'GET', one(seeded('Sales Europe')))).json());
    const users = c.datasources.find((d) => d.datasource === 'azure_users')!;
    const parsed = parseRestriction(users.restriction);
    expect(parsed.ok && parsed.groups.map((g) => g.filters.map((f) => [f.field, f.operator, f.value, f.period]))).toEqual([
      [
        ['country', 'equal', 'Germany', undefined],
        ['country', 'equal', 'France', undefined],
      ],
      [['createdDateTime', 'last', '1', 'year']],
    ]);
  });
  it('the organization’s users include Nora Quinn and Carlos Mendes; a user’s boundaries carry the anonymous flag and the data sources', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    const users = organizationMemberListSchema.parse((await h.call(CUSTOMER, 'GET', account(`/api/v1.0/organizations/${contoso}/users`))).json());
    expect(users).toEqual(
      expect.arrayContaining([
        { userId: h.user('no.roles@sandbox.test'), firstName: 'Nora', lastName: 'Quinn', email: 'no.roles@sandbox.test' },
        { userId: h.user(CUSTOMER), firstName: 'Carlos', lastName: 'Mendes', email: CUSTOMER },
      ]),
    );
    const res = await h.call(
      CUSTOMER,
      'GET',
      account(`/api/v1.0/organizations/${contoso}/users/${h.user('no.roles@sandbox.test')}/novaContainerUsers`),
    );
    expect(novaContainerUserListSchema.parse(res.json())).toEqual([
      {
        containerId: seeded('Clinical research'),
        name: 'Clinical research',
        anonymous: true,
        datasources: [{ datasource: 'azure_users', allowedFields: ['displayName', 'department', 'country', 'jobTitle'] }],
      },
    ]);
  });
  it('403 for roles without the page (account admin, no roles); a foreign boundary answers as an unknown one (404)', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    expect((await h.call('no.roles@sandbox.test', 'GET', containers(contoso))).statusCode).toBe(403);
    expect((await h.call('partner.admin@sandbox.test', 'GET', containers(contoso))).statusCode).toBe(403);
    const foreign = await h.call(CUSTOMER, 'GET', one(seeded('Support desk')));
    const unknown = await h.call(CUSTOMER, 'GET', one(987654));
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message.replace(/\d+/g, '#')).toBe(unknown.json().message.replace(/\d+/g, '#'));
  });
});

describe('writing boundaries (the add and edit flows of doc 002 §4)', () => {
  it('a TMS admin creates a boundary for Contoso Pharmaceuticals, adds users and a data source, edits and deletes them', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    const created = await h.call(TMS, 'POST', containers(contoso), { name: 'Last week', description: 'New staff' });
    expect(created.statusCode).toBe(201);
    const { containerId } = containerCreatedSchema.parse(created.json());
    const nora = h.user('no.roles@sandbox.test');
    const addUser = await h.call(TMS, 'POST', `${one(containerId)}/users`, { userId: nora, anonymous: true, allowedActions: [] });
    expect(addUser.statusCode).toBe(201);
    const { novaContainerUserId } = containerUserCreatedSchema.parse(addUser.json());
    const addSource = await h.call(TMS, 'POST', `${one(containerId)}/datasources`, {
      datasource: 'azure_users',
      allowedFields: ['createdDateTime'],
      restriction: 'createdDateTime gt ago(7d)',
    });
    expect(addSource.statusCode).toBe(201);
    const { datasourceId } = containerDatasourceCreatedSchema.parse(addSource.json());
    expect(h.row('SELECT container_id, user_id, anonymous FROM container_users WHERE id = ?', novaContainerUserId)).toEqual({
      container_id: containerId,
      user_id: nora,
      anonymous: 1,
    });

    expect(
      (await h.call(TMS, 'PATCH', `${one(containerId)}/users/${novaContainerUserId}`, { anonymous: false, allowedActions: ['read'] })).json(),
    ).toMatchObject({ novaContainerUserId, anonymous: false, allowedActions: ['read'], email: 'no.roles@sandbox.test' });
    expect(
      (
        await h.call(TMS, 'PATCH', `${one(containerId)}/datasources/${datasourceId}`, {
          allowedFields: [],
          restriction: 'createdDateTime gt ago(30d)',
        })
      ).json(),
    ).toEqual({ datasourceId, datasource: 'azure_users', allowedFields: [], restriction: 'createdDateTime gt ago(30d)' });
    const renamed = await h.call(TMS, 'PATCH', one(containerId), { name: 'Last month' });
    expect(renamed.json()).toMatchObject({ containerId, name: 'Last month', description: 'New staff' });

    expect((await h.call(TMS, 'DELETE', `${one(containerId)}/users/${novaContainerUserId}`)).statusCode).toBe(204);
    expect((await h.call(TMS, 'DELETE', `${one(containerId)}/datasources/${datasourceId}`)).statusCode).toBe(204);
    expect(containerSchema.parse((await h.call(TMS, 'GET', one(containerId))).json())).toMatchObject({ users: [], datasources: [] });
    expect((await h.call(TMS, 'DELETE', one(containerId))).statusCode).toBe(204);
    expect(count('SELECT COUNT(*) FROM containers WHERE id = ?', containerId)).toBe(0);
  });

  it('a TMS viewer reads but every write gets 403 and writes nothing', async () => {
    const id = seeded('Clinical research');
    const entry = count('SELECT id FROM container_users WHERE container_id = ? ORDER BY id', id);
    const viewer = 'tms.viewer@sandbox.test';
    expect((await h.call(viewer, 'GET', one(id))).statusCode).toBe(200);
    await expectUnchanged(sb, () => h.call(viewer, 'POST', containers(h.org('Contoso Pharmaceuticals')), { name: 'Viewer' }), 403);
    await expectUnchanged(sb, () => h.call(viewer, 'PATCH', one(id), { name: 'Viewer' }), 403);
    await expectUnchanged(sb, () => h.call(viewer, 'DELETE', one(id)), 403);
    await expectUnchanged(sb, () => h.call(viewer, 'DELETE', `${one(id)}/users/${entry}`), 403);
  });

  it('409 when the caller’s own organization is not provisioned (Northwind’s administrator), writing nothing', async () => {
    await expectUnchanged(
      sb,
      () => h.call('distributor.admin@sandbox.test', 'POST', containers(h.org('Contoso Pharmaceuticals')), { name: 'Northwind' }),
      409,
    );
  });

  it('authorises before reading the body: a foreign boundary with a bad body answers the same 404', async () => {
    const foreign = await expectUnchanged(sb, () => h.call(CUSTOMER, 'PATCH', one(seeded('Support desk')), { nonsense: true }), 404);
    const unknown = await expectUnchanged(sb, () => h.call(CUSTOMER, 'PATCH', one(987654), { nonsense: true }), 404);
    expect(foreign.json().message.replace(/\d+/g, '#')).toBe(unknown.json().message.replace(/\d+/g, '#'));
  });

  it('400 {message, errors} writing nothing: blank name, unknown field, a user of another organization, an unknown source or field', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    const id = seeded('Auditors');
    const blank = await expectUnchanged(sb, () => h.call(TMS, 'POST', containers(contoso), { name: '  ', description: '' }), 400);
    expect(blank.json()).toEqual({ message: expect.any(String), errors: { name: [MISSING_NAME_KEY] } });
    await expectUnchanged(sb, () => h.call(TMS, 'POST', containers(contoso), { name: 'x', owner: 'me' }), 400);
    const outsider = await expectUnchanged(
      sb,
      () => h.call(TMS, 'POST', `${one(id)}/users`, { userId: h.user('tms.viewer@sandbox.test'), anonymous: false }),
      400,
    );
    expect(outsider.json().errors).toHaveProperty('userId');
    const source = await expectUnchanged(sb, () => h.call(TMS, 'POST', `${one(id)}/datasources`, { datasource: 'payroll', allowedFields: [] }), 400);
    expect(source.json().errors).toHaveProperty('datasource');
    const field = await expectUnchanged(
      sb,
      () => h.call(TMS, 'POST', `${one(id)}/datasources`, { datasource: 'azure_users', allowedFields: ['salary'] }),
      400,
    );
    expect(field.json().errors).toHaveProperty('allowedFields');
  });

  it('409 for a duplicate name, a user already in the boundary or a data source it has; 404 for another boundary’s entry', async () => {
    const contoso = h.org('Contoso Pharmaceuticals');
    const clinical = seeded('Clinical research');
    await expectUnchanged(sb, () => h.call(TMS, 'POST', containers(contoso), { name: 'sales europe' }), 409);
    await expectUnchanged(sb, () => h.call(TMS, 'POST', `${one(clinical)}/users`, { userId: h.user(CUSTOMER), anonymous: false }), 409);
    await expectUnchanged(sb, () => h.call(TMS, 'POST', `${one(clinical)}/datasources`, { datasource: 'azure_users', allowedFields: [] }), 409);
    const salesEntry = count('SELECT id FROM container_users WHERE container_id = ? ORDER BY id', seeded('Sales Europe'));
    await expectUnchanged(sb, () => h.call(TMS, 'DELETE', `${one(clinical)}/users/${salesEntry}`), 404);
  });
});
