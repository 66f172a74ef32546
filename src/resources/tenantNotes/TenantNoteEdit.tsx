import { Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import type { TenantNote } from '../../dataProvider/resources/tenantNotes';
import { canEditNotes } from '../../domain/permissions/hierarchy';
import type { OrganizationAccess } from '../../domain/permissions/organizationAccess';
import { NOTE_MAX_LENGTH } from '../../domain/schemas/reportingTenant';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';

/**
 * Doc 000 §2 "Notes", the organization's Notes tab: the record of the resource `tenantNotes` (one
 * free-text note per tenant at the organization's Reporting endpoint), read with useGetOne and saved
 * with useUpdate. 'Failed to get notes' / 'Failed to send notes' (the resource map's texts) show in
 * the one error bar; a failed save keeps the text.
 */
export function TenantNoteEdit({ orgId, access }: { orgId: number; access: OrganizationAccess }) {
  const translate = useTranslate();
  const { show } = useHierarchyMessages();
  const note = useGetOne<TenantNote>('tenantNotes', { id: orgId });
  const [text, setText] = useState('');
  // Each note loaded fills the box (adjusted while rendering, so no frame shows the previous text).
  const [loaded, setLoaded] = useState<TenantNote>();
  if (note.data !== loaded) {
    setLoaded(note.data);
    if (note.data !== undefined) setText(note.data.text);
  }
  const [update, save] = useUpdate<TenantNote>('tenantNotes', undefined, { mutationMode: 'pessimistic', meta: { retryable: true } });
  const submit = () =>
    update(
      'tenantNotes',
      { id: orgId, data: { id: orgId, text }, previousData: note.data },
      { onSuccess: () => show({ key: 'notes', orgId, severity: 'success', text: translate('notes.saved') }) },
    );
  const editable = canEditNotes(access);
  if (note.error) return null; // shown in the error bar, with Retry
  if (note.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={translate('notes.label')}
        helperText={translate(editable ? 'notes.help' : 'notes.readOnly')}
        multiline
        minRows={6}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH, readOnly: !editable } }}
      />
      {editable && (
        <Typography component="div" sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending || text === note.data.text}>
            {translate('notes.save')}
          </Button>
        </Typography>
      )}
    </Box>
  );
}
