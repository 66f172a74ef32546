import { Card, LinearProgress } from '@mui/material';
import { ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { InvoiceTable } from './InvoiceTable';
import { PageSection } from '../../components/PageSection';

/** Doc 001 §2.4 My Invoices: a sortable table with a loading indicator; failures show in the error bar. */
export function InvoiceList() {
  const translate = useTranslate();
  return (
    <ListBase sort={{ field: 'date', order: 'DESC' }} perPage={25}>
      <PageSection titleId="invoices-title" title={translate('invoices.title')} description={translate('invoices.description')}>
        <InvoiceListBody />
      </PageSection>
    </ListBase>
  );
}

function InvoiceListBody() {
  const translate = useTranslate();
  // A failure shows in the layout's one error bar (resource map: invoices.error.failedToLoad).
  const { error, isPending, isFetching } = useListContext();
  if (error) return null;
  return (
    <Card>
      {(isPending || isFetching) && <LinearProgress aria-label={translate('invoices.loading')} />}
      <InvoiceTable />
      <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
    </Card>
  );
}

export default InvoiceList;
