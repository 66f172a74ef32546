import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, DataTable, ListContextProvider, useDataProvider, useGetManyReference, useList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { RegionKey } from '../../domain/config';
import { isStoppableJob } from '../../domain/status/tenantStatus';
import { FreshnessDate } from './FreshnessDate';
import { jobStatusText } from './jobStatusText';
import { downloadJobsCsv, toJobRow, type JobColumn, type JobRow } from './jobRows';
import { JOB_CSV_COLUMNS } from '../../domain/csv';
import { boundedColumnsSx } from '../tableColumnWidths';

/**
 * Doc 000 §2, doc 001 §2.2: "Columns: JobName, QueuedOn, StartedOn, MostRecentTimeCompletedSuccessfully,
 * CompletedSuccessfullyDateAsOf, MostRecentJobStatus and duration", the table's order as the CSV's.
 */
const JOB_TABLE_COLUMNS: readonly JobColumn[] = JOB_CSV_COLUMNS;

/** Doc 000 §2: "Row height 42; 5 shimmer lines while loading." */
const ROW_HEIGHT = 42;
const SHIMMER_LINES = 5;

/**
 * Doc 000 §2 "Tenant job status panel", doc 001 §2.2 "The job panel": the organization's jobs, CSV
 * download, and Stop (after a confirmation) on a queued or running job. Shared by the hierarchy's Data
 * Collection tab and the tenant status page's View Jobs. Data As Of carries its freshness colour.
 */
export function JobPanel({ orgId, region }: { orgId: number; region: RegionKey }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // The resource tenantJobs, referenced by the organization (one page: the query answers at most 1000).
  const jobs = useGetManyReference('tenantJobs', {
    target: 'organizationId',
    id: orgId,
    filter: { region },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: '', order: 'ASC' },
  });
  const stop = useMutation({
    mutationFn: (jobId: string) => dataProvider.stopJob(jobId),
    meta: { errorKey: 'dataCollection.jobs.error.failedToStop' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tenantJobs'] }),
  });
  // No sort field: the rows keep the service's order. Shown formatted (useList over the formatted rows).
  const rows = (jobs.data ?? []).map(toJobRow);
  const list = useList({ resource: 'tenantJobs', data: rows.map((r) => ({ ...r, id: r.JobId })) });
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
      ) : jobs.error ? null /* shown in the error bar, with Retry */ : (
        // The detail panel is narrow: the table's own region scrolls sideways (and takes the keyboard's
        // focus, so arrow keys scroll it) rather than the page, or dates breaking over lines (the job's
        // name, first, wraps within its column's 200 px).
        <Box
          role="region"
          tabIndex={0}
          aria-labelledby={`jobs-heading-${orgId}`}
          sx={{ overflowX: 'auto', '& td:not(:first-of-type), & th:not(:first-of-type)': { whiteSpace: 'nowrap' } }}
        >
          <ListContextProvider value={list}>
            <DataTable
              resource="tenantJobs"
              bulkActionButtons={false}
              rowClick={false}
              rowSx={() => ({ height: ROW_HEIGHT })}
              // The region around it scrolls (and takes the keyboard's focus); the theme's own scrolling box
              // would be a second one, which no keyboard can reach.
              sx={{ ...boundedColumnsSx, '& .RaDataTable-tableWrapper': { overflowX: 'visible' } }}
              aria-labelledby={`jobs-heading-${orgId}`}
              empty={<Typography>{translate('dataCollection.noData')}</Typography>}
            >
              {/* Shown formatted (dates 'D-MMM-YYYY HH:mm:ss'), so not sortable by header: the text would sort wrongly. */}
              {JOB_TABLE_COLUMNS.map((c) => (
                <DataTable.Col key={c} source={c} label={`dataCollection.jobs.columns.${c}`} disableSort render={cellRenderers[c]} />
              ))}
              <DataTable.Col
                label="dataCollection.jobs.actions"
                disableSort
                render={(r: JobRow) => <StopButton job={r} busy={stop.isPending} onStop={() => stop.mutate(r.JobId)} />}
              />
            </DataTable>
          </ListContextProvider>
        </Box>
      )}
    </Box>
  );
}

/** Data As Of carries its freshness colour; the other columns show their text. */
const cellRenderers: Partial<Record<string, (r: JobRow) => ReactNode>> = {
  CompletedSuccessfullyDateAsOf: (r) => <FreshnessDate value={r.DataAsOfIso} text={r.CompletedSuccessfullyDateAsOf} />,
  MostRecentJobStatus: (r) => <JobStatusText status={r.MostRecentJobStatus} />,
};

function JobStatusText({ status }: { status: string }) {
  const translate = useTranslate();
  return <>{jobStatusText(translate, status)}</>;
}

/** Stop, on a queued or running job only (src/domain isStoppableJob), after a confirmation. */
function StopButton({ job, busy, onStop }: { job: JobRow; busy: boolean; onStop: () => void }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  if (!isStoppableJob(job.MostRecentJobStatus)) return null;
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => setConfirming(true)}>
        {translate('dataCollection.jobs.stop')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="tenantOverview.jobs.confirmStopTitle"
        content="tenantOverview.jobs.confirmStop"
        translateOptions={{ name: job.JobName }}
        confirm="tenantOverview.jobs.stopConfirmed"
        onConfirm={() => {
          setConfirming(false);
          onStop();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
