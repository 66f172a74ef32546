import { z } from 'zod';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * Service locations (doc 000 §3): a list of {endpoints[{endpointName, endpointUrl, region}]}.
 * Kept here until src/domain carries the schema.
 */
export const serviceEndpointSchema = z.looseObject({
  endpointName: z.string(),
  endpointUrl: z.string(),
  region: z.string().nullable().optional(),
});
export const serviceLocationListSchema = z.array(z.looseObject({ endpoints: z.array(serviceEndpointSchema) }));
export type ServiceEndpoint = z.infer<typeof serviceEndpointSchema>;
export type ServiceLocation = z.infer<typeof serviceLocationListSchema>[number];

/** The location service: where each of an organization's services lives (doc 000 §7). */
export function createLocationService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  return {
    /** GET /api/v1.0/organizations/{org}: the organization's service endpoints. */
    getServiceLocations: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}`), { schema: serviceLocationListSchema, signal }),
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
