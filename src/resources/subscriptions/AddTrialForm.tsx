import { Alert, Button, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useCreate, useInput, useTranslate, ValidationError } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { friendlyText } from '../../dataProvider/ApiError';
import { useReportError } from '../../components/errorBar';
import type { Product } from '../../domain/schemas/subscription';
import { trialProducts } from '../../domain/status/subscription';
import type { ActionBodyProps } from '../../components/hierarchy/actionBody';
import { hierarchyKeys } from '../organizations/hierarchyQueries';
import { subscriptionKeys } from './subscriptionQueries';
import { useDpcEndpoints } from './dpcQueries';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import { storedTrialDescription } from './trialDescription';
import { zodFormResolver } from '../../components/zodFormResolver';
import { FormDraft } from '../../components/drafts';
import { submissionErrors } from '../../components/forms/submissionErrors';
import { trialFormSchema, type TrialFormValues } from '../../domain/validation/subscription';

const resolver = zodFormResolver(trialFormSchema);
const blank: TrialFormValues = { product: '' };

/**
 * The modal route /hierarchy/{orgId}/add-trial (doc 000 §2, §4, §5): a service with an endpoint is
 * chosen; the trial subscription is created, then its item. 'Trial added successfully' closes the
 * modal and shows on the panel's message bar; a failure keeps it open with 'Error creating trial subscription: …'.
 */
export function AddTrialForm({ organization, detail, onDone }: ActionBodyProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  // DPC's endpoints come from the DPC product's own call (products/3), the others from the main one.
  const dpcEndpoints = useDpcEndpoints(organization.id);
  const offered = trialProducts(detail.locations.data, dpcEndpoints.data);
  const orgId = organization.id;
  const report = useReportError();
  // Doc 000 §8: the service error 'Failed to add trial subscription - {{ errorMessage }}', "shown in the UI
  // as 'Error creating trial subscription: ...'": the bar says both (the layout's bar reports nothing itself).
  const [create, add] = useCreate(undefined, undefined, {
    meta: { errorKey: false },
    onError: (error: unknown) => report(new Error(friendlyText(translate, 'trial.error.failedToAdd', error)), 'trial.error.creating'),
  });
  // A refusal keeps the choice; the service's field errors land on the field.
  const submit = async ({ product }: TrialFormValues) => {
    const p = product as Product;
    const data = { organizationId: orgId, product: p, tenantName: detail.tenant.data?.name ?? '', description: storedTrialDescription(p) };
    try {
      await create(
        'subscriptions',
        { data, meta: { trial: true } },
        {
          returnPromise: true,
          onSuccess: async () => {
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
              queryClient.invalidateQueries({ queryKey: hierarchyKeys.locations(orgId) }),
            ]);
            // On the panel's message bar, as a child organization's creation (doc 000 §2 modal routes), not a snackbar.
            show({ key: 'trialAdded', orgId, severity: 'success', text: translate('organization.success.trialAdded') });
            onDone();
          },
        },
      );
    } catch (error) {
      return submissionErrors(error, { product: 'product' });
    }
  };
  // The trial is created with the connected tenant's name: wait for the organization and its tenant, or
  // a quick click on a slow connection sent an empty name.
  const tenantUnknown = detail.organization.isPending || detail.tenant.isLoading;
  if (detail.locations.isPending || dpcEndpoints.isPending || tenantUnknown) return <LinearProgress aria-label={translate('app.loading')} />;
  if (offered.length === 0) return <Alert severity="info">{translate('trial.form.noService')}</Alert>;
  return (
    <Form defaultValues={blank} resolver={resolver} noValidate onSubmit={(v: FieldValues) => submit(v as TrialFormValues)}>
      <FormDraft id="addTrial" />
      <ServiceInput offered={offered} />
      {add.isPending && <LinearProgress aria-label={translate('trial.form.adding')} sx={{ my: 1 }} />}
      <SubmitButton pending={add.isPending} />
    </Form>
  );
}

/** The services offered, as radios named by the label above them and described by the help below. */
function ServiceInput({ offered }: { offered: readonly Product[] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'product', isRequired: true });
  return (
    <>
      <FormLabel id="trial-service-label" required>
        {translate('trial.form.service')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="trial-service-label"
        aria-describedby="trial-service-help"
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {offered.map((p) => (
          <FormControlLabel key={p} value={p} control={<Radio />} label={p} />
        ))}
      </RadioGroup>
      <FormHelperText id="trial-service-help" error={!!fieldState.error}>
        {fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : translate('trial.form.help')}
      </FormHelperText>
    </>
  );
}

/** Enabled once a service is chosen, and not while the trial is being added. */
function SubmitButton({ pending }: { pending: boolean }) {
  const translate = useTranslate();
  const product = useWatch<TrialFormValues, 'product'>({ name: 'product' });
  return (
    <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!product || pending}>
      {translate('trial.form.submit')}
    </Button>
  );
}
