import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, listDateFormat } from '../../domain/formats';
import { accountTypeLabelKey, type AccountType } from '../../authProvider/accessNames';
import { serviceAccountStateLabelKey, type ServiceAccount } from '../../domain/schemas/serviceAccount';

const label = (column: string) => `serviceAccounts.columns.${column}`;

/** The service account columns; Edit opens the dialog, Delete asks first (Cancel changes nothing). */
export function ServiceAccountTable({ onEdit }: { onEdit: (account: ServiceAccount) => void }) {
  const translate = useTranslate();
  const product = (r: ServiceAccount) => {
    const key = accountTypeLabelKey[r.productId as AccountType];
    return key ? translate(key) : String(r.productId);
  };
  return (
    <DataTable<ServiceAccount>
      bulkActionButtons={false}
      rowClick={false}
      aria-labelledby="service-accounts-title"
      empty={<Typography sx={{ p: 2 }}>{translate('serviceAccounts.empty')}</Typography>}
    >
      <DataTable.Col source="identifier" label={label('identifier')} />
      <DataTable.Col source="userName" label={label('userName')} />
      <DataTable.Col source="productId" label={label('product')} render={product} />
      <DataTable.Col source="state" label={label('state')} render={(r: ServiceAccount) => translate(serviceAccountStateLabelKey[r.state])} />
      <DataTable.Col source="statusReason" label={label('statusReason')} render={(r) => r.statusReason ?? ''} />
      <DataTable.Col source="lastUpdated" label={label('lastUpdated')} render={(r) => formatDate(r.lastUpdated, listDateFormat)} />
      <DataTable.Col label={label('actions')} disableSort>
        <RowActions onEdit={onEdit} />
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * Edit, and Delete after a confirmation. Doc 001 §4: "Delete marks the item isDeleting until the call
 * finishes": the confirmation closes when confirmed and the row says it is being deleted while the
 * call runs; a failure shows on the page's bar (resource map: serviceAccounts.error.delete), which a
 * confirmation left open would hide. useDelete and Confirm, not DeleteWithConfirmButton, which keeps
 * its confirmation open while the call runs and has no state of its own on the row.
 */
function RowActions({ onEdit }: { onEdit: (account: ServiceAccount) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useRecordContext<ServiceAccount>();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending: isDeleting }] = useDelete<ServiceAccount>();
  if (!account) return null;
  const name = account.identifier;
  if (isDeleting) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{translate('serviceAccounts.deleting', { name })}</Typography>
      </Box>
    );
  }
  const confirm = () => {
    setConfirming(false);
    remove(
      'serviceAccounts',
      { id: account.id, previousData: account },
      { mutationMode: 'pessimistic', onSuccess: () => notify('serviceAccounts.deleted', { type: 'success', messageArgs: { name } }) },
    );
  };
  return (
    // Wraps when the column is narrow: in German the two buttons side by side pushed the table past the page.
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Button size="small" onClick={() => onEdit(account)} aria-label={translate('serviceAccounts.editLabel', { name })}>
        {translate('serviceAccounts.edit')}
      </Button>
      <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={translate('serviceAccounts.deleteLabel', { name })}>
        {translate('serviceAccounts.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="serviceAccounts.deleteTitle"
        content="serviceAccounts.deleteConfirm"
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
