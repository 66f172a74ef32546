import { FORBIDDEN_CHARACTER_KEY, OrganizationType } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { account, peopleHelpers } from '../../tests/server/peopleTesting';

/**
 * The rule for stored text (src/domain/validation/text.ts; docs/security.md "The classes of weakness and how each is closed") on the
 * routes that store names and notes: each character class answers 400 {message, errors} naming the
 * field, and nothing is written; a valid name is stored in its NFC form.
 */
const sb = useTestSandbox();
const h = peopleHelpers(sb);
const TMS = 'tms.admin@sandbox.test';

/** One of each class the rule refuses in a one-line name. */
const classes: [string, string][] = [
  ['a C0 control (NUL)', '\u0000'],
  ['a C0 control (ESC)', '\u001B'],
  ['a line feed', '\n'],
  ['DEL', '\u007F'],
  ['a C1 control (NEL)', '\u0085'],
  ['a right-to-left override', '\u202E'],
  ['a left-to-right embedding', '\u202A'],
  ['a first-strong isolate', '\u2068'],
  ['a right-to-left mark', '\u200F'],
  ['a zero-width space', '\u200B'],
  ['a zero-width joiner outside an emoji', '\u200D'],
  ['a byte order mark', '\uFEFF'],
  ['an unpaired high surrogate', '\uD800'],
  ['an unpaired low surrogate', '\uDC00'],
];
const lying = (c: string) => `invoice${c}gnp.exe`;

/**
 * Sends `body` as the console's JSON text: JSON.stringify writes an unpaired surrogate as the escape
 * "\ud800", which fastify's JSON parser keeps as that code unit, so the rule, not the parser, refuses it.
 */
async function send(email: string, method: 'POST' | 'PATCH', url: string, body: object) {
  const payload = JSON.stringify(body);
  return sb.app.inject({ method, url, payload, headers: { ...(await sb.authHeader(email)), 'content-type': 'application/json' } });
}

/** 400 {message, errors} with the rule's key on `field`, and not a byte written. */
async function refused(field: string, request: () => ReturnType<typeof send>) {
  const res = await expectUnchanged(sb, request, 400);
  const answer = res.json();
  expect(answer.message).toEqual(expect.any(String));
  expect(answer.errors[field], res.body).toContain(FORBIDDEN_CHARACTER_KEY);
}

const scalar = <T>(sql: string, ...args: unknown[]) =>
  sb.db
    .prepare(sql)
    .pluck()
    .get(...args) as T;
const count = (table: string) => scalar<number>(`SELECT COUNT(*) FROM ${table}`);

describe('the JSON parser keeps an escaped unpaired surrogate', () => {
  it('so that the answer is the rule’s 400, not a bad-JSON one', async () => {
    const org = h.org('Quadrant Root');
    const payload = JSON.stringify({ name: 'a\uD800', parentId: null });
    expect(payload).toContain('\\ud800');
    const res = await send(TMS, 'POST', account(`/api/v1.0/organizations/${org}/organizationGroupHierarchy`), { name: 'a\uD800', parentId: null });
    expect(res.json()).toEqual({ message: 'Invalid request body', errors: { name: [FORBIDDEN_CHARACTER_KEY] } });
  });
});

describe('organizations: create a child and rename', () => {
  const create = (name: string) => ({
    name,
    parentOrganizationId: h.org('Wingtip Holdings'),
    parentCanView: false,
    parentCanManage: true,
    organizationType: OrganizationType.TenantCustomer,
  });

  it.each(classes)('%s is refused on create and on rename; the rows stay as they were', async (_, c) => {
    const before = count('organizations');
    await refused('name', () => send(TMS, 'POST', account('/api/v1.0/organizations'), create(lying(c))));
    const id = h.org('Trey Research');
    await refused('name', () =>
      send(TMS, 'PATCH', account(`/api/v1.0/organizations/${id}/managed`), { name: lying(c), parentCanView: true, parentCanManage: true }),
    );
    expect(count('organizations')).toBe(before);
    expect(scalar('SELECT name FROM organizations WHERE id = ?', id)).toBe('Trey Research');
  });

  it('an emoji sequence with its joiners is a name; it is stored in its NFC form', async () => {
    const res = await send(TMS, 'POST', account('/api/v1.0/organizations'), create('Cafe\u0301 👩‍💻 Team'));
    expect(res.statusCode, res.body).toBe(201);
    expect(scalar('SELECT name FROM organizations WHERE id = ?', res.json().organizationId)).toBe('Café 👩‍💻 Team');
  });
});

