import { downloadCSV, type Exporter } from 'react-admin';
import { csvText, type CsvCellOptions } from '../domain/csv';

/** CSV text of rows (src/domain/csv.ts: papaparse, formula-leading cells neutralised). */
export { csvText };

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
