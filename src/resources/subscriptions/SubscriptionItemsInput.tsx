import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useRef } from 'react';
import { ArrayInput, useArrayInput, useNotify, useTranslate } from 'react-admin';
import { announceRestored, useKeptDraft } from '../../components/drafts';
import { useWatch } from 'react-hook-form';
import { itemColumns, newRow, type ItemRow } from './subscriptionDraft';
import { SubscriptionItemRow } from './SubscriptionItemRow';

/**
 * The subscription's items (doc 000 §3 "Subscription item"): react-admin's ArrayInput over
 * `subscriptionItems`, with an iterator of its own rather than SimpleFormIterator: the items are a
 * table (one column per field, labelled once in its head), a row's options depend on the other rows
 * (a unique product), and each row shows its save state and lets only an unsaved row be removed.
 * Added rows are kept in the dialog's draft with the rest of its input (useFormDraft, by field name).
 */
export function SubscriptionItemsInput({ formName }: { /** The dialog's title, which names its draft. */ formName: string }) {
  return (
    <ArrayInput source="subscriptionItems" label={false} helperText={false}>
      <ItemsTable formName={formName} />
    </ArrayInput>
  );
}

/** The row of each kept field's name ("subscriptionItems.2.product"): how many rows the draft had. */
const rowsOf = (fields: Record<string, unknown>) =>
  Math.max(0, ...Object.keys(fields).map((k) => Number(/^subscriptionItems\.(\d+)\./.exec(k)?.[1] ?? -1) + 1));

/** Row `index` as the draft kept it, over a new row's defaults (the draft holds the fields' texts). */
function keptRow(fields: Record<string, unknown>, index: number): ItemRow {
  const row: Record<string, unknown> = { ...newRow(new Date()) };
  for (const field of itemColumns) {
    const value = fields[`subscriptionItems.${index}.${field}`];
    if (typeof value !== 'string' || value === '') continue;
    row[field] = field === 'quantity' ? Number(value) : value;
  }
  return row as unknown as ItemRow;
}

function ItemsTable({ formName }: { formName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { fields, append, remove } = useArrayInput();
  const items = (useWatch({ name: 'subscriptionItems' }) as ItemRow[] | undefined) ?? [];
  // Rows the user had added when the session ended come back with what was typed into them: put into the
  // form's values, not typed into fields that the form may still redraw.
  const kept = useKeptDraft(formName);
  const madeRoom = useRef(false);
  useEffect(() => {
    if (!kept || madeRoom.current) return;
    // After the form's own first reset to its record (react-admin's <Form> resets in its effect, which runs after this one).
    const later = setTimeout(() => {
      madeRoom.current = true;
      const missing = rowsOf(kept.fields) - fields.length;
      if (missing <= 0) return;
      append(Array.from({ length: missing }, (_, i) => keptRow(kept.fields, fields.length + i)));
      announceRestored(kept.key, notify);
    }, 0);
    return () => clearTimeout(later);
  }, [kept, fields.length, append, notify]);
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
