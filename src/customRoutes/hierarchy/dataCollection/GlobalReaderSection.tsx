import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { isApiError } from '../../../dataProvider';
import { globalReaderState, globalReaderVerifyMessageKey } from '../../../domain/status/tenantStatus';

/**
 * Doc 000 §4 "Global reader role": granted, not granted or not verified; verification through
 * isGlobalReaderAssigned — 424 names the missing permission, any other failure "Something went
 * wrong, please try again later…", 200 shows nothing. Mounted per organization (keyed by its id),
 * so selecting another organization starts again from "not verified".
 */
export function GlobalReaderSection({ orgId }: { orgId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [assigned, setAssigned] = useState<boolean | null>(null);
  const [code, setCode] = useState<number | null>(null);
  const verify = useMutation({
    mutationFn: () => dataProvider.isGlobalReaderAssigned(orgId),
    onMutate: () => setCode(null),
    onSuccess: (value) => {
      setAssigned(value);
      setCode(200);
    },
    onError: (e) => setCode(isApiError(e) ? e.status : 0),
  });
  const state = globalReaderState(assigned);
  const messageKey = globalReaderVerifyMessageKey(code);
  return (
    <Box component="section" aria-labelledby={`gr-heading-${orgId}`} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={`gr-heading-${orgId}`} component="h4" variant="subtitle2">
          {translate('dataCollection.globalReader.heading')}
        </Typography>
        <Chip size="small" color={state === 'granted' ? 'success' : state === 'notGranted' ? 'warning' : 'default'} label={translate(`dataCollection.globalReader.state.${state}`)} />
        <Button size="small" variant="outlined" disabled={verify.isPending} onClick={() => verify.mutate()}>
          {translate(verify.isPending ? 'dataCollection.globalReader.verifying' : 'dataCollection.globalReader.verify')}
        </Button>
      </Stack>
      {messageKey && (
        <Alert severity="error" onClose={() => setCode(null)}>
          {translate(messageKey)}
        </Alert>
      )}
    </Box>
  );
}
