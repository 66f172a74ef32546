import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONTAINER_DESCRIPTION_MAX, CONTAINER_NAME_MAX } from '../../domain/schemas/container';
import { boundaryTextMessages, MISSING_NAME_KEY } from '../../domain/validation/boundary';
import type { ValidationMessage } from '../../domain/validation/messages';
import type { StepProps } from './UsersStep';

/**
 * Step 1, basic details (doc 002 §2, §5): Name (required, else missing_name) and Description (optional).
 * A character the rule for stored text refuses shows its message under the field as it is typed.
 */
export function BasicDetailsStep({ values, change, error }: StepProps & { error?: ValidationMessage }) {
  const translate = useTranslate();
  const text = boundaryTextMessages(values);
  const shown = (m: ValidationMessage | undefined) => (m ? translate(m.key, m.params) : undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label={translate('boundaries.wizard.fields.name')}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- first field of the wizard drawer the user just opened; focus moves into it (WAI-ARIA dialog pattern)
        autoFocus
        value={values.name}
        error={error?.key === MISSING_NAME_KEY || !!text.name}
        helperText={shown(text.name)}
        onChange={(e) => {
          const name = e.target.value;
          change((v) => ({ ...v, name }));
        }}
        slotProps={{ htmlInput: { maxLength: CONTAINER_NAME_MAX } }}
      />
      <TextField
        label={translate('boundaries.wizard.fields.description')}
        multiline
        minRows={3}
        value={values.description}
        error={!!text.description}
        helperText={shown(text.description)}
        onChange={(e) => {
          const description = e.target.value;
          change((v) => ({ ...v, description }));
        }}
        slotProps={{ htmlInput: { maxLength: CONTAINER_DESCRIPTION_MAX } }}
      />
    </Box>
  );
}
