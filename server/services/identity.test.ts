import { createdUserSchema, internalUserSchema } from '../../src/domain';
import { useTestSandbox, writeCount, roleIds } from '../../tests/server';
import { identity, NO_SUCH_ID, peopleHelpers } from '../../tests/server/peopleTesting';

// Adding users needs a brand with user management (doc 000 §6); the vendor's default has it off.
const sb = useTestSandbox({ brand: { userManagementAllowed: true } });
const h = peopleHelpers(sb);

const mfaUser = () => sb.db.prepare('SELECT id FROM users WHERE two_factor_enabled = 1 ORDER BY email LIMIT 1').pluck().get() as string;
const lockedUser = () => sb.db.prepare("SELECT id FROM users WHERE lockout_end > '2030' LIMIT 1").pluck().get() as string;

describe('GET /ium/{userId}/details', () => {
  it('answers every profile field of the internal view', async () => {
    const id = mfaUser();
    const res = await h.call('tms.viewer@sandbox.test', 'GET', identity(`/ium/${id}/details`));
    expect(res.statusCode).toBe(200);
    const user = internalUserSchema.parse(res.json());
    expect(user).toMatchObject({ id, userId: id, twoFactorEnabled: true, passwordResetRequired: false });
    expect([1, 2]).toContain(user.twoFactorProvider);
    expect(user.authProviders.length).toBeGreaterThan(0);
  });

  it('403 for partner.admin and customer.admin, 404 unknown, 400 malformed', async () => {
    const id = mfaUser();
    expect((await h.call('partner.admin@sandbox.test', 'GET', identity(`/ium/${id}/details`))).statusCode).toBe(403);
    expect((await h.call('customer.admin@sandbox.test', 'GET', identity(`/ium/${id}/details`))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'GET', identity(`/ium/${NO_SUCH_ID}/details`))).statusCode).toBe(404);
    expect((await h.call('tms.admin@sandbox.test', 'GET', identity('/ium/x/details'))).statusCode).toBe(400);
  });
});

