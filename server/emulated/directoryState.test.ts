import { PREFERRED_APPLICATION } from '../services/tenants';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { directoryStateCookie, hierarchyKit } from '../../tests/server/requests';
import { DIRECTORY_STATE_SECONDS, DirectoryStates } from './directoryState';

/**
 * The emulated consent and identity pages change state only for the signed-in
 * console session that started the flow: a state issued by an authenticated call, single-use,
 * short-lived, whose user manages the organization concerned.
 */
const sb = useTestSandbox();
const kit = hierarchyKit(sb);
const redirect = 'http://sandbox.test/appProvision';

const post = (url: string, fields: Record<string, string>, cookie?: string) =>
  sb.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const grant = (state: string, cookie?: string) =>
  post(
    '/emulated/consent/decision',
    { tenant: 'fourthcoffee', client_id: PREFERRED_APPLICATION.clientId, redirect_uri: redirect, state, decision: 'grant' },
    cookie,
  );

describe('the state of the emulated directory pages', () => {
  it('is issued to the signed-in session on the preferred-application answer: HttpOnly, SameSite=Strict, /emulated only, ten minutes', async () => {
    const res = await sb.app.inject({
      url: '/svc/account/api/v1.0/azureApplications/preferred',
      headers: await sb.authHeader('customer.admin@sandbox.test'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(
      new RegExp(`^directory_state=[\\w-]{43}; Max-Age=${DIRECTORY_STATE_SECONDS}; Path=/emulated; HttpOnly; SameSite=Strict$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await sb.app.inject({ url: '/svc/account/api/v1.0/azureApplications/preferred' })).headers['set-cookie']).toBeUndefined();
  });

  it('Grant without a state, with a used one or with a made-up one answers 403 and records no consent', async () => {
    const org = String(kit.orgId('Fourth Coffee'));
    for (const cookie of [undefined, 'directory_state=made-up-value', 'other=1']) {
      const res = await expectUnchanged(sb, () => grant(org, cookie), 403);
      expect(res.json().message).toMatch(/no valid state/);
    }
    const cookie = await directoryStateCookie(sb, 'tms.admin@sandbox.test');
    const first = await grant(org, cookie);
    expect(first.statusCode).toBe(303);
    expect(first.headers['set-cookie']).toMatch(/^directory_state=; Max-Age=0/);
    await expectUnchanged(sb, () => grant(org, cookie), 403);
  });

  it('a state whose user does not manage the organization named by the consent (foreign) grants nothing', async () => {
    const cookie = await directoryStateCookie(sb, 'customer.admin@sandbox.test');
    await expectUnchanged(sb, () => grant(String(kit.orgId('Fourth Coffee')), cookie), 403);
    const admin = await directoryStateCookie(sb, 'tms.admin@sandbox.test');
    await expectUnchanged(sb, () => grant('not-an-organization', admin), 403);
    const own = await grant(String(kit.orgId('Contoso Pharmaceuticals')), await directoryStateCookie(sb, 'customer.admin@sandbox.test'));
    expect(own.statusCode).toBe(303);
  });

  it('Accept on the identity page needs a state whose user manages the tenant’s organization', async () => {
    const contoso = kit.orgId('Contoso Pharmaceuticals');
    const tenant = sb.db.prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(contoso) as string;
    const accept = (cookie?: string) =>
      post(
        '/emulated/identity/authorize/decision',
        {
          client_id: PREFERRED_APPLICATION.clientId,
          redirect_uri: `${sb.publicUrl}/appProvisionTest`,
          state: 's',
          tenant,
          scope: 'https://graph.microsoft.com/RoleManagement.ReadWrite.Directory',
          decision: 'accept',
        },
        cookie,
      );
    const none = await expectUnchanged(sb, () => accept(), 403);
    expect(none.headers.location).toBeUndefined();
    const viewer = await directoryStateCookie(sb, 'tms.viewer@sandbox.test');
    await expectUnchanged(sb, () => accept(viewer), 403);
    const ok = await accept(await directoryStateCookie(sb, 'customer.admin@sandbox.test'));
    expect(ok.statusCode).toBe(303);
    expect(new URL(ok.headers.location as string).hash).toContain('access_token=');
  });

  it('a state is taken once and expires after ten minutes', () => {
    let now = 0;
    const states = new DirectoryStates(() => now);
    const a = states.issue('user-a');
    const b = states.issue('user-b');
    expect(states.take(a)).toBe('user-a');
    expect(states.take(a)).toBeUndefined();
    now += DIRECTORY_STATE_SECONDS * 1000;
    expect(states.take(b)).toBeUndefined();
    expect(states.take(undefined)).toBeUndefined();
  });
});
