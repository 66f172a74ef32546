import { Box, Button, Paper, Popper, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { GROUP_NAME_MAX_LENGTH, groupNameMessages } from '../../domain/validation/groups';
import { useFormDraft } from '../../components/drafts';

export interface GroupNameEditorProps {
  initialName: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/**
 * A group row in edit mode (doc 001 §2.1): a labelled text box and a "Save" button; Enter saves,
 * Escape cancels, Save is disabled while the name is empty (or too long, or holds a character the rule
 * for stored text refuses). A message other than "required" shows under the box as it is typed: in a
 * popper, since the row has the list's one fixed height.
 */
export function GroupNameEditor({ initialName, saving, onSave, onCancel }: GroupNameEditorProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  // The new name is kept as a draft while the row is in edit mode (one per group: it has no title of its own).
  const draft = useFormDraft({ name: `group ${initialName}` });
  const problem = groupNameMessages(name)[0];
  const shown = problem && problem.key !== 'ra.validation.required' ? translate(problem.key, problem.params) : undefined;
  const messageId = useId();
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const canSave = !problem && !saving;
  const save = () => {
    if (canSave) onSave(name.trim());
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }} {...draft}>
      <TextField
        size="small"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor replaces the name the user chose to rename; focus follows into it
        autoFocus
        label={translate('groups.nameLabel')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        ref={setField}
        error={!!shown}
        slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX_LENGTH + 1, 'aria-describedby': shown ? messageId : undefined } }}
        sx={{ flex: 1 }}
      />
      <Popper open={!!shown && !!field} anchorEl={field} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Paper elevation={3} sx={{ px: 1.5, py: 0.75, maxWidth: 480 }}>
          <Typography id={messageId} variant="caption" color="error">
            {shown}
          </Typography>
        </Paper>
      </Popper>
      <Button size="small" variant="contained" disabled={!canSave} onClick={save}>
        {translate('groups.actions.save')}
      </Button>
      <Button size="small" onClick={onCancel} disabled={saving}>
        {translate('groups.actions.cancel')}
      </Button>
    </Box>
  );
}
