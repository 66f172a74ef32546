import { inviteEntitySchema, inviteListSchema, userAssociationListSchema } from '../../src/domain';
import { useTestSandbox, writeCount, roleIds } from '../../tests/server';
import { account, identity, NO_SUCH_ID, peopleHelpers } from '../../tests/server/peopleTesting';

const sb = useTestSandbox();
const h = peopleHelpers(sb);

const orgInvites = (org: number, version = 'v1.0') => account(`/api/${version}/organizations/${org}/invites`);
/** Pending invites of an organization, leaving out no.roles's (accepted in the last describe). */
const pendingOf = (org: number) =>
  sb.db
    .prepare(
      `SELECT i.id FROM invites i JOIN users u ON u.id = i.user_id
  WHERE i.organization_id = ? AND i.status = 0 AND u.email <> 'no.roles@sandbox.test' ORDER BY i.id`,
    )
    .pluck()
    .all(org) as string[];

describe('invite by e-mail: createinvite, then POST /api/v1.1/organizations/{org}/invites', () => {
  it('creates a Pending invite with its roles; a second invite to the same address is refused', async () => {
    const org = h.org('Coho Winery');
    const { userId } = (
      await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
        organizationId: org,
        email: 'jo.bloggs@coho.example',
        roles: [roleIds.sysadmin],
      })
    ).json();
    const res = await h.call('tms.admin@sandbox.test', 'POST', orgInvites(org, 'v1.1'), { userId, roles: [roleIds.sysadmin, roleIds.accountadmin] });
    expect(res.statusCode).toBe(201);
    expect(inviteEntitySchema.parse(res.json())).toMatchObject({
      organizationId: org,
      organizationName: 'Coho Winery',
      status: 0,
      userId,
      userEmail: 'jo.bloggs@coho.example',
    });
    expect(res.json().roles.map((r: { shortCode: string }) => r.shortCode)).toEqual(['accountadmin', 'sysadmin']);
    const list = inviteListSchema.parse((await h.call('tms.admin@sandbox.test', 'GET', orgInvites(org))).json());
    expect(list[0]).toMatchObject({ id: res.json().id, inviteId: res.json().id, status: 0 });

    const second = await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
      organizationId: org,
      email: 'Jo.Bloggs@coho.example',
      roles: [roleIds.sysadmin],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'User already has a pending invite' });
    const direct = await h.call('tms.admin@sandbox.test', 'POST', orgInvites(org, 'v1.1'), { userId, roles: [roleIds.sysadmin] });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toEqual({ message: 'User already has a pending invite' });
  });

  it('409 for a user already associated; 400 for no role, a TMS role or an unknown field; 403 restricted or foreign; 404 unknown user; nothing written', async () => {
    const before = writeCount(sb.db);
    const org = h.org('Contoso Pharmaceuticals');
    const url = orgInvites(org, 'v1.1');
    const userId = h.user('customer.admin@sandbox.test');
    const outsider = h.user('tms.viewer@sandbox.test');
    expect((await h.call('tms.admin@sandbox.test', 'POST', url, { userId, roles: [roleIds.sysadmin] })).json().message).toBe(
      'User is already associated with this organization',
    );
    expect((await h.call('tms.admin@sandbox.test', 'POST', url, { userId: outsider, roles: [] })).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'POST', url, { userId: outsider, roles: [roleIds.tmsviewer] })).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'POST', url, { userId: outsider, roles: [roleIds.sysadmin], email: 'x@y.z' })).statusCode).toBe(
      400,
    );
    expect((await h.call('restricted.admin@sandbox.test', 'POST', url, { userId: outsider, roles: [roleIds.sysadmin] })).statusCode).toBe(403);
    expect(
      (
        await h.call('partner.admin@sandbox.test', 'POST', orgInvites(h.org('Quadrant Root'), 'v1.1'), {
          userId: outsider,
          roles: [roleIds.sysadmin],
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'POST', url, { userId: NO_SUCH_ID, roles: [roleIds.sysadmin] })).statusCode).toBe(404);
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('GET invites of an organization and of a user', () => {
  it('lists every status of an organization’s invites, newest first, to those who may manage its users', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const res = await h.call('customer.admin@sandbox.test', 'GET', orgInvites(org));
    expect(res.statusCode).toBe(200);
    const invites = inviteListSchema.parse(res.json());
    const dates = invites.map((i) => i.createdOnUtc);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await h.call('customer.admin@sandbox.test', 'GET', orgInvites(h.org('Coho Winery')))).statusCode).toBe(403);
    expect((await h.call('no.roles@sandbox.test', 'GET', orgInvites(org))).statusCode).toBe(403);
  });

  it('GET /ium/invites?userId= answers the user’s invites for internal users only', async () => {
    const userId = h.user('no.roles@sandbox.test');
    const res = await h.call('tms.viewer@sandbox.test', 'GET', account(`/api/v1.0/ium/invites?userId=${userId}`));
    expect(res.statusCode).toBe(200);
    expect(inviteListSchema.parse(res.json()).map((i) => i.organizationName)).toEqual(['Coho Winery']);
    expect((await h.call('partner.admin@sandbox.test', 'GET', account(`/api/v1.0/ium/invites?userId=${userId}`))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.0/ium/invites'))).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.0/ium/invites?userId=bob'))).statusCode).toBe(400);
  });

  it('the seed has invites in every status', () => {
    expect(sb.db.prepare('SELECT DISTINCT status FROM invites ORDER BY 1').pluck().all()).toEqual([0, 1, 2, 3]);
  });
});

