import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { saveBeforeSignIn, type GlobalReaderWay } from '../../domain/globalReader';
import type { Organization } from '../../domain/schemas/organization';
import { useReportError } from '../errorBar';
import { ManualSteps } from './ManualSteps';
import { SequenceProgress } from './SequenceProgress';
import { useGlobalReaderCheck } from './useGlobalReaderCheck';
import { useGlobalReaderSequence, type SequenceFailure } from './useGlobalReaderSequence';

/** 128 random bits as a UUID-shaped string (getRandomValues also works outside secure contexts, unlike randomUUID). */
function randomState(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface GlobalReaderSetupProps {
  orgId: number;
  /** Where the setup is started from: the stored "way" flag (doc 002 §4). */
  way: 'dataCollection' | 'setupWizard';
  /** Called with the re-check's answer once the automatic setup has run. */
  onChecked?: (assigned: boolean | null) => void;
  /** Shows the verification's 424 / generic message under the manual Verify (default true). */
  showCheckMessage?: boolean;
}

/**
 * Doc 000 §7 and doc 002 §4: "choice of automatic (default, with consent) or manual". Automatic
 * stores the current page, the way and the organization and sends the browser to the identity
 * provider; back from /appProvisionTest, the sequence runs here with its progress and outcome.
 */
export function GlobalReaderSetup({ orgId, way, onChecked, showCheckMessage = true }: GlobalReaderSetupProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dataCollection.globalReader.setup.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const location = useLocation();
  const [mode, setMode] = useState<'automatic' | 'manual'>('automatic');
  const check = useGlobalReaderCheck(orgId);
  const run = useGlobalReaderSequence(orgId, onChecked);
  const [dismissed, setDismissed] = useState(false);
  const org = useGetOne<Organization>('organizations', { id: orgId }, { meta: { errorKey: 'dataCollection.globalReader.setup.error.start' } });
  const hasTenant = !!org.data?.azureAdTenantId;

  const signIn = useMutation({
    mutationFn: async (w: GlobalReaderWay) => {
      const state = randomState();
      const url = await dataProvider.globalReaderSignInUrl(orgId, state);
      saveBeforeSignIn(window.sessionStorage, { returnUrl: `${location.pathname}${location.search}`, way: w, orgId, state });
      return url;
    },
    onSuccess: (url) => window.location.assign(url),
    meta: { errorKey: 'dataCollection.globalReader.setup.error.start', retryable: true },
  });
  // A failed step of the sequence after the sign-in is not a query: it is reported to the one bar.
  const reportError = useReportError();
  const failure = run.failure;
  // Once per failure: reported with what the page knows then.
  const report = useEffectEvent((f: SequenceFailure) =>
    reportError(f.error, f.key, { source: `globalReader:${orgId}`, retry: hasTenant ? () => signIn.mutate(way) : undefined }),
  );
  useEffect(() => {
    if (failure) report(failure);
  }, [failure]);
  const busy = signIn.isPending || signIn.isSuccess || run.phase === 'running';

  return (
    <Box
      component="section"
      aria-labelledby={`gr-setup-${orgId}`}
      sx={{ display: 'grid', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`gr-setup-${orgId}`} component="h4" variant="subtitle2">
        {t('heading')}
      </Typography>
      <Typography variant="body2">{t('intro')}</Typography>
      <FormControl disabled={run.phase === 'running'}>
        {/* The question stays readable while its choices are inactive (MUI greys a disabled form's label to 2.5:1). */}
        <FormLabel id={`gr-mode-${orgId}`} disabled={false}>
          {t('choiceLabel')}
        </FormLabel>
        <RadioGroup row aria-labelledby={`gr-mode-${orgId}`} value={mode} onChange={(e) => setMode(e.target.value as 'automatic' | 'manual')}>
          <FormControlLabel value="automatic" control={<Radio />} label={t('automatic')} />
          <FormControlLabel value="manual" control={<Radio />} label={t('manual')} />
        </RadioGroup>
      </FormControl>
      {mode === 'automatic' ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('automaticHint')}
          </Typography>
          {org.data && !hasTenant && <Alert severity="info">{t('noTenant')}</Alert>}
          <Box>
            <Button variant="contained" disabled={!hasTenant || busy} onClick={() => signIn.mutate(way)}>
              {t(signIn.isPending || signIn.isSuccess ? 'starting' : 'start')}
            </Button>
          </Box>
          {run.phase !== 'idle' && (run.failure === null || run.steps.findServicePrincipal !== 'pending') && <SequenceProgress run={run} />}
          {run.outcome !== undefined && !dismissed && (
            <Alert severity={run.outcome ? 'success' : 'warning'} onClose={() => setDismissed(true)}>
              {t(run.outcome ? 'granted' : 'notConfirmed')}
            </Alert>
          )}
        </Box>
      ) : (
        <ManualSteps check={check} showCheckMessage={showCheckMessage} />
      )}
    </Box>
  );
}
