import { csvText, downloadCsv } from '../../components/csvExport';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import { TENANT_STATUS_CSV_COLUMNS, TENANT_STATUS_CSV_FILE } from '../../domain/csv';

/** Download Report's text (doc 001 §2.2): the table's columns of the rows shown, every cell neutralised (papaparse). */
export const tenantReportCsv = (rows: readonly TenantStatusRecord[]) => csvText(rows, TENANT_STATUS_CSV_COLUMNS);

/** Saves the report as tenant_status.csv. */
export const downloadTenantReport = (rows: readonly TenantStatusRecord[]) => downloadCsv(tenantReportCsv(rows), TENANT_STATUS_CSV_FILE);
