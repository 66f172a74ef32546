import Papa from 'papaparse';
import { downloadCSV, type Exporter } from 'react-admin';
import { prepareCsvRows, type CsvCellOptions } from '../domain/csv';

/** CSV text of rows: the named columns, every cell neutralised (src/domain/csv.ts), written by papaparse. */
export function csvText<T extends object>(rows: readonly T[], columns: readonly (keyof T & string)[], options?: CsvCellOptions): string {
  return Papa.unparse(prepareCsvRows(rows, columns, options));
}

/** Saves CSV text as `fileName` (with or without ".csv") through react-admin's downloadCSV. */
export function downloadCsv(text: string, fileName: string) {
  downloadCSV(text, fileName.replace(/\.csv$/, ''));
}

/**
 * A react-admin `exporter` (for <List exporter> and <ExportButton>): the records the list's
 * current filter matches, reduced to `columns` (optionally mapped first), as `fileName`.csv.
 */
export function csvExporter<T extends object>(
  fileName: string,
  columns: readonly (keyof T & string)[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin hands an exporter `any[]` records; each list's map names its record type
  options: CsvCellOptions & { map?: (record: any) => T } = {},
): Exporter {
  return (records) => {
    const rows = options.map ? records.map(options.map) : (records as unknown as T[]);
    downloadCsv(csvText(rows, columns, options), fileName);
  };
}
