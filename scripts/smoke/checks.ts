import { appConfigSchema, type AppConfig } from '../../src/domain/config';
import { configOrigins } from '../../src/domain/contentSecurityPolicy';
import { cachedForever, policyProblems, revalidatesEveryTime } from './headers';

export interface SmokeResult {
  ok: boolean;
  /** What was checked, and what was found. */
  text: string;
}

/**
 * The deployment checks of docs/deploy.md against a console at `base` (https://console.example.com):
 * index.html and a deep link, their caching and Content-Security-Policy; /config.json, its caching and
 * the console's own schema; a hashed asset cached for good and a missing one answering 404; the
 * authority's discovery document (PKCE, and CORS for the console's origin).
 */
export async function smokeCheck(base: string, fetchImpl: typeof fetch = fetch): Promise<SmokeResult[]> {
  const origin = new URL(base).origin;
  const at = (path: string) => new URL(path, origin).toString();
  const results: SmokeResult[] = [];
  const check = (ok: boolean, text: string) => results.push({ ok, text });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    try {
      return await fetchImpl(url, { headers, redirect: 'manual' });
    } catch (e) {
      check(false, `${url}: no answer (${(e as Error).message})`);
      return undefined;
    }
  };

  const index = await get(at('/'), { accept: 'text/html' });
  const html = index ? await index.text() : '';
  if (index) {
    check(
      index.status === 200 && /text\/html/.test(index.headers.get('content-type') ?? ''),
      `/ answers ${index.status} ${index.headers.get('content-type') ?? '(no type)'}`,
    );
    check(
      revalidatesEveryTime(index.headers.get('cache-control')),
      `/ is revalidated every time (Cache-Control: ${index.headers.get('cache-control') ?? 'none'})`,
    );
    check(index.headers.get('x-content-type-options') === 'nosniff', `/ sends X-Content-Type-Options: nosniff`);
  }
  const policy = index?.headers.get('content-security-policy') ?? null;
  const deepLink = await get(at('/my-invoices'), { accept: 'text/html' });
  if (deepLink) {
    const sameIndex = deepLink.status === 200 && (await deepLink.text()) === html;
    check(sameIndex, `a page's own address (/my-invoices) answers index.html (${deepLink.status})`);
    check(
      revalidatesEveryTime(deepLink.headers.get('cache-control')),
      `/my-invoices is revalidated every time (Cache-Control: ${deepLink.headers.get('cache-control') ?? 'none'})`,
    );
  }

  let config: AppConfig | undefined;
  const configAnswer = await get(at('/config.json'), { accept: 'application/json' });
  if (configAnswer) {
    check(configAnswer.status === 200, `/config.json answers ${configAnswer.status}`);
    check(
      revalidatesEveryTime(configAnswer.headers.get('cache-control')),
      `/config.json is revalidated every time (Cache-Control: ${configAnswer.headers.get('cache-control') ?? 'none'})`,
    );
    const parsed = appConfigSchema.safeParse(await configAnswer.json().catch(() => undefined));
    if (parsed.success) config = parsed.data;
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(the file)'}: ${i.message}`);
    check(parsed.success, `/config.json is valid for the console${issues.length ? `: ${issues.join('; ')}` : ` (${parsed.data?.environment})`}`);
  }
  if (index) {
    // Without a valid config.json the hosts are unknown: framing and scripts are still checked.
    const problems = policyProblems(policy, origin, config ? configOrigins(config) : []);
    const fine = config ? "refuses framing, inline scripts and eval, and allows config.json's hosts" : 'refuses framing, inline scripts and eval';
    check(!problems.length, `the Content-Security-Policy of /${problems.length ? `: ${problems.join('; ')}` : ` ${fine}`}`);
  }

  const asset = /<script[^>]+src="([^"]*\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) check(false, 'index.html names no script under /assets/');
  else {
    const answer = await get(at(asset));
    if (answer)
      check(
        answer.ok && cachedForever(answer.headers.get('cache-control')),
        `${asset} answers ${answer.status}, cached for a year as immutable (Cache-Control: ${answer.headers.get('cache-control') ?? 'none'})`,
      );
  }
  const missing = await get(at('/assets/smoke-check-no-such-chunk.js'));
  if (missing) check(missing.status === 404, `a missing asset answers 404, not index.html (${missing.status})`);

  if (config) await checkAuthority(config.authority.url, origin, get, check);
  return results;
}

/** The discovery document answers, names this issuer, offers PKCE (S256), and lets the console's origin read it. */
async function checkAuthority(
  authority: string,
  consoleOrigin: string,
  get: (url: string, headers?: Record<string, string>) => Promise<Response | undefined>,
  check: (ok: boolean, text: string) => void,
) {
  const url = `${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const answer = await get(url, { accept: 'application/json', origin: consoleOrigin });
  if (!answer) return;
  const doc = (await answer.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  check(answer.status === 200 && !!doc, `${url} answers ${answer.status}${doc ? '' : ' without JSON'}`);
  if (!doc) return;
  check(
    String(doc.issuer).replace(/\/+$/, '') === authority.replace(/\/+$/, ''),
    `the authority's issuer is config.json's authority.url (${String(doc.issuer)})`,
  );
  check(!!doc.authorization_endpoint && !!doc.token_endpoint, 'the authority names its authorization and token endpoints');
  const pkce = doc.code_challenge_methods_supported;
  check(Array.isArray(pkce) && pkce.includes('S256'), `the authority offers PKCE with S256 (${Array.isArray(pkce) ? pkce.join(', ') : 'not said'})`);
  if (new URL(url).origin !== consoleOrigin) {
    const allowed = answer.headers.get('access-control-allow-origin');
    check(
      allowed === '*' || allowed === consoleOrigin,
      `the authority lets ${consoleOrigin} read it (Access-Control-Allow-Origin: ${allowed ?? 'none'})`,
    );
  }
}
