import { Box, Button, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { RegionKey } from '../../../domain/config';
import { JOB_CSV_COLUMNS } from '../../../domain/csv';
import { downloadJobsCsv, toJobRow } from './jobRows';

/** Doc 000 §2: "Row height 42; 5 shimmer lines while loading." */
const ROW_HEIGHT = 42;
const SHIMMER_LINES = 5;

/** Doc 000 §2 "Tenant job status panel": the organization's jobs, CSV download and Stop on a running job. */
export function JobPanel({ orgId, region }: { orgId: number; region: RegionKey }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = ['dataCollection', 'jobs', orgId, region];
  const jobs = useQuery({ queryKey: key, queryFn: () => dataProvider.getTenantJobs(orgId, region), meta: { errorKey: 'dataCollection.jobs.error.failedToLoad' } });
  const stop = useMutation({
    mutationFn: (jobId: string) => dataProvider.stopJob(jobId),
    meta: { errorKey: 'dataCollection.jobs.error.failedToStop' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const rows = (jobs.data ?? []).map(toJobRow);
  return (
    <Box component="section" aria-labelledby={`jobs-heading-${orgId}`} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={`jobs-heading-${orgId}`} component="h4" variant="subtitle2">
          {translate('dataCollection.jobs.heading')}
        </Typography>
        <Button size="small" variant="outlined" disabled={rows.length === 0} onClick={() => downloadJobsCsv(rows)}>
          {translate('dataCollection.jobs.download')}
        </Button>
      </Box>
      {jobs.isPending ? (
        <Box aria-label={translate('dataCollection.jobs.loading')} role="progressbar">
          {Array.from({ length: SHIMMER_LINES }, (_, i) => (
            <Skeleton key={i} height={ROW_HEIGHT} />
          ))}
        </Box>
      ) : jobs.data && rows.length === 0 ? (
        <Typography>{translate('dataCollection.noData')}</Typography>
      ) : (
        // The detail panel is narrow: the table scrolls sideways rather than breaking dates over lines.
        <TableContainer role="region" tabIndex={0} aria-labelledby={`jobs-heading-${orgId}`} sx={{ overflowX: 'auto', '& td, & th': { whiteSpace: 'nowrap' } }}>
          <Table size="small" aria-labelledby={`jobs-heading-${orgId}`}>
            <TableHead>
              <TableRow>
                {JOB_CSV_COLUMNS.map((c) => (
                  <TableCell key={c}>{translate(`dataCollection.jobs.columns.${c}`)}</TableCell>
                ))}
                <TableCell>{translate('dataCollection.jobs.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.JobId} sx={{ height: ROW_HEIGHT }}>
                  {JOB_CSV_COLUMNS.map((c) => (
                    <TableCell key={c}>{r[c]}</TableCell>
                  ))}
                  <TableCell>
                    {r.MostRecentJobStatus === 'Running' && (
                      <Button size="small" disabled={stop.isPending} onClick={() => stop.mutate(r.JobId)}>
                        {translate('dataCollection.jobs.stop')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
