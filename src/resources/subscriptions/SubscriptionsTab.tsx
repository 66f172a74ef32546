import { Alert, Box, Button, LinearProgress, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import { canAddEditSubscriptions } from '../../domain/permissions/hierarchy';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { Subscription } from '../../domain/schemas/subscription';
import { sortByStatus } from '../../domain/status/subscription';
import { hierarchyPath, parseHierarchyPath } from '../../customRoutes/hierarchy/hierarchyPath';
import { SubscriptionFormDialog } from './SubscriptionFormDialog';
import { SubscriptionItemsList } from './SubscriptionItemsList';
import { SubscriptionStatusIcon } from './SubscriptionStatusIcon';
import { useSubscriptions } from './subscriptionQueries';

/**
 * Doc 000 §2 "Subscriptions": the organization's subscriptions sorted by status (§4) at
 * /hierarchy/{orgId}/subscriptions; /hierarchy/{orgId}/subscriptions/{subscriptionId} lists one's items.
 */
export function SubscriptionsTab({ orgId, orgName }: { orgId: number; orgName: string }) {
  const translate = useTranslate();
  const { page } = parseHierarchyPath(useLocation().pathname);
  const subscriptions = useSubscriptions(orgId);
  const { profile } = useProfile();
  const canEdit = !!profile && canAddEditSubscriptions(profile);
  const [editing, setEditing] = useState<Subscription | 'new' | undefined>();
  // A failure is shown by the one error bar (friendly text, server message, Retry).
  if (subscriptions.error && !subscriptions.data) return null;
  if (subscriptions.isPending || !subscriptions.data) return <LinearProgress aria-label={translate('app.loading')} />;
  if (page !== undefined) {
    const selected = subscriptions.data.find((s) => `${s.id}` === page);
    return <SubscriptionItemsList orgId={orgId} subscription={selected} />;
  }
  return (
    <Box>
      {canEdit && <Button variant="contained" sx={{ mb: 1 }} onClick={() => setEditing('new')}>{translate('subscriptions.form.add')}</Button>}
      {editing && <SubscriptionFormDialog orgId={orgId} subscription={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      {subscriptions.data.length === 0 ? (
        <Alert severity="info">{translate('subscriptions.list.empty')}</Alert>
      ) : (
    <Table size="small" aria-label={translate('subscriptions.list.label', { orgName })}>
      <TableHead>
        <TableRow>
          {['status', 'description', 'tenantName', 'product', 'startDate', 'endDate', 'cancelledDate', 'items'].map((c) => (
            <TableCell key={c}>{translate(`subscriptions.list.${c}`)}</TableCell>
          ))}
          {canEdit && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {sortByStatus(subscriptions.data).map((s) => (
          <SubscriptionRow key={s.id} orgId={orgId} subscription={s} onEdit={canEdit ? () => setEditing(s) : undefined} />
        ))}
      </TableBody>
    </Table>
      )}
    </Box>
  );
}

function SubscriptionRow({ orgId, subscription: s, onEdit }: { orgId: number; subscription: Subscription; onEdit?: () => void }) {
  const translate = useTranslate();
  const description = s.description || translate('subscriptions.list.noDescription');
  return (
    <TableRow>
      <TableCell><SubscriptionStatusIcon status={s.status} /></TableCell>
      <TableCell>
        <MuiLink component={Link} to={hierarchyPath({ orgId, tab: 'subscriptions', page: String(s.id) })} aria-label={translate('subscriptions.list.showItems', { description })}>
          {description}
        </MuiLink>
      </TableCell>
      <TableCell>{s.tenantName}</TableCell>
      <TableCell>{s.product ?? ''}</TableCell>
      <TableCell>{formatDate(s.startDate, listDateFormat)}</TableCell>
      <TableCell>{formatDate(s.endDate, listDateFormat)}</TableCell>
      <TableCell>{formatDate(s.cancelledDate, listDateFormat)}</TableCell>
      <TableCell>{s.subscriptionItems.length}</TableCell>
      {onEdit && (
        <TableCell>
          <Button size="small" onClick={onEdit} aria-label={translate('subscriptions.form.editLabel', { description })}>{translate('subscriptions.form.edit')}</Button>
        </TableCell>
      )}
    </TableRow>
  );
}
