import { useSandboxBackend } from '../../tests/setup/sandboxBackend';
import { requests } from '../../tests/msw/recorder';
import { createDataProvider } from './index';

/**
 * The resource map against the sandbox itself: each resource's reads
 * reach the specification's endpoint, with the signed-in user's token, and answer records with ids.
 */
const backend = useSandboxBackend();
const page = { page: 1, perPage: 5 };
const orgIdOf = (email: string) => backend.sandbox.db.prepare('SELECT organization_id FROM users WHERE email = ?').pluck().get(email) as number;

async function providerFor(email: string) {
  const { session } = await backend.signIn(email);
  return createDataProvider({ config: backend.config, session });
}

describe('resource map over the sandbox', () => {
  it('users: server-side search, sort and paging with the total from X-Total-Count', async () => {
    const dp = await providerFor('tms.admin@sandbox.test');
    const result = await dp.getList('users', {
      filter: { q: 'sandbox.test' },
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 2, perPage: 3 },
    });
    expect(result.total).toBe(10);
    const emails = result.data.map((u) => u.email);
    expect(emails).toHaveLength(3);
    expect(emails).toEqual([...emails].sort().reverse());
    const [call] = requests.find('GET', '/svc/account/api/v1.2/users');
    expect(Object.fromEntries(new URLSearchParams(call.search))).toEqual({
      q: 'sandbox.test',
      sort: 'email',
      order: 'desc',
      offset: '3',
      limit: '3',
    });
  });

  it('invoices: only the signed-in organization, sorted and paged in the browser', async () => {
    const dp = await providerFor('customer.admin@sandbox.test');
    const result = await dp.getList('invoices', { filter: {}, sort: { field: 'date', order: 'DESC' }, pagination: page });
    const own = orgIdOf('customer.admin@sandbox.test');
    expect(requests.all().map((r) => `${r.method} ${r.path}`)).toEqual([`GET /svc/account/api/v1.0/organizations/${own}/billing`]);
    const dates = result.data.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('organization references: users with roles, pending invites, subscriptions', async () => {
    const dp = await providerFor('tms.admin@sandbox.test');
    const org = orgIdOf('customer.admin@sandbox.test');
    const reference = (resource: string) =>
      dp.getManyReference(resource, {
        target: 'organizationId',
        id: org,
        filter: {},
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
      });
    const orgUsers = await reference('organizationUsers');
    expect(orgUsers.data.map((u) => u.email)).toContain('customer.admin@sandbox.test');
    expect(orgUsers.data.every((u) => u.organizationId === org)).toBe(true);
    await reference('invites');
    await reference('subscriptions');
    expect(requests.all().map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /svc/account/api/v1.0/organizations/${org}/users/roles`,
      `GET /svc/account/api/v1.0/organizations/${org}/invites`,
      `GET /svc/account/api/v1.0/subscriptions/organizations/${org}`,
    ]);
  });

  it("a user's organizations through the /associations variant, keyed by organization", async () => {
    const dp = await providerFor('tms.admin@sandbox.test');
    const { profile } = await backend.signIn('customer.admin@sandbox.test');
    const result = await dp.getManyReference('userAssociations', {
      target: 'userId',
      id: profile.userId,
      filter: {},
      sort: { field: 'organizationName', order: 'ASC' },
      pagination: page,
    });
    expect(result.data.map((a) => a.id)).toContain(profile.organizationId);
    expect(requests.all()[0].path).toBe(`/svc/account/api/v1.2/users/${profile.userId}/associations`);
  });

  it('a refused read keeps its friendly key for the error bar', async () => {
    const dp = await providerFor('customer.admin@sandbox.test');
    await expect(dp.getList('users', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page })).rejects.toMatchObject({
      status: 403,
      messageKey: 'users.error.fetchList',
    });
  });

  it('association roles: an update of organizationUsers or userAssociations sends one call per changed role, and the sandbox keeps them', async () => {
    const dp = await providerFor('tms.admin@sandbox.test');
    const org = orgIdOf('customer.admin@sandbox.test');
    const { data: rows } = await dp.getManyReference('organizationUsers', {
      target: 'organizationId',
      id: org,
      filter: {},
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    });
    const row = rows.find((u) => u.email === 'customer.admin@sandbox.test');
    const roles = await dp.getRoles();
    const extra = roles.find((r) => r.isVisible && !row.roles.some((x: { roleId: string }) => x.roleId === r.roleId));
    requests.clear();
    const added = await dp.update('organizationUsers', { id: row.id, data: { roles: [...row.roles, extra] }, previousData: row });
    expect(added.data.roles.map((r: { roleId: string }) => r.roleId)).toContain(extra?.roleId);
    expect(requests.all().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /svc/account/api/v1.0/organizations/${org}/users/${row.id}/roles/${extra?.roleId}`,
    ]);
    const stored = () =>
      backend.sandbox.db.prepare('SELECT role_id FROM association_roles WHERE user_id = ? AND organization_id = ?').pluck().all(row.id, org);
    expect(stored()).toContain(extra?.roleId);

    requests.clear();
    const association = { ...added.data, id: org, userId: row.id };
    await dp.update('userAssociations', { id: org, data: { roles: row.roles }, previousData: association });
    expect(requests.all().map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /svc/account/api/v1.0/organizations/${org}/users/${row.id}/roles/${extra?.roleId}`,
    ]);
    expect(stored()).not.toContain(extra?.roleId);
  });

  it('invite cancel: an update to Cancelled on the user path, a delete on the organization path; nothing else is an update', async () => {
    const dp = await providerFor('tms.admin@sandbox.test');
    const pending = backend.sandbox.db.prepare('SELECT id, user_id AS userId FROM invites WHERE status = 0 LIMIT 2').all() as {
      id: string;
      userId: string;
    }[];
    expect(pending).toHaveLength(2);
    const statusOf = (id: string) => backend.sandbox.db.prepare('SELECT status FROM invites WHERE id = ?').pluck().get(id);
    const [first, second] = pending;
    await expect(dp.update('invites', { id: first.id, data: { status: 1 }, previousData: { id: first.id } })).rejects.toMatchObject({ status: 400 });
    expect(requests.all()).toHaveLength(0);
    const marked = await dp.update('invites', { id: first.id, data: { status: 3 }, previousData: { id: first.id, status: 0 } });
    expect(marked.data).toMatchObject({ id: first.id, status: 3 });
    await dp.delete('invites', { id: second.id, previousData: { id: second.id } });
    expect(requests.all().map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /svc/account/api/v1.0/ium/invites/${first.id}/cancel`,
      `PUT /svc/account/api/v1.0/invites/${second.id}/cancel`,
    ]);
    expect([statusOf(first.id), statusOf(second.id)]).toEqual([3, 3]);
  });

  it('offers typed custom methods over the services, and reads an organization as a record', async () => {
    const dp = await providerFor('tms.admin@sandbox.test');
    const count = (sql: string) => backend.sandbox.db.prepare(sql).pluck().get() as number;
    const root = orgIdOf('tms.admin@sandbox.test');
    const contoso = orgIdOf('customer.admin@sandbox.test');
    await expect(dp.getRoles()).resolves.toHaveLength(count('SELECT COUNT(*) FROM roles'));
    // A TMS admin sees the whole tree from the root.
    await expect(dp.getAssociations(root, true)).resolves.toHaveLength(count('SELECT COUNT(*) FROM organizations'));
    await expect(dp.getOne('organizations', { id: root })).resolves.toMatchObject({ data: { id: root, name: 'Quadrant Root' } });
    await expect(dp.getServiceLocations(contoso)).resolves.toEqual([
      { endpoints: expect.arrayContaining([expect.objectContaining({ endpointName: 'Reporting', region: 'US' })]) },
    ]);
    expect(requests.all().map((r) => `${r.method} ${r.path}${r.search}`)).toEqual([
      'GET /svc/account/api/v1.0/roles',
      `GET /svc/account/api/v1.0/organizations/${root}/associations?addUsers=true`,
      `GET /svc/account/api/v1.0/organizations/${root}`,
      `GET /svc/location/api/v1.0/organizations/${contoso}`,
    ]);
  });
});
