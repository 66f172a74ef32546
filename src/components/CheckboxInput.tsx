import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** A react-admin form field shown as a labelled checkbox (react-admin has a switch, the spec says checkboxes). */
export function CheckboxInput({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { field, id } = useInput({ source, disabled });
  return (
    <FormControlLabel
      control={
        <Checkbox
          id={id}
          name={field.name}
          checked={!!field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      }
      label={translate(label)}
    />
  );
}
