import { csvText, downloadCsv } from '../csvExport';
import { JOB_CSV_COLUMNS, TENANT_JOBS_CSV_FILE } from '../../domain/csv';
import { formatDate, jobDateFormat } from '../../domain/formats';
import { jobDuration } from '../../domain/status/tenantStatus';

export type JobColumn = (typeof JOB_CSV_COLUMNS)[number];
/** The row as shown, plus the job id and the data date as sent (ISO), for its freshness colour. */
export type JobRow = Record<JobColumn, string> & { JobId: string; DataAsOfIso: string | null };
type Raw = Record<string, string | number | null>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const date = (v: string | number | null | undefined) => formatDate(typeof v === 'string' ? v : null, jobDateFormat);

/** Doc 000 §2: the job table's row as shown — dates 'D-MMM-YYYY HH:mm:ss', duration HH:mm:ss. */
export function toJobRow(r: Raw): JobRow {
  return {
    JobId: text(r.JobId),
    DataAsOfIso: typeof r.CompletedSuccessfullyDateAsOf === 'string' ? r.CompletedSuccessfullyDateAsOf : null,
    JobName: text(r.JobName),
    QueuedOn: date(r.QueuedOn),
    StartedOn: date(r.StartedOn),
    MostRecentTimeCompletedSuccessfully: date(r.MostRecentTimeCompletedSuccessfully),
    CompletedSuccessfullyDateAsOf: date(r.CompletedSuccessfullyDateAsOf),
    MostRecentJobStatus: text(r.MostRecentJobStatus),
    duration: jobDuration(text(r.StartedOn) || null, text(r.MostRecentTimeCompletedSuccessfully) || null),
  };
}

/** The job CSV text: the seven columns, semicolons replaced by "!" and formula-leading cells neutralised. */
export function jobsCsv(rows: readonly JobRow[]): string {
  return csvText(rows, JOB_CSV_COLUMNS, { replaceSemicolons: true });
}

/** Saves the job CSV as tenant_jobs.csv. */
export function downloadJobsCsv(rows: readonly JobRow[]) {
  downloadCsv(jobsCsv(rows), TENANT_JOBS_CSV_FILE);
}
