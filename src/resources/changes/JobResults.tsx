import {
  Box,
  LinearProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { jobOutcomes, type Job, type JobOutcome } from '../../domain/changes';
import { CHANGE_PAGE_SIZE, useJobResults } from './changeQueries';
import { outcomeLabel } from './jobText';
import { ReasonText } from './PlanReview';
import { StateText } from './StateText';

/**
 * The result of every organization of a job, a page at a time, by outcome (each a tab with its
 * count), with the audit entry each applied target wrote. Read again whenever the job's progress changes.
 */
export function JobResults({ job }: { job: Job }) {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<JobOutcome | undefined>(undefined);
  const [page, setPage] = useState(1);
  const results = useJobResults(job, outcome, page);
  const shown = jobOutcomes.filter((o) => job.counts[o] > 0);
  return (
    <Box component="section" aria-labelledby="job-results-title">
      <Typography id="job-results-title" component="h2" variant="h6">
        {translate('changes.job.results')}
      </Typography>
      <Tabs
        value={outcome ?? 'all'}
        onChange={(_, v: JobOutcome | 'all') => {
          setOutcome(v === 'all' ? undefined : v);
          setPage(1);
        }}
        aria-label={translate('changes.job.resultsByOutcome')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="all" label={translate('changes.class.all', { smart_count: job.total })} />
        {shown.map((o) => (
          <Tab key={o} value={o} label={outcomeLabel(translate, o, job.counts[o])} />
        ))}
      </Tabs>
      {results.isFetching && <LinearProgress aria-label={translate('changes.job.loadingResults')} />}
      <TableContainer>
        <Table size="small" aria-labelledby="job-results-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('changes.columns.organization')}</TableCell>
              <TableCell>{translate('changes.columns.outcome')}</TableCell>
              <TableCell>{translate('changes.columns.before')}</TableCell>
              <TableCell>{translate('changes.columns.after')}</TableCell>
              <TableCell>{translate('changes.columns.message')}</TableCell>
              <TableCell>{translate('changes.columns.audit')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(results.data?.data ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.organizationName}</TableCell>
                <TableCell>{translate(`changes.rowOutcome.${row.outcome}`)}</TableCell>
                <TableCell>
                  <StateText state={row.before} />
                </TableCell>
                <TableCell>
                  <StateText state={row.after} />
                </TableCell>
                <TableCell>
                  <ReasonText row={{ ...row, reason: row.message }} />
                </TableCell>
                <TableCell>
                  {row.auditEventId !== null && (
                    <Link to={`/auditEvents?jobId=${job.id}&organizationId=${row.organizationId}`}>
                      {translate('changes.job.auditEntry', { id: row.auditEventId })}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {results.isSuccess && results.data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{translate('changes.job.noResults')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={results.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={CHANGE_PAGE_SIZE}
        rowsPerPageOptions={[CHANGE_PAGE_SIZE]}
        onPageChange={(_, p) => setPage(p + 1)}
      />
    </Box>
  );
}
