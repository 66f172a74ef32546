import { JSEncrypt } from 'jsencrypt';
import { constants, publicEncrypt } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { encryptionPublicKeySchema, serviceAccountListSchema, serviceAccountSchema } from '../../src/domain';
import { writeCount, useTestSandbox } from '../../tests/server';
import { account, peopleHelpers } from '../../tests/server/peopleTesting';
import { KEY_FILE, serviceAccountKeys } from './serviceAccountKeys';

const sb = useTestSandbox();
const h = peopleHelpers(sb);
let publicKey: string;
beforeAll(async () => {
  const res = await h.call('customer.admin@sandbox.test', 'GET', account('/api/v1.1/serviceAccounts/encryptionPublicKey'));
  publicKey = encryptionPublicKeySchema.parse(res.json()).publicKey;
});

/** What the console does: jsencrypt, RSA PKCS#1 v1.5, base64. */
function encrypt(secret: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const out = rsa.encrypt(secret);
  if (typeof out !== 'string') throw new Error('jsencrypt failed');
  return out;
}

const list = (org: number) => account(`/api/v1.0/organizations/${org}/user/serviceAccounts`);
const tenantDomain = (org: number) =>
  sb.db
    .prepare(
      `SELECT d.domain_name FROM verified_domains d JOIN directory_tenants t ON t.id = d.tenant_id
  WHERE t.organization_id = ? AND d.is_default = 1`,
    )
    .pluck()
    .get(org) as string;
/** Every text value of every row of every table: where a clear password must never be. */
function everyStoredText(): string {
  const tables = sb.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  return tables.map((t) => JSON.stringify(sb.db.prepare(`SELECT * FROM "${t}"`).raw().all())).join('\n');
}

