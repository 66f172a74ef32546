import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { CONTAINER_DESCRIPTION_MAX, CONTAINER_NAME_MAX } from '../../domain/schemas/container';
import { boundaryTextMessages } from '../../domain/validation/boundary';

/** The text as typed: an emptied field is '' in the form, as the plan and the draft read it, not react-admin's null. */
const asTyped = (value: string) => value;

/**
 * A text of the wizard's form: red once Next found it wrong (the message is the step's, above the
 * fields), and, as it is typed, when it breaks the rule for stored text, whose message shows under it.
 */
function WizardTextInput({ source, ...rest }: { source: 'name' | 'description' } & Omit<TextFieldProps, 'error' | 'helperText'>) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, parse: asTyped });
  const rule = boundaryTextMessages(source === 'name' ? { name: field.value } : { name: '', description: field.value })[source];
  return (
    <TextField
      {...rest}
      id={id}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.invalid || !!rule}
      helperText={rule ? translate(rule.key, rule.params) : undefined}
    />
  );
}

/**
 * Step 1, basic details (doc 002 §2, §5): Name (required, else missing_name) and Description (optional).
 * A character the rule for stored text refuses shows its message under the field as it is typed.
 */
export function BasicDetailsStep() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <WizardTextInput
        source="name"
        label={translate('boundaries.wizard.fields.name')}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- first field of the wizard drawer the user just opened; focus moves into it (WAI-ARIA dialog pattern)
        autoFocus
        slotProps={{ htmlInput: { maxLength: CONTAINER_NAME_MAX } }}
      />
      <WizardTextInput
        source="description"
        label={translate('boundaries.wizard.fields.description')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: CONTAINER_DESCRIPTION_MAX } }}
      />
    </Box>
  );
}
