import { signupStatusSchema } from '../../src/domain';
import { expectUnchanged, userIdByEmail, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';
import { tenantStore } from './tenantStore';

const sb = useTestSandbox({ env: { INIT_TENANT_SECONDS: '0.4' } });
const kit = hierarchyKit(sb);

const us = '/svc/reporting/us/api';
const eu = '/svc/reporting/eu/api';
const tms = 'tms.admin@sandbox.test';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);
const status = async (name: string, host = us, who = tms) =>
  signupStatusSchema.parse((await kit.call(who, 'GET', `${host}/Signup/Status?organizationId=${kit.orgId(name)}`)).json());
const init = (who: string, orgId: number, region = 'US', host = us) =>
  kit.call(who, 'POST', `${host}/Signup/InitTenant?userId=${userIdByEmail(sb.db, who)}&organizationId=${orgId}`, { region });

describe('GET /api/Signup/Status', () => {
  it('answers Signed Up with every component Success for a seeded connected organization, Not Signed Up otherwise', async () => {
    expect(await status('Contoso Pharmaceuticals', eu, 'customer.admin@sandbox.test')).toMatchObject({
      status: 1,
      hold: false,
      region: 'US',
      overallStatus: 'Success',
      databaseUpdateStatus: 'Success',
      endpointLocationStatus: 'Success',
      fabricApplicationStatus: 'Success',
      resourceGroupStatus: 'Success',
      availableRegions: ['US', 'EMEA', 'S1'],
      name: 'Contoso Pharmaceuticals',
    });
    expect(await status('Trey Research')).toMatchObject({ status: 0, overallStatus: null });
    expect(await status('Lamna Healthcare')).toMatchObject({ status: 1, hold: true, region: 'EMEA' });
  });

  it('400 without or with a bad organizationId; 403 outside the subtree', async () => {
    await unchanged(() => kit.call(tms, 'GET', `${us}/Signup/Status`), 400);
    await unchanged(() => kit.call(tms, 'GET', `${us}/Signup/Status?organizationId=abc`), 400);
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'GET', `${us}/Signup/Status?organizationId=${kit.orgId('Quadrant Root')}`), 403);
  });
});

describe('POST /api/Signup/InitTenant', () => {
  it('runs provisioning as a job: InProgress, then Success with the Reporting endpoint in the location service', async () => {
    const id = kit.orgId('Fourth Coffee');
    tenantStore(sb.db).connect(id, '0f4c0ffe-0000-4000-8000-000000000001', 'fourthcoffee.onmicrosoft.com');
    const started = await init('root.sysadmin@sandbox.test', id);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 2, region: 'US', overallStatus: 'InProgress', endpointLocationStatus: 'InProgress' });
    await unchanged(() => init('root.sysadmin@sandbox.test', id), 409);
    await wait(600);
    expect(await status('Fourth Coffee')).toMatchObject({
      status: 1,
      overallStatus: 'Success',
      databaseUpdateStatus: 'Success',
      endpointLocationStatus: 'Success',
    });
    const locations = (await kit.call(tms, 'GET', `/svc/location/api/v1.0/organizations/${id}`)).json();
    expect(locations[0].endpoints).toContainEqual(expect.objectContaining({ endpointName: 'Reporting', region: 'US' }));
    expect((await kit.call(tms, 'GET', `${us}/tenants/${id}/notes`)).statusCode).toBe(200);
  });

  it('fails at the database update for the seeded failing organization and leaves it Not Signed Up', async () => {
    expect((await init(tms, kit.orgId('Humongous Insurance'))).statusCode).toBe(202);
    await wait(600);
    expect(await status('Humongous Insurance')).toMatchObject({
      status: 0,
      overallStatus: 'Failed',
      resourceGroupStatus: 'Success',
      databaseUpdateStatus: 'Failed',
      fabricApplicationStatus: 'NotStarted',
    });
  });

  it('provisions on the host of the organization region; 409 once signed up', async () => {
    const id = kit.orgId('Best For You Organics DE');
    tenantStore(sb.db).connect(id, '0f4c0ffe-0000-4000-8000-000000000002', 'bfyde.onmicrosoft.com');
    // distributor.admin is a System Administrator above it: the tenant-customer rule of doc 000 §6 applies.
    expect((await init('distributor.admin@sandbox.test', kit.orgId('Fourth Coffee'))).statusCode).toBe(409);
    expect((await init(tms, id, 'EMEA', eu)).statusCode).toBe(202);
    await wait(600);
    expect(await status('Best For You Organics DE', '/svc/reporting/s1/api')).toMatchObject({ status: 1, region: 'EMEA' });
  });

  it('400 for no directory tenant, a malformed body or the wrong region; nothing written', async () => {
    const res = await unchanged(() => init(tms, kit.orgId('Graphic Design Institute')), 400);
    expect(res.json()).toMatchObject({ message: 'Organization does not have a tenant connected, so set up reporting first' });
    const trey = kit.orgId('Trey Research');
    await unchanged(() => init(tms, trey, 'EMEA'), 400);
    await unchanged(
      () => kit.call(tms, 'POST', `${us}/Signup/InitTenant?userId=${userIdByEmail(sb.db, tms)}&organizationId=${trey}`, { region: 'Mars' }),
      400,
    );
    await unchanged(() => kit.call(tms, 'POST', `${us}/Signup/InitTenant?organizationId=${trey}`, { region: 'US' }), 400);
  });

  it('403 for a viewer, an Account Administrator, another user id or an organization outside the subtree', async () => {
    const trey = kit.orgId('Trey Research');
    await unchanged(() => init('tms.viewer@sandbox.test', trey), 403);
    await unchanged(() => init('partner.admin@sandbox.test', kit.orgId('Coho Winery')), 403);
    await unchanged(
      () =>
        kit.call(tms, 'POST', `${us}/Signup/InitTenant?userId=${userIdByEmail(sb.db, 'tms.viewer@sandbox.test')}&organizationId=${trey}`, {
          region: 'US',
        }),
      403,
    );
    await unchanged(() => init('customer.admin@sandbox.test', trey), 403);
  });
});

