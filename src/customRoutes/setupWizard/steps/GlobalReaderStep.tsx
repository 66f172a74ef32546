import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GlobalReaderSetup, useGlobalReaderCheck } from '../../../components/globalReader';
import { setupKeys } from '../useSetupProgress';

/**
 * Step 4, the global reader role (doc 002 §2, §4): automatic (default, with consent; the browser
 * goes to the identity provider and comes back to the wizard, which opens at this step again) or
 * manual. Every answer of the check becomes the wizard's progress, so Next opens once it is granted.
 */
export function GlobalReaderStep({ orgId }: { orgId: number }) {
  const queryClient = useQueryClient();
  const check = useGlobalReaderCheck(orgId);
  const record = (assigned: boolean | null) => queryClient.setQueryData(setupKeys.globalReader(orgId), assigned);
  useEffect(() => {
    if (check.assigned !== null) queryClient.setQueryData(setupKeys.globalReader(orgId), check.assigned);
  }, [check.assigned, orgId, queryClient]);
  return <GlobalReaderSetup orgId={orgId} way="setupWizard" onChecked={record} />;
}
