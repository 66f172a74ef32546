import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { dataCollectionKeys } from './dataCollectionQueries';
import { formatDate, jobDateFormat } from '../../../domain/formats';
import {
  DEMO_COPY_CHECK_DELAY_MS,
  DEMO_STATUS_POLL_MS,
  demoCopyButton,
  demoStatusKey,
  neverCopied,
  shouldPollDemoStatus,
} from '../../../domain/status/demo';

/** The demo status, polled every 6 s while In Progress (doc 000 §4, §9). */
export function useDemoStatus(orgId: number, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dataCollectionKeys.demo(orgId),
    queryFn: () => dataProvider.getDemoStatus(orgId),
    meta: { errorKey: 'dataCollection.demo.failedToLoad' },
    enabled,
    refetchInterval: (q) => (shouldPollDemoStatus(q.state.data?.status) ? DEMO_STATUS_POLL_MS : false),
  });
}

/**
 * Doc 000 §4 "Demo data": Copy or Update, status read 3 s after starting a copy; "Copy demo data
 * failed..". With the demo tenant's status and last scan date (doc 002 §3).
 */
export function DemoDataSection({ orgId }: { orgId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const demo = useDemoStatus(orgId, true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // From the click until the status read that follows the copy, a copy is running: the button stays
  // disabled, so it cannot start a second copy in the 3 s before the status says In Progress.
  const [starting, setStarting] = useState(false);
  const copy = useMutation({
    mutationFn: () => dataProvider.copyDemoData(orgId),
    meta: { errorKey: 'dataCollection.demo.copyFailed', retryable: true },
    onMutate: () => setStarting(true),
    onError: () => setStarting(false),
    onSuccess: () => {
      timer.current = setTimeout(() => void demo.refetch().finally(() => setStarting(false)), DEMO_COPY_CHECK_DELAY_MS);
    },
  });
  const data = demo.data;
  const loading = demo.isPending || copy.isPending || starting;
  // Doc 002 §3 "Demo tenant: status (default "Not verified", "Verifying..."), last scan date": the
  // status reads Verifying... while it is first read and from a copy until the read after it, Not
  // verified when it could not be read, then the service's status.
  const statusKey =
    starting || (demo.isPending && demo.isFetching)
      ? 'dataCollection.demo.verifying'
      : data
        ? demoStatusKey(data.status)
        : 'dataCollection.demo.notVerified';
  const button = demoCopyButton({ lastCopyDate: data?.lastCopyDate, status: data?.status, loading, now: new Date() });
  return (
    <Box component="section" aria-labelledby={`demo-heading-${orgId}`} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={`demo-heading-${orgId}`} component="h4" variant="subtitle2">
        {translate('dataCollection.demo.heading')}
      </Typography>
      <Typography>{translate('dataCollection.demo.statusLine', { status: translate(statusKey) })}</Typography>
      {data && (
        <Typography>
          {neverCopied(data.lastCopyDate)
            ? translate('dataCollection.demo.neverCopied')
            : translate('dataCollection.demo.lastCopy', { date: formatDate(data.lastCopyDate, jobDateFormat) })}
        </Typography>
      )}
      <Box>
        <Button variant="outlined" disabled={button.disabled} onClick={() => copy.mutate()}>
          {translate(button.labelKey)}
        </Button>
      </Box>
    </Box>
  );
}