describe('cancel an invite', () => {
  it('PUT /api/v1.0/invites/{id}/cancel by an admin of the organization: Cancelled; a second cancel is refused', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const { userId } = (
      await h.call('customer.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
        organizationId: org,
        email: 'temp.worker@contoso.example',
        roles: [roleIds.accountadmin],
      })
    ).json();
    const invite = (await h.call('customer.admin@sandbox.test', 'POST', orgInvites(org, 'v1.1'), { userId, roles: [roleIds.accountadmin] })).json();
    const res = await h.call('customer.admin@sandbox.test', 'PUT', account(`/api/v1.0/invites/${invite.id}/cancel`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invite.id, status: 3 });
    const again = await h.call('customer.admin@sandbox.test', 'PUT', account(`/api/v1.0/invites/${invite.id}/cancel`));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a pending invite can be cancelled');
  });

  it('PUT /api/v1.0/ium/invites/{id}/cancel by a TMS admin', async () => {
    const org = h.org('Coho Winery');
    const { id } = (
      await h.call('tms.admin@sandbox.test', 'POST', orgInvites(org, 'v1.1'), { userId: h.user('staff@sandbox.test'), roles: [roleIds.sysadmin] })
    ).json();
    const res = await h.call('tms.admin@sandbox.test', 'PUT', account(`/api/v1.0/ium/invites/${id}/cancel`), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(3);
  });

  it("403 for the TMS-restricted admin and for partner.admin on the ium route, 404 for another organization's invite; 400 malformed; nothing written", async () => {
    const id = pendingOf(h.org('Contoso Pharmaceuticals'))[0];
    expect(id).toBeTruthy();
    const before = writeCount(sb.db);
    expect((await h.call('restricted.admin@sandbox.test', 'PUT', account(`/api/v1.0/ium/invites/${id}/cancel`))).statusCode).toBe(403);
    expect((await h.call('restricted.admin@sandbox.test', 'PUT', account(`/api/v1.0/invites/${id}/cancel`))).statusCode).toBe(403);
    expect((await h.call('partner.admin@sandbox.test', 'PUT', account(`/api/v1.0/ium/invites/${id}/cancel`))).statusCode).toBe(403);
    const coho = sb.db.prepare('SELECT id FROM invites WHERE organization_id = ? AND status = 0').pluck().get(h.org('Coho Winery'));
    // Another tenant's invite answers as an unknown one: 404, naming only the invite.
    expect((await h.call('customer.admin@sandbox.test', 'PUT', account(`/api/v1.0/invites/${coho}/cancel`))).statusCode).toBe(404);
    expect((await h.call('tms.admin@sandbox.test', 'PUT', account(`/api/v1.0/invites/${id}/cancel`), { reason: 'x' })).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'PUT', account(`/api/v1.0/invites/${NO_SUCH_ID}/cancel`))).statusCode).toBe(404);
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('My Associations and My Invitations to Associate', () => {
  it('no.roles sees their own association and the invitation waiting for them, and accepting creates the association with its roles', async () => {
    const mine = await h.call('no.roles@sandbox.test', 'GET', account('/api/v1.0/users/me/associations'));
    expect(userAssociationListSchema.parse(mine.json()).map((a) => a.organizationName)).toEqual(['Contoso Pharmaceuticals']);
    const invites = inviteListSchema.parse((await h.call('no.roles@sandbox.test', 'GET', account('/api/v1.0/users/me/invites'))).json());
    const waiting = invites.find((i) => i.status === 0)!;
    expect(waiting).toMatchObject({ organizationName: 'Coho Winery', userEmail: 'no.roles@sandbox.test' });
    const accepted = await h.call('no.roles@sandbox.test', 'PUT', account(`/api/v1.0/users/me/invites/${waiting.id}/accept`));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe(1);
    const after = (await h.call('no.roles@sandbox.test', 'GET', account('/api/v1.0/users/me/associations'))).json();
    expect(after.find((a: { organizationName: string }) => a.organizationName === 'Coho Winery')).toMatchObject({
      relationshipType: 'Associated',
      roles: [expect.objectContaining({ shortCode: 'accountadmin' })],
    });
    expect((await h.call('no.roles@sandbox.test', 'PUT', account(`/api/v1.0/users/me/invites/${waiting.id}/decline`))).json().message).toBe(
      'Only a pending invite can be declined',
    );
    // Their home organization gave them no role: the accepted one becomes home, so the next sign-in carries its role.
    expect(h.row('SELECT o.name FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.email = ?', 'no.roles@sandbox.test')).toEqual({
      name: 'Coho Winery',
    });
  });

  it('declines a pending invitation of the caller', async () => {
    const org = h.org('Fourth Coffee');
    const userId = h.user('customer.admin@sandbox.test');
    const invite = (await h.call('tms.admin@sandbox.test', 'POST', orgInvites(org, 'v1.1'), { userId, roles: [roleIds.sysadmin] })).json();
    const res = await h.call('customer.admin@sandbox.test', 'PUT', account(`/api/v1.0/users/me/invites/${invite.id}/decline`));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(2);
    expect(h.row('SELECT COUNT(*) AS n FROM associations WHERE user_id = ? AND organization_id = ?', userId, org)).toEqual({ n: 0 });
  });

  it('another user’s invitation is unknown (404) whatever the body; 400 for a bad id; nothing written', async () => {
    const other = pendingOf(h.org('Coho Winery'))[0] ?? (sb.db.prepare('SELECT id FROM invites WHERE status = 0 LIMIT 1').pluck().get() as string);
    const before = writeCount(sb.db);
    expect((await h.call('partner.admin@sandbox.test', 'PUT', account(`/api/v1.0/users/me/invites/${other}/accept`))).statusCode).toBe(404);
    expect((await h.call('partner.admin@sandbox.test', 'PUT', account(`/api/v1.0/users/me/invites/${other}/accept`), { as: 'x' })).statusCode).toBe(
      404,
    );
    expect((await h.call('partner.admin@sandbox.test', 'PUT', account('/api/v1.0/users/me/invites/1/decline'))).statusCode).toBe(400);
    expect((await h.call('partner.admin@sandbox.test', 'GET', account('/api/v1.0/users/me/invites?userId=x'))).statusCode).toBe(400);
    expect((await h.call(undefined, 'GET', account('/api/v1.0/users/me/invites'))).statusCode).toBe(401);
    expect(writeCount(sb.db)).toBe(before);
  });
});
