import { Alert, Button, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useTranslate } from 'react-admin';
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
import { PlainForm } from '../../components/forms/PlainForm';

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
  const [product, setProduct] = useState<Product | ''>('');
  const orgId = organization.id;
  const report = useReportError();
  // Doc 000 §8: the service error 'Failed to add trial subscription - {{ errorMessage }}', "shown in the UI
  // as 'Error creating trial subscription: ...'": the bar says both (the layout's bar reports nothing itself).
  const [create, add] = useCreate(undefined, undefined, {
    meta: { errorKey: false },
    onError: (error: unknown) => report(new Error(friendlyText(translate, 'trial.error.failedToAdd', error)), 'trial.error.creating'),
  });
  const submit = (p: Product) => {
    const data = { organizationId: orgId, product: p, tenantName: detail.tenant.data?.name ?? '', description: storedTrialDescription(p) };
    create(
      'subscriptions',
      { data, meta: { trial: true } },
      {
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
  };
  // The trial is created with the connected tenant's name: wait for the organization and its tenant, or
  // a quick click on a slow connection sent an empty name.
  const tenantUnknown = detail.organization.isPending || detail.tenant.isLoading;
  if (detail.locations.isPending || dpcEndpoints.isPending || tenantUnknown) return <LinearProgress aria-label={translate('app.loading')} />;
  if (offered.length === 0) return <Alert severity="info">{translate('trial.form.noService')}</Alert>;
  return (
    <PlainForm onSubmit={() => product && submit(product)}>
      <FormLabel id="trial-service-label" required>
        {translate('trial.form.service')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="trial-service-label"
        aria-describedby="trial-service-help"
        value={product}
        onChange={(e) => setProduct(e.target.value as Product)}
      >
        {offered.map((p) => (
          <FormControlLabel key={p} value={p} control={<Radio />} label={p} />
        ))}
      </RadioGroup>
      <FormHelperText id="trial-service-help">{translate('trial.form.help')}</FormHelperText>
      {add.isPending && <LinearProgress aria-label={translate('trial.form.adding')} sx={{ my: 1 }} />}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!product || add.isPending}>
        {translate('trial.form.submit')}
      </Button>
    </PlainForm>
  );
}
