import Provider, { errors, type KoaContextLike } from 'oidc-provider';
import { profileToClaims } from '../../src/domain';
import type { Db } from '../db/database';
import { CONSOLE_CLIENT_ID } from '../http/appConfig';
import { SqliteAdapter } from './adapter';
import type { AuthorityKeys } from './keys';
import { errorPage, logoutPage, pageCsp, signedOutPage } from './loginPage';
import type { ProfileLoader } from './profiles';
import { defaultLifetimes, type TokenLifetimes } from './lifetimes';

/** Audience of the API access tokens, and the resource indicator they are issued for. */
export const API_AUDIENCE = 'tenant-console-api';
export const API_RESOURCE = 'urn:quadrant:tenant-console-api';
export const API_SCOPE = 'api';

/** Claims of the profile scope: the standard names plus the console's own (src/domain/profile.ts). */
export const profileScopeClaims = [
  'given_name',
  'family_name',
  'org_id',
  'org_name',
  'org_type',
  'roles',
  'tms_restricted',
  'tenant_overview_staff',
  'staff_mode',
];

export interface AuthorityOptions {
  publicUrl: string;
  db: Db;
  keys: AuthorityKeys;
  loadProfile: ProfileLoader;
  /** ACCESS_TOKEN_SECONDS and REFRESH_TOKEN_SECONDS (server/auth/lifetimes.ts). */
  lifetimes?: TokenLifetimes;
}

/** oidc-provider's view of a refresh token being replaced by a new one. */
type RotatingContext = { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL: number } } } } | undefined;

/** The OpenID Connect authority at `${publicUrl}/authority`, one public client: the console. */
export function createAuthority({ publicUrl, db, keys, loadProfile, lifetimes = defaultLifetimes }: AuthorityOptions): Provider {
  const { accessTokenSeconds, refreshTokenSeconds } = lifetimes;
  const issuer = `${publicUrl}/authority`;
  const origin = new URL(publicUrl).origin;
  const html = (ctx: KoaContextLike, body: string) => {
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pageCsp([origin]));
    ctx.body = body;
  };
  const provider = new Provider(issuer, {
    adapter: (name: string) => new SqliteAdapter(db, name),
    clients: [
      {
        client_id: CONSOLE_CLIENT_ID,
        client_name: 'Quadrant console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth-callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookies },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: profileScopeClaims },
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,
    async findAccount(_ctx: unknown, sub: string) {
      const profile = loadProfile(sub);
      if (!profile) return undefined;
      return { accountId: sub, claims: async () => ({ ...profileToClaims(profile), email_verified: true }) };
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/authority/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextLike, form: string) => html(ctx, logoutPage(form)),
        postLogoutSuccessSource: async (ctx: KoaContextLike) => html(ctx, signedOutPage(`${publicUrl}/`)),
      },
    },
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenSeconds,
      Interaction: 60 * 60,
      // The sign-in lasts REFRESH_TOKEN_SECONDS from the password, however often it is renewed: the
      // console's refresh token is replaced at each use (a public client), and the new one only
      // inherits what was left of the old; the session and grant end with it, so the authority asks
      // for the password again instead of signing in silently.
      Session: refreshTokenSeconds,
      Grant: refreshTokenSeconds,
      RefreshToken: (ctx: RotatingContext) => ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? refreshTokenSeconds,
    },
    async renderError(ctx: KoaContextLike, out: { error?: string; error_description?: string }) {
      html(ctx, errorPage(out.error_description ?? out.error ?? 'The sign-in request is not valid.', `${publicUrl}/`));
    },
  });
  if (new URL(publicUrl).protocol === 'https:') provider.proxy = true;
  provider.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { message: `No route ${ctx.method} /authority${ctx.path}` };
    }
    // Nothing the authority answers is kept by the browser: its pages carry sign-in state and its
    // JSON tokens (docs/security.md, "What lasts how long").
    ctx.set('Cache-Control', 'no-store');
    const cookies = ctx.response.get('set-cookie');
    if (cookies) ctx.set('Set-Cookie', [cookies].flat().map(browserSessionCookie));
  });
  return provider;
}

/**
 * The authority's cookies (its sign-in session and the short interaction cookies) last as long as
 * the browser: without `Expires`/`Max-Age` a restarted browser has none, so the next person on a
 * shared computer is asked for the password. A cookie being removed keeps its past expiry.
 */
export function browserSessionCookie(cookie: string): string {
  const attributes = cookie.split(';');
  const expiry = attributes.find((a) => /^\s*expires=/i.test(a));
  const removed = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || (expiry !== undefined && Date.parse(expiry.split('=')[1]) <= Date.now());
  if (removed) return cookie;
  return attributes.filter((a) => !/^\s*(expires|max-age)=/i.test(a)).join(';');
}
