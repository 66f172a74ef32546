import { Box, LinearProgress } from '@mui/material';
import { EditBase, Form, SaveButton, TextInput, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import type { TenantNote } from '../../dataProvider/resources/tenantNotes';
import type { OrganizationRecord } from '../../authProvider/accessNames';
import { useAccess } from '../../components/useAccess';
import { NOTE_MAX_LENGTH, tenantNoteFormSchema } from '../../domain/schemas/reportingTenant';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';

/**
 * The save's `meta`, also the read's: react-admin puts the saved note into the cache entry read with
 * the same meta, so the tab shows it at once when opened again. `retryable` gives the failure bar
 * its Retry (ErrorBarProvider reads it from the save's call).
 */
const meta = { retryable: true };

/**
 * Doc 000 §2 "Notes", the organization's Notes tab: the record of the resource `tenantNotes` (one
 * free-text note per tenant at the organization's Reporting endpoint) in react-admin's <EditBase>
 * and <Form>. 'Failed to get notes' / 'Failed to send notes' (the resource map's texts) show in the
 * one error bar, so the view's own notifications and redirects are off; a failed save keeps the text.
 */
export function TenantNoteEdit({ orgId, organization }: { orgId: number; organization: OrganizationRecord }) {
  const translate = useTranslate();
  // Saved by those who manage the organization (canAccess: edit on tenantNotes, the organization as record).
  const editable = useAccess().can({ resource: 'tenantNotes', action: 'edit', record: organization });
  const { show } = useHierarchyMessages();
  return (
    <EditBase<TenantNote>
      resource="tenantNotes"
      id={orgId}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ meta, onError: () => undefined }}
      mutationOptions={{
        meta,
        onSuccess: () => show({ key: 'notes', orgId, severity: 'success', text: translate('notes.saved') }),
        onError: () => undefined,
      }}
      loading={<LinearProgress aria-label={translate('app.loading')} />}
      // Shown in the error bar, with Retry.
      error={null}
    >
      <NoteForm editable={editable} />
    </EditBase>
  );
}

function NoteForm({ editable }: { editable: boolean }) {
  // Typed input outlives a refetch of the note (keepDirtyValues); a failed save leaves it as it is.
  return (
    <Box>
      <Form resolver={zodFormResolver(tenantNoteFormSchema)} resetOptions={{ keepDirtyValues: true }}>
        <FormDraft id="note" />
        <TextInput
          source="text"
          label="notes.label"
          helperText={editable ? 'notes.help' : 'notes.readOnly'}
          multiline
          minRows={6}
          fullWidth
          // Read-only on the element, not react-admin's readOnly, which greys the field and its help as disabled
          // (too faint to read, and the help says why the note cannot be saved).
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH, readOnly: !editable } }}
        />
        {editable && <SaveNote />}
      </Form>
    </Box>
  );
}

/** Enabled when the text differs from the stored note: typing the stored text back disables it again. */
function SaveNote() {
  const record = useRecordContext<TenantNote>();
  const { saving } = useSaveContext();
  const text = useWatch({ name: 'text' }) as string | undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <SaveButton label="notes.save" icon={<></>} alwaysEnable={!saving && text !== record?.text} />
    </Box>
  );
}
