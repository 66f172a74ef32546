import { Alert, Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { Subscription } from '../../domain/schemas/subscription';
import { sortByStatus } from '../../domain/status/subscription';
import { hierarchyPath } from '../../customRoutes/hierarchy/hierarchyPath';
import { SubscriptionStatusIcon } from './SubscriptionStatusIcon';

const columns = ['status', 'product', 'feature', 'startDate', 'endDate', 'cancelledDate', 'subscriptionType', 'quantity'] as const;

/** The sub-route /hierarchy/{orgId}/subscriptions/{subscriptionId}: that subscription's items (doc 000 §2). */
export function SubscriptionItemsList({ orgId, subscription }: { orgId: number; subscription: Subscription | undefined }) {
  const translate = useTranslate();
  const back = (
    <MuiLink component={Link} to={hierarchyPath({ orgId, tab: 'subscriptions' })}>
      {translate('subscriptions.list.back')}
    </MuiLink>
  );
  if (!subscription) {
    return (
      <Box>
        <Alert severity="warning" sx={{ mb: 1 }}>{translate('subscriptions.list.notFound')}</Alert>
        {back}
      </Box>
    );
  }
  const description = subscription.description || translate('subscriptions.list.noDescription');
  return (
    <Box>
      {back}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate('subscriptions.list.itemsTitle', { description })}
      </Typography>
      {subscription.subscriptionItems.length === 0 ? (
        <Alert severity="info">{translate('subscriptions.list.noItems')}</Alert>
      ) : (
        <Table size="small" aria-label={translate('subscriptions.list.itemsTitle', { description })}>
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c}>{translate(`subscriptions.list.${c}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {sortByStatus(subscription.subscriptionItems).map((i) => (
              <TableRow key={i.id}>
                <TableCell><SubscriptionStatusIcon status={i.status} /></TableCell>
                <TableCell>{i.product}</TableCell>
                <TableCell>{i.feature}</TableCell>
                <TableCell>{formatDate(i.startDate, listDateFormat)}</TableCell>
                <TableCell>{formatDate(i.endDate, listDateFormat)}</TableCell>
                <TableCell>{formatDate(i.cancelledDate, listDateFormat)}</TableCell>
                <TableCell>{i.subscriptionType}</TableCell>
                <TableCell>{i.quantity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
