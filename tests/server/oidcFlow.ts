import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONSOLE_CLIENT_ID } from '../../server/http/appConfig';

/** A cookie jar good enough for the authority's cookies over app.inject. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attrs.find((a) => a.trim().toLowerCase().startsWith('expires='));
      const gone = !value || (expires && Date.parse(expires.split('=')[1]) < Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface FlowStep {
  method: string;
  url: string;
  status: number;
  location?: string;
  body: string;
  headers: LightMyRequestResponse['headers'];
}

export interface BrowserLike {
  jar: CookieJar;
  steps: FlowStep[];
  request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Requests `url` and follows redirects while they stay on the sandbox; returns the last answer. */
  follow(url: string, method?: 'GET' | 'POST', form?: Record<string, string>): Promise<LightMyRequestResponse & { finalUrl: string }>;
}

/** A minimal browser over app.inject: cookies, redirects within PUBLIC_URL, form posts. */
export function browser(app: FastifyInstance, remoteAddress = '127.0.0.1'): BrowserLike {
  const { publicUrl } = app.sandbox;
  const host = new URL(publicUrl).host;
  const jar = new CookieJar();
  const steps: FlowStep[] = [];
  const toPath = (url: string) => (url.startsWith(publicUrl) ? url.slice(publicUrl.length) || '/' : url);
  const self: BrowserLike = {
    jar,
    steps,
    async request(method, url, form) {
      const response = await app.inject({
        method,
        remoteAddress,
        url: toPath(url),
        headers: {
          host,
          accept: 'text/html',
          cookie: jar.header(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        payload: form ? new URLSearchParams(form).toString() : undefined,
      });
      jar.store(response);
      steps.push({
        method,
        url,
        status: response.statusCode,
        location: response.headers.location as string | undefined,
        body: response.body,
        headers: response.headers,
      });
      return response;
    },
    async follow(url, method = 'GET', form) {
      let response = await self.request(method, url, form);
      let current = new URL(url, publicUrl).href;
      for (let hops = 0; hops < 10 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
        const next = new URL(String(response.headers.location), current).href;
        if (!next.startsWith(`${publicUrl}/authority`)) return Object.assign(response, { finalUrl: next });
        current = next;
        response = await self.request('GET', next);
      }
      return Object.assign(response, { finalUrl: current });
    },
  };
  return self;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(publicUrl: string, challenge: string, state = 'state-1', nonce = 'nonce-1'): string {
  const params = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${publicUrl}/auth-callback`,
    scope: 'openid profile email api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return `${publicUrl}/authority/auth?${params}`;
}

export interface SignInResult {
  /** Where the authority finally sent the browser (the console's callback, with code and state). */
  callbackUrl?: string;
  /** The last page shown when sign-in did not complete (e.g. the form with an error). */
  page?: string;
  tokens?: { access_token: string; id_token: string; refresh_token?: string; token_type: string; expires_in: number; scope: string };
  browser: BrowserLike;
}

/** The console's whole sign-in: authorize with PKCE, the login form, the code exchange. */
/** The whole sign-in of a browser at `remoteAddress` (default 127.0.0.1). */
export async function signInWithPassword(app: FastifyInstance, email: string, password: string, remoteAddress?: string): Promise<SignInResult> {
  const { publicUrl } = app.sandbox;
  const b = browser(app, remoteAddress);
  const { verifier, challenge } = pkcePair();
  const login = await b.follow(authorizeUrl(publicUrl, challenge));
  const action = /<form method="post" action="([^"]+)"/.exec(login.body)?.[1];
  if (!action) return { page: login.body, browser: b };
  const done = await b.follow(`${publicUrl}${action.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))}`, 'POST', { email, password });
  if (!done.finalUrl.startsWith(`${publicUrl}/auth-callback`)) return { page: done.body, browser: b };
  const code = new URL(done.finalUrl).searchParams.get('code')!;
  const token = await b.request('POST', `${publicUrl}/authority/token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${publicUrl}/auth-callback`,
    client_id: CONSOLE_CLIENT_ID,
    code_verifier: verifier,
  });
  return { callbackUrl: done.finalUrl, tokens: token.json(), browser: b };
}
