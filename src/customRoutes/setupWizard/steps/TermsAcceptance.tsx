import { Alert, Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { TermsLinks } from '../../../components/terms/TermsLinks';
import type { AppDataProvider } from '../../../dataProvider';
import { setupKeys } from '../useSetupProgress';

/** Doc 002 §9: "follow-up 2500 ms after terms confirmation". */
export const TERMS_FOLLOW_UP_MS = 2500;

/**
 * The terms inline in the wizard (the terms dialog's texts and links; a dialog over the panel would
 * be a modal on a modal): the four links, the box to tick, Agree. `enabled` is false until the
 * organization's reporting service, where the acceptance is recorded, exists (provisioned).
 */
export function TermsAcceptance({ orgId, accepted, enabled }: { orgId: number; accepted: boolean; enabled: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptPolicies(orgId),
    meta: { errorKey: 'terms.acceptFailed', retryable: true },
    onSuccess: () => {
      queryClient.setQueryData(setupKeys.policies(orgId), true);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: setupKeys.policies(orgId) }), TERMS_FOLLOW_UP_MS);
    },
  });
  if (accepted) return <Alert severity="success">{translate('setupWizard.terms.accepted')}</Alert>;
  return (
    <>
      <TermsLinks />
      <FormControlLabel
        control={<Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)} disabled={!enabled} />}
        label={translate('terms.accept')}
      />
      <Box>
        <Button variant="contained" onClick={() => accept.mutate()} disabled={!ticked || !enabled || accept.isPending}>
          {translate('terms.agree')}
        </Button>
      </Box>
    </>
  );
}
