import { writeCount, useTestSandbox } from '../../tests/server';
import { directoryStateCookie, hierarchyKit } from '../../tests/server/requests';
import { PREFERRED_APPLICATION } from '../services/tenants';
import { tenantGuidFor } from './consent';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const redirect = 'http://sandbox.test/appProvision';
const consentUrl = (tenant: string, extra = '') =>
  `/emulated/consent?tenant=${encodeURIComponent(tenant)}&client_id=${PREFERRED_APPLICATION.clientId}&redirect_uri=${encodeURIComponent(redirect)}&state=42${extra}`;
/** A decision from the browser of tms.admin's console session (the state the page requires). */
const decide = async (tenant: string, decision: string, redirectUri = redirect) =>
  sb.app.inject({
    method: 'POST',
    url: '/emulated/consent/decision',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await directoryStateCookie(sb, 'tms.admin@sandbox.test') },
    payload: new URLSearchParams({ tenant, client_id: PREFERRED_APPLICATION.clientId, redirect_uri: redirectUri, state: '42', decision }).toString(),
  });

describe('GET /emulated/consent', () => {
  it('shows an accessible page naming the tenant with Grant and Deny', async () => {
    const res = await sb.app.inject({ url: consentUrl('FourthCoffee.onmicrosoft.com', '&scope=.default&prompt=consent') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toMatch(/<h1>Permissions requested<\/h1>/);
    expect(res.body).toContain('<dd id="tenant-name">fourthcoffee.onmicrosoft.com</dd>');
    expect(res.body).toContain(PREFERRED_APPLICATION.displayName);
    expect(res.body).toMatch(/<button[^>]*value="grant">Grant<\/button>/);
    expect(res.body).toMatch(/<button[^>]*value="deny">Deny<\/button>/);
  });

  it('escapes what it repeats and refuses redirects outside PUBLIC_URL', async () => {
    const page = await sb.app.inject({ url: consentUrl('contoso').replace('state=42', 'state=%22%3E%3Cscript%3E') });
    expect(page.body).not.toContain('"><script>');
    for (const uri of [
      'https://evil.example/appProvision',
      'http://sandbox.test.evil.example/x',
      'javascript:alert(1)',
      'http://user@sandbox.test/x',
    ]) {
      const res = await sb.app.inject({ url: consentUrl('contoso').replace(encodeURIComponent(redirect), encodeURIComponent(uri)) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('redirect_uri');
    }
    expect((await decide('contoso', 'grant', 'https://evil.example/')).statusCode).toBe(400);
  });

  it('400 for a missing or unknown query key and an invalid tenant name; nothing written', async () => {
    const before = writeCount(sb.db);
    expect((await sb.app.inject({ url: '/emulated/consent?tenant=contoso' })).statusCode).toBe(400);
    expect((await sb.app.inject({ url: consentUrl('contoso', '&foo=1') })).statusCode).toBe(400);
    expect((await sb.app.inject({ url: consentUrl('bad name!') })).statusCode).toBe(400);
    expect((await sb.app.inject({ url: consentUrl('unknown-domain.example') })).statusCode).toBe(400);
    expect((await decide('contoso', 'maybe')).statusCode).toBe(400);
    expect(writeCount(sb.db)).toBe(before);
  });
});

describe('POST /emulated/consent/decision', () => {
  it('Grant redirects with tenant GUID, state and admin_consent=True; the GUID then connects', async () => {
    const res = await decide('fourthcoffee', 'grant');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const tenantId = tenantGuidFor('fourthcoffee.onmicrosoft.com');
    expect(Object.fromEntries(location.searchParams)).toEqual({ tenant: tenantId, state: '42', admin_consent: 'True' });
    // The same name always gives the same GUID.
    expect(new URL((await decide('FourthCoffee.onmicrosoft.com', 'grant')).headers.location as string).searchParams.get('tenant')).toBe(tenantId);
    const org = kit.orgId('Fourth Coffee');
    const connect = await kit.call('tms.admin@sandbox.test', 'POST', `/svc/account/api/v1.0/organizations/${org}/azureTenants/${tenantId}`);
    expect(connect.statusCode).toBe(200);
    expect(connect.json()).toMatchObject({ id: tenantId, name: 'fourthcoffee.onmicrosoft.com' });
  });

  it('Grant for a known tenant or one of its verified domains answers its existing id', async () => {
    const tenant = sb.db
      .prepare(
        `SELECT t.id, d.domain_name FROM directory_tenants t JOIN verified_domains d ON d.tenant_id = t.id
      WHERE d.domain_name NOT LIKE '%.onmicrosoft.com' LIMIT 1`,
      )
      .get() as { id: string; domain_name: string };
    const res = await decide(tenant.domain_name, 'grant');
    expect(new URL(res.headers.location as string).searchParams.get('tenant')).toBe(tenant.id);
  });

  it('Deny redirects with access_denied, a multi-line description and the state; nothing written', async () => {
    const before = writeCount(sb.db);
    const res = await decide('margiestravel', 'deny');
    expect(res.statusCode).toBe(303);
    const params = new URL(res.headers.location as string).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('42');
    const description = params.get('error_description')!;
    expect(description.split('\r\n')[0]).toBe('AADSTS65004: User declined to consent to access the app.');
    expect(description.split('\n').length).toBeGreaterThan(1);
    expect(params.get('tenant')).toBeNull();
    expect(writeCount(sb.db)).toBe(before);
  });
});
