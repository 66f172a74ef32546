import { useQuery, useQueryClient, type DataTag } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useGetList, useGetOne } from 'react-admin';
import { provisioningRunning, useSignupStatus } from '../../resources/organizations/dataCollection/dataCollectionQueries';
import { isProvisioningStatusSkipped } from '../../authProvider/accessNames';
import type { AppDataProvider, CrudMeta } from '../../dataProvider';
import type { Organization } from '../../domain/schemas/organization';
import type { ProvisioningPhase, SetupProgress } from '../../domain/setupWizard/startStep';
import { SignUpStatus } from '../../domain/status/provisioning';

/**
 * Query keys of the wizard's own reads (the sign-up status shares the Data Collection tab's key; the
 * organization is react-admin's record of the resource `organizations`).
 */
export const setupKeys = {
  all: ['setupWizard'] as const,
  tenant: (orgId: number) => ['setupWizard', 'tenant', orgId] as const,
  /** Typed, as the steps set them: Terms acceptance (true) and the global reader checks (null: the check failed). */
  policies: (orgId: number) => ['setupWizard', 'policies', orgId] as const as DataTag<readonly ['setupWizard', 'policies', number], boolean>,
  globalReader: (orgId: number) =>
    ['setupWizard', 'globalReader', orgId] as const as DataTag<readonly ['setupWizard', 'globalReader', number], boolean | null>,
};

/**
 * The signed-in user's service accounts are only counted here: a failure to read them is not shown
 * (the wizard does not need them) and holds nobody at step two.
 */
const accountsMeta: CrudMeta = { shownStatuses: [400, 401, 403, 404, 409, 429, 500, 502, 503, 504] };

/**
 * What is already done for the organization (doc 002 §2: "chosen from whether a tenant is
 * connected, whether accounts exist and whether the global reader role is assigned"): the
 * organization and its tenant, the signed-in user's service accounts, the sign-up status (followed
 * while provisioning runs), the policies and the global reader role (read again once provisioning ends).
 */
export function useSetupProgress(orgId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const organization = useGetOne<Organization>('organizations', { id: orgId }, { meta: { errorKey: 'organizations.error.failedToLoad' } });
  const connected = !!organization.data?.azureAdTenantId;
  const tenant = useQuery({ queryKey: setupKeys.tenant(orgId), queryFn: () => dataProvider.getDirectoryTenant(orgId), enabled: connected });
  const signup = useSignupStatus(orgId, connected, 'setupWizard.panel.dataCollection.provisioning.failGeneric');
  const signedUp = signup.data?.status === SignUpStatus.SignedUp;
  const provisioning: ProvisioningPhase = signedUp ? 'done' : provisioningRunning(signup.data) ? 'running' : 'none';
  const accounts = useGetList('serviceAccounts', { pagination: { page: 1, perPage: 1 }, meta: accountsMeta }, { retry: false });
  const queryClient = useQueryClient();
  const phase = useRef(provisioning);
  useEffect(() => {
    // The global reader check needs the reporting service, which exists once provisioning is done.
    if (phase.current === 'running' && provisioning === 'done') void queryClient.invalidateQueries({ queryKey: setupKeys.globalReader(orgId) });
    phase.current = provisioning;
  }, [provisioning, orgId, queryClient]);
  const policies = useQuery({ queryKey: setupKeys.policies(orgId), queryFn: () => dataProvider.isPoliciesAccepted(orgId), enabled: signedUp });
  // The check stores the value, or null on error (doc 002 §4 "Global reader check").
  const globalReader = useQuery({
    queryKey: setupKeys.globalReader(orgId),
    queryFn: () => dataProvider.isGlobalReaderAssigned(orgId).catch(() => null),
    enabled: connected,
  });
  const progress: SetupProgress = {
    tenantConnected: connected,
    provisioning,
    accountsExist: accounts.isError || (accounts.total ?? accounts.data?.length ?? 0) > 0,
    policiesAccepted: policies.data === true,
    globalReaderAssigned: globalReader.data ?? null,
  };
  /** Everything the start step depends on has been read (or is not needed). */
  const settled =
    organization.isSuccess &&
    (!connected ||
      (!accounts.isPending &&
        (isProvisioningStatusSkipped(orgId) || !signup.isPending) &&
        !globalReader.isPending &&
        (!signedUp || !policies.isPending)));
  return { organization, tenant, signup, policies, globalReader, accounts, progress, settled };
}
export type SetupProgressState = ReturnType<typeof useSetupProgress>;
