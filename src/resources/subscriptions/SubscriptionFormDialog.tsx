import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBarHost } from '../../components/errorBar';
import { billingModes, billingPeriods, paymentProviders, SUBSCRIPTION_TEXT_MAX, type Subscription } from '../../domain/schemas/subscription';
import { isSubscriptionFormValid } from '../../domain/validation/subscription';
import { initialDraft, newRow, type FormFields, type ItemRow } from './subscriptionDraft';
import { SubscriptionItemRow } from './SubscriptionItemRow';
import { useSubscriptionSave } from './useSubscriptionSave';
import { useUnsavedInputGuard } from '../../components/unsavedInput';

const itemColumns = ['product', 'feature', 'startDate', 'endDate', 'cancelledDate', 'subscriptionType', 'quantity'] as const;

/** Doc 000 §2 "A modal form adds or edits subscriptions and their items" (§3 fields, §4 save, §5 rules). */
export function SubscriptionFormDialog({ orgId, subscription, onClose }: { orgId: number; subscription?: Subscription; onClose: () => void }) {
  const translate = useTranslate();
  const [draft] = useState(() => ({ ...initialDraft(subscription) }));
  const [fields, setFields] = useState<FormFields>(draft.fields);
  const [items, setItems] = useState<ItemRow[]>(draft.items);
  const [subscriptionId, setSubscriptionId] = useState(subscription?.id);
  const [attempted, setAttempted] = useState(false);
  const { save, saving } = useSubscriptionSave(
    orgId,
    subscription,
    (id, rows) => {
      setItems(rows);
      if (id !== undefined) setSubscriptionId(id);
    },
    onClose,
  );
  const valid = isSubscriptionFormValid(items);
  const setField = (k: keyof FormFields, v: string) => setFields((f) => ({ ...f, [k]: v }));
  const patchRow = (key: number, patch: Partial<ItemRow>) =>
    setItems((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch, dirty: true, error: undefined } : r)));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (valid) void save(subscriptionId, fields, items);
  }

  const text = (k: 'tenantName' | 'description' | 'notes') => (
    <TextField
      label={translate(`subscriptions.form.${k}`)}
      value={fields[k]}
      onChange={(e) => setField(k, e.target.value)}
      size="small"
      fullWidth={k === 'notes'}
      multiline={k === 'notes'}
      slotProps={{ htmlInput: { maxLength: SUBSCRIPTION_TEXT_MAX[k] } }}
    />
  );
  const choice = (k: 'paymentType' | 'recurrenceType' | 'paymentProvider', options: readonly string[]) => (
    <TextField
      select
      label={translate(`subscriptions.form.${k}`)}
      value={fields[k]}
      onChange={(e) => setField(k, e.target.value)}
      size="small"
      sx={{ minWidth: 160 }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  const title = subscription
    ? translate('subscriptions.form.editTitle', { description: subscription.description })
    : translate('subscriptions.form.addTitle');
  const guard = useUnsavedInputGuard(onClose, { disabled: saving });
  return (
    <>
      <Dialog open onClose={guard.requestClose} {...guard.inputProps} maxWidth="xl" fullWidth aria-labelledby="subscription-form-title">
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="subscription-form-title">{title}</DialogTitle>
          <DialogContent>
            <ErrorBarHost />
            {attempted && !valid && (
              <Alert severity="error" sx={{ my: 1 }}>
                {translate('subscriptions.form.invalid')}
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
              {choice('paymentType', billingModes)}
              {choice('recurrenceType', billingPeriods)}
              {choice('paymentProvider', paymentProviders)}
              {text('tenantName')}
              {text('description')}
              {text('notes')}
            </Box>
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
                {items.map((row, i) => (
                  <SubscriptionItemRow
                    key={row.key}
                    row={row}
                    index={i}
                    all={items}
                    showErrors={attempted || !row.isNew}
                    onChange={(p) => patchRow(row.key, p)}
                    onRemove={() => setItems((rows) => rows.filter((r) => r.key !== row.key))}
                  />
                ))}
              </TableBody>
            </Table>
            <Button sx={{ mt: 1 }} onClick={() => setItems((rows) => [...rows, newRow(new Date())])}>
              {translate('subscriptions.form.addItem')}
            </Button>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('subscriptions.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('subscriptions.form.save')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {guard.confirmation}
    </>
  );
}
