import { serviceLocationListSchema } from '../../src/domain/schemas/organization';
import { useTestSandbox } from '../../tests/server';

const sb = useTestSandbox();

const orgId = (name: string) => sb.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number;
const get = async (email: string, id: number) =>
  sb.app.inject({ url: `/svc/location/api/v1.0/organizations/${id}`, headers: await sb.authHeader(email) });

describe('location service', () => {
  it('points the Reporting endpoint of a connected organization at the sandbox, by region', async () => {
    const cases = [
      ['Contoso Pharmaceuticals', 'US', 'us'],
      ['Wide World Importers', 'EMEA', 'eu'],
      ['Cronus Retail', 'S1', 's1'],
    ] as const;
    for (const [name, region, segment] of cases) {
      const res = await get('tms.admin@sandbox.test', orgId(name));
      expect(res.statusCode).toBe(200);
      const [location] = serviceLocationListSchema.parse(res.json());
      expect(location.endpoints).toEqual([{ endpointName: 'Reporting', endpointUrl: `http://sandbox.test/svc/reporting/${segment}`, region }]);
    }
  });

  it('lists no endpoint for an organization without a tenant', async () => {
    const res = await get('tms.admin@sandbox.test', orgId('Fourth Coffee'));
    expect(res.json()).toEqual([{ endpoints: [] }]);
  });

  it('403 outside the caller’s subtree', async () => {
    expect((await get('customer.admin@sandbox.test', orgId('Quadrant Root'))).statusCode).toBe(403);
  });
});
