import { serviceLocationListSchema, type ServiceLocation } from '../../domain/schemas/organization';
import { buildUrl, seg, type HttpClient } from '../http';

export type { ServiceEndpoint, ServiceLocation } from '../../domain/schemas/organization';

/** The location service: where each of an organization's services lives (doc 000 §7). */
export function createLocationService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  const read = (orgId: number, signal?: AbortSignal): Promise<ServiceLocation[]> =>
    http.request(url(`/api/v1.0/organizations/${seg(orgId)}`), { schema: serviceLocationListSchema, signal });
  /**
   * Reads of one organization's locations that are under way at once share one request. Each data
   * collection call looks up the organization's reporting host first, and a page's own read of the
   * locations runs beside them: the Data Collection tab asked for the same list three times at once.
   * Nothing is kept once the answer is in, so a later read asks again. A read that can be cancelled
   * (with a signal) has its own request, which cancelling it cannot take from another reader.
   */
  const underWay = new Map<number, Promise<ServiceLocation[]>>();
  const shared = (orgId: number) => {
    let answer = underWay.get(orgId);
    if (!answer) {
      answer = read(orgId).finally(() => underWay.delete(orgId));
      underWay.set(orgId, answer);
    }
    return answer;
  };
  return {
    /** GET /api/v1.0/organizations/{org}: the organization's service endpoints. */
    getServiceLocations: (orgId: number, signal?: AbortSignal) => (signal ? read(orgId, signal) : shared(orgId)),
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
