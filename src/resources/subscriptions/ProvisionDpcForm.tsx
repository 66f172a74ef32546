import { Alert, Button, LinearProgress, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, SelectInput, useDataProvider, useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { dpcProvisioningSchema, type DpcProvisioningValues } from '../../domain/validation/dpc';
import type { ActionBodyProps } from '../../components/hierarchy/actionBody';
import { hierarchyKeys } from '../organizations/hierarchyQueries';
import { DpcProgress } from './DpcProgress';
import { FormDraft } from '../../components/drafts';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import { dpcKeys, rememberDpcHost, useDpcStatus } from './dpcQueries';
import { provisioningComponentStatus } from '../../domain/status/provisioning';
import { zodFormResolver } from '../../components/zodFormResolver';
import { submissionErrors } from '../../components/forms/submissionErrors';

const resolver = zodFormResolver(dpcProvisioningSchema);
const blank: DpcProvisioningValues = { region: '', alias: '' };

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
  const start = useMutation({
    mutationFn: ({ region, alias }: DpcProvisioningValues) => dataProvider.provisionDpc(region, orgId, alias),
    onSuccess: (answer, { region }) => {
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
  // The alias is checked while typing (mode onChange); a refusal keeps what was typed, its field errors on the fields.
  const submit = (values: DpcProvisioningValues) =>
    start.mutateAsync(values).then(
      () => undefined,
      (error: unknown) => submissionErrors(error, { alias: 'alias', region: 'region' }),
    );
  return (
    <Form defaultValues={blank} resolver={resolver} mode="onChange" noValidate onSubmit={(v: FieldValues) => submit(v as DpcProvisioningValues)}>
      <FormDraft id="provisionDpc" />
      {progress}
      <SelectInput
        // Always one of the regions once picked: no empty choice.
        isRequired
        source="region"
        label="dpcProvisioning.form.region"
        choices={regions.map((r) => ({ id: r.endpointUrl, name: r.region }))}
        translateChoice={false}
        fullWidth
        margin="normal"
        helperText={false}
      />
      <AliasInput />
      {start.isPending && <LinearProgress aria-label={translate('app.loading')} />}
      <SubmitButton pending={start.isPending} />
    </Form>
  );
}

/**
 * The alias, checked while it is typed (doc 000 §5 "Optional until typed"): an empty one shows the
 * help, a typed one its first problem.
 */
function AliasInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'alias', isRequired: true });
  const error = field.value === '' ? undefined : fieldState.error?.message;
  return (
    <TextField
      required
      fullWidth
      margin="normal"
      label={translate('dpcProvisioning.form.aliasLabel')}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : translate('dpcProvisioning.form.aliasHelp')}
    />
  );
}

/** Enabled once a region and a valid alias are there, and not while the job is being started. */
function SubmitButton({ pending }: { pending: boolean }) {
  const translate = useTranslate();
  const { isValid } = useFormState();
  return (
    <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!isValid || pending}>
      {translate('dpcProvisioning.form.submit')}
    </Button>
  );
}
