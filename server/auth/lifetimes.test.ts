import { decodeJwt } from 'jose';
import { CONSOLE_CLIENT_ID } from '../http/appConfig';
import { DEFAULT_SANDBOX_PASSWORD, signInWithPassword, useTestSandbox } from '../../tests/server';
import { readLifetimes } from './lifetimes';
import { startSandbox } from '../../e2e/support/sandbox';

describe('ACCESS_TOKEN_SECONDS and REFRESH_TOKEN_SECONDS', () => {
  it('default to an hour and eight hours', () => {
    expect(readLifetimes({})).toEqual({ accessTokenSeconds: 3600, refreshTokenSeconds: 28800 });
    expect(readLifetimes({ ACCESS_TOKEN_SECONDS: '20', REFRESH_TOKEN_SECONDS: ' 40 ' })).toEqual({ accessTokenSeconds: 20, refreshTokenSeconds: 40 });
  });

  it.each([
    [{ ACCESS_TOKEN_SECONDS: 'soon' }, 'ACCESS_TOKEN_SECONDS'],
    [{ ACCESS_TOKEN_SECONDS: '0' }, 'ACCESS_TOKEN_SECONDS'],
    [{ ACCESS_TOKEN_SECONDS: '1.5' }, 'ACCESS_TOKEN_SECONDS'],
    [{ REFRESH_TOKEN_SECONDS: '-5' }, 'REFRESH_TOKEN_SECONDS'],
    [{ REFRESH_TOKEN_SECONDS: '99999999999' }, 'REFRESH_TOKEN_SECONDS'],
    [{ ACCESS_TOKEN_SECONDS: '60', REFRESH_TOKEN_SECONDS: '30' }, 'REFRESH_TOKEN_SECONDS'],
  ])('refuse %o with an error naming %s', (env, name) => {
    expect(() => readLifetimes(env)).toThrow(name);
  });
});

describe('a sandbox started with a lifetime it cannot use', () => {
  it('stops at start with an error naming the setting', async () => {
    await expect(startSandbox({ REFRESH_TOKEN_SECONDS: 'a day' })).rejects.toThrow(/exited with 1:[\s\S]*REFRESH_TOKEN_SECONDS: "a day"/);
  }, 60_000);
});

const sb = useTestSandbox({ lifetimes: { accessTokenSeconds: 1, refreshTokenSeconds: 4 } });

async function refresh(refreshToken: string) {
  const res = await sb.app.inject({
    method: 'POST',
    url: '/authority/token',
    headers: { host: 'sandbox.test', 'content-type': 'application/x-www-form-urlencoded' },
    // The scope the console asked for at sign-in, sent again as oidc-client-ts does.
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CONSOLE_CLIENT_ID,
      scope: 'openid profile email api',
    }).toString(),
  });
  return { status: res.statusCode, body: res.json() as { access_token?: string; refresh_token?: string; expires_in?: number; error?: string } };
}

describe('the authority under short lifetimes', () => {
  it('issues access tokens of ACCESS_TOKEN_SECONDS, renews them with the refresh token, and refuses renewal after REFRESH_TOKEN_SECONDS', async () => {
    const started = Date.now();
    const { tokens } = await signInWithPassword(sb.app, 'customer.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD);
    const first = decodeJwt(tokens!.access_token);
    expect(first.exp! - first.iat!).toBe(1);
    expect(tokens!.expires_in).toBe(1);

    const renewed = await refresh(tokens!.refresh_token!);
    expect(renewed.status).toBe(200);
    expect(renewed.body.expires_in).toBe(1);
    expect(decodeJwt(renewed.body.access_token!).sub).toBe(first.sub);
    const api = await sb.app.inject({
      url: '/svc/account/api/v1.0/roles',
      headers: { host: 'sandbox.test', authorization: `Bearer ${renewed.body.access_token}` },
    });
    expect(api.statusCode).toBe(200);

    // Renewing does not stretch the sign-in: the replacement lives only what was left. The clock is
    // moved past the sign-in's end rather than waited for.
    vi.useFakeTimers({ toFake: ['Date'], now: started + 4200 });
    try {
      const late = await refresh(renewed.body.refresh_token!);
      expect(late.status).toBe(400);
      expect(late.body.error).toBe('invalid_grant');
    } finally {
      vi.useRealTimers();
    }
  });
});
