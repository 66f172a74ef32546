import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { formatDate, formatNumber, listDateFormat } from '../../domain/formats';
import { currencyCodes, invoiceTypeKey, settledKey, type Invoice } from '../../domain/schemas/invoice';

/** Total including VAT with two decimals, e.g. 1,234.50 (in German 1.234,50). */
export const formatTotal = (total: number) => formatNumber(total, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The invoice columns; headers come from resources.invoices.fields.* and sort on click. */
export function InvoiceTable() {
  const translate = useTranslate();
  return (
    <DataTable<Invoice> bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('invoices.empty')}</Typography>}>
      <DataTable.Col source="type" render={(r) => translate(invoiceTypeKey(r.type))} />
      <DataTable.Col source="id" />
      <DataTable.Col source="date" render={(r) => formatDate(r.date, listDateFormat)} />
      <DataTable.Col source="navContact" />
      <DataTable.Col source="currency" render={(r) => currencyCodes[r.currency]} />
      <DataTable.Col source="total" align="right" render={(r) => formatTotal(r.total)} />
      <DataTable.Col source="settled" render={(r) => translate(settledKey(r.settled))} />
    </DataTable>
  );
}
