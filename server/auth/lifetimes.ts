/**
 * How long the authority's tokens live: ACCESS_TOKEN_SECONDS (the access token, default one hour) and
 * REFRESH_TOKEN_SECONDS (the refresh token and the sign-in session, default eight hours: a working
 * day). Read once at start; a value that is not a whole number of seconds stops the start with an
 * error naming the setting, rather than a sandbox whose sessions behave unlike what was asked.
 */
export interface TokenLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

export const defaultLifetimes: TokenLifetimes = { accessTokenSeconds: 60 * 60, refreshTokenSeconds: 8 * 60 * 60 };

/** Above this, a lifetime is surely a typo (a year). */
const MAX_SECONDS = 365 * 24 * 60 * 60;

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim();
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(n) || n < 1 || n > MAX_SECONDS) {
    throw new Error(`${name}: "${value}" is not a lifetime in whole seconds (1 to ${MAX_SECONDS})`);
  }
  return n;
}

/** The lifetimes in `env`; throws an error naming the setting whose value cannot be used. */
export function readLifetimes(env: Record<string, string | undefined>): TokenLifetimes {
  const accessTokenSeconds = seconds('ACCESS_TOKEN_SECONDS', env.ACCESS_TOKEN_SECONDS, defaultLifetimes.accessTokenSeconds);
  const refreshTokenSeconds = seconds('REFRESH_TOKEN_SECONDS', env.REFRESH_TOKEN_SECONDS, defaultLifetimes.refreshTokenSeconds);
  if (refreshTokenSeconds < accessTokenSeconds) {
    throw new Error(
      `REFRESH_TOKEN_SECONDS (${refreshTokenSeconds}) must not be shorter than ACCESS_TOKEN_SECONDS (${accessTokenSeconds}): the session would end before its first token`,
    );
  }
  return { accessTokenSeconds, refreshTokenSeconds };
}
