import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProvisionForm } from '../../../components/dataCollection/ProvisionForm';
import type { SetupProgressState } from '../useSetupProgress';
import { TermsAcceptance } from './TermsAcceptance';

export interface TermsStepProps {
  orgId: number;
  state: SetupProgressState;
  canManageDataCollection: boolean;
  /** False with the step-two flag (doc 002 §2): the step then only provisions data collection. */
  withTerms: boolean;
}

/**
 * Step 3, Terms and Agreements (doc 002 §2), with the data-collection provisioning it needs first
 * (the terms are recorded at the organization's reporting service, which exists once provisioned).
 * Provisioning can take an hour against the real services (doc 002 §4): once it runs, its progress
 * shows here and Next lets the user go on; the terms are then accepted here or at the final check.
 */
export function TermsStep({ orgId, state, canManageDataCollection, withTerms }: TermsStepProps) {
  const translate = useTranslate();
  const { signup, progress } = state;
  const done = progress.provisioning === 'done';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {translate('dataCollection.heading')}
      </Typography>
      {done ? (
        <Alert severity="success">{translate('setupWizard.terms.provisioned', { region: signup.data?.region ?? '' })}</Alert>
      ) : (
        signup.data && (
          <ProvisionForm orgId={orgId} status={signup.data} tenantConnected={progress.tenantConnected} canManage={canManageDataCollection} />
        )
      )}
      {progress.provisioning === 'running' && <Alert severity="info">{translate('setupWizard.terms.running')}</Alert>}
      {withTerms && (
        <>
          <Typography component="h3" variant="subtitle1">
            {translate('setupWizard.terms.heading')}
          </Typography>
          {!done && !progress.policiesAccepted && (
            <Typography color="text.secondary">
              {translate(progress.provisioning === 'running' ? 'setupWizard.terms.afterProvisioning' : 'setupWizard.terms.provisionFirst')}
            </Typography>
          )}
          <TermsAcceptance orgId={orgId} accepted={progress.policiesAccepted} enabled={done} />
        </>
      )}
    </Box>
  );
}
