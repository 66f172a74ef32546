import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { DPC_REGION_ENDPOINT_NAME, dpcStatusHost } from '../../domain/schemas/dpc';
import { provisioningComponentStatus } from '../../domain/status/provisioning';

export const dpcKeys = {
  endpoints: (orgId: number) => ['hierarchy', 'dpc', 'endpoints', orgId] as const,
  status: (orgId: number, host: string | null) => ['hierarchy', 'dpc', 'status', orgId, host] as const,
};

export const DPC_POLL_MS = 1000;

/** A failure of either read: 'Failed to load DPC provisioning status or regions' in the one error bar. */
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
 * The DPC endpoints of the location service (product 3) and the provisioning status read from the
 * host `dpcStatusHost` picks, followed every second while it is in progress.
 */
export function useDpcStatus(orgId: number, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const endpoints = useQuery({ queryKey: dpcKeys.endpoints(orgId), queryFn: () => dataProvider.getDpcEndpoints(orgId), enabled, meta });
  const host = endpoints.data ? dpcStatusHost(startedHost(orgId), endpoints.data) : null;
  const status = useQuery({
    queryKey: dpcKeys.status(orgId, host),
    queryFn: () => dataProvider.getDpcStatus(host!, orgId),
    enabled: enabled && !!host,
    meta,
    refetchInterval: (q) => (provisioningComponentStatus(q.state.data?.overallStatus) === 'inProgress' ? DPC_POLL_MS : false),
  });
  const regions = (endpoints.data ?? [])
    .filter((e) => e.endpointName === DPC_REGION_ENDPOINT_NAME)
    .map((e) => ({ region: e.region, endpointUrl: e.endpointUrl }));
  return { endpoints, status, regions, host };
}
