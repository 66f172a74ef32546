import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { friendlyText } from '../../dataProvider';
import { serverFieldErrors } from './childForm';

/** The failure bar, and the service's field errors put on their fields. */
export function ServerErrors({ error, mode, onDismiss }: { error: unknown; mode: 'create' | 'edit'; onDismiss: () => void }) {
  const translate = useTranslate();
  const { setError } = useFormContext();
  useEffect(() => {
    for (const [field, key] of Object.entries(serverFieldErrors(error))) {
      setError(field, { type: 'server', message: `@@react-admin@@${JSON.stringify({ message: key, args: {} })}` });
    }
  }, [error, setError]);
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!error || dismissed === error) return null;
  const key = mode === 'create' ? 'organization.error.createFailed' : 'organization.error.updateFailed';
  return (
    <Alert
      severity="error"
      role="alert"
      closeText={translate('errors.dismiss')}
      onClose={() => {
        setDismissed(error);
        onDismiss();
      }}
      sx={{ mb: 1 }}
    >
      {mode === 'create' && <AlertTitle>{translate('organization.error.saveChildFailed')}</AlertTitle>}
      {friendlyText(translate, key, error)}
    </Alert>
  );
}

/** Cancel, and Create or Save: enabled once the values are valid (and, when editing, changed). */
export function SubmitRow({ mode, saving, onCancel }: { mode: 'create' | 'edit'; saving: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const { isValid, isDirty } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
      <Button onClick={onCancel} disabled={saving}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving || !isValid || (mode === 'edit' && !isDirty)}>
        {translate(mode === 'create' ? 'organization.form.create' : 'organization.form.save')}
      </Button>
    </Box>
  );
}
