import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { ListBase, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { InvoiceTable } from './InvoiceTable';

/** Doc 001 §2.4 My Invoices: a sortable table with a loading indicator; failures show in the error bar. */
export function InvoiceList() {
  const translate = useTranslate();
  return (
    <ListBase sort={{ field: 'date', order: 'DESC' }} perPage={25}>
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
