import { constants, publicEncrypt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditEventSchema, encryptionPublicKeySchema, type AuditEvent } from '../../src/domain';
import { DEFAULT_SANDBOX_PASSWORD, useTestSandbox } from '../../tests/server';
import { account, peopleHelpers } from '../../tests/server/peopleTesting';

/** The audit log records what the sandbox accepts, shows each caller only what they may view, and keeps no secret. */
const sb = useTestSandbox();
const h = peopleHelpers(sb);
const audit = (query: Record<string, unknown> = {}) =>
  `/svc/audit/api/v1.0/auditEvents?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}`;
const events = async (email: string, query: Record<string, unknown> = {}): Promise<AuditEvent[]> => {
  const res = await h.call(email, 'GET', audit(query));
  expect(res.statusCode).toBe(200);
  return auditEventSchema.array().parse(res.json());
};
const rename = (email: string, name: string, newName: string, flags: { parentCanView: boolean; parentCanManage: boolean }) =>
  h.call(email, 'PATCH', account(`/api/v1.0/organizations/${h.org(name)}/managed`), { name: newName, ...flags });

describe('the audit log', () => {
  it('records an organization rename: before and after names, the actor’s e-mail, the request id', async () => {
    const res = await rename('distributor.admin@sandbox.test', 'Adatum IT Services', 'Adatum Services', {
      parentCanView: false,
      parentCanManage: true,
    });
    expect(res.statusCode).toBe(204);
    const page = await h.call(
      'distributor.admin@sandbox.test',
      'GET',
      audit({ filter: { organizationId: h.org('Adatum Services') }, range: [0, 9], sort: ['id', 'DESC'] }),
    );
    expect(page.headers['content-range']).toBe('auditEvents 0-0/1');
    expect(page.json()).toEqual([
      expect.objectContaining({
        actorEmail: 'distributor.admin@sandbox.test',
        action: 'organization.update',
        targetType: 'organization',
        targetId: String(h.org('Adatum Services')),
        organizationName: 'Adatum Services',
        before: { name: 'Adatum IT Services' },
        after: { name: 'Adatum Services' },
        supportAction: false,
        requestId: res.headers['x-request-id'],
      }),
    ]);
  });

  it('records a password reset by a TMS administrator as a support action, with no password anywhere', async () => {
    const userId = h.user('customer.admin@sandbox.test');
    const res = await h.call('tms.admin@sandbox.test', 'POST', `/svc/identity/ium/${userId}/password/reset`);
    expect(res.statusCode).toBe(200);
    const [entry] = await events('tms.admin@sandbox.test', { filter: { targetType: 'user', targetId: userId } });
    expect(entry).toMatchObject({
      actorEmail: 'tms.admin@sandbox.test',
      action: 'user.resetPassword',
      supportAction: true,
      after: { password_reset_required: 1 },
    });
    // A service account's secret goes in encrypted; neither it nor the clear text may reach the log.
    const { publicKey } = encryptionPublicKeySchema.parse(
      (await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.1/serviceAccounts/encryptionPublicKey'))).json(),
    );
    const secret = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('Audit-Secret-Pa55')).toString('base64');
    const created = await h.call('tms.admin@sandbox.test', 'POST', account(`/api/v1.0/organizations/${h.org('Coho Winery')}/user/serviceAccounts`), {
      identifier: 'Audit bot',
      userName: 'bot@elsewhere.example',
      secret,
      productId: 3,
    });
    expect(created.statusCode).toBe(201);
    const all = await h.call('tms.admin@sandbox.test', 'GET', audit({ range: [0, 99] }));
    const [account1] = auditEventSchema
      .array()
      .parse(all.json())
      .filter((e) => e.action === 'serviceAccount.create');
    expect(account1.after).toMatchObject({ identifier: 'Audit bot', secret_ciphertext: '[removed]' });
    const stored = JSON.stringify(sb.db.prepare('SELECT * FROM audit_events').raw().all());
    const ciphertext = sb.db.prepare('SELECT secret_ciphertext FROM service_accounts WHERE id = ?').pluck().get(account1.targetId) as string;
    for (const text of [all.body, stored]) {
      for (const secretText of [DEFAULT_SANDBOX_PASSWORD, 'Audit-Secret-Pa55', secret, ciphertext, '$argon2', 'password_hash":"'])
        expect(text).not.toContain(secretText);
    }
    // The data directory's bytes (database, its write-ahead log, keys): no clear password or secret.
    sb.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const file of readdirSync(sb.dataDir)) {
      const bytes = readFileSync(join(sb.dataDir, file));
      for (const clear of [DEFAULT_SANDBOX_PASSWORD, 'Audit-Secret-Pa55'])
        expect(bytes.includes(Buffer.from(clear)), `${clear} in ${file}`).toBe(false);
    }
  });

  it('gives a partner administrator the entries of their subtree and none of another', async () => {
    const own = await rename('partner.admin@sandbox.test', 'Wingtip Holdings', 'Wingtip Holdings Ltd', {
      parentCanView: true,
      parentCanManage: true,
    });
    expect(own.statusCode).toBe(204);
    const seen = await events('partner.admin@sandbox.test', { range: [0, 99] });
    // Their own change and the TMS administrator's in their subtree (Coho Winery); nothing of Adatum, the password reset (root).
    expect(seen.map((e) => [e.organizationName, e.action])).toEqual([
      ['Wingtip Holdings Ltd', 'organization.update'],
      ['Coho Winery', 'serviceAccount.create'],
    ]);
    expect((await h.call('partner.admin@sandbox.test', 'GET', audit({ filter: { organizationId: h.org('Adatum Services') } }))).statusCode).toBe(403);
    const adatum = (await events('tms.admin@sandbox.test', { filter: { organizationId: h.org('Adatum Services') } }))[0];
    expect((await h.call('partner.admin@sandbox.test', 'GET', `/svc/audit/api/v1.0/auditEvents/${adatum.id}`)).statusCode).toBe(404);
    expect((await h.call('distributor.admin@sandbox.test', 'GET', `/svc/audit/api/v1.0/auditEvents/${adatum.id}`)).json()).toMatchObject({
      id: adatum.id,
    });
    // Filters, paging and order: newest first, by actor, action and date.
    const tms = await events('tms.admin@sandbox.test', { range: [0, 1] });
    expect(tms.map((e) => e.action)).toEqual(['organization.update', 'serviceAccount.create']);
    expect((await events('tms.admin@sandbox.test', { filter: { actor: 'PARTNER.admin' } })).map((e) => e.organizationName)).toEqual([
      'Wingtip Holdings Ltd',
    ]);
    expect(await events('tms.admin@sandbox.test', { filter: { action: 'user.resetPassword', to: '2000-01-01' } })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await events('tms.admin@sandbox.test', { filter: { action: 'user.resetPassword', from: today, to: today } })).toHaveLength(1);
  });

  it('accepts no change: no route edits or deletes an entry, and the table refuses UPDATE and DELETE', async () => {
    const [entry] = await events('tms.admin@sandbox.test');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await h.call('tms.admin@sandbox.test', method, `/svc/audit/api/v1.0/auditEvents/${entry.id}`, {})).statusCode).toBeGreaterThanOrEqual(
        400,
      );
    }
    expect(() => sb.db.prepare("UPDATE audit_events SET actor_email = 'x@example.com' WHERE id = ?").run(entry.id)).toThrow(/append-only/);
    expect(() => sb.db.prepare('DELETE FROM audit_events').run()).toThrow(/append-only/);
    expect((await events('tms.admin@sandbox.test'))[0]).toEqual(entry);
  });

  it('shows an entry whose target the caller may not view only as a change: no id, no values, and its id finds nothing', async () => {
    const created = await h.call('partner.admin@sandbox.test', 'POST', account('/api/v1.0/organizations'), {
      name: 'Unseen Subsidiary',
      parentOrganizationId: h.org('Fabrikam Partners'),
      organizationType: 5,
      parentCanView: false,
      parentCanManage: false,
    });
    expect(created.statusCode).toBe(201);
    const id = String(created.json().organizationId);
    const filter = { action: 'organization.create', organizationId: h.org('Fabrikam Partners') };
    const [seen] = await events('distributor.admin@sandbox.test', { filter });
    expect(seen).toMatchObject({
      action: 'organization.create',
      actorEmail: 'partner.admin@sandbox.test',
      targetId: null,
      before: null,
      after: null,
    });
    expect(JSON.stringify(seen)).not.toContain('Unseen Subsidiary');
    expect(await events('distributor.admin@sandbox.test', { filter: { targetId: id } })).toEqual([]);
    // The TMS administrator views every organization: the whole entry.
    const [whole] = await events('tms.admin@sandbox.test', { filter: { targetId: id } });
    expect(whole).toMatchObject({ targetId: id, after: expect.objectContaining({ name: 'Unseen Subsidiary', parent_can_view: 0 }) });
  });

  it('refuses bad input with 400: unknown filter keys, malformed JSON, a range too wide', async () => {
    for (const url of [
      audit({ filter: { password: 'x' } }),
      `/svc/audit/api/v1.0/auditEvents?filter=%7Bnope`,
      audit({ range: [0, 5000] }),
      audit({ sort: ['actorEmail', 'ASC'] }),
      audit({ filter: { from: '25.11.2026' } }),
      '/svc/audit/api/v1.0/auditEvents?page=1',
    ])
      expect((await h.call('tms.admin@sandbox.test', 'GET', url)).statusCode, url).toBe(400);
  });
});
