import { useTestSandbox } from '../testing';
import { requireRouteRule, ruleOf } from './routeRules';
import { accessOf, ruleOf as declaredRuleOf } from './routeAccess';

/** Every /svc route has a named rule, and a route without one is refused to everyone. */
const sb = useTestSandbox();
const request = (method: string, url: string) => ({ method, routeOptions: { url } }) as Parameters<typeof requireRouteRule>[0];

describe('route rules', () => {
  it('name the rule of every /svc route the sandbox registers, whatever the region', () => {
    const svc = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/'));
    expect(svc.length).toBeGreaterThan(100);
    expect(svc.filter((r) => ruleOf(r.method, r.url) === undefined)).toEqual([]);
    expect(ruleOf('PATCH', '/svc/reporting/eu/api/tenants/:id/notes')).toBe('organizationAccess.manage');
    expect(ruleOf('HEAD', '/svc/account/api/v1.0/organizations/:orgId')).toBe('organizationAccess.view');
  });

  it('refuse a route without a rule with 403, before authentication', () => {
    expect(() => requireRouteRule(request('GET', '/svc/account/api/v1.0/organizations/:orgId'))).not.toThrow();
    for (const [method, url] of [
      ['GET', '/svc/account/api/v1.0/secrets'],
      ['DELETE', '/svc/account/api/v1.0/roles'],
      ['GET', undefined],
    ] as const) {
      expect(() => requireRouteRule(request(method, url as string))).toThrow(
        expect.objectContaining({ statusCode: 403, message: 'This route has no permission rule: it is refused' }),
      );
    }
  });

  it('declare their access in the route config, every /svc route the sandbox registers', () => {
    const svc = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/'));
    expect(svc.filter((r) => accessOf(r.method, r.url) === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declare their access in the route config; the declaration is known by route key, whatever the region', () => {
    expect(declaredRuleOf('PATCH', '/svc/reporting/eu/api/tenants/:id/notes')).toBe('tenantNotes.edit');
    expect(declaredRuleOf('HEAD', '/svc/account/api/v1.0/organizations/:orgId')).toBe('organizations.show');
    expect(declaredRuleOf('GET', '/svc/ping')).toBe('ping.show (anyone)');
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
