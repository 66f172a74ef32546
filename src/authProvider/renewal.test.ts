import { ErrorResponse, type User } from 'oidc-client-ts';
import { http, HttpResponse } from 'msw';
import { server } from '../../tests/msw/server';
import { requests } from '../../tests/msw/recorder';
import { createHttpClient } from '../dataProvider/http';
import { ApiError } from '../dataProvider/ApiError';
import { createTokenRenewal, renewalLead, type RenewingUserManager } from './renewal';
import { createSession } from './session';

const base = 'http://localhost:3000/svc/test';

function user(token: string, secondsLeft: number, refreshToken: string | null = 'refresh-1'): User {
  const expires_at = Math.floor(Date.now() / 1000) + secondsLeft;
  return { access_token: token, refresh_token: refreshToken, expires_at, expired: secondsLeft <= 0, profile: {} } as unknown as User;
}

/** A UserManager whose renewal answers `next` (or is refused) after a tick, counting its renewals. */
function fakeManager(initial: User | null, renew: () => User | Error) {
  let stored = initial;
  const manager = {
    renewals: 0,
    removed: 0,
    getUser: async () => stored,
    removeUser: async () => {
      manager.removed++;
      stored = null;
    },
    signinSilent: async () => {
      manager.renewals++;
      await new Promise((ok) => setTimeout(ok, 5));
      const next = renew();
      if (next instanceof Error) throw next;
      stored = next;
      return next;
    },
  };
  return manager as typeof manager & RenewingUserManager;
}

const refused = () => new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' });

describe('token renewal', () => {
  it('renews ahead of expiry: a quarter of what is left before the end, at most a minute', () => {
    expect(renewalLead(3600)).toBe(60);
    expect(renewalLead(20)).toBe(5);
    expect(renewalLead(2)).toBe(1);
  });

  it('renews by itself before the token expires, without a request asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const manager = fakeManager(user('a-1', 20), () => user('a-2', 20));
      const renewal = createTokenRenewal(manager);
      expect((await renewal.currentUser())?.access_token).toBe('a-1');
      await vi.advanceTimersByTimeAsync(14_000);
      expect(manager.renewals).toBe(0);
      await vi.advanceTimersByTimeAsync(1_100);
      await vi.waitFor(() => expect(manager.renewals).toBe(1));
      expect((await renewal.currentUser())?.access_token).toBe('a-2');
      renewal.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request answered 401 is sent again with the renewed token; two at once cause one renewal', async () => {
    server.use(
      http.get(`${base}/things`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'The access token has expired' }, { status: 401 }),
      ),
    );
    // The stored token still looks valid to the browser (its clock is behind), the services say it expired.
    const manager = fakeManager(user('stale', 600), () => user('fresh', 600));
    const renewal = createTokenRenewal(manager);
    const session = createSession(renewal);
    const client = createHttpClient({ getAccessToken: () => session.getAccessToken(), renewAccessToken: (t) => session.renewAccessToken!(t) });
    const answers = await Promise.all([client.request(`${base}/things`), client.request(`${base}/things`)]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(manager.renewals).toBe(1);
    expect(requests.find('GET', '/svc/test/things').map((r) => r.authorization)).toEqual([
      'Bearer stale',
      'Bearer stale',
      'Bearer fresh',
      'Bearer fresh',
    ]);
    renewal.stop();
  });

  it('an expired token is renewed before it is sent, once for requests that meet it together', async () => {
    const manager = fakeManager(user('old', -5), () => user('new', 600));
    const renewal = createTokenRenewal(manager);
    const session = createSession(renewal);
    expect(await Promise.all([session.getAccessToken(), session.getAccessToken(), session.getAccessToken()])).toEqual(['new', 'new', 'new']);
    expect(manager.renewals).toBe(1);
    renewal.stop();
  });

  it('a renewal the authority refuses ends the session: the user is removed, the 401 stands, and it is said once', async () => {
    server.use(http.get(`${base}/things`, () => HttpResponse.json({ message: 'The access token has expired' }, { status: 401 })));
    const ended = vi.fn();
    const manager = fakeManager(user('stale', 600), refused);
    const renewal = createTokenRenewal(manager, { onRefused: ended });
    const session = createSession(renewal);
    const client = createHttpClient({ getAccessToken: () => session.getAccessToken(), renewAccessToken: (t) => session.renewAccessToken!(t) });
    const error = await client.request(`${base}/things`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(requests.find('GET', '/svc/test/things')).toHaveLength(1);
    expect(manager.removed).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(await session.getAccessToken()).toBeNull();
  });

  it('a renewal that cannot reach the authority keeps the user for the next try', async () => {
    const manager = fakeManager(user('old', -5), () => new TypeError('Failed to fetch'));
    const renewal = createTokenRenewal(manager);
    expect(await renewal.currentUser()).toBeNull();
    expect(manager.removed).toBe(0);
    expect(await manager.getUser()).not.toBeNull();
  });

  it('without a refresh token an expired user is signed out', async () => {
    const manager = fakeManager(user('old', -5, null), () => user('new', 600));
    expect(await createTokenRenewal(manager).currentUser()).toBeNull();
    expect(manager.renewals).toBe(0);
  });
});
