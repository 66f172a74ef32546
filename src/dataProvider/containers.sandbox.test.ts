import { useSandboxBackend } from '../../tests/setup/sandboxBackend';
import { requests } from '../../tests/msw/recorder';
import { createDataProvider, createServices } from './index';

/**
 * The `containers` resource and the containers service module against the sandbox: each
 * call reaches doc 002 §7's path with the specification's method and body.
 */
const backend = useSandboxBackend();
const orgId = (name: string) => backend.sandbox.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number;
const userId = (email: string) => backend.sandbox.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string;
const calls = () => requests.all().map((r) => `${r.method} ${r.path}`);

async function signedIn(email: string) {
  const { session } = await backend.signIn(email);
  return { dp: createDataProvider({ config: backend.config, session }), services: createServices(backend.config, session) };
}

describe('containers resource', () => {
  it('lists the selected organization’s boundaries sorted by name, paged in the browser, with containerId as id', async () => {
    const { dp } = await signedIn('tms.admin@sandbox.test');
    const contoso = orgId('Contoso Pharmaceuticals');
    const page = await dp.getList('containers', {
      filter: { organizationId: contoso },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.name)).toEqual(['Auditors', 'Clinical research']);
    expect(page.data.every((c) => c.id === c.containerId)).toBe(true);
    expect(calls()).toEqual([`GET /svc/account/api/v1.0/organizations/${contoso}/containers`]);
  });

  it('without a selected organization, the signed-in user’s own; one boundary with its users', async () => {
    const { dp } = await signedIn('customer.admin@sandbox.test');
    const list = await dp.getList('containers', { filter: {}, sort: { field: 'name', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });
    expect(list.data.map((c) => c.name)).toEqual(['Sales Europe', 'Clinical research', 'Auditors']);
    const clinical = list.data[1];
    const { data } = await dp.getOne('containers', { id: clinical.id });
    expect(data.users.map((u: { email: string }) => u.email)).toEqual(['customer.admin@sandbox.test', 'no.roles@sandbox.test']);
    expect(calls()).toEqual([
      `GET /svc/account/api/v1.0/organizations/${orgId('Contoso Pharmaceuticals')}/containers`,
      `GET /svc/account/api/v1.0/containers/${clinical.id}`,
    ]);
  });

  it('create, update and delete send the specification’s calls and bodies', async () => {
    const { dp } = await signedIn('tms.admin@sandbox.test');
    const contoso = orgId('Contoso Pharmaceuticals');
    const created = await dp.create('containers', { data: { name: 'Quality', description: 'QA staff' }, meta: { organizationId: contoso } });
    const id = created.data.id;
    await dp.update('containers', { id, data: { name: 'Quality assurance', description: 'QA staff' }, previousData: created.data });
    await dp.delete('containers', { id, previousData: created.data });
    expect(requests.all().map((r) => [r.method, r.path, r.json()])).toEqual([
      ['POST', `/svc/account/api/v1.0/organizations/${contoso}/containers`, { name: 'Quality', description: 'QA staff' }],
      ['PATCH', `/svc/account/api/v1.0/containers/${id}`, { name: 'Quality assurance', description: 'QA staff' }],
      ['DELETE', `/svc/account/api/v1.0/containers/${id}`, undefined],
    ]);
    expect(backend.sandbox.db.prepare('SELECT COUNT(*) FROM containers WHERE id = ?').pluck().get(id)).toBe(0);
  });
});

describe('containers service module', () => {
  it('users and data sources of a boundary, the organization’s users, a user’s boundaries and the product lookup', async () => {
    const { services } = await signedIn('tms.admin@sandbox.test');
    const contoso = orgId('Contoso Pharmaceuticals');
    const { containerId } = await services.containers.create(contoso, { name: 'Recent joiners', description: '' });
    const nora = userId('no.roles@sandbox.test');
    const { novaContainerUserId } = await services.containers.addUser(containerId, { userId: nora, anonymous: false, allowedActions: [] });
    await services.containers.updateUser(containerId, novaContainerUserId, { anonymous: true, allowedActions: [] });
    const { datasourceId } = await services.containers.addDatasource(containerId, {
      datasource: 'azure_users',
      allowedFields: [],
      restriction: 'createdDateTime gt ago(7d)',
    });
    await services.containers.updateDatasource(containerId, datasourceId, { allowedFields: ['createdDateTime'], restriction: '' });
    const mine = await services.containers.userContainers(contoso, nora);
    expect(mine.map((c) => [c.name, c.anonymous])).toEqual([
      ['Clinical research', true],
      ['Recent joiners', true],
    ]);
    expect((await services.containers.organizationUsers(contoso)).map((u) => u.email)).toContain('no.roles@sandbox.test');
    await services.containers.removeDatasource(containerId, datasourceId);
    await services.containers.removeUser(containerId, novaContainerUserId);
    expect(await services.containers.radarProduct(contoso)).toHaveLength(1);
    expect(await services.containers.radarProduct(orgId('Northwind Distribution'))).toEqual([]);
    const base = '/svc/account/api/v1.0';
    expect(requests.all().map((r) => [r.method, r.path, r.json()])).toEqual([
      ['POST', `${base}/organizations/${contoso}/containers`, { name: 'Recent joiners', description: '' }],
      ['POST', `${base}/containers/${containerId}/users`, { userId: nora, anonymous: false, allowedActions: [] }],
      ['PATCH', `${base}/containers/${containerId}/users/${novaContainerUserId}`, { anonymous: true, allowedActions: [] }],
      [
        'POST',
        `${base}/containers/${containerId}/datasources`,
        { datasource: 'azure_users', allowedFields: [], restriction: 'createdDateTime gt ago(7d)' },
      ],
      ['PATCH', `${base}/containers/${containerId}/datasources/${datasourceId}`, { allowedFields: ['createdDateTime'], restriction: '' }],
      ['GET', `${base}/organizations/${contoso}/users/${nora}/novaContainerUsers`, undefined],
      ['GET', `${base}/organizations/${contoso}/users`, undefined],
      ['DELETE', `${base}/containers/${containerId}/datasources/${datasourceId}`, undefined],
      ['DELETE', `${base}/containers/${containerId}/users/${novaContainerUserId}`, undefined],
      ['GET', `/svc/location/api/v1.0/organizations/${contoso}/products/1/Radar%20uAPI`, undefined],
      ['GET', `/svc/location/api/v1.0/organizations/${orgId('Northwind Distribution')}/products/1/Radar%20uAPI`, undefined],
    ]);
  });

  it('a TMS viewer’s write is refused with the server’s 403', async () => {
    const { services } = await signedIn('tms.viewer@sandbox.test');
    await expect(services.containers.create(orgId('Contoso Pharmaceuticals'), { name: 'Viewer' })).rejects.toMatchObject({ status: 403 });
  });
});
