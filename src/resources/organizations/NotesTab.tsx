import { Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { canEditNotes } from '../../domain/permissions/hierarchy';
import type { OrganizationAccess } from '../../domain/permissions/organizationAccess';
import { NOTE_MAX_LENGTH } from '../../domain/schemas/reportingTenant';
import { hierarchyKeys } from '../../components/hierarchy/hierarchyQueries';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';

/**
 * Doc 000 §2 "Notes": one free-text note per tenant, read and saved through the reporting service
 * (the data provider finds the organization's Reporting endpoint). 'Failed to get notes' /
 * 'Failed to send notes'; a failed save keeps the text.
 */
export function NotesTab({ orgId, access }: { orgId: number; access: OrganizationAccess }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const note = useQuery({ queryKey: hierarchyKeys.note(orgId), queryFn: () => dataProvider.getTenantNote(orgId), meta: { errorKey: 'notes.error.failedToGet' } });
  const [text, setText] = useState('');
  useEffect(() => {
    if (note.data !== undefined) setText(note.data);
  }, [note.data]);
  const save = useMutation({
    mutationFn: (value: string) => dataProvider.saveTenantNote(orgId, value),
    meta: { errorKey: 'notes.error.failedToSend', retryable: true },
    onSuccess: (stored) => {
      queryClient.setQueryData(hierarchyKeys.note(orgId), stored);
      show({ key: 'notes', orgId, severity: 'success', text: translate('notes.saved') });
    },
  });
  const editable = canEditNotes(access);
  if (note.error) return null; // shown in the error bar, with Retry
  if (note.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); save.mutate(text); }}>
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
          <Button type="submit" variant="contained" disabled={save.isPending || text === note.data}>
            {translate('notes.save')}
          </Button>
        </Typography>
      )}
    </Box>
  );
}
