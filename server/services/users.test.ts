import { userAssociationListSchema, userListSchema, userMetadataListSchema, userWithAssociationsSchema } from '../../src/domain';
import { useTestSandbox, writeCount } from '../../tests/server';
import { account, NO_SUCH_ID, peopleHelpers } from '../../tests/server/peopleTesting';

// Adding users needs a brand with user management (doc 000 §6); the vendor's default has it off.
const sb = useTestSandbox({ brand: { userManagementAllowed: true } });
const h = peopleHelpers(sb);

describe('GET /api/v1.2/users (Manage Users)', () => {
  it('lists every user with the list columns and the association count, by name, for TMS admin and TMS viewer', async () => {
    for (const email of ['tms.admin@sandbox.test', 'tms.viewer@sandbox.test']) {
      const res = await h.call(email, 'GET', account('/api/v1.2/users'));
      expect(res.statusCode).toBe(200);
      const users = userListSchema.parse(res.json());
      expect(users.length).toBe(sb.db.prepare('SELECT COUNT(*) FROM users').pluck().get());
      expect(users.length).toBeGreaterThan(250);
      expect(res.headers['x-total-count']).toBe(String(users.length));
      const names = users.map((u) => `${u.firstName} ${u.lastName}`.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const partner = users.find((u) => u.email === 'partner.admin@sandbox.test')!;
      expect(partner).toMatchObject({ id: partner.userId, firstName: 'Priya', lastName: 'Patel', statusType: 1, associationsCount: 1 });
      expect(partner.createdDate).toBe(partner.createdOnUtc);
    }
  });

  it('searches, sorts and pages on the server, with the total in X-Total-Count', async () => {
    const res = await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users?q=SANDBOX.test&sort=email&order=desc&limit=3&offset=1'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('10');
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(['tms.admin@sandbox.test', 'staff@sandbox.test', 'root.sysadmin@sandbox.test']);
    const byName = (await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users?q=priya%20patel'))).json();
    expect(byName.map((u: { email: string }) => u.email)).toContain('partner.admin@sandbox.test');
    const literal = await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users?q=%25'));
    expect(literal.json()).toEqual([]);
    const counts = (await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users?sort=associationsCount&order=desc&limit=5'))).json();
    expect(counts[0].associationsCount).toBeGreaterThanOrEqual(counts[4].associationsCount);
  });

  it('shows a user added a moment ago (the in-memory list follows every write)', async () => {
    const before = (await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users'))).json().length;
    const created = await h.call('tms.admin@sandbox.test', 'POST', '/svc/identity/users', {
      email: 'zed.new@list.example',
      providerName: 'QT',
      firstName: 'Zed',
      lastName: 'New',
    });
    expect(created.statusCode).toBe(201);
    const after = (await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users'))).json();
    expect(after.length).toBe(before + 1);
    expect(after.find((u: { email: string }) => u.email === 'zed.new@list.example')).toMatchObject({
      firstName: 'Zed',
      statusType: 3,
      associationsCount: 0,
    });
  });

  it('400 for an unknown query key or a bad sort, writing nothing', async () => {
    const before = writeCount(sb.db);
    for (const q of ['?sort=password', '?limit=0', '?order=up', '?page=2']) {
      const res = await h.call('tms.admin@sandbox.test', 'GET', account(`/api/v1.2/users${q}`));
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect(writeCount(sb.db)).toBe(before);
  });

  it('403 for anyone else (partner.admin, customer.admin, root sysadmin, license admin, no roles), 401 without a token', async () => {
    for (const email of [
      'partner.admin@sandbox.test',
      'customer.admin@sandbox.test',
      'root.sysadmin@sandbox.test',
      'license.admin@sandbox.test',
      'no.roles@sandbox.test',
    ]) {
      expect((await h.call(email, 'GET', account('/api/v1.2/users'))).statusCode, email).toBe(403);
    }
    expect((await h.call(undefined, 'GET', account('/api/v1.2/users'))).statusCode).toBe(401);
  });
});

describe('GET /api/v1.2/users/{userId} and …/associations', () => {
  it('answers the internal view with the associations and their roles', async () => {
    const res = await h.call('tms.viewer@sandbox.test', 'GET', account(`/api/v1.2/users/${h.user('customer.admin@sandbox.test')}`));
    expect(res.statusCode).toBe(200);
    const user = userWithAssociationsSchema.parse(res.json());
    expect(user).toMatchObject({ email: 'customer.admin@sandbox.test', statusType: 1, roles: ['System Administrator'], associationsCount: 1 });
    expect(user.associations).toEqual([
      expect.objectContaining({
        organizationName: 'Contoso Pharmaceuticals',
        relationshipType: 'Associated',
        roles: [expect.objectContaining({ shortCode: 'sysadmin', displayName: 'System Administrator' })],
      }),
    ]);
  });

  it('the /associations variant: every association for internal users, the managed ones for an organization admin', async () => {
    const id = h.user('customer.admin@sandbox.test');
    const internal = await h.call('tms.admin@sandbox.test', 'GET', account(`/api/v1.2/users/${id}/associations`));
    expect(userAssociationListSchema.parse(internal.json()).map((a) => a.organizationName)).toEqual(['Contoso Pharmaceuticals']);
    const partner = await h.call('partner.admin@sandbox.test', 'GET', account(`/api/v1.2/users/${id}/associations`));
    expect(partner.statusCode).toBe(200);
    expect(partner.json().map((a: { organizationName: string }) => a.organizationName)).toEqual(['Contoso Pharmaceuticals']);
  });

  it('403 for partner.admin on the internal view and for an admin who manages none of the user’s organizations; 404 unknown', async () => {
    const tms = h.user('tms.admin@sandbox.test');
    expect((await h.call('partner.admin@sandbox.test', 'GET', account(`/api/v1.2/users/${tms}`))).statusCode).toBe(403);
    expect((await h.call('customer.admin@sandbox.test', 'GET', account(`/api/v1.2/users/${tms}/associations`))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account(`/api/v1.2/users/${NO_SUCH_ID}`))).statusCode).toBe(404);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account(`/api/v1.2/users/${NO_SUCH_ID}/associations`))).statusCode).toBe(404);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.2/users/not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('user persisted metadata', () => {
  const withMetadata = () =>
    sb.db.prepare('SELECT id, metadata FROM users WHERE metadata IS NOT NULL ORDER BY email LIMIT 1').get() as { id: string; metadata: string };

  it('answers a list whose first entry holds the JSON text, "{}" when empty, and the reset deletes it', async () => {
    const { id, metadata } = withMetadata();
    const res = await h.call('tms.admin@sandbox.test', 'GET', account(`/api/v1.0/ium/${id}/userPersistedMetadata`));
    expect(userMetadataListSchema.parse(res.json())).toEqual([{ userId: id, metadata }]);
    const reset = await h.call('tms.viewer@sandbox.test', 'POST', account(`/api/v1.0/ium/${id}/userPersistedMetadata/reset`));
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual([{ userId: id, metadata: '{}' }]);
    expect(h.row('SELECT metadata FROM users WHERE id = ?', id)).toEqual({ metadata: null });
    expect((await h.call('tms.admin@sandbox.test', 'GET', account(`/api/v1.0/ium/${id}/userPersistedMetadata`))).json()[0].metadata).toBe('{}');
  });

  it('400 for a body or a malformed id, 403 for partner.admin, writing nothing', async () => {
    const { id } = withMetadata();
    const before = writeCount(sb.db);
    expect(
      (await h.call('tms.admin@sandbox.test', 'POST', account(`/api/v1.0/ium/${id}/userPersistedMetadata/reset`), { all: true })).statusCode,
    ).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.0/ium/123/userPersistedMetadata'))).statusCode).toBe(400);
    expect((await h.call('partner.admin@sandbox.test', 'POST', account(`/api/v1.0/ium/${id}/userPersistedMetadata/reset`))).statusCode).toBe(403);
    expect((await h.call('partner.admin@sandbox.test', 'GET', account(`/api/v1.0/ium/${id}/userPersistedMetadata`))).statusCode).toBe(403);
    expect(writeCount(sb.db)).toBe(before);
  });
});
