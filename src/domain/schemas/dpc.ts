/** Doc 000 §3 (service location, data-collection provisioning status), §7 DPC provisioning, §9. */
import { z } from 'zod';

/** Doc 000 §9: "fixed API version string 2019-06-01-alpha; product id 3 is the DPC product." */
export const DPC_API_VERSION = '2019-06-01-alpha';
export const DPC_PRODUCT_ID = 3;
/** Doc 000 §3: "The DPC Master Application and DPC Available Region endpoints are under product id 3." */
export const DPC_MASTER_ENDPOINT_NAME = 'DPC Master Application';
export const DPC_REGION_ENDPOINT_NAME = 'DPC Available Region';

/**
 * Doc 000 §7 "PUT {region endpointUrl}{token}{orgId}/application": our reading of {token} is the
 * API-version path fragment '2019-06-01-alpha/organizations/' (docs/decisions.md). The region's
 * endpointUrl ends with '/'.
 */
export const DPC_TOKEN = `${DPC_API_VERSION}/organizations/`;
export function dpcApplicationUrl(regionEndpointUrl: string, orgId: number): string {
  const base = regionEndpointUrl.endsWith('/') ? regionEndpointUrl : `${regionEndpointUrl}/`;
  return `${base}${DPC_TOKEN}${orgId}/application`;
}

export const dpcRegionSchema = z.object({ region: z.string(), endpointUrl: z.string() });

/**
 * Doc 000 §3 "Data-collection provisioning status: alias, organizationId, name, databaseUpdateStatus,
 * endpointLocationStatus, fabricApplicationStatus, resourceGroupStatus, overallStatus, plus a list of
 * available regions." Statuses are the server strings (provisioningComponentStatus maps them); null
 * while nothing was provisioned.
 */
export const dpcProvisioningStatusSchema = z.object({
  alias: z.string().nullable(),
  organizationId: z.number(),
  name: z.string(),
  region: z.string().nullable(),
  databaseUpdateStatus: z.string().nullable(),
  endpointLocationStatus: z.string().nullable(),
  fabricApplicationStatus: z.string().nullable(),
  resourceGroupStatus: z.string().nullable(),
  overallStatus: z.string().nullable(),
  availableRegions: z.array(dpcRegionSchema),
});
export type DpcProvisioningStatus = z.infer<typeof dpcProvisioningStatusSchema>;

/** Answer of a refused DPC call: "Errors are read from response.data.details[0].message." */
export const dpcErrorSchema = z.object({ message: z.string(), details: z.array(z.object({ message: z.string() })).min(1) });

/**
 * Where the DPC provisioning status is read (docs/decisions.md "DPC provisioning"): the host this browser
 * started a job on (kept across reloads), else the master application's host (provisioned), else
 * the first open region's host (nothing yet, or a failed job). Null: no DPC host is known.
 */
export function dpcStatusHost(startedOn: string | null, endpoints: readonly { endpointName: string; endpointUrl: string }[]): string | null {
  if (startedOn) return startedOn;
  const master = endpoints.find((e) => e.endpointName === DPC_MASTER_ENDPOINT_NAME);
  const region = endpoints.find((e) => e.endpointName === DPC_REGION_ENDPOINT_NAME);
  return master?.endpointUrl ?? region?.endpointUrl ?? null;
}

/** Doc 000 §7: "Errors are read from response.data.details[0].message"; the plain message otherwise. */
export function dpcErrorMessage(body: { message?: string; details?: readonly { message?: string }[] }): string | undefined {
  return body.details?.[0]?.message || body.message || undefined;
}
