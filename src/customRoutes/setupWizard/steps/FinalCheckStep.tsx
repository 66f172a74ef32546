import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Button, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useGlobalReaderCheck } from '../../../components/globalReader/useGlobalReaderCheck';
import { formatDate, userDetailDateFormat } from '../../../domain/formats';
import { SignUpStatus, signUpStatusLabelKey } from '../../../domain/status/provisioning';
import { TermsAcceptance } from './TermsAcceptance';
import { setupKeys, type SetupProgressState } from '../useSetupProgress';

export interface FinalCheckStepProps {
  orgId: number;
  state: SetupProgressState;
  /** The terms belong to the wizard (no step-two flag). */
  withTerms: boolean;
  /** When the wizard was finished before (`setupDone`), or null. */
  setupDoneOn: string | null;
}

/**
 * Step 5, the final check (doc 002 §2: "checks whether the global reader role is connected"), with
 * the tenant, the sign-up status and the terms beside it. A provisioning still running shows its
 * progress here (the user went on without waiting); once it is done the terms can be accepted here.
 */
export function FinalCheckStep({ orgId, state, withTerms, setupDoneOn }: FinalCheckStepProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const check = useGlobalReaderCheck(orgId);
  const { verify } = check;
  useEffect(() => verify(), [verify]);
  useEffect(() => {
    if (!check.isPending) queryClient.setQueryData(setupKeys.globalReader(orgId), check.assigned);
  }, [check.assigned, check.isPending, orgId, queryClient]);
  const { progress, signup, tenant } = state;
  const status = (signup.data?.status ?? SignUpStatus.NotSignedUp) as SignUpStatus;
  const rows: [string, string, boolean][] = [
    ['setupWizard.final.tenant', tenant.data?.name ?? translate('setupWizard.final.none'), progress.tenantConnected],
    ['setupWizard.final.dataCollection', translate(signUpStatusLabelKey[status]), progress.provisioning === 'done'],
    ...(withTerms
      ? [
          [
            'setupWizard.final.terms',
            translate(progress.policiesAccepted ? 'setupWizard.final.accepted' : 'setupWizard.final.notAccepted'),
            progress.policiesAccepted,
          ] as [string, string, boolean],
        ]
      : []),
    ['setupWizard.final.globalReader', translate(`dataCollection.globalReader.state.${check.state}`), check.assigned === true],
  ];
  const running = progress.provisioning === 'running';
  return (
    <Box>
      {setupDoneOn && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {translate('setupWizard.final.setupDone', { date: formatDate(setupDoneOn, userDetailDateFormat) })}
        </Alert>
      )}
      {running && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('setupWizard.final.provisioning')}
          <LinearProgress aria-label={translate('dataCollection.provisioning')} sx={{ mt: 1 }} />
        </Alert>
      )}
      {progress.provisioning === 'done' && (
        // Doc 002 §4: "Data may take minutes to hours to appear after registration."
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('dataCollection.dataMayTakeTime')}
        </Alert>
      )}
      {!running && check.messageKey && (
        <Alert severity="error" onClose={check.dismissMessage}>
          {translate(check.messageKey)}
        </Alert>
      )}
      <List aria-label={translate('setupWizard.steps.finalCheck')}>
        {rows.map(([key, value, ok]) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {ok ? <CheckCircleIcon color="success" aria-hidden /> : <ErrorOutlineIcon color="warning" aria-hidden />}
            </ListItemIcon>
            <ListItemText primary={translate(key)} secondary={value} />
          </ListItem>
        ))}
      </List>
      {withTerms && progress.provisioning === 'done' && !progress.policiesAccepted && (
        <Box sx={{ mb: 2 }}>
          <TermsAcceptance orgId={orgId} accepted={false} enabled />
        </Box>
      )}
      <Button
        variant="outlined"
        onClick={verify}
        disabled={check.isPending}
        startIcon={check.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {translate(check.isPending ? 'dataCollection.globalReader.verifying' : 'dataCollection.globalReader.verify')}
      </Button>
    </Box>
  );
}
