import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import { useSignupStatus } from '../../components/dataCollection/dataCollectionQueries';
import { isProvisioningStatusSkipped } from '../../domain/permissions/dataCollection';
import type { AppDataProvider } from '../../dataProvider';
import type { Organization } from '../../domain/schemas/organization';
import type { SetupProgress } from '../../domain/setupWizard/startStep';
import { SignUpStatus } from '../../domain/status/provisioning';

/**
 * Query keys of the wizard's own reads (the sign-up status shares the Data Collection tab's key; the
 * organization is react-admin's record of the resource `organizations`).
 */
export const setupKeys = {
  all: ['setupWizard'] as const,
  tenant: (orgId: number) => ['setupWizard', 'tenant', orgId] as const,
  policies: (orgId: number) => ['setupWizard', 'policies', orgId] as const,
  globalReader: (orgId: number) => ['setupWizard', 'globalReader', orgId] as const,
};

/**
 * What is already done for the organization (doc 002 §2: "chosen from whether a tenant is
 * connected, whether accounts exist and whether the global reader role is assigned"): the
 * organization and its tenant, the sign-up status, the policies and the global reader role.
 */
export function useSetupProgress(orgId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const organization = useGetOne<Organization>('organizations', { id: orgId }, { meta: { errorKey: 'organizations.error.failedToLoad' } });
  const connected = !!organization.data?.azureAdTenantId;
  const tenant = useQuery({ queryKey: setupKeys.tenant(orgId), queryFn: () => dataProvider.getDirectoryTenant(orgId), enabled: connected });
  const signup = useSignupStatus(orgId, connected, 'setupWizard.panel.dataCollection.provisioning.failGeneric');
  const signedUp = signup.data?.status === SignUpStatus.SignedUp;
  const policies = useQuery({ queryKey: setupKeys.policies(orgId), queryFn: () => dataProvider.isPoliciesAccepted(orgId), enabled: signedUp });
  // The check stores the value, or null on error (doc 002 §4 "Global reader check").
  const globalReader = useQuery({
    queryKey: setupKeys.globalReader(orgId),
    queryFn: () => dataProvider.isGlobalReaderAssigned(orgId).catch(() => null),
    enabled: connected,
  });
  const progress: SetupProgress = {
    tenantConnected: connected,
    signedUp,
    policiesAccepted: policies.data === true,
    globalReaderAssigned: globalReader.data ?? null,
  };
  /** Everything the start step depends on has been read (or is not needed). */
  const settled =
    organization.isSuccess &&
    (!connected || ((isProvisioningStatusSkipped(orgId) || !signup.isPending) && !globalReader.isPending && (!signedUp || !policies.isPending)));
  return { organization, tenant, signup, policies, globalReader, progress, settled };
}
export type SetupProgressState = ReturnType<typeof useSetupProgress>;
