import { Alert, Box, Button, FormControl, InputLabel, LinearProgress, MenuItem, Select, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { DataCollectionStatus } from '../../dataProvider/dataCollectionMethods';
import type { RegionKey } from '../../domain/config';
import { ComponentStatuses } from './ComponentStatuses';
import { dataCollectionKeys, provisioningRunning } from '../../resources/organizations/dataCollection/dataCollectionQueries';

export interface ProvisionFormProps {
  orgId: number;
  status: DataCollectionStatus;
  /** The organization has a directory tenant id (doc 000 §4: disabled without one). */
  tenantConnected: boolean;
  canManage: boolean;
}

/**
 * Doc 000 §4 "Data collection": the provision form. A region is asked unless the organization's
 * Reporting endpoint presets it; InitTenant shows loading, failure or the running components.
 */
export function ProvisionForm({ orgId, status, tenantConnected, canManage }: ProvisionFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<RegionKey | ''>('');
  const region = status.presetRegion ?? chosen;
  const init = useMutation({
    mutationFn: (r: RegionKey) => dataProvider.initTenant(orgId, r),
    meta: { errorKey: 'dataCollection.error.failedToInit', retryable: true },
    onSuccess: (answer) => queryClient.setQueryData(dataCollectionKeys.status(orgId), { ...answer, presetRegion: status.presetRegion }),
  });
  const running = provisioningRunning(status);
  const failed = status.overallStatus === 'Failed';
  const submit = () => {
    if (region) init.mutate(region);
  };
  const disabled = !tenantConnected || !canManage || !region || init.isPending || running;

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
    >
      {failed && !init.isPending && (
        <Alert
          severity="error"
          action={
            canManage && tenantConnected && region ? (
              <Button color="inherit" onClick={submit}>
                {translate('dataCollection.retry')}
              </Button>
            ) : undefined
          }
        >
          {translate('dataCollection.provisioningFailed')}
        </Alert>
      )}
      {!tenantConnected && <Alert severity="info">{translate('dataCollection.noTenant')}</Alert>}
      {status.presetRegion ? (
        <Typography>{translate('dataCollection.presetRegion', { region: status.presetRegion })}</Typography>
      ) : (
        <FormControl fullWidth disabled={!tenantConnected || !canManage || running}>
          <InputLabel id={`region-${orgId}`}>{translate('dataCollection.regionLabel')}</InputLabel>
          <Select
            labelId={`region-${orgId}`}
            label={translate('dataCollection.regionLabel')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value as RegionKey)}
          >
            {status.availableRegions.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {(init.isPending || running) && <LinearProgress aria-label={translate('dataCollection.provisioning')} />}
      {(running || failed) && <ComponentStatuses status={status} />}
      <Box>
        <Button type="submit" variant="contained" disabled={disabled}>
          {translate('dataCollection.provision')}
        </Button>
      </Box>
    </Box>
  );
}
