import { z } from 'zod';
import { DPC_PRODUCT_ID, dpcApplicationUrl, dpcErrorMessage, dpcProvisioningStatusSchema } from '../../domain/schemas/dpc';
import { isApiError } from '../ApiError';
import { serviceEndpointSchema } from '../../domain/schemas/organization';
import { buildUrl, seg, type HttpClient } from '../http';

/** Doc 000 §7 "DPC provisioning": regions from the location service (product 3), the job on the region's host. */
export function createDpcService(http: HttpClient, locationBaseUrl: string) {
  return {
    /** GET {location}/api/v1.0/organizations/{orgId}/products/3: the DPC master application and available region endpoints. */
    getDpcEndpoints: async (orgId: number) => {
      const locations = await http.request(buildUrl(locationBaseUrl, `/api/v1.0/organizations/${seg(orgId)}/products/${DPC_PRODUCT_ID}`), {
        schema: z.array(z.object({ endpoints: z.array(serviceEndpointSchema) })),
      });
      return locations.flatMap((l) => l.endpoints);
    },
    /** PUT {region endpointUrl}{token}{orgId}/application with only the alias. A refusal's message is read from `details[0].message` (doc 000 §7). */
    provisionDpc: (endpointUrl: string, orgId: number, alias: string) =>
      http
        .request(dpcApplicationUrl(endpointUrl, orgId), { method: 'PUT', body: { alias }, schema: dpcProvisioningStatusSchema })
        .catch((e: unknown) => {
          if (!isApiError(e)) throw e;
          const refusal = e.withServerMessage(dpcErrorMessage({ message: e.serverMessage, details: e.details }));
          // Doc 000 §8: "dpcProvisioning.error.failedToTrigger when there is no response body".
          refusal.detailKey = 'dpcProvisioning.error.failedToTrigger';
          throw refusal;
        }),
    /** GET {region endpointUrl}{token}{orgId}/application: the provisioning status. */
    getDpcStatus: (endpointUrl: string, orgId: number) =>
      http.request(dpcApplicationUrl(endpointUrl, orgId), { schema: dpcProvisioningStatusSchema }),
  };
}
export type DpcService = ReturnType<typeof createDpcService>;
