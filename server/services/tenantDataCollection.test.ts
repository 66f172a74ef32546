import { demoStatusSchema, NEVER_COPIED_DATE } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';
import { MISSING_PERMISSION_MESSAGE } from './tenantDataCollection';

const sb = useTestSandbox({ env: { DEMO_COPY_SECONDS: '0.3' } });
const kit = hierarchyKit(sb);

const us = '/svc/reporting/us/api';
const customer = 'customer.admin@sandbox.test';
const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);

describe('GET /api/tenants/{id}/isGlobalReaderAssigned', () => {
  it('answers true, false, or 424 for the tenant whose reporting application lacks the permission', async () => {
    const granted = await kit.call('tms.viewer@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Coho Winery')}/isGlobalReaderAssigned`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toBe(true);
    expect(
      (await kit.call('tms.viewer@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Blue Yonder Airlines')}/isGlobalReaderAssigned`)).json(),
    ).toBe(false);
    const missing = await kit.call(customer, 'GET', `/svc/reporting/eu/api/tenants/${kit.orgId('Contoso Pharmaceuticals')}/isGlobalReaderAssigned`);
    expect(missing.statusCode).toBe(424);
    expect(missing.json()).toEqual({ message: MISSING_PERMISSION_MESSAGE });
    expect(MISSING_PERMISSION_MESSAGE).toContain('DeviceManagementRBAC.Read.All');
  });

  it('404 without a directory tenant; 400 for a bad id; 403 outside the subtree', async () => {
    expect(
      (await kit.call('tms.admin@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Graphic Design Institute')}/isGlobalReaderAssigned`)).statusCode,
    ).toBe(404);
    await unchanged(() => kit.call(customer, 'GET', `${us}/tenants/x/isGlobalReaderAssigned`), 400);
    await unchanged(() => kit.call(customer, 'GET', `${us}/tenants/${kit.orgId('Coho Winery')}/isGlobalReaderAssigned`), 403);
  });
});

describe('demo data', () => {
  it('never copied, then a copy job In Progress, then Yes with today as the last copy date', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    const url = `${us}/tenants/${id}`;
    expect((await kit.call(customer, 'GET', `${url}/getTenantDemoStatus`)).json()).toEqual({ status: 0, lastCopyDate: NEVER_COPIED_DATE });
    const started = await kit.call(customer, 'PATCH', `${url}/setTenantDemo`);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ status: 2, lastCopyDate: NEVER_COPIED_DATE });
    await unchanged(() => kit.call(customer, 'PATCH', `${url}/setTenantDemo`), 409);
    await new Promise((r) => setTimeout(r, 400));
    const done = demoStatusSchema.parse((await kit.call(customer, 'GET', `${url}/getTenantDemoStatus`)).json());
    expect(done.status).toBe(1);
    expect(done.lastCopyDate.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers the seeded copied and failed states', async () => {
    const root = (await kit.call('root.sysadmin@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Quadrant Root')}/getTenantDemoStatus`)).json();
    expect(root).toEqual({ status: 1, lastCopyDate: '2026-10-02T00:10:00.000Z' });
    const failed = (
      await kit.call('partner.admin@sandbox.test', 'GET', `${us}/tenants/${kit.orgId('Fabrikam Partners')}/getTenantDemoStatus`)
    ).json();
    expect(failed).toEqual({ status: 3, lastCopyDate: '2026-09-02T00:00:00.000Z' });
  });

  it('400 for a body or bad id; a copy 403 off the own organization or for a role without the section; the status read by any viewer', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    await unchanged(() => kit.call(customer, 'PATCH', `${us}/tenants/${id}/setTenantDemo`, { copy: true }), 400);
    await unchanged(() => kit.call(customer, 'PATCH', `${us}/tenants/0/setTenantDemo`), 400);
    await unchanged(() => kit.call('tms.admin@sandbox.test', 'PATCH', `${us}/tenants/${id}/setTenantDemo`), 403);
    // Every viewer of the Data Collection tab sees the hold toggle, which the demo status disables (doc 000 §4).
    expect((await kit.call('tms.viewer@sandbox.test', 'GET', `${us}/tenants/${id}/getTenantDemoStatus`)).statusCode).toBe(200);
    await unchanged(() => kit.call('root.sysadmin@sandbox.test', 'PATCH', `${us}/tenants/${id}/setTenantDemo`), 403);
    await unchanged(() => kit.call(customer, 'GET', `${us}/tenants/${kit.orgId('Quadrant Root')}/getTenantDemoStatus`), 403);
  });
});
