import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import type { OidcUser } from './userManager';

/**
 * Keeps the access token fresh with the refresh token (oidc-client-ts's signinSilent uses it when the
 * user has one), so that a console left open all day does not drop its user:
 *
 * - ahead of expiry, by a timer set whenever a valid user is read (a quarter of what is left, at most
 *   a minute before the end);
 * - when the token has expired anyway (a sleeping laptop, a throttled background tab): reading the
 *   user renews first, and a request answered 401 asks for a replacement and is sent once more;
 * - one renewal at a time: the sandbox, like most authorities, replaces the refresh token at each use
 *   and treats a second use of the old one as theft (it revokes the whole sign-in), so requests that
 *   meet the expiry together share one renewal, and a 401 for a token already replaced takes the new
 *   one without renewing again.
 *
 * A renewal the authority refuses (the sign-in is over: REFRESH_TOKEN_SECONDS, revoked) removes the
 * user and calls `onRefused`, and the console goes to sign-in as it always did. A renewal that could
 * not reach the authority keeps the user: the next request tries again.
 */
export interface TokenRenewal {
  /** The stored user, renewed first if its access token has expired; null when signed out or refused. */
  currentUser(): Promise<OidcUser | null>;
  /** After a 401 for `stale`: the token that replaced it (renewing once if none has yet), or null. */
  replace(stale: string): Promise<string | null>;
  /** Stops the timer (tests). */
  stop(): void;
}

export type RenewingUserManager = Pick<UserManager, 'getUser' | 'removeUser' | 'signinSilent'>;

/** How long before expiry the timer renews: a quarter of what is left, at most a minute, at least 1 s. */
export function renewalLead(secondsLeft: number): number {
  return Math.min(60, Math.max(1, secondsLeft / 4));
}

export function createTokenRenewal(userManager: RenewingUserManager, options: { onRefused?: () => void } = {}): TokenRenewal {
  let running: Promise<OidcUser | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedFor: number | undefined;

  const schedule = (user: OidcUser) => {
    if (!user.refresh_token || user.expires_at === undefined || user.expires_at === timedFor) return;
    clearTimeout(timer);
    timedFor = user.expires_at;
    const left = user.expires_at - Date.now() / 1000;
    timer = setTimeout(() => void renew(), Math.max(0, (left - renewalLead(left)) * 1000));
  };

  const renew = (): Promise<OidcUser | null> => {
    running ??= (async () => {
      try {
        const user = await userManager.signinSilent();
        if (user) schedule(user);
        return user;
      } catch (error) {
        if (!(error instanceof ErrorResponse)) return null;
        clearTimeout(timer);
        timedFor = undefined;
        await userManager.removeUser();
        options.onRefused?.();
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const currentUser = async (): Promise<OidcUser | null> => {
    if (running) await running;
    const user = await userManager.getUser();
    if (!user) return null;
    if (!user.expired) {
      schedule(user);
      return user;
    }
    return user.refresh_token ? renew() : null;
  };

  return {
    currentUser,
    async replace(stale) {
      const user = await currentUser();
      if (!user) return null;
      if (user.access_token !== stale) return user.access_token;
      return (await renew())?.access_token ?? null;
    },
    stop: () => clearTimeout(timer),
  };
}
