import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useAppConfig } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import { useAccess } from '../../../components/useAccess';
import { isServiceProvisioned, REPORTING_ENDPOINT_NAME } from '../../../domain/status/provisioning';
import { useOrganization, useServiceLocations } from '../../../resources/organizations/hierarchyQueries';
import { accessPath, type TreeIndex } from '../../../components/hierarchy/treeModel';
import { TermsDialog } from './TermsDialog';
import { usePolicyCheck } from './usePolicyCheck';

/**
 * Our reading of doc 002 §6's "provisioning status equals a specific value (not shown)": the
 * organization is provisioned for reporting, i.e. its Reporting endpoint is in the service locations.
 */
const PROVISIONED = 'provisioned';

/**
 * The terms dialog of the organization in the path (doc 002 §6): after the policy check, shown once
 * when the domain rule says so, to a user who may accept for the tenant (manage access) and is not
 * vendor staff (own organization of the root type) acting on a customer's organization.
 */
export function TermsGate({ orgId, index }: { orgId: number | undefined; index: TreeIndex }) {
  const { can } = useAccess();
  const { brand } = useAppConfig();
  const dataProvider = useDataProvider<AppDataProvider>();
  const known = orgId !== undefined && index.byId.has(orgId);
  const policy = usePolicyCheck(known ? orgId : undefined);
  const organization = useOrganization(known ? orgId : undefined);
  const locations = useServiceLocations(known ? orgId : undefined);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const accept = useMutation({
    mutationFn: (id: number) => dataProvider.acceptPolicies(id),
    meta: { errorKey: 'terms.acceptFailed', retryable: true },
    onSuccess: (_, id) => {
      setDone((s) => new Set(s).add(id));
      policy.recheck();
    },
  });
  const org = organization.data;
  if (!known || !org || done.has(org.id)) return null;
  const terms = {
    onSetupPage: false,
    whitelabelId: org.whitelabelId,
    policyAccepted: policy.accepted,
    loading: policy.loading || !policy.checked || locations.isPending,
    azureAdTenantId: org.azureAdTenantId,
    provisioningStatus: isServiceProvisioned(REPORTING_ENDPOINT_NAME, locations.data) ? PROVISIONED : 'none',
    requiredProvisioningStatus: PROVISIONED,
  };
  const record = { id: org.id, organizationType: org.organizationType, path: accessPath(index, org.id), terms };
  if (!can({ resource: 'organizations.terms', action: 'show', record })) return null;
  return (
    <TermsDialog
      productName={brand.productName}
      accepting={accept.isPending}
      onAgree={() => accept.mutate(org.id)}
      onCancel={() => setDone((s) => new Set(s).add(org.id))}
    />
  );
}
