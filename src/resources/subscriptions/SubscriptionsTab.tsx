import { Alert, Box, Button, LinearProgress, Link as MuiLink } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { DataTable, ListContextProvider, useCanAccess, useList, useTranslate } from 'react-admin';
import { useKeptOpen, type KeptOpenValue } from '../../components/drafts';
import type { Subscription } from '../../domain/schemas/subscription';
import { sortByStatus } from '../../domain/status/subscription';
import { hierarchyPath, parseHierarchyPath } from '../../components/hierarchy/hierarchyPath';
import { SubscriptionFormDialog } from './SubscriptionFormDialog';
import { SubscriptionItemsList } from './SubscriptionItemsList';
import { dateColumnList, statusColumn, subscriptionLabel } from './subscriptionColumns';
import { useSubscriptions } from './subscriptionQueries';
import { shownDescription } from './trialDescription';

/**
 * Doc 000 §2 "Subscriptions": the organization's subscriptions sorted by status (§4) at
 * /hierarchy/{orgId}/subscriptions; /hierarchy/{orgId}/subscriptions/{subscriptionId} lists one's items.
 */
export function SubscriptionsTab({ orgId, orgName }: { orgId: number; orgName: string }) {
  const translate = useTranslate();
  const { page } = parseHierarchyPath(useLocation().pathname);
  const subscriptions = useSubscriptions(orgId);
  // canAccess's subscriptions rule (the resource table's), which the sandbox asks too.
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'subscriptions', action: 'create' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'subscriptions', action: 'edit' });
  // 'new' or the id of the subscription being edited; kept with the dialog's draft when the session ends.
  const [editing, setEditing] = useKeptOpen('subscription', isSubscriptionDialog);
  const editingSubscription = typeof editing === 'number' ? subscriptions.data?.find((s) => s.id === editing) : undefined;
  // A failure is shown by the one error bar (friendly text, server message, Retry).
  if (subscriptions.error && !subscriptions.data) return null;
  if (subscriptions.isPending || !subscriptions.data) return <LinearProgress aria-label={translate('app.loading')} />;
  if (page !== undefined) {
    const selected = subscriptions.data.find((s) => `${s.id}` === page);
    return <SubscriptionItemsList orgId={orgId} subscription={selected} />;
  }
  return (
    <Box>
      {canCreate && (
        <Button variant="contained" sx={{ mb: 1 }} onClick={() => setEditing('new')}>
          {translate('subscriptions.form.add')}
        </Button>
      )}
      {((canCreate && editing === 'new') || (canEdit && editingSubscription)) && (
        <SubscriptionFormDialog orgId={orgId} subscription={editingSubscription} onClose={() => setEditing(null)} />
      )}
      <SubscriptionTable
        orgId={orgId}
        orgName={orgName}
        subscriptions={subscriptions.data}
        onEdit={canEdit ? (subscription) => setEditing(subscription.id) : undefined}
      />
    </Box>
  );
}

const isSubscriptionDialog = (value: KeptOpenValue): value is 'new' | number => value === 'new' || typeof value === 'number';

interface SubscriptionTableProps {
  orgId: number;
  orgName: string;
  subscriptions: Subscription[];
  onEdit?: (subscription: Subscription) => void;
}

const label = subscriptionLabel;

/** The list, sorted by status first (doc 000 §4); a column header sorts by that column instead. */
function SubscriptionTable({ orgId, orgName, subscriptions, onEdit }: SubscriptionTableProps) {
  const translate = useTranslate();
  const list = useList({ resource: 'subscriptions', data: sortByStatus(subscriptions) });
  function descriptionOf(s: Subscription) {
    return shownDescription(translate, s.description);
  }
  return (
    <ListContextProvider value={list}>
      <DataTable<Subscription>
        resource="subscriptions"
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('subscriptions.list.label', { orgName })}
        empty={<Alert severity="info">{translate('subscriptions.list.empty')}</Alert>}
      >
        {statusColumn()}
        <DataTable.Col
          source="description"
          label={label('description')}
          render={(s: Subscription) => (
            <MuiLink
              component={Link}
              to={hierarchyPath({ orgId, tab: 'subscriptions', page: String(s.id) })}
              aria-label={translate('subscriptions.list.showItems', { description: descriptionOf(s) })}
            >
              {descriptionOf(s)}
            </MuiLink>
          )}
        />
        <DataTable.Col source="tenantName" label={label('tenantName')} />
        <DataTable.Col source="product" label={label('product')} />
        {dateColumnList()}
        <DataTable.Col label={label('items')} disableSort render={(s: Subscription) => s.subscriptionItems.length} />
        {onEdit && (
          <DataTable.Col
            label={label('actions')}
            disableSort
            render={(s: Subscription) => (
              <Button
                size="small"
                onClick={() => onEdit(s)}
                aria-label={translate('subscriptions.form.editLabel', { description: descriptionOf(s) })}
              >
                {translate('subscriptions.form.edit')}
              </Button>
            )}
          />
        )}
      </DataTable>
    </ListContextProvider>
  );
}
