import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CreateBase, EditBase, Form, type RaRecord, SelectInput, TextInput, useNotify, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type UseFormReturn } from 'react-hook-form';
import { ErrorBarHost } from '../../components/errorBar';
import { subscriptionKeys } from './subscriptionQueries';
import { GuardedDialog, useUnsavedInputGuard } from '../../components/unsavedInput';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import type { SubscriptionFormRecord } from '../../dataProvider/resources/subscriptions';
import { savedItemsOf } from '../../dataProvider/resources/subscriptionSave';
import { billingModes, billingPeriods, paymentProviders, SUBSCRIPTION_TEXT_MAX, type Subscription } from '../../domain/schemas/subscription';
import { subscriptionFormSchema } from '../../domain/validation/subscription';
import { initialRecord, SubmittingItemContext } from './subscriptionDraft';
import { SubscriptionItemsInput } from './SubscriptionItemsInput';

const resolver = zodFormResolver<SubscriptionFormRecord>(subscriptionFormSchema);
const choices = (options: readonly string[]) => options.map((o) => ({ id: o, name: o }));

/**
 * Doc 000 §2 "A modal form adds or edits subscriptions and their items" (§3 fields, §4 save, §5 rules):
 * react-admin's <CreateBase>/<EditBase> over the `subscriptions` resource, saved pessimistically; the
 * resource's create and update make the calls in the specification's order (docs/decisions.md,
 * "Subscriptions"). A save in which an item failed answers
 * the rows' new state (saved, or their error): the dialog stays open with them, and the next save
 * sends only what is still to save.
 */
export function SubscriptionFormDialog({ orgId, subscription, onClose }: { orgId: number; subscription?: Subscription; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [record] = useState(() => initialRecord(orgId, subscription));
  const form = useRef<UseFormReturn | null>(null);
  // The row the save is sending now, told by the resource's save (its meta), for that row's own state.
  const [submittingItem, setSubmittingItem] = useState<number | null>(null);
  // The record as the last save answered it is the dialog's own: the next opening starts from the list's.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ['subscriptions', 'getOne'] }), [queryClient]);
  /** Puts a save's answer into the form: the rows' state, and the id of a subscription just created. */
  const absorb = (answer: Partial<SubscriptionFormRecord>) => {
    if (answer.id !== undefined) form.current?.setValue('id', answer.id);
    if (answer.subscriptionItems) form.current?.setValue('subscriptionItems', answer.subscriptionItems);
  };
  const mutationOptions = {
    meta: { onItemSubmitting: setSubmittingItem },
    onSettled: () => setSubmittingItem(null),
    onSuccess: (data: RaRecord) => {
      const answer = data as unknown as SubscriptionFormRecord;
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      if (answer.subscriptionItems.some((r) => r.error !== undefined)) return absorb(answer);
      notify('subscriptions.form.saved', { type: 'success' });
      onClose();
    },
    onError: (error: unknown) => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      const rows = savedItemsOf(error);
      if (rows) absorb({ subscriptionItems: rows });
    },
  };
  const dialog = (
    <SubmittingItemContext.Provider value={submittingItem}>
      <SubscriptionDialogBody subscription={subscription} record={record} formRef={form} onClose={onClose} />
    </SubmittingItemContext.Provider>
  );
  // A new subscription stays a create while the dialog is open: once its items failed, the record has
  // the id the service gave it, and the resource's create goes on with the items and the subscription.
  if (record.id === undefined)
    return (
      <CreateBase resource="subscriptions" redirect={false} mutationOptions={mutationOptions}>
        {dialog}
      </CreateBase>
    );
  return (
    <EditBase
      resource="subscriptions"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={mutationOptions}
      // The form edits the subscription of the list it was opened from: nothing is read again.
      queryOptions={{ enabled: false, placeholderData: { ...record, id: record.id } }}
    >
      {dialog}
    </EditBase>
  );
}

interface BodyProps {
  subscription?: Subscription;
  record: SubscriptionFormRecord;
  formRef: React.RefObject<UseFormReturn | null>;
  onClose: () => void;
}

function SubscriptionDialogBody({ subscription, record, formRef, onClose }: BodyProps) {
  const translate = useTranslate();
  const { saving = false } = useSaveContext();
  const text = (k: 'tenantName' | 'description' | 'notes') => (
    <TextInput
      source={k}
      label={`subscriptions.form.${k}`}
      size="small"
      fullWidth={k === 'notes'}
      multiline={k === 'notes'}
      helperText={false}
      slotProps={{ htmlInput: { maxLength: SUBSCRIPTION_TEXT_MAX[k] } }}
    />
  );
  const choice = (k: 'paymentType' | 'recurrenceType' | 'paymentProvider', options: readonly string[]) => (
    <SelectInput
      // Always one of its choices: no empty choice to pick.
      isRequired
      source={k}
      label={`subscriptions.form.${k}`}
      choices={choices(options)}
      size="small"
      helperText={false}
      sx={{ minWidth: 160 }}
    />
  );
  const title = subscription
    ? translate('subscriptions.form.editTitle', { description: subscription.description })
    : translate('subscriptions.form.addTitle');
  const guard = useUnsavedInputGuard(onClose, { disabled: saving });
  return (
    <GuardedDialog guard={guard} maxWidth="xl" fullWidth aria-labelledby="subscription-form-title">
      <Form record={record} resolver={resolver} noValidate disableInvalidFormNotification>
        <FormRef formRef={formRef} />
        <FormDraft id="subscription" />
        <DialogTitle id="subscription-form-title">{title}</DialogTitle>
        <DialogContent>
          <ErrorBarHost />
          <InvalidItems />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
            {choice('paymentType', billingModes)}
            {choice('recurrenceType', billingPeriods)}
            {choice('paymentProvider', paymentProviders)}
            {text('tenantName')}
            {text('description')}
            {text('notes')}
          </Box>
          <SubscriptionItemsInput />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('subscriptions.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('subscriptions.form.save')}
          </Button>
        </DialogActions>
      </Form>
    </GuardedDialog>
  );
}

/** Gives the dialog the form, to put a save's answer into it. */
function FormRef({ formRef }: { formRef: React.RefObject<UseFormReturn | null> }) {
  const form = useFormContext();
  useEffect(() => {
    formRef.current = form;
  }, [form, formRef]);
  return null;
}

/** Doc 000 §5: the form is not sent while an item is invalid, and says so. */
function InvalidItems() {
  const translate = useTranslate();
  const { submitCount, errors } = useFormState();
  if (submitCount === 0 || !errors.subscriptionItems) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {translate('subscriptions.form.invalid')}
    </Alert>
  );
}
