import { Button, CircularProgress, IconButton, MenuItem, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useContext } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { friendlyText } from '../../dataProvider/ApiError';
import { calendarDate, calendarDay } from '../../domain/formats';
import { contractTermsMonths, features, products, subscriptionTypes } from '../../domain/schemas/subscription';
import {
  contractEndDate,
  featureOptionsFor,
  isCancelledDateEditable,
  productOptionsFor,
  type SubscriptionItemDraft,
} from '../../domain/validation/subscription';
import { SubmittingItemContext, type ItemField, type ItemRow } from './subscriptionDraft';

// Calendar dates: the input's day is the payload's day, whatever the browser's time zone.
const dateInput = { format: (v: unknown) => calendarDay(v as string | null | undefined), parse: (v: string) => calendarDate(v) };
const quantityInput = { format: (v: unknown) => (v ?? '') as number | '', parse: (v: string) => (v === '' ? null : Number(v)) };

export interface ItemRowProps {
  index: number;
  all: readonly SubscriptionItemDraft[];
  onRemove: () => void;
}

/**
 * One item of the subscription form (doc 000 §3 "Subscription item", §4, §5): its fields are
 * react-admin inputs (useInput) of the row `subscriptionItems.<index>`, checked by the form's schema;
 * a loaded item shows its errors at once, a new one after the first Save. A change marks the row to
 * be sent again (and clears its last error); the row shows its save state.
 */
export function SubscriptionItemRow({ index, all, onRemove }: ItemRowProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const path = `subscriptionItems.${index}`;
  const row = (useWatch({ name: path }) as ItemRow | undefined) ?? ({} as ItemRow);
  const number = index + 1;
  const label = (field: string) => translate('subscriptions.form.itemLabel', { number, field: translate(`subscriptions.list.${field}`) });
  const changed = () => {
    setValue(`${path}.dirty`, true);
    setValue(`${path}.error`, undefined);
  };
  const set = (field: ItemField, value: unknown) => {
    setValue(`${path}.${field}`, value, { shouldValidate: true, shouldDirty: true });
    changed();
  };
  const cancelEditable = isCancelledDateEditable(row.endDate, new Date());
  const submitting = useContext(SubmittingItemContext) === index;
  return (
    <TableRow>
      <TableCell>
        <ItemSelect
          index={index}
          field="product"
          label={label('product')}
          options={productOptionsFor(products, all, index)}
          onChange={() => (changed(), setValue(`${path}.feature`, null))}
          showAlways={!row.isNew}
        />
      </TableCell>
      <TableCell>
        <ItemSelect
          index={index}
          field="feature"
          label={label('feature')}
          options={featureOptionsFor(features, row.product)}
          onChange={changed}
          showAlways={!row.isNew}
        />
      </TableCell>
      <TableCell>
        <ItemText index={index} field="startDate" label={label('startDate')} onChange={changed} showAlways={!row.isNew} />
      </TableCell>
      <TableCell>
        <ItemText index={index} field="endDate" label={label('endDate')} onChange={changed} showAlways={!row.isNew} />
        <TextField
          select
          size="small"
          value=""
          label={translate('subscriptions.form.contractTerm')}
          sx={{ mt: 1, minWidth: 140 }}
          onChange={(e) => {
            const end = contractEndDate(row.startDate, Number(e.target.value));
            if (end) set('endDate', end);
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
        <ItemText
          index={index}
          field="cancelledDate"
          label={label('cancelledDate')}
          onChange={changed}
          showAlways={!row.isNew}
          disabled={!cancelEditable}
        />
        {cancelEditable && row.cancelledDate && (
          <Button size="small" onClick={() => set('cancelledDate', null)}>
            {translate('subscriptions.form.clearCancelled', { number })}
          </Button>
        )}
      </TableCell>
      <TableCell>
        <ItemSelect
          index={index}
          field="subscriptionType"
          label={label('subscriptionType')}
          options={subscriptionTypes}
          onChange={changed}
          showAlways={!row.isNew}
        />
      </TableCell>
      <TableCell>
        <ItemText index={index} field="quantity" label={label('quantity')} onChange={changed} showAlways={!row.isNew} />
      </TableCell>
      <TableCell>
        {/* Doc 000 §3: each item has its own "isSubmitting" state. */}
        {submitting && (
          <Typography role="status" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={14} aria-hidden />
            {translate('subscriptions.form.itemSaving', { number })}
          </Typography>
        )}
        {!submitting && row.error !== undefined && (
          <Typography role="alert" color="error" variant="body2">
            {translate('subscriptions.form.itemFailed', { number, text: friendlyText(translate, 'subscriptions.error.saveFailed', row.error) })}
          </Typography>
        )}
        {/* Doc 000 §4: an item whose save failed "is marked new" again, with its error above. */}
        {!submitting && row.isNew && !row.isSaved && (
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

interface ItemInputProps {
  index: number;
  field: ItemField;
  label: string;
  onChange: () => void;
  /** Show the field's error before a Save (a loaded item). */
  showAlways: boolean;
  disabled?: boolean;
}

/** The field's error once it is to be shown: react-admin's rule (touched or submitted), or at once for a loaded item. */
function useItemInput({ index, field, onChange, showAlways }: ItemInputProps, options: object = {}) {
  const { field: input, fieldState, formState } = useInput({ source: `${index}.${field}`, onChange, ...options });
  const error = fieldState.error && (showAlways || fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  return { input, error, helperText: error ? <InputHelperText error={error} /> : undefined };
}

function ItemSelect(props: ItemInputProps & { options: readonly string[] }) {
  const { input, error, helperText } = useItemInput(props);
  return (
    <TextField
      select
      size="small"
      {...input}
      value={input.value ?? ''}
      error={!!error}
      helperText={helperText}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': props.label } as object } }}
      sx={{ minWidth: 120 }}
    >
      {props.options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ItemText(props: ItemInputProps) {
  const quantity = props.field === 'quantity';
  const { input, error, helperText } = useItemInput(props, quantity ? quantityInput : dateInput);
  return (
    <TextField
      type={quantity ? 'number' : 'date'}
      size="small"
      {...input}
      disabled={props.disabled}
      error={!!error}
      helperText={helperText}
      sx={quantity ? { width: 90 } : undefined}
      slotProps={{ htmlInput: { 'aria-label': props.label, ...(quantity ? { min: 1, step: 1 } : {}) } }}
    />
  );
}
