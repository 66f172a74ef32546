import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { GlobalReaderCheck } from './useGlobalReaderCheck';

/** Doc 002 §4 "The manual option is also available": the steps written out, then Verify. */
export function ManualSteps({ check, showCheckMessage }: { check: GlobalReaderCheck; showCheckMessage: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dataCollection.globalReader.setup.manualSteps.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const app = useQuery({
    queryKey: ['reportingApplication'],
    queryFn: () => dataProvider.getReportingApplication(),
    meta: { errorKey: 'dataCollection.globalReader.setup.manualSteps.appIdFailed' },
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h5" variant="body1" sx={{ fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
        <li>
          {t('step4')}{' '}
          {app.data ? (
            <Box component="span">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('appIdLabel')}:{' '}
              </Box>
              <Box component="code" sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
                {app.data.clientId}
              </Box>
            </Box>
          ) : (
            !app.error && <Box component="span">{t('appIdLoading')}</Box>
          )}
        </li>
        <li>{t('step5')}</li>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" size="small" disabled={check.isPending} onClick={check.verify}>
          {translate(check.isPending ? 'dataCollection.globalReader.verifying' : 'dataCollection.globalReader.verify')}
        </Button>
        <Chip
          size="small"
          label={translate(`dataCollection.globalReader.state.${check.state}`)}
          color={check.state === 'granted' ? 'success' : check.state === 'notGranted' ? 'warning' : 'default'}
        />
      </Stack>
      {showCheckMessage && check.messageKey && (
        <Alert severity="error" onClose={check.dismissMessage}>
          {translate(check.messageKey)}
        </Alert>
      )}
    </Box>
  );
}