describe('the three support actions', () => {
  it('remove MFA: two-factor off, provider null', async () => {
    const id = mfaUser();
    const res = await h.call('tms.admin@sandbox.test', 'POST', identity(`/ium/${id}/mfa/disable`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorEnabled: false, twoFactorProvider: null });
    expect(h.row('SELECT two_factor_enabled, two_factor_provider FROM users WHERE id = ?', id)).toEqual({
      two_factor_enabled: 0,
      two_factor_provider: null,
    });
  });

  it('reset lockout: failure count 0, lockout end cleared', async () => {
    const id = lockedUser();
    const res = await h.call('tms.viewer@sandbox.test', 'POST', identity(`/ium/${id}/lockout/reset`), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accessFailedCount: 0, lockoutEnd: null });
    expect(h.row('SELECT access_failed_count, lockout_end FROM users WHERE id = ?', id)).toEqual({ access_failed_count: 0, lockout_end: null });
  });

  it('reset password: a new password is required at the next sign-in, and the user’s sessions end', async () => {
    const id = h.user('customer.admin@sandbox.test');
    sb.db.prepare("INSERT INTO oidc_models (kind, id, payload) VALUES ('Session', 's-1', json_object('accountId', ?))").run(id);
    const res = await h.call('tms.admin@sandbox.test', 'POST', identity(`/ium/${id}/password/reset`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passwordResetRequired: true });
    expect(h.row('SELECT password_reset_required FROM users WHERE id = ?', id)).toEqual({ password_reset_required: 1 });
    expect(sb.db.prepare("SELECT COUNT(*) FROM oidc_models WHERE json_extract(payload, '$.accountId') = ?").pluck().get(id)).toBe(0);
  });

  it('400 for a body, 403 for partner.admin and license admin, 404 unknown, writing nothing', async () => {
    const id = h.user('distributor.admin@sandbox.test');
    const before = writeCount(sb.db);
    for (const action of ['password/reset', 'mfa/disable', 'lockout/reset']) {
      expect((await h.call('tms.admin@sandbox.test', 'POST', identity(`/ium/${id}/${action}`), { force: true })).statusCode).toBe(400);
      expect((await h.call('partner.admin@sandbox.test', 'POST', identity(`/ium/${id}/${action}`))).statusCode).toBe(403);
      expect((await h.call('license.admin@sandbox.test', 'POST', identity(`/ium/${id}/${action}`))).statusCode).toBe(403);
      expect((await h.call('tms.admin@sandbox.test', 'POST', identity(`/ium/${NO_SUCH_ID}/${action}`))).statusCode).toBe(404);
    }
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('POST /users (add user)', () => {
  const body = { email: 'Grace.Hopper@contoso-pharma.example', providerName: 'QT', firstName: 'Grace', lastName: 'Hopper' };

  it('creates the user in status Pending Sign up and answers 201 {userId}; the same e-mail again is refused (409)', async () => {
    const res = await h.call('customer.admin@sandbox.test', 'POST', identity('/users'), body);
    expect(res.statusCode).toBe(201);
    const { userId } = createdUserSchema.parse(res.json());
    expect(h.row('SELECT email, first_name, last_name, status_type, password_hash, auth_providers FROM users WHERE id = ?', userId)).toEqual({
      email: body.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      status_type: 3,
      password_hash: null,
      auth_providers: 1,
    });
    const again = await h.call('tms.admin@sandbox.test', 'POST', identity('/users'), { ...body, email: body.email.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A user with this e-mail address already exists: invite them instead' });
    expect(sb.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get(body.email)).toBe(1);
  });

  it('400 for a missing name, a bad e-mail, an unknown provider or field; 403 without an admin role; nothing written', async () => {
    const before = writeCount(sb.db);
    for (const bad of [
      { ...body, firstName: ' ' },
      { ...body, email: 'not-an-address' },
      { ...body, providerName: 'Google' },
      { ...body, admin: true },
    ]) {
      const res = await h.call('tms.admin@sandbox.test', 'POST', identity('/users'), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const email of ['no.roles@sandbox.test', 'tms.viewer@sandbox.test', 'license.admin@sandbox.test']) {
      expect((await h.call(email, 'POST', identity('/users'), { ...body, email: 'someone@x.example' })).statusCode, email).toBe(403);
    }
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('POST /users/createinvite', () => {
  it('creates a Pending Invite user for a new e-mail (201); a known e-mail answers alike, another tenant’s user under a pseudonym', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const res = await h.call('customer.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
      organizationId: org,
      email: 'new.hire@contoso-pharma.example',
      roles: [roleIds.accountadmin],
    });
    expect(res.statusCode).toBe(201);
    const { userId } = res.json();
    expect(h.row('SELECT status_type, organization_id FROM users WHERE id = ?', userId)).toEqual({ status_type: 2, organization_id: org });
    const known = await h.call('customer.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
      organizationId: org,
      email: 'tms.viewer@sandbox.test',
      roles: [roleIds.sysadmin],
    });
    // The answer tells neither that the e-mail has an account nor that account's id.
    expect(known.statusCode).toBe(201);
    const alias = known.json().userId as string;
    expect(alias).toMatch(/^[0-9a-f-]{36}$/);
    expect(alias).not.toBe(h.user('tms.viewer@sandbox.test'));
    // The console's next call invites with that id: the invite is the real user's, and its answer keeps the pseudonym.
    const invite = await h.call('customer.admin@sandbox.test', 'POST', `/svc/account/api/v1.1/organizations/${org}/invites`, {
      userId: alias,
      roles: [roleIds.accountadmin],
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().userId).toBe(alias);
    expect(h.row('SELECT user_id FROM invites WHERE id = ?', invite.json().id)).toEqual({ user_id: h.user('tms.viewer@sandbox.test') });
    const listed = await h.call('customer.admin@sandbox.test', 'GET', `/svc/account/api/v1.0/organizations/${org}/invites`);
    expect(listed.body).not.toContain(h.user('tms.viewer@sandbox.test'));
    // Staff who may see every user get the real id.
    const staff = await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
      organizationId: org,
      email: 'distributor.admin@sandbox.test',
      roles: [roleIds.accountadmin],
    });
    expect(staff.json()).toEqual({ userId: h.user('distributor.admin@sandbox.test') });
  });

  it('409 "User already has a pending invite" for a user with a pending invite to that organization', async () => {
    const invite = h.row<{ organization_id: number; email: string }>(
      'SELECT i.organization_id, u.email FROM invites i JOIN users u ON u.id = i.user_id WHERE i.status = 0 LIMIT 1',
    );
    const res = await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), {
      organizationId: invite.organization_id,
      email: invite.email.toUpperCase(),
      roles: [roleIds.sysadmin],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'User already has a pending invite' });
  });

  it('403 for another organization, for the TMS-restricted admin and for a TMS viewer; 400 for a TMS role or no role; nothing written', async () => {
    const before = writeCount(sb.db);
    const root = h.org('Quadrant Root');
    const invite = (org: number, roles = [roleIds.sysadmin]) => ({ organizationId: org, email: 'someone.else@example.com', roles });
    expect((await h.call('customer.admin@sandbox.test', 'POST', identity('/users/createinvite'), invite(root))).statusCode).toBe(403);
    expect((await h.call('restricted.admin@sandbox.test', 'POST', identity('/users/createinvite'), invite(root))).statusCode).toBe(403);
    expect((await h.call('tms.viewer@sandbox.test', 'POST', identity('/users/createinvite'), invite(root))).statusCode).toBe(403);
    expect((await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), invite(root, [roleIds.tmsadmin]))).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), invite(root, []))).statusCode).toBe(400);
    expect((await h.call('tms.admin@sandbox.test', 'POST', identity('/users/createinvite'), invite(root, [NO_SUCH_ID]))).statusCode).toBe(400);
    expect(writeCount(sb.db)).toBe(before);
  });
});
