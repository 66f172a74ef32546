import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Invoice } from '../../domain/schemas/invoice';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `invoices`: the signed-in user's organization's invoices at /my-invoices (doc 001 §2.4). */
export default {
  name: 'invoices',
  access: resourceRules.invoices,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: Invoice) => record.id,
  routes: [{ path: '/my-invoices', component: lazyPart(() => import('./InvoiceList')) }],
  menu: { path: '/my-invoices', labelKey: 'menu.myInvoices', order: 70 },
} satisfies ResourceEntry;
