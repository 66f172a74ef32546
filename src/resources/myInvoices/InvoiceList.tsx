import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { ListBase, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { ErrorBar } from '../../components/ErrorBar';
import { InvoiceTable } from './InvoiceTable';

/** Doc 001 §2.4 My Invoices: a sortable table with a loading indicator and an error bar. */
export function InvoiceList() {
  const translate = useTranslate();
  return (
    <ListBase
      sort={{ field: 'date', order: 'DESC' }}
      perPage={25}
      // The error bar below says what failed; no second, generic notification.
      queryOptions={{ onError: () => undefined }}
    >
      <Title title={translate('invoices.title')} />
      <Box component="section" aria-labelledby="invoices-title" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography id="invoices-title" component="h1" variant="h5" gutterBottom>
          {translate('invoices.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('invoices.description')}
        </Typography>
        <InvoiceListBody />
      </Box>
    </ListBase>
  );
}

function InvoiceListBody() {
  const translate = useTranslate();
  const { error, isPending, isFetching, refetch } = useListContext();
  if (error) return <ErrorBar error={error} messageKey="invoices.error.failedToLoad" onRetry={() => refetch()} />;
  return (
    <Card>
      {(isPending || isFetching) && <LinearProgress aria-label={translate('invoices.loading')} />}
      <InvoiceTable />
      <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
    </Card>
  );
}

export default InvoiceList;
