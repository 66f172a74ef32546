import { decodeJwt, decodeProtectedHeader } from 'jose';
import { profileClaimsSchema } from '../../src/domain';
import { useTestSandbox, DEFAULT_SANDBOX_PASSWORD, signInWithPassword } from '../../tests/server';

const sb = useTestSandbox();

describe('the OIDC authority', () => {
  it('publishes its discovery document under /authority', async () => {
    const res = await sb.app.inject({ url: '/authority/.well-known/openid-configuration', headers: { host: 'sandbox.test' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe('http://sandbox.test/authority');
    expect(doc.authorization_endpoint).toBe('http://sandbox.test/authority/auth');
    expect(doc.token_endpoint).toBe('http://sandbox.test/authority/token');
    expect(doc.end_session_endpoint).toBe('http://sandbox.test/authority/session/end');
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
  });

  it('signs in with code + PKCE: login form, code, JWT access token and ID token with the profile claims', async () => {
    const { callbackUrl, tokens, browser } = await signInWithPassword(sb.app, 'customer.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD);
    const loginPage = browser.steps.find((s) => s.body.includes('<form'))!.body;
    expect(loginPage).toContain('<html lang="en">');
    expect(loginPage).toMatch(/<title>[^<]+<\/title>/);
    expect(loginPage).toMatch(/<main>[\s\S]*<h1>/);
    expect(loginPage).toContain('<label for="email">Email</label>');
    expect(loginPage).toContain('<label for="password">Password</label>');
    expect(loginPage).toContain('<button type="submit">Sign in</button>');
    const loginStep = browser.steps.find((s) => s.body.includes('<form'))!;
    expect(loginStep.status).toBe(200);

    expect(callbackUrl).toMatch(/^http:\/\/sandbox\.test\/auth-callback\?/);
    const callback = new URL(callbackUrl!);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.hash).toBe('');
    for (const step of browser.steps) expect(step.location ?? '').not.toMatch(/access_token|id_token=/);

    expect(tokens!.token_type).toBe('Bearer');
    expect(decodeProtectedHeader(tokens!.access_token).typ).toBe('at+jwt');
    const access = decodeJwt(tokens!.access_token);
    expect(access.aud).toBe('tenant-console-api');
    expect(access.iss).toBe('http://sandbox.test/authority');
    expect(access.scope).toBe('api');
    const id = decodeJwt(tokens!.id_token);
    expect(id.nonce).toBe('nonce-1');
    const claims = profileClaimsSchema.parse(id);
    expect(claims).toMatchObject({
      email: 'customer.admin@sandbox.test',
      org_name: 'Contoso Pharmaceuticals',
      org_type: 5,
      roles: ['sysadmin'],
      tms_restricted: false,
    });
    expect(access.sub).toBe(claims.sub);
    expect(tokens!.refresh_token).toBeTruthy();

    // The access token opens the API, and the sign-in was recorded.
    const roles = await sb.app.inject({ url: '/svc/account/api/v1.0/roles', headers: { authorization: `Bearer ${tokens!.access_token}` } });
    expect(roles.statusCode).toBe(200);
    const logon = sb.db.prepare('SELECT last_successful_logon_utc FROM users WHERE id = ?').pluck().get(claims.sub) as string;
    expect(Date.now() - Date.parse(logon)).toBeLessThan(60_000);
  });

  it('puts the staff flags of root accounts in the ID token', async () => {
    const { tokens } = await signInWithPassword(sb.app, 'root.sysadmin@sandbox.test', DEFAULT_SANDBOX_PASSWORD);
    expect(decodeJwt(tokens!.id_token)).toMatchObject({ org_type: 1, roles: ['sysadmin'], staff_mode: true });
    const staff = await signInWithPassword(sb.app, 'staff@sandbox.test', DEFAULT_SANDBOX_PASSWORD);
    expect(decodeJwt(staff.tokens!.id_token)).toMatchObject({ roles: ['tmsadmin'], tenant_overview_staff: true });
  });

  it('refuses a wrong password: the form again, with an error, the email kept, no code', async () => {
    const { callbackUrl, page, browser } = await signInWithPassword(sb.app, 'tms.viewer@sandbox.test', 'not-the-password');
    expect(callbackUrl).toBeUndefined();
    expect(page).toContain('role="alert"');
    expect(page).toContain('The email or password is incorrect.');
    expect(page).toContain('value="tms.viewer@sandbox.test"');
    expect(browser.steps.some((s) => (s.location ?? '').includes('code='))).toBe(false);
  });

  it('escapes what it echoes', async () => {
    const { page } = await signInWithPassword(sb.app, '"><script>alert(1)</script>', 'x');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('locks the address that sent five wrong passwords out of that account, and says so', async () => {
    const stranger = '203.0.113.7';
    for (let i = 0; i < 5; i++) await signInWithPassword(sb.app, 'license.admin@sandbox.test', 'wrong', stranger);
    const locked = await signInWithPassword(sb.app, 'license.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD, stranger);
    expect(locked.tokens).toBeUndefined();
    expect(locked.page).toContain('locked');
    expect(sb.db.prepare("SELECT access_failed_count FROM users WHERE email = 'license.admin@sandbox.test'").pluck().get()).toBe(5);
    // The stranger cannot lock the owner out: from the owner's address the sign-in works.
    const owner = await signInWithPassword(sb.app, 'license.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD, '198.51.100.20');
    expect(owner.tokens?.access_token).toEqual(expect.any(String));
    // An administrator's lockout reset frees the stranger's address too.
    const userId = sb.db.prepare("SELECT id FROM users WHERE email = 'license.admin@sandbox.test'").pluck().get() as string;
    const reset = await sb.app.inject({
      method: 'POST',
      url: `/svc/identity/ium/${userId}/lockout/reset`,
      headers: await sb.authHeader('tms.admin@sandbox.test'),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInWithPassword(sb.app, 'license.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD, stranger)).tokens).toBeDefined();
  });

  it('sends the login page with a CSP and nosniff', async () => {
    const { browser } = await signInWithPassword(sb.app, 'tms.admin@sandbox.test', 'wrong');
    const res = await browser.request('GET', browser.steps.find((s) => s.body.includes('<form'))!.url);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('signs out with id_token_hint: an accessible page that submits itself, then the console', async () => {
    const { tokens, browser } = await signInWithPassword(sb.app, 'tms.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD);
    const params = new URLSearchParams({ id_token_hint: tokens!.id_token, post_logout_redirect_uri: 'http://sandbox.test/' });
    const page = await browser.request('GET', `http://sandbox.test/authority/session/end?${params}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('name="logout" value="yes">Sign out</button>');
    expect(page.body).toContain("document.getElementById('sign-out').click()");
    const action = /action="([^"]+)"/.exec(page.body)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1];
    const done = await browser.request('POST', action, { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://sandbox.test/');
  });

  it('ends its sign-in with the browser and lets no answer be cached', async () => {
    const { tokens, browser } = await signInWithPassword(sb.app, 'tms.viewer@sandbox.test', DEFAULT_SANDBOX_PASSWORD);
    expect(tokens?.access_token).toEqual(expect.any(String));
    const cookies = browser.steps.flatMap((s) => [s.headers['set-cookie'] ?? []].flat());
    expect(cookies.map((c) => c.split('=')[0])).toEqual(expect.arrayContaining(['_session', '_interaction']));
    // A cookie that is set (not removed) has neither Expires nor Max-Age: it is gone when the browser closes.
    const kept = cookies.filter((c) => !/expires=Thu, 01 Jan 1970/i.test(c));
    expect(kept.length).toBeGreaterThan(0);
    for (const cookie of kept) expect(cookie).not.toMatch(/expires=|max-age=/i);
    for (const step of browser.steps) expect(step.headers['cache-control'], `${step.method} ${step.url}`).toBe('no-store');
    const discovery = await sb.app.inject({ url: '/authority/.well-known/openid-configuration' });
    expect(discovery.headers['cache-control']).toBe('no-store');
  });

  it('answers JSON 404 for unknown authority paths', async () => {
    const res = await sb.app.inject({ url: '/authority/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route GET /authority/nope' });
  });
});
