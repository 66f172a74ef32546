import { redact, REMOVED } from './redact';

describe('redact (no password or secret in the audit log)', () => {
  it('removes passwords, secrets, tokens, hashes and card data at any depth, and keeps flags and the rest', () => {
    expect(
      redact({
        name: 'Contoso',
        password: 'Pa55word!',
        newPassword: 'x',
        password_hash: '$argon2id$…',
        password_reset_required: 1,
        clientSecret: 'abc',
        secret_ciphertext: 'v1.xyz',
        nested: [{ accessToken: 'a.b.c', cardNumber: '4242424242424242', cvc: '123', note: 'fine' }],
        header: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
        pem: '-----BEGIN PRIVATE KEY-----\nMII…',
        hasMfa: true,
      }),
    ).toEqual({
      name: 'Contoso',
      password: REMOVED,
      newPassword: REMOVED,
      password_hash: REMOVED,
      password_reset_required: 1,
      clientSecret: REMOVED,
      secret_ciphertext: REMOVED,
      nested: [{ accessToken: REMOVED, cardNumber: REMOVED, cvc: REMOVED, note: 'fine' }],
      header: REMOVED,
      pem: REMOVED,
      hasMfa: true,
    });
  });
});
