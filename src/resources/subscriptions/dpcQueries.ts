import { useQuery, type DataTag } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { withDetailKey } from '../../dataProvider/ApiError';
import { DPC_MASTER_ENDPOINT_NAME, DPC_REGION_ENDPOINT_NAME, dpcStatusHost } from '../../domain/schemas/dpc';
import { provisioningComponentStatus } from '../../domain/status/provisioning';

export const dpcKeys = {
  endpoints: (orgId: number) => ['hierarchy', 'dpc', 'endpoints', orgId] as const,
  /** Typed: Provision DPC sets it from the start's answer (the same shape as the status read). */
  status: (orgId: number, host: string | null) =>
    ['hierarchy', 'dpc', 'status', orgId, host] as const as DataTag<readonly ['hierarchy', 'dpc', 'status', number, string | null], DpcStatus>,
};
type DpcStatus = Awaited<ReturnType<AppDataProvider['getDpcStatus']>>;

export const DPC_POLL_MS = 1000;

/**
 * A failure of either read: 'Failed to load DPC provisioning status or regions' in the one error bar,
 * followed by the service's message or, when it sent none, the read's own key (doc 000 §8:
 * dpcProvisioning.error.failedToLoadRegions for products/3, failedToLoadStatus for the status).
 */
const meta = { errorKey: 'dpcProvisioning.error.loadStatusOrRegions' };

/**
 * The host a provisioning was started on, kept in this browser so that the user can leave, reload
 * and come back to the progress (DPC provisioning may take up to an hour).
 */
const hostKey = (orgId: number) => `console.dpc.host.${orgId}`;
export function rememberDpcHost(orgId: number, host: string) {
  try {
    localStorage.setItem(hostKey(orgId), host);
  } catch {
    // Storage unavailable (private mode): the progress is followed until the page is left.
  }
}
function startedHost(orgId: number): string | null {
  try {
    return localStorage.getItem(hostKey(orgId));
  } catch {
    return null;
  }
}

/**
 * GET {location}/api/v1.0/organizations/{orgId}/products/3 (doc 000 §7 "Location service"): the
 * "DPC Master Application" and "DPC Available Region" endpoints (doc 000 §3). Provision DPC, the DPC
 * trial, the DPC form and the DPC tag read them here, never from the main location call.
 */
export function useDpcEndpoints(orgId: number, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dpcKeys.endpoints(orgId),
    queryFn: () => withDetailKey('dpcProvisioning.error.failedToLoadRegions', () => dataProvider.getDpcEndpoints(orgId)),
    enabled,
    meta,
  });
}

/**
 * Doc 000 §6 inputs of Provision DPC, from the products/3 endpoints. Until they are read (or when
 * the read failed) nothing is known: no regions and a master application assumed, so the command
 * is not offered on a guess.
 */
export function dpcAvailability(endpoints: readonly { endpointName: string }[] | undefined) {
  if (!endpoints) return { regionsAvailable: false, masterApplicationExists: true };
  const has = (name: string) => endpoints.some((e) => e.endpointName === name);
  return { regionsAvailable: has(DPC_REGION_ENDPOINT_NAME), masterApplicationExists: has(DPC_MASTER_ENDPOINT_NAME) };
}

/**
 * The DPC endpoints of the location service (product 3) and the provisioning status read from the
 * host `dpcStatusHost` picks, followed every second while it is in progress.
 */
export function useDpcStatus(orgId: number, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const endpoints = useDpcEndpoints(orgId, enabled);
  const host = endpoints.data ? dpcStatusHost(startedHost(orgId), endpoints.data) : null;
  const status = useQuery({
    queryKey: dpcKeys.status(orgId, host),
    queryFn: () => withDetailKey('dpcProvisioning.error.failedToLoadStatus', () => dataProvider.getDpcStatus(host!, orgId)),
    enabled: enabled && !!host,
    meta,
    refetchInterval: (q) => (provisioningComponentStatus(q.state.data?.overallStatus) === 'inProgress' ? DPC_POLL_MS : false),
  });
  const regions = (endpoints.data ?? [])
    .filter((e) => e.endpointName === DPC_REGION_ENDPOINT_NAME)
    .map((e) => ({ region: e.region, endpointUrl: e.endpointUrl }));
  return { endpoints, status, regions, host };
}