describe('POST /api/Signup/SetHold', () => {
  it('puts data collection on hold and back (200 with the new status)', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    const held = await kit.call('customer.admin@sandbox.test', 'POST', `${us}/Signup/SetHold?hold=true&organizationId=${id}`);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ hold: true, status: 1 });
    expect((await status('Contoso Pharmaceuticals')).hold).toBe(true);
    expect((await kit.call(tms, 'POST', `${eu}/Signup/SetHold?hold=false&organizationId=${id}`)).json()).toMatchObject({ hold: false });
  });

  it('400 for a bad hold value; 409 when not signed up; 403 for a viewer or outside the subtree', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    await unchanged(() => kit.call(tms, 'POST', `${us}/Signup/SetHold?hold=yes&organizationId=${id}`), 400);
    await unchanged(() => kit.call(tms, 'POST', `${us}/Signup/SetHold?hold=true&organizationId=${id}`, { hold: true }), 400);
    await unchanged(() => kit.call(tms, 'POST', `${us}/Signup/SetHold?hold=true&organizationId=${kit.orgId('Alpine Ski House')}`), 409);
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'POST', `${us}/Signup/SetHold?hold=true&organizationId=${id}`), 403);
    await unchanged(
      () => kit.call('customer.admin@sandbox.test', 'POST', `${us}/Signup/SetHold?hold=true&organizationId=${kit.orgId('Coho Winery')}`),
      403,
    );
  });
});

describe('POST /api/Signup/SetHold while demo data is copied or present (doc 000 §4)', () => {
  const setDemo = (orgId: number, startedOn: string | null, seconds: number) =>
    sb.db
      .prepare('UPDATE data_collection SET demo_started_on_utc = ?, demo_seconds = ?, demo_failed = 0 WHERE organization_id = ?')
      .run(startedOn, seconds, orgId);

  it('409 while the demo status is In Progress or Yes, writing nothing; accepted again once it is No', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    const set = (who: string) => kit.call(who, 'POST', `${us}/Signup/SetHold?hold=true&organizationId=${id}`);
    setDemo(id, new Date().toISOString(), 600);
    const copying = await unchanged(() => set(tms), 409);
    expect(copying.json()).toEqual({
      message: 'Data collection for Contoso Pharmaceuticals cannot be changed while demo data is being copied or present',
    });
    setDemo(id, '2026-01-01T00:00:00.000Z', 1);
    await unchanged(() => set('customer.admin@sandbox.test'), 409);
    setDemo(id, null, 0);
    expect((await set(tms)).statusCode).toBe(200);
    expect((await status('Contoso Pharmaceuticals')).hold).toBe(true);
    expect((await kit.call(tms, 'POST', `${us}/Signup/SetHold?hold=false&organizationId=${id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /api/Signup/DeleteTenant (deprovision) and /api/signup/DeleteTenant (deletion workflow)', () => {
  it('deprovisions for the root organization: De-provisioned, Reporting endpoint gone', async () => {
    const id = kit.orgId('Coho Winery');
    expect((await kit.call('root.sysadmin@sandbox.test', 'DELETE', `${us}/Signup/DeleteTenant?organizationId=${id}`)).statusCode).toBe(204);
    expect(await status('Coho Winery')).toMatchObject({ status: 3, overallStatus: null });
    expect((await kit.call(tms, 'GET', `/svc/location/api/v1.0/organizations/${id}`)).json()[0].endpoints).not.toContainEqual(
      expect.objectContaining({ endpointName: 'Reporting' }),
    );
    await unchanged(() => init(tms, id), 409);
  });

  it('needs canDeprovision whatever the spelling: letter case and a trailing slash change nothing', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    for (const path of ['Signup/DeleteTenant', 'signup/DeleteTenant', 'signup/deletetenant', 'SIGNUP/DELETETENANT/', 'Signup/DeleteTenant/']) {
      await unchanged(() => kit.call('customer.admin@sandbox.test', 'DELETE', `${us}/${path}?organizationId=${id}`), 403);
    }
    await unchanged(() => kit.call('tms.viewer@sandbox.test', 'DELETE', `${us}/Signup/DeleteTenant?organizationId=${id}`), 403);
    await unchanged(() => kit.call(tms, 'DELETE', `${us}/Signup/DeleteTenant`), 400);
    await unchanged(() => kit.call(tms, 'DELETE', `${us}/Signup/DeleteTenant?organizationId=${id}`, { now: true }), 400);
    // The root is known by its type, not its name: a customer who names its organization "Quadrant" gains nothing.
    sb.db.prepare("UPDATE organizations SET name = 'Quadrant' WHERE id = ?").run(id);
    sb.app.sandbox.orgIndex.invalidate();
    await unchanged(() => kit.call('customer.admin@sandbox.test', 'DELETE', `${us}/Signup/DeleteTenant?organizationId=${id}`), 403);
    expect((await kit.call(tms, 'DELETE', `${us}/signup/deletetenant/?organizationId=${id}`)).statusCode).toBe(204);
    expect((await status('Quadrant')).status).toBe(3);
  });
});
