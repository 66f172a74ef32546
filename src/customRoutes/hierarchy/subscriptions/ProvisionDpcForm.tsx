import { Alert, Box, Button, LinearProgress, MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ErrorBar } from '../../../components/ErrorBar';
import type { AppDataProvider } from '../../../dataProvider';
import { canSubmitDpcProvisioning, dpcAliasMessage } from '../../../domain/validation/dpc';
import type { ActionBodyProps } from '../actions/actionBodies';
import { hierarchyKeys } from '../hierarchyQueries';
import { DpcProgress } from './DpcProgress';
import { dpcKeys, useDpcStatus } from './dpcQueries';

/**
 * /hierarchy/{orgId}/provision-dpc (doc 000 §2, §5, §7): a region (location service, product 3) and
 * an alias checked while typing; only the alias is sent, to the region's host; then the job is
 * followed until it ends (the user may close the modal and come back in the same session).
 */
export function ProvisionDpcForm({ organization }: ActionBodyProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const orgId = organization.id;
  const status = useDpcStatus(orgId);
  const regions = useQuery({ queryKey: dpcKeys.regions(orgId), queryFn: () => dataProvider.getDpcRegions(orgId), enabled: !status.data });
  const [region, setRegion] = useState('');
  const [alias, setAlias] = useState('');
  const aliasMessage = dpcAliasMessage(alias);
  const start = useMutation({
    mutationFn: () => dataProvider.provisionDpc(region, orgId, alias),
    onSuccess: (answer) => {
      queryClient.setQueryData(dpcKeys.host(orgId), region);
      queryClient.setQueryData(dpcKeys.status(orgId), answer);
      void queryClient.invalidateQueries({ queryKey: dpcKeys.status(orgId) });
      void queryClient.invalidateQueries({ queryKey: hierarchyKeys.locations(orgId) });
    },
  });
  if (status.data) {
    return (
      <>
        <ErrorBar error={status.error} messageKey="dpcProvisioning.error.loadStatusOrRegions" onRetry={() => status.refetch()} />
        <DpcProgress status={status.data} />
      </>
    );
  }
  if (regions.error) return <ErrorBar error={regions.error} messageKey="dpcProvisioning.error.loadStatusOrRegions" onRetry={() => regions.refetch()} />;
  if (regions.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (regions.data.length === 0) return <Alert severity="info">{translate('dpcProvisioning.form.noRegions')}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (canSubmitDpcProvisioning({ region, alias })) start.mutate(); }}>
      <ErrorBar error={start.error} messageKey="dpcProvisioning.error.trigger" onDismiss={() => start.reset()} />
      <TextField select required fullWidth margin="normal" label={translate('dpcProvisioning.form.region')} value={region} onChange={(e) => setRegion(e.target.value)}>
        {regions.data.map((r) => <MenuItem key={r.endpointUrl} value={r.endpointUrl}>{r.region}</MenuItem>)}
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
    </Box>
  );
}
