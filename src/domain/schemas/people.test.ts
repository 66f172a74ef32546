import { cardTokenRequestSchema } from './card';
import { createInviteBodySchema, organizationInviteBodySchema } from './invite';
import { serviceAccountCreateBodySchema, serviceAccountUpdateBodySchema } from './serviceAccount';
import { createUserBodySchema, metadataText, userListQuerySchema } from './user';

const roleId = '5d1f3a2e-8c4b-4e6a-9f21-0a7b3c9d1e04';
const userId = '6f1c2a0e-5b8f-4e0a-9a57-0c6f3b9d2a11';

describe('user metadata (doc 001 §3: "the stored list’s first entry holds the metadata")', () => {
  it('reads the first entry’s JSON text, "{}" when the list or the text is empty', () => {
    expect(
      metadataText([
        { userId, metadata: '{"theme":"dark"}' },
        { userId, metadata: '{"x":1}' },
      ]),
    ).toBe('{"theme":"dark"}');
    expect(metadataText([{ userId, metadata: '' }])).toBe('{}');
    expect(metadataText([])).toBe('{}');
    expect(metadataText(undefined)).toBe('{}');
  });
});

describe('payloads of the people routes', () => {
  it('add user: e-mail, a known provider name, first and last name, nothing else', () => {
    const ok = { email: 'a@b.example', providerName: 'QT', firstName: 'Ada', lastName: 'Lovelace' };
    expect(createUserBodySchema.safeParse(ok).success).toBe(true);
    expect(createUserBodySchema.safeParse({ ...ok, firstName: '  ' }).success).toBe(false);
    expect(createUserBodySchema.safeParse({ ...ok, providerName: 'Google' }).success).toBe(false);
    expect(createUserBodySchema.safeParse({ ...ok, roles: [] }).success).toBe(false);
  });

  it('invites: at least one role id; createinvite names the organization and the e-mail', () => {
    expect(organizationInviteBodySchema.safeParse({ userId, roles: [roleId] }).success).toBe(true);
    expect(organizationInviteBodySchema.safeParse({ userId, roles: [] }).success).toBe(false);
    expect(organizationInviteBodySchema.safeParse({ userId: 'bob', roles: [roleId] }).success).toBe(false);
    expect(createInviteBodySchema.safeParse({ organizationId: 5, email: 'x@y.example', roles: [roleId] }).success).toBe(true);
    expect(createInviteBodySchema.safeParse({ organizationId: 0, email: 'x@y.example', roles: [roleId] }).success).toBe(false);
  });

  it('service accounts: the secret travels only as base64 ciphertext; on update it may be left out', () => {
    const ok = { userName: 'svc@contoso.example', identifier: 'Collector', secret: 'QUJDRA==', productId: 1 };
    expect(serviceAccountCreateBodySchema.safeParse(ok).success).toBe(true);
    expect(serviceAccountCreateBodySchema.safeParse({ ...ok, secret: 'Plain text password!' }).success).toBe(false);
    expect(serviceAccountCreateBodySchema.safeParse({ ...ok, secret: undefined }).success).toBe(false);
    expect(serviceAccountUpdateBodySchema.safeParse({ ...ok, secret: undefined }).success).toBe(true);
    expect(serviceAccountCreateBodySchema.safeParse({ ...ok, password: 'x' }).success).toBe(false);
  });

  it('users list query: known sort keys and bounded paging only', () => {
    expect(userListQuerySchema.parse({ q: 'ada', sort: 'email', order: 'desc', offset: '10', limit: '50' })).toEqual({
      q: 'ada',
      sort: 'email',
      order: 'desc',
      offset: 10,
      limit: 50,
    });
    expect(userListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('card token request: 12–19 digits, month 1–12, CVC of 3 or 4 digits, no unknown field', () => {
    const ok = { number: '4242424242424242', exp_month: '12', exp_year: '2030', cvc: '123' };
    expect(cardTokenRequestSchema.safeParse(ok).success).toBe(true);
    expect(cardTokenRequestSchema.safeParse({ ...ok, number: '4242 4242' }).success).toBe(false);
    expect(cardTokenRequestSchema.safeParse({ ...ok, exp_month: '13' }).success).toBe(false);
    expect(cardTokenRequestSchema.safeParse({ ...ok, cvc: '12' }).success).toBe(false);
    expect(cardTokenRequestSchema.safeParse({ ...ok, pin: '0000' }).success).toBe(false);
  });
});
