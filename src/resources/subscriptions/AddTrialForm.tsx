import { Alert, Box, Button, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ErrorBar } from '../../components/ErrorBar';
import type { AppDataProvider } from '../../dataProvider';
import type { Product } from '../../domain/schemas/subscription';
import { trialProducts } from '../../domain/status/subscription';
import type { ActionBodyProps } from '../../customRoutes/hierarchy/actions/actionBodies';
import { hierarchyKeys } from '../../customRoutes/hierarchy/hierarchyQueries';
import { useHierarchyMessages } from '../../customRoutes/hierarchy/HierarchyMessages';
import { subscriptionKeys } from './subscriptionQueries';

/**
 * The modal route /hierarchy/{orgId}/add-trial (doc 000 §2, §4, §5): a service with an endpoint is
 * chosen; the trial subscription is created, then its item. 'Trial added successfully' closes the
 * modal; a failure keeps it open with 'Error creating trial subscription: …'.
 */
export function AddTrialForm({ organization, detail, onDone }: ActionBodyProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const offered = trialProducts(detail.locations.data);
  const [product, setProduct] = useState<Product | ''>('');
  const orgId = organization.id;
  const add = useMutation({
    mutationFn: (p: Product) =>
      dataProvider.addTrial(orgId, { product: p, tenantName: detail.tenant.data?.name ?? '', description: translate('trial.description', { product: p }) }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: hierarchyKeys.locations(orgId) }),
      ]);
      show({ key: 'trialAdded', orgId, severity: 'success', text: translate('organization.success.trialAdded') });
      onDone();
    },
  });
  if (detail.locations.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (offered.length === 0) return <Alert severity="info">{translate('trial.form.noService')}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (product) add.mutate(product); }}>
      <ErrorBar error={add.error} messageKey="trial.error.creating" onDismiss={() => add.reset()} />
      <FormLabel id="trial-service-label" required>{translate('trial.form.service')}</FormLabel>
      <RadioGroup aria-labelledby="trial-service-label" aria-describedby="trial-service-help" value={product} onChange={(e) => setProduct(e.target.value as Product)}>
        {offered.map((p) => <FormControlLabel key={p} value={p} control={<Radio />} label={p} />)}
      </RadioGroup>
      <FormHelperText id="trial-service-help">{translate('trial.form.help')}</FormHelperText>
      {add.isPending && <LinearProgress aria-label={translate('trial.form.adding')} sx={{ my: 1 }} />}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!product || add.isPending}>
        {translate('trial.form.submit')}
      </Button>
    </Box>
  );
}
