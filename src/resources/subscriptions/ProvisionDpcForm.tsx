import { Alert, Button, LinearProgress, MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { canSubmitDpcProvisioning, dpcAliasMessage } from '../../domain/validation/dpc';
import type { ActionBodyProps } from '../../components/hierarchy/actionBody';
import { hierarchyKeys } from '../organizations/hierarchyQueries';
import { DpcProgress } from './DpcProgress';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import { dpcKeys, rememberDpcHost, useDpcStatus } from './dpcQueries';
import { provisioningComponentStatus } from '../../domain/status/provisioning';
import { PlainForm } from '../../components/forms/PlainForm';

/**
 * /hierarchy/{orgId}/provision-dpc (doc 000 §2, §5, §7): a region (location service, product 3) and
 * an alias checked while typing; only the alias is sent, to the region's host; then the job is
 * followed until it ends (the user may close the modal, reload, and come back to the progress).
 */
export function ProvisionDpcForm({ organization }: ActionBodyProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const orgId = organization.id;
  const { endpoints, status, regions, host } = useDpcStatus(orgId);
  const [region, setRegion] = useState('');
  const [alias, setAlias] = useState('');
  const aliasMessage = dpcAliasMessage(alias);
  const start = useMutation({
    mutationFn: () => dataProvider.provisionDpc(region, orgId, alias),
    onSuccess: (answer) => {
      rememberDpcHost(orgId, region);
      // Doc 000 §2: after the start, "a message bar appears on the panel": the in-progress message.
      show({ key: 'dpc', orgId, severity: 'info', text: translate('dpcProvisioning.form.inProgress') });
      queryClient.setQueryData(dpcKeys.status(orgId, region), answer);
      void queryClient.invalidateQueries({ queryKey: dpcKeys.endpoints(orgId) });
      void queryClient.invalidateQueries({ queryKey: hierarchyKeys.locations(orgId) });
    },
    meta: { errorKey: 'dpcProvisioning.error.trigger' },
  });
  // Failures of the status, the regions and the start are shown by the one error bar (with Retry for the reads).
  const loadError = endpoints.error ?? status.error;
  const overall = provisioningComponentStatus(status.data?.overallStatus);
  const progress = status.data && overall !== 'unknown' ? <DpcProgress status={status.data} /> : null;
  if (endpoints.isPending || (host && status.isPending)) return loadError ? null : <LinearProgress aria-label={translate('app.loading')} />;
  // A running or finished job is followed; a failed one may be started again below its progress.
  if (progress && overall !== 'failed') return progress;
  if (regions.length === 0)
    return (
      <>
        {progress}
        {!loadError && <Alert severity="info">{translate('dpcProvisioning.form.noRegions')}</Alert>}
      </>
    );
  return (
    <PlainForm onSubmit={() => canSubmitDpcProvisioning({ region, alias }) && start.mutate()}>
      {progress}
      <TextField
        select
        required
        fullWidth
        margin="normal"
        label={translate('dpcProvisioning.form.region')}
        value={region}
        onChange={(e) => setRegion(e.target.value)}
      >
        {regions.map((r) => (
          <MenuItem key={r.endpointUrl} value={r.endpointUrl}>
            {r.region}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        fullWidth
        margin="normal"
        label={translate('dpcProvisioning.form.aliasLabel')}
        value={alias}
        onChange={(e) => setAlias(e.target.value)}
        error={!!aliasMessage}
        helperText={aliasMessage ? translate(aliasMessage.key, aliasMessage.params) : translate('dpcProvisioning.form.aliasHelp')}
      />
      {start.isPending && <LinearProgress aria-label={translate('app.loading')} />}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!canSubmitDpcProvisioning({ region, alias }) || start.isPending}>
        {translate('dpcProvisioning.form.submit')}
      </Button>
    </PlainForm>
  );
}
