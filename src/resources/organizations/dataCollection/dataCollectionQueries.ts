import { useQuery, type DataTag } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { DataCollectionStatus } from '../../../dataProvider/dataCollectionMethods';
import type { SignupStatus } from '../../../domain/schemas/dataCollection';
import { SignUpStatus } from '../../../domain/status/provisioning';
import { isProvisioningStatusSkipped } from '../../../authProvider/accessNames';

/**
 * The Data Collection reads' keys, each filled by one hook (useSignupStatus here, useDemoStatus in
 * DemoDataSection); the status carries its type, so the writes that set it (Provision, Stop) are checked.
 */
export const dataCollectionKeys = {
  all: ['dataCollection'] as const,
  status: (orgId: number) =>
    ['dataCollection', 'status', orgId] as const as DataTag<readonly ['dataCollection', 'status', number], DataCollectionStatus>,
  demo: (orgId: number) => ['dataCollection', 'demo', orgId] as const,
};

/** How often a running provisioning is read again (ours: the spec names no figure). */
export const PROVISIONING_POLL_MS = 2000;

/** Provisioning runs while the sign-up is New Sign Up or the overall status is InProgress. */
export const provisioningRunning = (s: Pick<SignupStatus, 'status' | 'overallStatus'> | undefined) =>
  !!s && (s.status === SignUpStatus.NewSignUp || s.overallStatus === 'InProgress');

/** The sign-up status, followed until a running provisioning ends. */
export function useSignupStatus(
  orgId: number,
  enabled = true,
  errorKey = 'dataCollection.error.failedToLoadStatus',
  shownByScreen?: (error: unknown) => boolean,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dataCollectionKeys.status(orgId),
    queryFn: () => dataProvider.getDataCollectionStatus(orgId),
    meta: { errorKey, shownByScreen },
    // The one organization whose provisioning status is never read (doc 000 §7).
    enabled: enabled && !isProvisioningStatusSkipped(orgId),
    refetchInterval: (q) => (provisioningRunning(q.state.data) ? PROVISIONING_POLL_MS : false),
  });
}
