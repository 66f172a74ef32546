import Papa from 'papaparse';
import { jobColumns } from './schemas/dataQuery';

/**
 * CSV files of the console, written by papaparse. Two rules:
 * - formula neutralisation (OWASP "CSV Injection"): papaparse's `escapeFormulae` gives a text cell
 *   starting with =, +, -, @, a tab or a carriage return a leading single quote (and quotes the
 *   cell), so a spreadsheet shows it as text. We pass our own pattern, because papaparse's default
 *   (`/^[=+\-@\t\r].*$/`) misses a formula followed by a line break in the same cell;
 * - doc 000 §9 / doc 001 §9 / doc 002 §9: "semicolons in values replaced by !" for the job export
 *   (tenant_jobs.csv), the boundary list and the permissions export — the `replaceSemicolons` option.
 * Numbers are written as they are (a negative number is not a formula, and papaparse leaves numbers
 * alone); booleans as true/false; null and undefined become empty cells; dates become ISO text.
 */

export interface CsvCellOptions {
  /** Replace every ';' in a value by '!' (the spec's exports). Default false. */
  replaceSemicolons?: boolean;
}

/** The cells papaparse's `escapeFormulae` neutralises: text starting with =, +, -, @, tab or CR. */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

type CsvCell = string | number | bigint;

/** One cell's value as papaparse receives it: numbers stay numbers, everything else is text. */
export function csvCell(value: unknown, options: CsvCellOptions = {}): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return options.replaceSemicolons ? text.replaceAll(';', '!') : text;
}

/** Rows for papaparse's `unparse({ fields, data })`: each row reduced to `columns`, in that order. */
export function prepareCsvRows<T extends object>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
  options: CsvCellOptions = {},
): { fields: string[]; data: CsvCell[][] } {
  return {
    fields: [...columns],
    data: rows.map((row) => columns.map((c) => csvCell(row[c], options))),
  };
}

/** CSV text of rows: the named columns, formula-leading cells neutralised by papaparse. */
export function csvText<T extends object>(rows: readonly T[], columns: readonly (keyof T & string)[], options?: CsvCellOptions): string {
  return Papa.unparse(prepareCsvRows(rows, columns, options), { escapeFormulae: CSV_FORMULA_START });
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
export const JOB_CSV_COLUMNS = [...jobColumns, 'duration'] as const;

/** Doc 001 §2.2: the tenant status table's columns, which Download Report carries. */
export const TENANT_STATUS_CSV_COLUMNS = ['TenantDomain', 'UserCount', 'MailboxCount', 'DataAsOf', 'NextScan', 'JobStatusAggregation'] as const;
