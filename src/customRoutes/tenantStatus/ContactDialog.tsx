import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { EditBase, Form, TextInput, useEditContext, useNotify, useSaveContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ErrorBarHost } from '../../components/errorBar';
import { GuardedDialog, useUnsavedInputGuard } from '../../components/unsavedInput';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import type { TenantContactRecord } from '../../dataProvider/resources/tenantContacts';
import type { RegionKey } from '../../domain/config';
import { contactChanged } from '../../domain/status/tenantStatus';
import { tenantContactFormSchema, type TenantContactFormValues } from '../../domain/validation/tenantContact';

const fields = ['name', 'email', 'phone', 'notes'] as const;
const resolver = zodFormResolver<TenantContactFormValues>(tenantContactFormSchema);

/**
 * Doc 001 §2.2, §4, §5, §7: the contact dialog — name, email, phone and notes of the selected tenant,
 * react-admin's <EditBase> over the `tenantContacts` resource (one record per organization), saved
 * pessimistically; the resource's update posts the first contact and patches the next ("Save uses
 * POST when id is 0, otherwise PATCH with the id"). Loading, then editable; submit is disabled while
 * loading or saving, on a load error, or when no value differs from the loaded one. Closes after a
 * save. Failures show in the one error bar (the resource's friendly texts), inside the dialog, which a
 * modal would otherwise hide (doc 001 §8); a failed save keeps the dialog open with what was typed.
 */
export function ContactDialog({ orgId, tenant, region, onClose }: { orgId: number; tenant: string; region: RegionKey; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const meta = { region };
  return (
    <EditBase<TenantContactRecord>
      resource="tenantContacts"
      id={orgId}
      mutationMode="pessimistic"
      redirect={false}
      // A failed read shows in the dialog's error bar with Retry, not react-admin's "not found" and a redirect;
      // and after the query client's retries, as every other read of the console (EditBase turns them off).
      queryOptions={{ meta, staleTime: 0, retry: queryClient.getDefaultOptions().queries?.retry, onError: () => undefined }}
      mutationOptions={{ meta, onSuccess: () => (notify('tenantOverview.contact.saved', { type: 'success' }), onClose()) }}
    >
      <ContactFormDialog orgId={orgId} tenant={tenant} onClose={onClose} />
    </EditBase>
  );
}

/** The empty fields shown (disabled) until the contact has loaded. */
const blank = { name: '', email: '', phone: '', notes: '' };

function ContactFormDialog({ orgId, tenant, onClose }: { orgId: number; tenant: string; onClose: () => void }) {
  const translate = useTranslate();
  const { record } = useEditContext<TenantContactRecord>();
  const guard = useUnsavedInputGuard(onClose);
  return (
    <GuardedDialog guard={guard} aria-labelledby="contact-dialog-title" fullWidth maxWidth="sm">
      {/* Always a record: react-admin's <Form> wraps its fields in a record context only when it has one,
            so the record arriving would mount them anew under the user's eyes (and under a test's reference).
            The record arriving keeps a draft put back meanwhile: its fields, and the form dirty for the guard. */}
      <Form resolver={resolver} record={record ?? { ...blank, id: orgId }} resetOptions={{ keepDirtyValues: true, keepDirty: true }}>
        <FormDraft id="tenantContact" />
        <DialogTitle id="contact-dialog-title">{translate('tenantOverview.contact.title', { tenant })}</DialogTitle>
        <ContactFields />
        <DialogActions>
          <Button onClick={onClose}>{translate('tenantOverview.contact.cancel')}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </GuardedDialog>
  );
}

/** Editable once the contact has loaded, and not while it is being saved. */
function useEditable() {
  const { record, isPending, error } = useEditContext<TenantContactRecord>();
  const { saving } = useSaveContext();
  return { record, editable: !!record && !isPending && !error && !saving };
}

function ContactFields() {
  const translate = useTranslate();
  const { isPending } = useEditContext();
  const { editable } = useEditable();
  return (
    <DialogContent>
      <ErrorBarHost />
      {isPending && <LinearProgress aria-label={translate('tenantOverview.contact.loading')} />}
      <Box sx={{ display: 'grid', pt: 1 }}>
        {fields.map((f) => (
          <TextInput
            key={f}
            source={f}
            label={`tenantOverview.contact.${f}`}
            disabled={!editable}
            type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
            multiline={f === 'notes'}
            minRows={f === 'notes' ? 3 : undefined}
            helperText={false}
          />
        ))}
      </Box>
    </DialogContent>
  );
}

/** Doc 001 §4: submit only when a value differs from the loaded one. */
function SaveButton() {
  const translate = useTranslate();
  const { record, editable } = useEditable();
  const values = useWatch() as Partial<TenantContactFormValues>;
  const changed = !!record && contactChanged<Partial<TenantContactFormValues>>(record, values, fields);
  return (
    <Button type="submit" variant="contained" disabled={!editable || !changed}>
      {translate('tenantOverview.contact.save')}
    </Button>
  );
}
