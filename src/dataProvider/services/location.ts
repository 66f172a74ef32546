import { serviceLocationListSchema } from '../../domain/schemas/organization';
import { buildUrl, seg, type HttpClient } from '../http';

export type { ServiceEndpoint, ServiceLocation } from '../../domain/schemas/organization';

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