describe('the encryption key', () => {
  it('is an RSA public key (PEM) kept in DATA_DIR (mode 600), the same on every call', async () => {
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/);
    expect(statSync(join(sb.dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.1/serviceAccounts/encryptionPublicKey'));
    expect(again.json().publicKey).toBe(publicKey);
  });

  it('403 for roles without service accounts (TMS viewer, license admin, no roles); 400 with a query', async () => {
    for (const email of ['tms.viewer@sandbox.test', 'license.admin@sandbox.test', 'no.roles@sandbox.test']) {
      expect((await h.call(email, 'GET', account('/api/v1.1/serviceAccounts/encryptionPublicKey'))).statusCode, email).toBe(403);
    }
    expect((await h.call('tms.admin@sandbox.test', 'GET', account('/api/v1.1/serviceAccounts/encryptionPublicKey?format=der'))).statusCode).toBe(400);
  });
});

describe('create, list, update, delete', () => {
  it('round trip: the password encrypted as jsencrypt does is decrypted by the sandbox, and only ciphertext is stored', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const password = 'Clear-Text-Pa55word!';
    const body = { identifier: 'Reporting reader', userName: `svc-reader@${tenantDomain(org)}`, secret: encrypt(password), productId: 1 };
    const res = await h.call('customer.admin@sandbox.test', 'POST', list(org), body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const stored = h.row<{ secret_ciphertext: string; state: number }>('SELECT secret_ciphertext, state FROM service_accounts WHERE id = ?', id);
    expect(stored.state).toBe(1);
    expect(stored.secret_ciphertext).toMatch(/^v1\./);
    expect(serviceAccountKeys(sb.dataDir).open(stored.secret_ciphertext)).toBe(password);
    const everything = everyStoredText();
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(Buffer.from(password).toString('base64'));
    expect(everything).not.toContain(body.secret);

    const accounts = serviceAccountListSchema.parse((await h.call('customer.admin@sandbox.test', 'GET', list(org))).json());
    const created = accounts.find((a) => a.id === id)!;
    expect(created).toMatchObject({ identifier: 'Reporting reader', userName: body.userName, productId: 1, state: 1, statusReason: null });
    expect(JSON.stringify(accounts)).not.toMatch(/secret/i);
  });

  it('also reads a ciphertext made by node:crypto with PKCS#1 v1.5 padding', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const secret = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('Another-Pa55word')).toString('base64');
    const res = await h.call('tms.admin@sandbox.test', 'POST', list(org), {
      identifier: 'Admin bot',
      userName: 'bot@elsewhere.example',
      secret,
      productId: 3,
    });
    expect(res.statusCode).toBe(201);
    const row = h.row<{ state: number; status_reason: string; secret_ciphertext: string }>(
      'SELECT state, status_reason, secret_ciphertext FROM service_accounts WHERE id = ?',
      res.json().id,
    );
    expect(row).toMatchObject({ state: 2, status_reason: 'The domain elsewhere.example is not a verified domain of the tenant' });
    expect(serviceAccountKeys(sb.dataDir).open(row.secret_ciphertext)).toBe('Another-Pa55word');
  });

  it('PATCH changes the fields and keeps the secret when none is sent; DELETE removes the account', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const { id } = (
      await h.call('customer.admin@sandbox.test', 'POST', list(org), {
        identifier: 'Temp',
        userName: `temp@${tenantDomain(org)}`,
        secret: encrypt('Temp-Pa55word'),
        productId: 1,
      })
    ).json();
    const before = h.row<{ secret_ciphertext: string }>('SELECT secret_ciphertext FROM service_accounts WHERE id = ?', id);
    const patched = await h.call('customer.admin@sandbox.test', 'PATCH', account(`/api/v1.0/serviceAccounts/${id}`), {
      identifier: 'Renamed',
      userName: `temp@${tenantDomain(org)}`,
      productId: 3,
    });
    expect(patched.statusCode).toBe(200);
    expect(serviceAccountSchema.parse(patched.json())).toMatchObject({ id, identifier: 'Renamed', productId: 3 });
    expect(h.row('SELECT secret_ciphertext FROM service_accounts WHERE id = ?', id)).toEqual(before);
    const newSecret = await h.call('customer.admin@sandbox.test', 'PATCH', account(`/api/v1.0/serviceAccounts/${id}`), {
      identifier: 'Renamed',
      userName: `temp@${tenantDomain(org)}`,
      productId: 3,
      secret: encrypt('Changed-Pa55word'),
    });
    expect(newSecret.statusCode).toBe(200);
    expect(
      serviceAccountKeys(sb.dataDir).open(
        h.row<{ secret_ciphertext: string }>('SELECT secret_ciphertext FROM service_accounts WHERE id = ?', id).secret_ciphertext,
      ),
    ).toBe('Changed-Pa55word');
    expect((await h.call('customer.admin@sandbox.test', 'DELETE', account(`/api/v1.0/serviceAccounts/${id}`))).statusCode).toBe(204);
    expect(h.row('SELECT COUNT(*) AS n FROM service_accounts WHERE id = ?', id)).toEqual({ n: 0 });
    expect((await h.call('customer.admin@sandbox.test', 'DELETE', account(`/api/v1.0/serviceAccounts/${id}`))).statusCode).toBe(404);
  });

  it('400 for a short password, a bad username, a short identifier, a product the brand does not allow, a secret that does not decrypt, unknown fields; 409 same username; nothing written', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const ok = { identifier: 'Valid name', userName: `valid@${tenantDomain(org)}`, secret: encrypt('Long-enough-1'), productId: 1 };
    const before = writeCount(sb.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, secret: encrypt('short') }, 'secret'],
      [{ ...ok, userName: 'not-an-upn' }, 'userName'],
      [{ ...ok, identifier: 'ab' }, 'identifier'],
      [{ ...ok, productId: 2 }, 'productId'],
      [{ ...ok, secret: Buffer.from('not encrypted at all').toString('base64') }, 'secret'],
      [{ ...ok, secret: 'Clear text!' }, 'secret'],
      [{ ...ok, password: 'x' }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await h.call('customer.admin@sandbox.test', 'POST', list(org), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const some = h.row<{ id: number }>('SELECT id FROM service_accounts WHERE organization_id = ? LIMIT 1', org);
    for (const body of [{ ...ok, secret: encrypt('short') }, { identifier: 'Only a name' }, { ...ok, productId: 'one' }]) {
      expect(
        (await h.call('customer.admin@sandbox.test', 'PATCH', account(`/api/v1.0/serviceAccounts/${some.id}`), body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const existing = h.row<{ user_name: string }>('SELECT user_name FROM service_accounts WHERE organization_id = ? LIMIT 1', org);
    expect((await h.call('customer.admin@sandbox.test', 'POST', list(org), { ...ok, userName: existing.user_name.toUpperCase() })).statusCode).toBe(
      409,
    );
    expect(writeCount(sb.db)).toBe(before);
  });

  it("403 for another organization, for a TMS viewer and for no roles; 404 for another organization's account on update and delete; nothing written", async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const before = writeCount(sb.db);
    const body = { identifier: 'Valid name', userName: 'valid@x.example', secret: encrypt('Long-enough-1'), productId: 1 };
    expect((await h.call('customer.admin@sandbox.test', 'GET', list(h.org('Coho Winery')))).statusCode).toBe(403);
    expect((await h.call('customer.admin@sandbox.test', 'POST', list(h.org('Coho Winery')), body)).statusCode).toBe(403);
    expect((await h.call('tms.viewer@sandbox.test', 'GET', list(org))).statusCode).toBe(403);
    expect((await h.call('no.roles@sandbox.test', 'GET', list(org))).statusCode).toBe(403);
    const foreign = sb.db.prepare('SELECT id FROM service_accounts WHERE organization_id <> ? LIMIT 1').pluck().get(org) as number;
    // Another tenant's account answers as an unknown one: 404, naming only the account.
    expect(
      (await h.call('customer.admin@sandbox.test', 'PATCH', account(`/api/v1.0/serviceAccounts/${foreign}`), { ...body, secret: undefined }))
        .statusCode,
    ).toBe(404);
    expect((await h.call('customer.admin@sandbox.test', 'DELETE', account(`/api/v1.0/serviceAccounts/${foreign}`))).statusCode).toBe(404);
    expect(writeCount(sb.db)).toBe(before);
  });

  it('the seed holds service accounts in every state, with sealed secrets only', () => {
    expect(sb.db.prepare('SELECT DISTINCT state FROM service_accounts ORDER BY 1').pluck().all()).toEqual([0, 1, 2]);
    expect(sb.db.prepare("SELECT COUNT(*) FROM service_accounts WHERE secret_ciphertext NOT LIKE 'v1.%'").pluck().get()).toBe(0);
    expect(everyStoredText()).not.toMatch(/Seed-\d+-\d{6}/);
  });
});
