import { Dialog, type DialogProps } from '@mui/material';
import type { UnsavedInputGuard } from './useUnsavedInputGuard';

/**
 * A dialog that takes input, with its guard (useUnsavedInputGuard): Esc and the backdrop ask before
 * input is lost, a <Form> inside tells the guard its isDirty (FormDraft), and the "Discard changes?" confirmation is drawn
 * beside it. While `busy` (a save under way) Esc and the backdrop do nothing.
 */
export function GuardedDialog({
  guard,
  busy = false,
  children,
  ...props
}: Omit<DialogProps, 'open' | 'onClose'> & { guard: UnsavedInputGuard; busy?: boolean }) {
  return (
    <>
      <Dialog open onClose={busy ? undefined : guard.requestClose} {...guard.inputProps} {...props}>
        {guard.scope(children)}
      </Dialog>
      {guard.confirmation}
    </>
  );
}
