import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useEffect } from 'react';
import { GlobalReaderSetup, useGlobalReaderCheck } from '../../../components/globalReader';
import { setupKeys } from '../useSetupProgress';

/**
 * Step 4, the global reader role (doc 002 §2, §4): automatic (default, with consent; the browser
 * goes to the identity provider and comes back to the wizard, which opens at this step again) or
 * manual. Every answer of the check becomes the wizard's progress, so Next opens once it is granted,
 * or at once while data collection is still being provisioned (the check cannot answer before).
 */
export function GlobalReaderStep({ orgId, provisioningRunning }: { orgId: number; provisioningRunning: boolean }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const check = useGlobalReaderCheck(orgId);
  const record = (assigned: boolean | null) => queryClient.setQueryData(setupKeys.globalReader(orgId), assigned);
  useEffect(() => {
    if (check.assigned !== null) queryClient.setQueryData(setupKeys.globalReader(orgId), check.assigned);
  }, [check.assigned, orgId, queryClient]);
  return (
    <>
      {/* The check asks the organization's reporting service, which exists once provisioning is done. */}
      {provisioningRunning && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('setupWizard.globalReaderWaiting')}
        </Alert>
      )}
      <GlobalReaderSetup orgId={orgId} way="setupWizard" onChecked={record} />
    </>
  );
}
