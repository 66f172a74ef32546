import { Alert, Box, Button, Checkbox, FormControlLabel, Link, List, ListItem, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ProvisionForm } from '../../../components/dataCollection/ProvisionForm';
import { termsLinks } from '../../../components/terms/termsLinks';
import type { AppDataProvider } from '../../../dataProvider';
import { setupKeys, type SetupProgressState } from '../useSetupProgress';

/** Doc 002 §9: "follow-up 2500 ms after terms confirmation". */
export const TERMS_FOLLOW_UP_MS = 2500;

export interface TermsStepProps {
  orgId: number;
  state: SetupProgressState;
  canManageDataCollection: boolean;
}

/**
 * Step 3, Terms and Agreements (doc 002 §2), with the data-collection provisioning it needs first
 * (the terms are recorded at the organization's reporting service, which exists once provisioned).
 */
export function TermsStep({ orgId, state, canManageDataCollection }: TermsStepProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const { signup, progress } = state;
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptPolicies(orgId),
    meta: { errorKey: 'terms.acceptFailed', retryable: true },
    onSuccess: () => {
      queryClient.setQueryData(setupKeys.policies(orgId), true);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: setupKeys.policies(orgId) }), TERMS_FOLLOW_UP_MS);
    },
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1">{translate('dataCollection.heading')}</Typography>
      {progress.signedUp ? (
        <Alert severity="success">{translate('setupWizard.terms.provisioned', { region: signup.data?.region ?? '' })}</Alert>
      ) : (
        signup.data && <ProvisionForm orgId={orgId} status={signup.data} tenantConnected={progress.tenantConnected} canManage={canManageDataCollection} />
      )}
      <Typography component="h3" variant="subtitle1">{translate('setupWizard.terms.heading')}</Typography>
      {progress.policiesAccepted ? (
        <Alert severity="success">{translate('setupWizard.terms.accepted')}</Alert>
      ) : (
        <>
          {!progress.signedUp && <Typography color="text.secondary">{translate('setupWizard.terms.provisionFirst')}</Typography>}
          <List dense>
            {termsLinks.map((l) => (
              <ListItem key={l.key} disableGutters>
                <Link href={l.href} target="_blank" rel="noopener noreferrer">{translate(l.key)}</Link>
              </ListItem>
            ))}
          </List>
          <FormControlLabel
            control={<Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)} disabled={!progress.signedUp} />}
            label={translate('terms.accept')}
          />
          <Box>
            <Button variant="contained" onClick={() => accept.mutate()} disabled={!ticked || !progress.signedUp || accept.isPending}>
              {translate('terms.agree')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
