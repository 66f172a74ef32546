import { Alert, Box, Button, FormControl, FormHelperText, InputLabel, LinearProgress, MenuItem, Select, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useInput, useTranslate, ValidationError } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { DataCollectionStatus } from '../../dataProvider/dataCollectionMethods';
import type { RegionKey } from '../../domain/config';
import { dataCollectionProvisionSchema, type DataCollectionProvisionValues } from '../../domain/validation/dpc';
import { zodFormResolver } from '../zodFormResolver';
import { FormDraft } from '../drafts';
import { submissionErrors } from '../forms/submissionErrors';
import { ComponentStatuses } from './ComponentStatuses';

const resolver = zodFormResolver(dataCollectionProvisionSchema);
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const init = useMutation({
    mutationFn: (r: RegionKey) => dataProvider.initTenant(orgId, r),
    meta: { errorKey: 'dataCollection.error.failedToInit', retryable: true },
    onSuccess: (answer) => queryClient.setQueryData(dataCollectionKeys.status(orgId), { ...answer, presetRegion: status.presetRegion }),
  });
  // A preset region is the form's value from the start; a refusal keeps the pick, its field errors on the field.
  const submit = ({ region }: DataCollectionProvisionValues) =>
    init.mutateAsync(region as RegionKey).then(
      () => undefined,
      (error: unknown) => submissionErrors(error, { region: 'region' }),
    );
  return (
    <Form
      key={status.presetRegion ?? ''}
      defaultValues={{ region: status.presetRegion ?? '' }}
      resolver={resolver}
      noValidate
      onSubmit={(v: FieldValues) => submit(v as DataCollectionProvisionValues)}
    >
      <FormDraft id="provisionDataCollection" />
      <ProvisionFields orgId={orgId} status={status} tenantConnected={tenantConnected} canManage={canManage} pending={init.isPending} />
    </Form>
  );
}

function ProvisionFields({ orgId, status, tenantConnected, canManage, pending }: ProvisionFormProps & { pending: boolean }) {
  const translate = useTranslate();
  const region = useWatch<DataCollectionProvisionValues, 'region'>({ name: 'region' });
  const running = provisioningRunning(status);
  const failed = status.overallStatus === 'Failed';
  const disabled = !tenantConnected || !canManage || !region || pending || running;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
      {failed && !pending && (
        <Alert
          severity="error"
          action={
            canManage && tenantConnected && region ? (
              <Button color="inherit" type="submit">
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
        <RegionSelect orgId={orgId} regions={status.availableRegions} disabled={!tenantConnected || !canManage || running} />
      )}
      {(pending || running) && <LinearProgress aria-label={translate('dataCollection.provisioning')} />}
      {(running || failed) && <ComponentStatuses status={status} />}
      <Box>
        <Button type="submit" variant="contained" disabled={disabled}>
          {translate('dataCollection.provision')}
        </Button>
      </Box>
    </Box>
  );
}

/** The region to provision in; named by its label (no name attribute), as a draft knows it. */
function RegionSelect({ orgId, regions, disabled }: { orgId: number; regions: readonly string[]; disabled: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'region', isRequired: true });
  return (
    <FormControl fullWidth disabled={disabled} error={!!fieldState.error}>
      <InputLabel id={`region-${orgId}`}>{translate('dataCollection.regionLabel')}</InputLabel>
      <Select
        labelId={`region-${orgId}`}
        label={translate('dataCollection.regionLabel')}
        value={(field.value as string | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {regions.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </Select>
      {fieldState.error?.message && (
        <FormHelperText>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
