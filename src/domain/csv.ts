/**
 * Prepares rows for a CSV file (papaparse writes them elsewhere). Two rules:
 * - formula neutralisation (OWASP "CSV Injection"): a text cell starting with =, +, -, @, a tab or
 *   a carriage return gets a leading single quote, so a spreadsheet shows it as text;
 * - doc 000 §9 / doc 001 §9 / doc 002 §9: "semicolons in values replaced by !" for the job export
 *   (tenant_jobs.csv), the boundary list and the permissions export — the `replaceSemicolons` option.
 * Numbers and booleans are written as they are (a negative number is not a formula); null and
 * undefined become empty cells; dates become ISO text.
 */

export interface CsvCellOptions {
  /** Replace every ';' in a value by '!' (the spec's exports). Default false. */
  replaceSemicolons?: boolean;
}

const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseCsvCell(value: unknown, options: CsvCellOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  let text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (options.replaceSemicolons) text = text.replaceAll(';', '!');
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * Rows for papaparse's `unparse({ fields, data })`: each row reduced to `columns`, in that order,
 * every cell neutralised.
 */
export function prepareCsvRows<T extends object>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
  options: CsvCellOptions = {},
): { fields: string[]; data: string[][] } {
  return {
    fields: [...columns],
    data: rows.map((row) => columns.map((c) => neutraliseCsvCell(row[c], options))),
  };
}

/** Doc 000 §9: "CSV export file name tenant_jobs.csv". */
export const TENANT_JOBS_CSV_FILE = 'tenant_jobs.csv';
/** Doc 001 §2.2: "Download Report exports a file named tenant_status." */
export const TENANT_STATUS_CSV_FILE = 'tenant_status.csv';
/** Doc 002 §2: "exports it as a file named {userId}.permissions.csv". */
export const permissionsCsvFileName = (userId: string) => `${userId}.permissions.csv`;
/** Doc 002 §2: "CSV columns: name, description, createdOnUtc, updatedOnUtc." */
export const BOUNDARY_CSV_COLUMNS = ['name', 'description', 'createdOnUtc', 'updatedOnUtc'] as const;
/** Doc 000 §2 job table columns, which the job CSV carries. */
export const JOB_CSV_COLUMNS = [
  'JobName',
  'QueuedOn',
  'StartedOn',
  'MostRecentTimeCompletedSuccessfully',
  'CompletedSuccessfullyDateAsOf',
  'MostRecentJobStatus',
  'duration',
] as const;

/** Doc 001 §2.2: the tenant status table's columns, which Download Report carries. */
export const TENANT_STATUS_CSV_COLUMNS = ['TenantDomain', 'UserCount', 'MailboxCount', 'DataAsOf', 'NextScan', 'JobStatusAggregation'] as const;
