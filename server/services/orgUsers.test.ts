import { organizationAssociationSchema, organizationUserListSchema } from '../../src/domain';
import { useTestSandbox, writeCount, roleIds } from '../../tests/server';
import { account, identity, NO_SUCH_ID, peopleHelpers } from '../../tests/server/peopleTesting';

// Adding users needs a brand with user management (doc 000 §6); the vendor's default has it off.
const sb = useTestSandbox({ brand: { userManagementAllowed: true } });
const h = peopleHelpers(sb);

const usersUrl = (org: number, rest = '') => account(`/api/v1.0/organizations/${org}/users${rest}`);

describe('GET /organizations/{org}/users/roles', () => {
  it('lists the associated users with id, names, e-mail, associated date and roles', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const res = await h.call('customer.admin@sandbox.test', 'GET', usersUrl(org, '/roles'));
    expect(res.statusCode).toBe(200);
    const users = organizationUserListSchema.parse(res.json());
    expect(users.every((u) => u.relationshipType.includes('Associated'))).toBe(true);
    expect(users.find((u) => u.email === 'customer.admin@sandbox.test')).toMatchObject({
      firstName: 'Carlos',
      lastName: 'Mendes',
      roles: [{ roleId: roleIds.sysadmin, displayName: 'System Administrator', shortCode: 'sysadmin' }],
    });
    expect(users.find((u) => u.email === 'no.roles@sandbox.test')?.roles).toEqual([]);
  });

  it('is open to TMS viewers (read-only) and refused to admins of other organizations and to users without roles', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    expect((await h.call('tms.viewer@sandbox.test', 'GET', usersUrl(org, '/roles'))).statusCode).toBe(200);
    expect((await h.call('customer.admin@sandbox.test', 'GET', usersUrl(h.org('Coho Winery'), '/roles'))).statusCode).toBe(403);
    expect((await h.call('license.admin@sandbox.test', 'GET', usersUrl(org, '/roles'))).statusCode).toBe(403);
    expect((await h.call('no.roles@sandbox.test', 'GET', usersUrl(org, '/roles'))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'GET', usersUrl(999_999, '/roles'))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.0/organizations/abc/users/roles'))).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'GET', usersUrl(org, '/roles?all=true'))).statusCode).toBe(400);
  });
});

