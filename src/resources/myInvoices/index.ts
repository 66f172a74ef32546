import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Invoice } from '../../domain/schemas/invoice';

/** Resource `my-invoices` (path /my-invoices, doc 001 §2.4). The list loads on first visit. */
const myInvoices = {
  list: lazy(() => import('./InvoiceList')),
  icon: ReceiptLongIcon,
  recordRepresentation: (record: Invoice) => record.id,
};

export default myInvoices;
