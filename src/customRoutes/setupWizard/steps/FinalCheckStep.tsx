import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useGlobalReaderCheck } from '../../../components/globalReader/useGlobalReaderCheck';
import { SignUpStatus, signUpStatusLabelKey } from '../../../domain/status/provisioning';
import { setupKeys, type SetupProgressState } from '../useSetupProgress';

/**
 * Step 5, the final check (doc 002 §2: "checks whether the global reader role is connected"), with
 * the tenant, the sign-up status and the terms beside it.
 */
export function FinalCheckStep({ orgId, state }: { orgId: number; state: SetupProgressState }) {
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
    ['setupWizard.final.dataCollection', translate(signUpStatusLabelKey[status]), progress.signedUp],
    ['setupWizard.final.terms', translate(progress.policiesAccepted ? 'setupWizard.final.accepted' : 'setupWizard.final.notAccepted'), progress.policiesAccepted],
    ['setupWizard.final.globalReader', translate(`dataCollection.globalReader.state.${check.state}`), check.assigned === true],
  ];
  return (
    <Box>
      {check.messageKey && <Alert severity="error" onClose={check.dismissMessage}>{translate(check.messageKey)}</Alert>}
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
      <Button variant="outlined" onClick={verify} disabled={check.isPending} startIcon={check.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}>
        {translate(check.isPending ? 'dataCollection.globalReader.verifying' : 'dataCollection.globalReader.verify')}
      </Button>
    </Box>
  );
}
