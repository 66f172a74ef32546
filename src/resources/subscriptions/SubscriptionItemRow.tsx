import { Button, IconButton, MenuItem, TableCell, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { friendlyText } from '../../dataProvider/ApiError';
import { contractTermsMonths, features, products, subscriptionTypes } from '../../domain/schemas/subscription';
import {
  contractEndDate,
  featureOptionsFor,
  isCancelledDateEditable,
  productOptionsFor,
  subscriptionItemMessages,
  type SubscriptionItemDraft,
} from '../../domain/validation/subscription';
import type { ItemRow } from './subscriptionDraft';
import { calendarDate, calendarDay } from '../../domain/formats';

// Calendar dates: the input's day is the payload's day, whatever the browser's time zone.
const toInput = (v: string | null | undefined) => calendarDay(v);
const fromInput = (v: string) => calendarDate(v);

export interface ItemRowProps {
  row: ItemRow;
  index: number;
  all: readonly SubscriptionItemDraft[];
  showErrors: boolean;
  onChange: (patch: Partial<ItemRow>) => void;
  onRemove: () => void;
}

/**
 * One item of the subscription form (doc 000 §3 "Subscription item", §4, §5). A row of MUI inputs,
 * not a react-admin list: the rows are the form's drafts before they are saved, each with a save
 * state of its own (a failed item keeps its error and is sent again alone; a saved one is not).
 */
export function SubscriptionItemRow({ row, index, all, showErrors, onChange, onRemove }: ItemRowProps) {
  const translate = useTranslate();
  const number = index + 1;
  const messages = showErrors ? subscriptionItemMessages(row) : {};
  const label = (field: string) => translate('subscriptions.form.itemLabel', { number, field: translate(`subscriptions.list.${field}`) });
  const help = (f: keyof typeof messages) => (messages[f] ? translate(messages[f]!.key, messages[f]!.params) : undefined);
  const select = (field: 'product' | 'feature' | 'subscriptionType', options: readonly string[]) => (
    <TextField
      select
      size="small"
      value={row[field] ?? ''}
      onChange={(e) => onChange({ [field]: e.target.value, ...(field === 'product' ? { feature: null } : {}) })}
      error={!!messages[field]}
      helperText={help(field)}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': label(field) } as object } }}
      sx={{ minWidth: 120 }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  const dateField = (field: 'startDate' | 'endDate' | 'cancelledDate', disabled = false) => (
    <TextField
      type="date"
      size="small"
      value={toInput(row[field])}
      disabled={disabled}
      onChange={(e) => onChange({ [field]: fromInput(e.target.value) })}
      error={!!messages[field]}
      helperText={help(field)}
      slotProps={{ htmlInput: { 'aria-label': label(field) } }}
    />
  );
  const cancelEditable = isCancelledDateEditable(row.endDate, new Date());
  return (
    <TableRow>
      <TableCell>{select('product', productOptionsFor(products, all, index))}</TableCell>
      <TableCell>{select('feature', featureOptionsFor(features, row.product))}</TableCell>
      <TableCell>{dateField('startDate')}</TableCell>
      <TableCell>
        {dateField('endDate')}
        <TextField
          select
          size="small"
          value=""
          label={translate('subscriptions.form.contractTerm')}
          sx={{ mt: 1, minWidth: 140 }}
          onChange={(e) => {
            const end = contractEndDate(row.startDate, Number(e.target.value));
            if (end) onChange({ endDate: end });
          }}
        >
          {contractTermsMonths.map((m) => (
            <MenuItem key={m} value={m}>
              {translate('subscriptions.form.months', { count: m })}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        {dateField('cancelledDate', !cancelEditable)}
        {cancelEditable && row.cancelledDate && (
          <Button size="small" onClick={() => onChange({ cancelledDate: null })}>
            {translate('subscriptions.form.clearCancelled', { number })}
          </Button>
        )}
      </TableCell>
      <TableCell>{select('subscriptionType', subscriptionTypes)}</TableCell>
      <TableCell>
        <TextField
          type="number"
          size="small"
          value={row.quantity ?? ''}
          sx={{ width: 90 }}
          onChange={(e) => onChange({ quantity: e.target.value === '' ? null : Number(e.target.value) })}
          error={!!messages.quantity}
          helperText={help('quantity')}
          slotProps={{ htmlInput: { 'aria-label': label('quantity'), min: 1, step: 1 } }}
        />
      </TableCell>
      <TableCell>
        {row.error !== undefined && (
          <Typography role="alert" color="error" variant="body2">
            {friendlyText(translate, 'subscriptions.error.saveFailed', row.error)}
          </Typography>
        )}
        {/* Doc 000 §4: an item whose save failed "is marked new" again, with its error above. */}
        {row.isNew && !row.isSaved && (
          <Typography variant="body2" color="text.secondary">
            {translate('subscriptions.form.itemNew')}
          </Typography>
        )}
        {row.isSaved && !row.dirty && row.error === undefined && (
          <Typography variant="body2" color="success.main">
            {translate('subscriptions.form.itemSaved')}
          </Typography>
        )}
        {row.id === undefined && (
          <IconButton aria-label={translate('subscriptions.form.removeItem', { number })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}
