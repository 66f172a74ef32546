import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { GlobalReaderSetup, useGlobalReaderCheck } from '../../../components/globalReader';
import { readStoredItems } from '../../../domain/globalReader';

/**
 * Doc 000 §4 "Global reader role": granted, not granted or not verified; verification through
 * isGlobalReaderAssigned — 424 names the missing permission, any other failure "Something went
 * wrong, please try again later…", 200 shows nothing. Mounted per organization (keyed by its id),
 * so selecting another organization starts again from "not verified". After a verification that
 * does not say granted, or back from the automatic setup's sign-in, the setup (doc 000 §7) shows.
 */
export function GlobalReaderSection({ orgId }: { orgId: number }) {
  const translate = useTranslate();
  const check = useGlobalReaderCheck(orgId);
  const [verified, setVerified] = useState(false);
  const returning = () => {
    const stored = readStoredItems(window.sessionStorage);
    return stored.orgId === orgId && (stored.token !== null || stored.error !== null);
  };
  const verify = () => {
    setVerified(true);
    check.verify();
  };
  // Once shown it stays, so its choice and progress survive the next verification.
  const [setupShown, setSetupShown] = useState(returning);
  if (!setupShown && verified && !check.isPending && check.assigned !== true) setSetupShown(true);
  const state = check.state;
  return (
    <Box component="section" aria-labelledby={`gr-heading-${orgId}`} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={`gr-heading-${orgId}`} component="h4" variant="subtitle2">
          {translate('dataCollection.globalReader.heading')}
        </Typography>
        <Chip
          size="small"
          color={state === 'granted' ? 'success' : state === 'notGranted' ? 'warning' : 'default'}
          label={translate(`dataCollection.globalReader.state.${state}`)}
        />
        <Button size="small" variant="outlined" disabled={check.isPending} onClick={verify}>
          {translate(check.isPending ? 'dataCollection.globalReader.verifying' : 'dataCollection.globalReader.verify')}
        </Button>
      </Stack>
      {check.messageKey && (
        <Alert severity="error" onClose={check.dismissMessage}>
          {translate(check.messageKey)}
        </Alert>
      )}
      {setupShown && <GlobalReaderSetup orgId={orgId} way="dataCollection" showCheckMessage={false} />}
    </Box>
  );
}
