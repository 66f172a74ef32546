import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { provisioningComponentStatus } from '../../../domain/status/provisioning';

export const dpcKeys = {
  regions: (orgId: number) => ['hierarchy', 'dpc', 'regions', orgId] as const,
  /** The region host a provisioning was started on (kept for the session so the user can come back). */
  host: (orgId: number) => ['hierarchy', 'dpc', 'host', orgId] as const,
  status: (orgId: number) => ['hierarchy', 'dpc', 'status', orgId] as const,
};

export const DPC_POLL_MS = 1000;

/** The status of the provisioning started in this session, followed every second until it ends. */
export function useDpcStatus(orgId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const host = useQueryClient().getQueryData<string>(dpcKeys.host(orgId));
  return useQuery({
    queryKey: dpcKeys.status(orgId),
    queryFn: () => dataProvider.getDpcStatus(host!, orgId),
    enabled: !!host,
    refetchInterval: (q) => (provisioningComponentStatus(q.state.data?.overallStatus) === 'inProgress' ? DPC_POLL_MS : false),
  });
}
