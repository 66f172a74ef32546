import { InputAdornment, TextField } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import type { TenantNameFormValues } from '../domain/validation/tenantName';
import { TENANT_SUFFIX } from '../domain/validation/tenantName';

/** A form of the one tenant name box starts empty. */
export const blankTenantName: TenantNameFormValues = { tenantName: '' };

/**
 * The directory tenant name box of Connect tenant and the setup wizard, the `tenantName` of a
 * react-admin <Form> whose schema holds the caller's rule (validated on change and on leaving the
 * box): required, focused, the ".onmicrosoft.com" suffix shown, and the rule's message once
 * something is typed, the box was left or the form was submitted. The element carries no name: a
 * draft knows it by its label.
 */
export function TenantNameField({ label }: { label: string }) {
  const { field, fieldState, formState } = useInput({ source: 'tenantName', isRequired: true });
  const value = (field.value as string | undefined) ?? '';
  const problem = (fieldState.isTouched || formState.isSubmitted || value !== '') && fieldState.error?.message;
  return (
    <TextField
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of the connect step and dialog the user just opened; focus moves into it (WAI-ARIA dialog pattern)
      autoFocus
      required
      fullWidth
      label={label}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!problem}
      helperText={problem ? <ValidationError error={problem} /> : ' '}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{TENANT_SUFFIX}</InputAdornment> } }}
    />
  );
}
