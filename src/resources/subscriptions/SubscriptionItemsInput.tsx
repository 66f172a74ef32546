import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ArrayInput, useArrayInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { itemColumns, newRow, type ItemRow } from './subscriptionDraft';
import { SubscriptionItemRow } from './SubscriptionItemRow';

/**
 * The subscription's items (doc 000 §3 "Subscription item"): react-admin's ArrayInput over
 * `subscriptionItems`, with an iterator of its own rather than SimpleFormIterator: the items are a
 * table (one column per field, labelled once in its head), a row's options depend on the other rows
 * (a unique product), and each row shows its save state and lets only an unsaved row be removed.
 * Added rows are kept in the dialog's draft with the rest of its values (FormDraft).
 */
export function SubscriptionItemsInput() {
  return (
    <ArrayInput source="subscriptionItems" label={false} helperText={false}>
      <ItemsTable />
    </ArrayInput>
  );
}

function ItemsTable() {
  const translate = useTranslate();
  const { fields, append, remove } = useArrayInput();
  const items = (useWatch({ name: 'subscriptionItems' }) as ItemRow[] | undefined) ?? [];
  return (
    <>
      <Table size="small" aria-label={translate('subscriptions.form.items')}>
        <TableHead>
          <TableRow>
            {itemColumns.map((c) => (
              <TableCell key={c}>{translate(`subscriptions.list.${c}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((f, i) => (
            <SubscriptionItemRow key={f.id} index={i} all={items} onRemove={() => remove(i)} />
          ))}
        </TableBody>
      </Table>
      <Button sx={{ mt: 1 }} onClick={() => append(newRow(new Date()))}>
        {translate('subscriptions.form.addItem')}
      </Button>
    </>
  );
}
