import { useTestSandbox } from '../../tests/server';
import { accessOf, requireDeclaredAccess, ruleOf, type RouteAccess } from './routeAccess';

/** Every /svc route declares its access in its config, and a route without a declaration is refused to everyone. */
const sb = useTestSandbox();
const request = (access?: RouteAccess<never>) => ({ routeOptions: { config: { access } } }) as Parameters<typeof requireDeclaredAccess>[0];

describe('route rules', () => {
  it('refuse a route without a declaration with 403, before authentication', () => {
    expect(() => requireDeclaredAccess(request({ resource: 'organizations', action: 'show' }))).not.toThrow();
    expect(() => requireDeclaredAccess(request())).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'This route has no permission rule: it is refused' }),
    );
  });

  it('declare their access in the route config, every /svc route the sandbox registers', () => {
    const svc = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/'));
    expect(svc.filter((r) => accessOf(r.method, r.url) === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declare their access in the route config; the declaration is known by route key, whatever the region', () => {
    expect(ruleOf('PATCH', '/svc/reporting/eu/api/tenants/:id/notes')).toBe('tenantNotes.edit');
    expect(ruleOf('HEAD', '/svc/account/api/v1.0/organizations/:orgId')).toBe('organizations.show');
    expect(ruleOf('GET', '/svc/ping')).toBe('ping.show (anyone)');
    expect(accessOf('GET', '/svc/account/api/v1.0/secrets')).toBeUndefined();
  });

  it('answer a declared route before its body: a refused caller gets 403 whatever body they send', async () => {
    const token = await sb.tokenFor('tms.viewer@sandbox.test');
    const res = await sb.app.inject({
      method: 'POST',
      url: '/svc/account/api/v1.0/organizations/1/organizationGroupHierarchy',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ unexpected: true }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your roles do not allow changing organization groups');
  });
});
