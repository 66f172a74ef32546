import { Box, Button, Paper, Popper, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, useInput, useTranslate, ValidationError } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { GROUP_NAME_MAX_LENGTH, groupNameMessages, groupNameSchema } from '../../domain/validation/groups';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import { submissionErrors } from '../../components/forms/submissionErrors';

const resolver = zodFormResolver(z.object({ name: groupNameSchema }));

export interface GroupNameEditorProps {
  /** The draft's form id: the name under which the list keeps the row open (useKeptOpen). */
  formId: string;
  initialName: string;
  saving: boolean;
  /** Saves the name (trimmed); rejects with the failure, whose field errors then land on the box. */
  onSave: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A group row in edit mode (doc 001 §2.1): a labelled text box and a "Save" button, a react-admin
 * <Form> over the group name schema; Enter saves, Escape cancels, Save is disabled while the name is
 * empty (or too long, or holds a character the rule for stored text refuses). A message other than
 * "required", or the service's refusal of the name, shows under the box: in a popper, since the row
 * has the list's one fixed height.
 */
export function GroupNameEditor({ formId, initialName, saving, onSave, onCancel }: GroupNameEditorProps) {
  const submit = async ({ name }: FieldValues) => {
    try {
      await onSave(name as string);
    } catch (error) {
      return submissionErrors(error, { name: 'name' });
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Form defaultValues={{ name: initialName }} resolver={resolver} mode="onChange" noValidate onSubmit={submit}>
        <FormDraft id={formId} />
        <NameFields saving={saving} onCancel={onCancel} />
      </Form>
    </Box>
  );
}

function NameFields({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'name', isRequired: true });
  const name = (useWatch({ name: 'name' }) as string | undefined) ?? '';
  // The domain's rule as typed, for Save at once; the service's refusal until the name changes.
  const problem = groupNameMessages(name)[0];
  const refused = fieldState.error?.type === 'server' ? fieldState.error.message : undefined;
  const shown = refused ? (
    <ValidationError error={refused} />
  ) : problem && problem.key !== 'ra.validation.required' ? (
    translate(problem.key, problem.params)
  ) : undefined;
  const messageId = useId();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const canSave = !problem && !saving;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <TextField
        size="small"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor replaces the name the user chose to rename; focus follows into it
        autoFocus
        label={translate('groups.nameLabel')}
        value={name}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (canSave) (e.currentTarget.closest('form') as HTMLFormElement | null)?.requestSubmit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        ref={setBox}
        error={!!shown}
        slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX_LENGTH + 1, 'aria-describedby': shown ? messageId : undefined } }}
        sx={{ flex: 1 }}
      />
      <Popper open={!!shown && !!box} anchorEl={box} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Paper elevation={3} sx={{ px: 1.5, py: 0.75, maxWidth: 480 }}>
          <Typography id={messageId} variant="caption" color="error">
            {shown}
          </Typography>
        </Paper>
      </Popper>
      <Button type="submit" size="small" variant="contained" disabled={!canSave}>
        {translate('groups.actions.save')}
      </Button>
      <Button size="small" onClick={onCancel} disabled={saving}>
        {translate('groups.actions.cancel')}
      </Button>
    </Box>
  );
}
