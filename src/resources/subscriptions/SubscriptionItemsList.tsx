import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { Subscription } from '../../domain/schemas/subscription';
import { sortByStatus } from '../../domain/status/subscription';
import { hierarchyPath } from '../../components/hierarchy/hierarchyPath';
import { dateColumnList, statusColumn, subscriptionLabel } from './subscriptionColumns';
import { shownDescription } from './trialDescription';

/** The sub-route /hierarchy/{orgId}/subscriptions/{subscriptionId}: that subscription's items (doc 000 §2). */
export function SubscriptionItemsList({ orgId, subscription }: { orgId: number; subscription: Subscription | undefined }) {
  const translate = useTranslate();
  const items = useList({ resource: 'subscriptionItems', data: sortByStatus(subscription?.subscriptionItems ?? []) });
  const back = (
    <MuiLink component={Link} to={hierarchyPath({ orgId, tab: 'subscriptions' })}>
      {translate('subscriptions.list.back')}
    </MuiLink>
  );
  if (!subscription) {
    return (
      <Box>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('subscriptions.list.notFound')}
        </Alert>
        {back}
      </Box>
    );
  }
  const description = shownDescription(translate, subscription.description);
  return (
    <Box>
      {back}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate('subscriptions.list.itemsTitle', { description })}
      </Typography>
      <ListContextProvider value={items}>
        <DataTable
          resource="subscriptionItems"
          bulkActionButtons={false}
          rowClick={false}
          aria-label={translate('subscriptions.list.itemsTitle', { description })}
          empty={<Alert severity="info">{translate('subscriptions.list.noItems')}</Alert>}
        >
          {statusColumn()}
          <DataTable.Col source="product" label={subscriptionLabel('product')} />
          <DataTable.Col source="feature" label={subscriptionLabel('feature')} />
          {dateColumnList()}
          <DataTable.Col source="subscriptionType" label={subscriptionLabel('subscriptionType')} />
          <DataTable.Col source="quantity" label={subscriptionLabel('quantity')} />
        </DataTable>
      </ListContextProvider>
    </Box>
  );
}
