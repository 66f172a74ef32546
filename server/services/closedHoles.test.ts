import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

/**
 * Holes the permission matrix found, each as a caller sees it; the matrix
 * (tests/server/permissionMatrix.ts) covers the same routes for every persona.
 */
const sb = useTestSandbox();
const kit = hierarchyKit(sb);
const unknownUser = '0e8a1f52-7c3d-4b6e-9a01-2f3e4d5c6b7a';
const userId = (email: string) => sb.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string;

describe('closed holes', () => {
  it('the reporting tenant DELETE (deletion workflow) needs the organization delete rule, not just manage', async () => {
    const contoso = kit.orgId('Contoso Pharmaceuticals');
    const own = await expectUnchanged(sb, () => kit.call('customer.admin@sandbox.test', 'DELETE', `/svc/reporting/us/api/tenants/${contoso}`), 403);
    expect(own.json()).toEqual({ message: 'Only a TMS admin may delete organizations' });
    await expectUnchanged(sb, () => kit.call('tms.admin@sandbox.test', 'DELETE', `/svc/reporting/us/api/tenants/${kit.orgId('Quadrant Root')}`), 409);
  });

  it('a user’s organizations: an unknown user answers as a foreign one; a System Administrator (no user page) is refused', async () => {
    const foreign = await kit.call(
      'partner.admin@sandbox.test',
      'GET',
      `/svc/account/api/v1.2/users/${userId('tms.admin@sandbox.test')}/associations`,
    );
    const unknown = await kit.call('partner.admin@sandbox.test', 'GET', `/svc/account/api/v1.2/users/${unknownUser}/associations`);
    expect([foreign.statusCode, foreign.json()]).toEqual([403, { message: 'You do not manage any organization of this user' }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([foreign.statusCode, foreign.json()]);
    const sysadmin = await kit.call(
      'customer.admin@sandbox.test',
      'GET',
      `/svc/account/api/v1.2/users/${userId('no.roles@sandbox.test')}/associations`,
    );
    expect(sysadmin.statusCode).toBe(403);
    expect((await kit.call('tms.viewer@sandbox.test', 'GET', `/svc/account/api/v1.2/users/${unknownUser}/associations`)).statusCode).toBe(404);
  });
});
