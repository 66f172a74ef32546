import { Button, Stack, Typography } from '@mui/material';
import { DataTable, DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, listDateFormat } from '../../domain/formats';
import { accountTypeLabelKey, type AccountType } from '../../domain/permissions/brand';
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

function RowActions({ onEdit }: { onEdit: (account: ServiceAccount) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useRecordContext<ServiceAccount>();
  if (!account) return null;
  const name = account.identifier;
  return (
    // Wraps when the column is narrow: in German the two buttons side by side pushed the table past the page.
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Button size="small" onClick={() => onEdit(account)} aria-label={translate('serviceAccounts.editLabel', { name })}>
        {translate('serviceAccounts.edit')}
      </Button>
      <DeleteWithConfirmButton
        label="serviceAccounts.delete"
        aria-label={translate('serviceAccounts.deleteLabel', { name })}
        confirmTitle="serviceAccounts.deleteTitle"
        confirmContent="serviceAccounts.deleteConfirm"
        translateOptions={{ name }}
        redirect={false}
        mutationOptions={{
          // The failure shows in the error bar (resource map: serviceAccounts.error.delete), not a second notification.
          onError: () => undefined,
          onSuccess: () => notify('serviceAccounts.deleted', { type: 'success', messageArgs: { name } }),
        }}
      />
    </Stack>
  );
}
