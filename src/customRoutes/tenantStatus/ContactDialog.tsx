import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { TenantContactRecord } from '../../dataProvider/resources/tenantContacts';
import type { RegionKey } from '../../domain/config';
import type { TenantContactBody } from '../../domain/schemas/tenantStatus';
import { contactChanged } from '../../domain/status/tenantStatus';
import { useUnsavedInputGuard } from '../../components/unsavedInput';
import { ErrorBarHost } from '../../components/errorBar';

const fields = ['name', 'email', 'phone', 'notes'] as const;
const empty: TenantContactBody = { name: '', email: '', phone: '', notes: '' };

/**
 * Doc 001 §2.2, §4, §5, §7: the contact dialog — name, email, phone and notes of the selected tenant.
 * Loading, then editable; submit is disabled while loading or saving, on a load error, or when no
 * value differs from the loaded one. "Save uses POST when id is 0, otherwise PATCH with the id"
 * (react-admin's useCreate / useUpdate over the `tenantContacts` resource). Closes after a save.
 * Failures show in the one error bar (the resource's friendly texts), inside the dialog, which a modal
 * would otherwise hide (doc 001 §8); a failed save keeps the dialog open with what was typed. No field
 * validation (§5).
 */
export function ContactDialog({ orgId, tenant, region, onClose }: { orgId: number; tenant: string; region: RegionKey; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const meta = { region };
  const contact = useGetOne<TenantContactRecord>('tenantContacts', { id: orgId, meta }, { staleTime: 0 });
  const [values, setValues] = useState<TenantContactBody>(empty);
  const initial: TenantContactBody = contact.data
    ? { name: contact.data.name, email: contact.data.email, phone: contact.data.phone, notes: contact.data.notes }
    : empty;
  // Each contact loaded fills the fields (adjusted while rendering, so no frame shows empty fields).
  const [loaded, setLoaded] = useState<TenantContactRecord>();
  if (contact.data !== loaded) {
    setLoaded(contact.data);
    if (contact.data) setValues(initial);
  }
  const [create, creating] = useCreate();
  const [update, updating] = useUpdate();
  const saving = creating.isPending || updating.isPending;
  const canSubmit = !!contact.data && !contact.isPending && !contact.error && !saving && contactChanged(initial, values, fields);

  const done = { onSuccess: () => (notify('tenantOverview.contact.saved', { type: 'success' }), onClose()) };
  const submit = () => {
    if (!contact.data) return;
    if (contact.data.contactId === 0) void create('tenantContacts', { data: { id: orgId, ...values }, meta }, done);
    else void update('tenantContacts', { id: orgId, data: values, previousData: contact.data, meta }, done);
  };

  const guard = useUnsavedInputGuard(onClose);
  return (
    <>
      <Dialog open onClose={guard.requestClose} {...guard.inputProps} aria-labelledby="contact-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="contact-dialog-title">{translate('tenantOverview.contact.title', { tenant })}</DialogTitle>
        <DialogContent>
          <ErrorBarHost />
          {contact.isPending && <LinearProgress aria-label={translate('tenantOverview.contact.loading')} />}
          <Box
            component="form"
            id="contact-form"
            sx={{ display: 'grid', gap: 2, pt: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              if (canSubmit) submit();
            }}
          >
            {fields.map((f) => (
              <TextField
                key={f}
                name={f}
                label={translate(`tenantOverview.contact.${f}`)}
                value={values[f]}
                disabled={contact.isPending || !!contact.error || saving}
                type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                multiline={f === 'notes'}
                minRows={f === 'notes' ? 3 : undefined}
                onChange={(e) => setValues({ ...values, [f]: e.target.value })}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('tenantOverview.contact.cancel')}</Button>
          <Button type="submit" form="contact-form" variant="contained" disabled={!canSubmit}>
            {translate('tenantOverview.contact.save')}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.confirmation}
    </>
  );
}
