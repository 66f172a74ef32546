import type { FastifyInstance } from 'fastify';
import { orgParamsSchema, type RegionKey } from '../../src/domain';
import { regionSegment } from '../http/appConfig';
import { validated } from '../http/validate';
import { onOrganization } from '../http/routeAccess';
import type { ServiceLocation } from '../../src/domain/schemas/organization';

/** Regional services whose hosts the location service hands out, by endpoint name. */
const regionalService: Record<string, string> = { Reporting: 'reporting' };

/** The location service: /svc/location, mirroring src/dataProvider/services/location.ts. */
export async function locationService(app: FastifyInstance) {
  const { db, publicUrl } = app.sandbox;
  const endpoints = db.prepare('SELECT endpoint_name, region FROM service_endpoints WHERE organization_id = ? ORDER BY endpoint_name');

  app.get(
    '/api/v1.0/organizations/:orgId',
    { config: { access: onOrganization('serviceLocations', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async ({ params }): Promise<ServiceLocation[]> => {
      const rows = endpoints.all(params.orgId) as { endpoint_name: string; region: RegionKey }[];
      return [
        {
          endpoints: rows.map((r) => ({
            endpointName: r.endpoint_name,
            endpointUrl: `${publicUrl}/svc/${regionalService[r.endpoint_name] ?? r.endpoint_name.toLowerCase()}/${regionSegment[r.region]}`,
            region: r.region,
          })),
        },
      ];
    }),
  );
}
