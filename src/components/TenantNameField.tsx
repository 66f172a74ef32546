import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ValidationMessage } from '../domain/validation/messages';
import { TENANT_SUFFIX } from '../domain/validation/tenantName';

/**
 * The directory tenant name box of Connect tenant and the setup wizard: required, focused, the
 * ".onmicrosoft.com" suffix shown, and the rule's message once something is typed or the box was
 * left (or `forceShow`, after a submit). `rule` is the domain rule of the caller's context.
 */
export function useTenantName(rule: (name: string) => ValidationMessage | undefined) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = rule(name);
  return { name, setName, problem, touch: () => setTouched(true), showProblem: (touched || name !== '') && !!problem };
}

export function TenantNameField({ label, state }: { label: string; state: ReturnType<typeof useTenantName> }) {
  const translate = useTranslate();
  const { name, setName, problem, touch, showProblem } = state;
  return (
    <TextField
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of the connect step and dialog the user just opened; focus moves into it (WAI-ARIA dialog pattern)
      autoFocus
      required
      fullWidth
      label={label}
      value={name}
      onChange={(e) => setName(e.target.value)}
      onBlur={touch}
      error={showProblem}
      helperText={showProblem && problem ? translate(problem.key, problem.params) : ' '}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{TENANT_SUFFIX}</InputAdornment> } }}
    />
  );
}
