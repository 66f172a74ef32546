import { generateKeyPair, SignJWT } from 'jose';
import { useTestSandbox } from '../../tests/server';

const sb = useTestSandbox();

const roles = (authorization?: string) => sb.app.inject({ url: '/svc/account/api/v1.0/roles', headers: authorization ? { authorization } : {} });

describe('API access tokens', () => {
  it('401 {message} without a token', async () => {
    const res = await roles();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('401 for a header that is not a bearer JWT', async () => {
    expect((await roles('Basic abc')).statusCode).toBe(401);
    expect((await roles('Bearer not-a-jwt')).statusCode).toBe(401);
  });

  it('401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: sb.app.sandbox.authority.keys.signing.kid })
      .setIssuer(sb.app.sandbox.authority.issuer)
      .setAudience('tenant-console-api')
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await roles(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('401 for a token without an expiry, though signed by the authority', async () => {
    const forever = await sb.tokenFor('tms.admin@sandbox.test', { withoutExpiry: true });
    expect(JSON.parse(Buffer.from(forever.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    expect((await roles(`Bearer ${forever}`)).statusCode).toBe(401);
    expect((await roles(`Bearer ${await sb.tokenFor('tms.admin@sandbox.test')}`)).statusCode).toBe(200);
  });

  it('401 for an expired token or another audience', async () => {
    const expired = await sb.tokenFor('tms.admin@sandbox.test', { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const res = await roles(`Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
    const other = await sb.tokenFor('tms.admin@sandbox.test', { audience: 'someone-else' });
    expect((await roles(`Bearer ${other}`)).statusCode).toBe(401);
  });

  it('401 for a token that expired after it was accepted: a token verified once is still judged by its expiry', async () => {
    const token = await sb.tokenFor('tms.admin@sandbox.test', { expiresIn: Math.floor(Date.now() / 1000) + 60 });
    expect((await roles(`Bearer ${token}`)).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] });
    try {
      const res = await roles(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('401 when the account has been disabled since the token was issued', async () => {
    const token = await sb.tokenFor('tms.viewer@sandbox.test');
    expect((await roles(`Bearer ${token}`)).statusCode).toBe(200);
    sb.db.prepare("UPDATE users SET status_type = 0 WHERE email = 'tms.viewer@sandbox.test'").run();
    expect((await roles(`Bearer ${token}`)).statusCode).toBe(401);
    sb.db.prepare("UPDATE users SET status_type = 1 WHERE email = 'tms.viewer@sandbox.test'").run();
  });

  it('200 for a valid token', async () => {
    expect((await roles(`Bearer ${await sb.tokenFor('no.roles@sandbox.test')}`)).statusCode).toBe(200);
  });
});
