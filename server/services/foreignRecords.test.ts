import { useTestSandbox, writeCount } from '../../tests/server';

/**
 * The id of another tenant's record answers exactly as an unknown id (404, naming only
 * the record), so that ids reveal neither that a record exists nor which organization holds it;
 * and nothing is written.
 */
const sb = useTestSandbox();

const orgOf = (email: string) => sb.db.prepare('SELECT organization_id FROM users WHERE email = ?').pluck().get(email) as number;

async function answer(email: string, method: 'PUT' | 'DELETE', url: string) {
  const before = writeCount(sb.db);
  const res = await sb.app.inject({ method, url, headers: await sb.authHeader(email) });
  expect(writeCount(sb.db), url).toBe(before);
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

describe('foreign and unknown record ids answer alike', () => {
  it('an invite of another organization is "not found", as an unknown invite is', async () => {
    const own = orgOf('customer.admin@sandbox.test');
    const foreign = sb.db.prepare('SELECT id FROM invites WHERE status = 0 AND organization_id <> ? LIMIT 1').get(own) as { id: string };
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const foreignAnswer = await answer('customer.admin@sandbox.test', 'PUT', `/svc/account/api/v1.0/invites/${foreign.id}/cancel`);
    const unknownAnswer = await answer('customer.admin@sandbox.test', 'PUT', `/svc/account/api/v1.0/invites/${unknown}/cancel`);
    expect(foreignAnswer).toEqual({ status: 404, message: `Invite ${foreign.id} not found` });
    expect(unknownAnswer).toEqual({ status: 404, message: `Invite ${unknown} not found` });
  });

  it('a service account of another organization is "not found", as an unknown one is', async () => {
    const own = orgOf('customer.admin@sandbox.test');
    const foreign = sb.db.prepare('SELECT id FROM service_accounts WHERE organization_id <> ? LIMIT 1').pluck().get(own) as number;
    expect(foreign).toBeDefined();
    const foreignAnswer = await answer('customer.admin@sandbox.test', 'DELETE', `/svc/account/api/v1.0/serviceAccounts/${foreign}`);
    const unknownAnswer = await answer('customer.admin@sandbox.test', 'DELETE', '/svc/account/api/v1.0/serviceAccounts/987654');
    expect(foreignAnswer).toEqual({ status: 404, message: `Service account ${foreign} not found` });
    expect(unknownAnswer).toEqual({ status: 404, message: 'Service account 987654 not found' });
  });
});