describe('add a user, then the association with the default role', () => {
  it('POST users on the identity service, then POST …/users/{userId}: associated as Account Administrator', async () => {
    const org = h.org('Coho Winery');
    const created = await h.call('tms.admin@sandbox.test', 'POST', identity('/users'), {
      email: 'ada.lovelace@coho.example',
      providerName: 'QT',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const { userId } = created.json();
    const res = await h.call('tms.admin@sandbox.test', 'POST', usersUrl(org, `/${userId}`));
    expect(res.statusCode).toBe(201);
    expect(organizationAssociationSchema.parse(res.json())).toMatchObject({
      organizationId: org,
      userId,
      relationshipType: 'Associated',
      roles: [{ roleId: roleIds.accountadmin, displayName: 'Account Administrator', shortCode: 'accountadmin' }],
    });
    expect(h.row('SELECT organization_id FROM users WHERE id = ?', userId)).toEqual({ organization_id: org });
    const list = (await h.call('tms.admin@sandbox.test', 'GET', usersUrl(org, '/roles'))).json();
    expect(list.map((u: { email: string }) => u.email)).toContain('ada.lovelace@coho.example');
    const again = await h.call('tms.admin@sandbox.test', 'POST', usersUrl(org, `/${userId}`));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('User is already associated with this organization');
  });

  it('400 with a body, 403 for another organization’s admin, 404 unknown user, writing nothing', async () => {
    const before = writeCount(sb.db);
    const tms = h.user('tms.viewer@sandbox.test');
    expect((await h.call('tms.admin@sandbox.test', 'POST', usersUrl(h.org('Coho Winery'), `/${tms}`), { roles: [] })).statusCode).toBe(400);
    expect((await h.call('customer.admin@sandbox.test', 'POST', usersUrl(h.org('Coho Winery'), `/${tms}`))).statusCode).toBe(403);
    expect((await h.call('tms.viewer@sandbox.test', 'POST', usersUrl(h.org('Coho Winery'), `/${tms}`))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'POST', usersUrl(h.org('Coho Winery'), `/${NO_SUCH_ID}`))).statusCode).toBe(404);
    const other = await h.call(
      'customer.admin@sandbox.test',
      'POST',
      usersUrl(h.org('Contoso Pharmaceuticals'), `/${h.user('partner.admin@sandbox.test')}`),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This user belongs to organizations you do not manage: invite them instead');
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('role toggles', () => {
  it('adds a role, removes it, and refuses to remove the last one', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const user = h.user('customer.admin@sandbox.test');
    const add = await h.call('distributor.admin@sandbox.test', 'POST', usersUrl(org, `/${user}/roles/${roleIds.accountadmin}`));
    expect(add.statusCode).toBe(200);
    expect(add.json().roles.map((r: { shortCode: string }) => r.shortCode)).toEqual(['accountadmin', 'sysadmin']);
    const remove = await h.call('distributor.admin@sandbox.test', 'DELETE', usersUrl(org, `/${user}/roles/${roleIds.sysadmin}`));
    expect(remove.statusCode).toBe(200);
    expect(remove.json().roles.map((r: { shortCode: string }) => r.shortCode)).toEqual(['accountadmin']);
    const last = await h.call('distributor.admin@sandbox.test', 'DELETE', usersUrl(org, `/${user}/roles/${roleIds.accountadmin}`));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last role of a user cannot be removed: an association keeps at least one role');
    expect(sb.db.prepare('SELECT COUNT(*) FROM association_roles WHERE user_id = ? AND organization_id = ?').pluck().get(user, org)).toBe(1);
  });

  it('400 for an unknown or a TMS role, 403 for another organization and for an Account Administrator’s own row, nothing written', async () => {
    const before = writeCount(sb.db);
    const partnerOrg = h.org('Fabrikam Partners');
    const partner = h.user('partner.admin@sandbox.test');
    const unknown = await h.call('tms.admin@sandbox.test', 'POST', usersUrl(partnerOrg, `/${partner}/roles/${NO_SUCH_ID}`));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`Unknown role ${NO_SUCH_ID}`);
    expect((await h.call('tms.admin@sandbox.test', 'DELETE', usersUrl(partnerOrg, `/${partner}/roles/${NO_SUCH_ID}`))).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'POST', usersUrl(partnerOrg, `/${partner}/roles/${roleIds.tmsadmin}`))).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'POST', usersUrl(partnerOrg, `/${partner}/roles/not-a-role`))).statusCode).toBe(400);
    expect((await h.call('partner.admin@sandbox.test', 'POST', usersUrl(partnerOrg, `/${partner}/roles/${roleIds.sysadmin}`))).statusCode).toBe(403);
    expect((await h.call('customer.admin@sandbox.test', 'POST', usersUrl(partnerOrg, `/${partner}/roles/${roleIds.sysadmin}`))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'POST', usersUrl(partnerOrg, `/${NO_SUCH_ID}/roles/${roleIds.sysadmin}`))).statusCode).toBe(404);
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('DELETE /organizations/{org}/users/{userId}', () => {
  it('removes the association (204) and the user leaves the list', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const user = h.user('no.roles@sandbox.test');
    const res = await h.call('customer.admin@sandbox.test', 'DELETE', usersUrl(org, `/${user}`));
    expect(res.statusCode).toBe(204);
    expect(h.row('SELECT COUNT(*) AS n FROM associations WHERE user_id = ? AND organization_id = ?', user, org)).toEqual({ n: 0 });
    expect((await h.call('customer.admin@sandbox.test', 'DELETE', usersUrl(org, `/${user}`))).statusCode).toBe(404);
  });

  it('403 for an Account Administrator’s own association and for another organization; 400 with a body; nothing written', async () => {
    const before = writeCount(sb.db);
    const partnerOrg = h.org('Fabrikam Partners');
    expect((await h.call('partner.admin@sandbox.test', 'DELETE', usersUrl(partnerOrg, `/${h.user('partner.admin@sandbox.test')}`))).statusCode).toBe(
      403,
    );
    expect((await h.call('customer.admin@sandbox.test', 'DELETE', usersUrl(partnerOrg, `/${h.user('partner.admin@sandbox.test')}`))).statusCode).toBe(
      403,
    );
    expect(
      (await h.call('tms.admin@sandbox.test', 'DELETE', usersUrl(partnerOrg, `/${h.user('partner.admin@sandbox.test')}`), { really: true }))
        .statusCode,
    ).toBe(400);
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('no role escalation', () => {
  it('an Account Administrator grants, invites with or removes only Account Administrator, never System Administrator', async () => {
    const org = h.org('Wingtip Holdings'); // below Fabrikam Partners, managed by partner.admin (Account Administrator)
    const holder = h.user('carla.larsen@wingtipholdings.com'); // System Administrator there
    const plain = h.user('kai.evans@wingtipholdings.com'); // Account Administrator there
    const before = writeCount(sb.db);
    const grant = await h.call('partner.admin@sandbox.test', 'POST', usersUrl(org, `/${plain}/roles/${roleIds.sysadmin}`));
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('Your roles do not allow granting or removing the role System Administrator');
    expect((await h.call('partner.admin@sandbox.test', 'DELETE', usersUrl(org, `/${holder}/roles/${roleIds.sysadmin}`))).statusCode).toBe(403);
    const invite = await h.call('partner.admin@sandbox.test', 'POST', account(`/api/v1.1/organizations/${org}/invites`), {
      userId: h.user('no.roles@sandbox.test'),
      roles: [roleIds.sysadmin],
    });
    expect(invite.statusCode).toBe(403);
    expect(writeCount(sb.db)).toBe(before);
    // What the role may grant still works; a System Administrator may grant System Administrator.
    expect((await h.call('partner.admin@sandbox.test', 'POST', usersUrl(org, `/${holder}/roles/${roleIds.accountadmin}`))).statusCode).toBe(200);
    expect((await h.call('distributor.admin@sandbox.test', 'POST', usersUrl(org, `/${plain}/roles/${roleIds.sysadmin}`))).statusCode).toBe(200);
  });
});

describe('no cross-tenant take-over', () => {
  it('an administrator cannot directly add a user who is only invited to an organization they do not manage', async () => {
    const wingtip = h.org('Wingtip Holdings'); // partner.admin manages it; customer.admin does not
    const invited = await h.call('partner.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
      organizationId: wingtip,
      email: 'only.invited@wingtip.example',
      roles: [roleIds.accountadmin],
    });
    const { userId } = invited.json() as { userId: string };
    const before = writeCount(sb.db);
    const taken = await h.call('customer.admin@sandbox.test', 'POST', usersUrl(h.org('Contoso Pharmaceuticals'), `/${userId}`));
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe('This user belongs to organizations you do not manage: invite them instead');
    expect(writeCount(sb.db)).toBe(before);
    // Who administers the user's organizations may still associate them directly.
    expect((await h.call('partner.admin@sandbox.test', 'POST', usersUrl(h.org('Fabrikam Partners'), `/${userId}`))).statusCode).toBe(201);
  });
});
