import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);
const tms = 'tms.admin@sandbox.test';
const url = (orgId: number, region = 'us') => `/svc/reporting/${region}/api/v1.0/organizations/${orgId}/Settings/tenantContact`;
const stored = (orgId: number) => sb.db.prepare('SELECT id, name, email, phone, notes FROM tenant_contacts WHERE organization_id = ?').get(orgId);
const body = { name: 'Ines Ortega', email: 'ines@quadrant.example', phone: '+1 555 0100', notes: 'Call before 10 am' };

describe('tenant contact (doc 001 §7: GET, POST when id 0, PATCH with the id)', () => {
  it('starts at id 0 for Quadrant Internal IT; POST creates it, PATCH with its id changes it', async () => {
    const org = kit.orgId('Quadrant Internal IT');
    const first = await kit.call(tms, 'GET', url(org));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: 0, name: '', email: '', phone: '', notes: '' });

    const created = await kit.call(tms, 'POST', url(org), body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(id).toBeGreaterThan(0);
    expect(stored(org)).toEqual({ id, ...body });
    // A second POST would make a second contact: refused, nothing written.
    await expectUnchanged(sb, () => kit.call(tms, 'POST', url(org), { ...body, name: 'Other' }), 409);

    const patched = await kit.call(tms, 'PATCH', `${url(org)}/${id}`, { ...body, notes: '' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ id, ...body, notes: '' });
    expect((await kit.call(tms, 'GET', url(org, 'eu'))).json()).toEqual({ id, ...body, notes: '' });
    // Another contact's id is not this organization's: 404, unchanged.
    await expectUnchanged(sb, () => kit.call(tms, 'PATCH', `${url(org)}/${id + 1000}`, body), 404);
  });

  it('a customer administrator gets 403 on contact writes for Quadrant Internal IT, whatever the body, and nothing changes', async () => {
    const org = kit.orgId('Quadrant Internal IT');
    const customer = 'customer.admin@sandbox.test';
    await expectUnchanged(sb, () => kit.call(customer, 'GET', url(org)), 403);
    await expectUnchanged(sb, () => kit.call(customer, 'POST', url(org), body), 403);
    await expectUnchanged(sb, () => kit.call(customer, 'POST', url(org), { bogus: true }), 403);
    await expectUnchanged(sb, () => kit.call(customer, 'PATCH', `${url(org)}/1`, body), 403);
    // A TMS viewer may view the organization but not the tenant status page (doc 001 §6).
    await expectUnchanged(sb, () => kit.call('tms.viewer@sandbox.test', 'GET', url(org)), 403);
  });

  it('400 {message, errors} for unknown fields, a missing field or an over-long value; nothing written', async () => {
    const org = kit.orgId('Humongous Retail');
    for (const bad of [
      { ...body, id: 0 },
      { name: 'x', email: '', phone: '' },
      { ...body, notes: 'n'.repeat(4001) },
      { ...body, email: 3 },
    ]) {
      const res = await expectUnchanged(sb, () => kit.call(tms, 'POST', url(org), bad), 400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    await expectUnchanged(sb, () => kit.call(tms, 'PATCH', `${url(org)}/abc`, body), 400);
  });
});
