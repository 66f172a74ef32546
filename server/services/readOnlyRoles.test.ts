import { useTestSandbox, writeCount } from '../../tests/server';

/** Read-only and limited roles neither write nor read more than the specification gives them. */
const sb = useTestSandbox();

const orgId = (name: string) => sb.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number;
async function call(email: string, method: 'GET' | 'PUT', url: string) {
  return sb.app.inject({ method, url, headers: await sb.authHeader(email) });
}

describe('fields and writes by role', () => {
  it('sends the billing fields only to TMS admin and TMS viewer', async () => {
    const url = `/svc/account/api/v1.0/organizations/${orgId('Contoso Pharmaceuticals')}`;
    for (const email of ['tms.admin@sandbox.test', 'tms.viewer@sandbox.test']) {
      expect((await call(email, 'GET', url)).json(), email).toMatchObject({
        paymentType: 4,
        externalBillingId: 'NAV-200005',
        customerReference: null,
      });
    }
    for (const email of [
      'customer.admin@sandbox.test',
      'license.admin@sandbox.test',
      'partner.admin@sandbox.test',
      'distributor.admin@sandbox.test',
    ]) {
      const org = (await call(email, 'GET', url)).json();
      expect(org.name, email).toBe('Contoso Pharmaceuticals');
      for (const field of ['paymentType', 'externalBillingId', 'customerReference']) expect(org, `${email} ${field}`).not.toHaveProperty(field);
    }
  });

  it('refuses a licence-only admin the notes, which the other viewers read', async () => {
    const url = `/svc/reporting/us/api/tenants/${orgId('Contoso Pharmaceuticals')}/notes`;
    expect((await call('license.admin@sandbox.test', 'GET', url)).statusCode).toBe(403);
    expect((await call('tms.viewer@sandbox.test', 'GET', url)).statusCode).toBe(200);
    expect((await call('customer.admin@sandbox.test', 'GET', url)).statusCode).toBe(200);
  });

  it('refuses the read-only TMS viewer the cancel of an invite, writing nothing; a TMS admin may', async () => {
    const invite = sb.db.prepare('SELECT id FROM invites WHERE status = 0 LIMIT 1').pluck().get() as string;
    const url = `/svc/account/api/v1.0/ium/invites/${invite}/cancel`;
    const before = writeCount(sb.db);
    expect((await call('tms.viewer@sandbox.test', 'PUT', url)).statusCode).toBe(403);
    expect(writeCount(sb.db)).toBe(before);
    expect((await call('tms.admin@sandbox.test', 'PUT', url)).json()).toMatchObject({ status: 3 });
  });
});
