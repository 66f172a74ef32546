import { policyAcceptanceSchema, tenantNoteSchema } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);
const eu = '/svc/reporting/eu/api';
const us = '/svc/reporting/us/api';

describe('notes', () => {
  it('reads the seeded note and saves a new one (one note per tenant, any regional host)', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    const res = await kit.call('customer.admin@sandbox.test', 'GET', `${us}/tenants/${id}/notes`);
    expect(res.statusCode).toBe(200);
    expect(tenantNoteSchema.parse(res.json()).customNodes).toMatch(/^Renewal due in March\./);
    const saved = await kit.call('customer.admin@sandbox.test', 'PATCH', `${eu}/tenants/${id}/notes`, { customNodes: 'Line one\nLine <b>two</b>' });
    expect(saved.statusCode).toBe(200);
    expect((await kit.call('tms.viewer@sandbox.test', 'GET', `/svc/reporting/s1/api/tenants/${id}/notes`)).json()).toEqual({
      customNodes: 'Line one\nLine <b>two</b>',
    });
  });

  it('answers an empty note for a tenant without one', async () => {
    const res = await kit.call('tms.admin@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Coho Winery')}/notes`);
    expect(res.json()).toEqual({ customNodes: '' });
  });

  it('400 for a malformed body; 403 for a viewer writing or outside the subtree', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/notes`, { customNodes: 5 }), 400);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/notes`, { note: 'x' }), 400);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/notes`, { customNodes: 'x'.repeat(20_001) }), 400);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'PATCH', `${us}/tenants/${id}/notes`, { customNodes: 'x' }), 403);
    const root = kit.orgId('Quadrant Root');
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'GET', `${us}/tenants/${root}/notes`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'PATCH', `${us}/tenants/${root}/notes`, { customNodes: 'x' }), 403);
  });
});

describe('policy acceptance', () => {
  it('404 while not accepted, 200 after acceptPolicies, kept per tenant', async () => {
    const id = kit.orgId('Coho Winery');
    const other = kit.orgId('Trey Research');
    const before = await kit.call('tms.admin@sandbox.test', 'GET', `${us}/tenants/${id}/isPoliciesAccepted`);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('The policies have not been accepted for Coho Winery');
    const accept = await kit.call('tms.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/acceptPolicies`);
    expect(accept.statusCode).toBe(204);
    const after = await kit.call('tms.viewer@sandbox.test', 'GET', `${eu}/tenants/${id}/isPoliciesAccepted`);
    expect(after.statusCode).toBe(200);
    const first = policyAcceptanceSchema.parse(after.json()).acceptedOnUtc;
    await kit.call('tms.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/acceptPolicies`, {});
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `${us}/tenants/${id}/isPoliciesAccepted`)).json().acceptedOnUtc).toBe(first);
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `${us}/tenants/${other}/isPoliciesAccepted`)).statusCode).toBe(404);
  });

  it('answers 200 for a seeded tenant that accepted', async () => {
    const res = await kit.call('customer.admin@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Contoso Pharmaceuticals')}/isPoliciesAccepted`);
    expect(res.statusCode).toBe(200);
  });

  it('400 for a body or bad id; 403 for a viewer accepting or outside the subtree', async () => {
    const id = kit.orgId('Trey Research');
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/acceptPolicies`, { accepted: true }), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PATCH', `${us}/tenants/abc/acceptPolicies`), 400);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'PATCH', `${us}/tenants/${id}/acceptPolicies`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/acceptPolicies`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'GET', `${us}/tenants/${id}/isPoliciesAccepted`), 403);
  });
});

describe('deletion workflow calls', () => {
  it('signup DeleteTenant ends the reporting sign-up; tenant delete removes note and acceptance', async () => {
    const id = kit.orgId('Wide World Importers');
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `/svc/location/api/v1.0/organizations/${id}`)).json()[0].endpoints).toHaveLength(1);
    expect((await kit.call('tms.admin@sandbox.test', 'DELETE', `${eu}/signup/DeleteTenant?organizationId=${id}`)).statusCode).toBe(204);
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `/svc/location/api/v1.0/organizations/${id}`)).json()).toEqual([{ endpoints: [] }]);
    expect((await kit.call('tms.admin@sandbox.test', 'DELETE', `${eu}/tenants/${id}`)).statusCode).toBe(204);
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `${eu}/tenants/${id}/notes`)).json()).toEqual({ customNodes: '' });
    expect((await kit.call('tms.admin@sandbox.test', 'GET', `${eu}/tenants/${id}/isPoliciesAccepted`)).statusCode).toBe(404);
    // Nothing left: still 204 on every regional host.
    expect((await kit.call('tms.admin@sandbox.test', 'DELETE', `${us}/tenants/${id}`)).statusCode).toBe(204);
  });

  it('400 without organizationId or with a body; 403 for a viewer or outside the subtree', async () => {
    const id = kit.orgId('Tailspin Toys');
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'DELETE', `${eu}/signup/DeleteTenant`), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'DELETE', `${eu}/signup/DeleteTenant?organizationId=x`), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'DELETE', `${eu}/tenants/${id}`, { force: true }), 400);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'DELETE', `${eu}/signup/DeleteTenant?organizationId=${id}`), 403);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'DELETE', `${eu}/tenants/${id}`), 403);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'DELETE', `${eu}/tenants/${id}`), 403);
  });
});
