import { Box, type BoxProps } from '@mui/material';

/**
 * A form of plain fields whose state lives in the component (a wizard step, a one-field command), not
 * a record form (those are react-admin's <Form>): Enter in a field or the submit button calls
 * `onSubmit` without reloading the page; the browser's own validation bubbles are off, the fields
 * show the console's messages instead.
 */
export function PlainForm({ onSubmit, ...props }: Omit<BoxProps<'form'>, 'component' | 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      {...props}
    />
  );
}