describe('groups: create and rename', () => {
  const org = () => h.org('Quadrant Root');
  const groups = () => account(`/api/v1.0/organizations/${org()}/organizationGroupHierarchy`);

  it.each(classes)('%s is refused on create and on rename; the rows stay as they were', async (_, c) => {
    const before = count('organization_groups');
    await refused('name', () => send(TMS, 'POST', groups(), { name: lying(c), parentId: null }));
    const europe = scalar<number>("SELECT id FROM organization_groups WHERE name = 'Europe' AND organization_id = ?", org());
    await refused('name', () => send(TMS, 'PATCH', `${groups()}/${europe}`, { name: lying(c) }));
    expect(count('organization_groups')).toBe(before);
    expect(scalar('SELECT name FROM organization_groups WHERE id = ?', europe)).toBe('Europe');
  });

  it('authorises before it validates: a viewer renaming with a refused character gets 403', async () => {
    const europe = scalar<number>("SELECT id FROM organization_groups WHERE name = 'Europe' AND organization_id = ?", org());
    await expectUnchanged(sb, () => send('tms.viewer@sandbox.test', 'PATCH', `${groups()}/${europe}`, { name: lying('\u202E') }), 403);
  });
});

describe('boundaries (containers): create and rename', () => {
  const contoso = () => h.org('Contoso Pharmaceuticals');
  const auditors = () => scalar<number>("SELECT id FROM containers WHERE name = 'Auditors'");

  it.each(classes)('%s is refused in the name on create and on rename; the rows stay as they were', async (_, c) => {
    const before = count('containers');
    await refused('name', () => send(TMS, 'POST', account(`/api/v1.0/organizations/${contoso()}/containers`), { name: lying(c), description: '' }));
    await refused('name', () => send(TMS, 'PATCH', account(`/api/v1.0/containers/${auditors()}`), { name: lying(c) }));
    expect(count('containers')).toBe(before);
    expect(scalar('SELECT name FROM containers WHERE id = ?', auditors())).toBe('Auditors');
  });

  it('the description may hold line breaks, not an override; a foreign boundary answers 404 whatever the name', async () => {
    await refused('description', () => send(TMS, 'PATCH', account(`/api/v1.0/containers/${auditors()}`), { description: 'one\u202Etwo' }));
    const res = await send(TMS, 'PATCH', account(`/api/v1.0/containers/${auditors()}`), { description: 'line one\r\nline two' });
    expect(res.statusCode, res.body).toBe(200);
    const foreign = scalar<number>("SELECT id FROM containers WHERE name = 'Support desk'");
    await expectUnchanged(
      sb,
      () => send('customer.admin@sandbox.test', 'PATCH', account(`/api/v1.0/containers/${foreign}`), { name: lying('\u202E') }),
      404,
    );
  });
});

describe('a service account’s friendly name, the tenant contact and the note', () => {
  it('a service account’s friendly name, on create and on edit', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const before = count('service_accounts');
    const body = { identifier: lying('\u202E'), userName: 'svc@contoso.example', secret: 'QUJD', productId: 1 };
    await refused('identifier', () =>
      send('customer.admin@sandbox.test', 'POST', account(`/api/v1.0/organizations/${org}/user/serviceAccounts`), body),
    );
    const id = scalar<number>('SELECT id FROM service_accounts WHERE organization_id = ? ORDER BY id LIMIT 1', org);
    const stored = scalar<string>('SELECT identifier FROM service_accounts WHERE id = ?', id);
    const { secret: _secret, ...edit } = body;
    await refused('identifier', () =>
      send('customer.admin@sandbox.test', 'PATCH', account(`/api/v1.0/serviceAccounts/${id}`), { ...edit, identifier: 'Rep\u200Borts' }),
    );
    expect(count('service_accounts')).toBe(before);
    expect(scalar('SELECT identifier FROM service_accounts WHERE id = ?', id)).toBe(stored);
  });

  it('the tenant contact: each of its fields; line breaks only in its notes', async () => {
    const org = h.org('Quadrant Internal IT');
    const url = `/svc/reporting/us/api/v1.0/organizations/${org}/Settings/tenantContact`;
    const contact = { name: 'Ines Ortega', email: 'ines@quadrant.example', phone: '+1 555 0100', notes: 'Call before 10 am' };
    for (const field of ['name', 'email', 'phone', 'notes'] as const) {
      await refused(field, () => send(TMS, 'POST', url, { ...contact, [field]: `${contact[field]}\u2066x\u2069` }));
    }
    await refused('phone', () => send(TMS, 'POST', url, { ...contact, phone: '+1\n555' }));
    const created = await send(TMS, 'POST', url, { ...contact, notes: 'Line one\nLine two', name: 'Ine\u0301s' });
    expect(created.statusCode, created.body).toBe(201);
    expect(sb.db.prepare('SELECT name, notes FROM tenant_contacts WHERE organization_id = ?').get(org)).toEqual({
      name: 'Inés',
      notes: 'Line one\nLine two',
    });
  });

  it('the note: TAB and line breaks are kept, a NUL, a zero-width space or an unpaired surrogate refused', async () => {
    const org = h.org('Contoso Pharmaceuticals');
    const url = `/svc/reporting/us/api/tenants/${org}/notes`;
    for (const bad of ['a\u0000b', 'a\u200Bb', 'a\uDFFFb', 'a\u202Eb'])
      await refused('customNodes', () => send('customer.admin@sandbox.test', 'PATCH', url, { customNodes: bad }));
    const saved = await send('customer.admin@sandbox.test', 'PATCH', url, { customNodes: 'Line one\r\n\tLine two' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ customNodes: 'Line one\r\n\tLine two' });
  });
});
