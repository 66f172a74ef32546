import { Dialog, type DialogProps } from '@mui/material';
import { createContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { addLeaveGuard } from './leaveGuard';

/**
 * How a react-admin Form inside a guarded dialog tells the guard whether it holds unsaved input
 * (its isDirty, reported by FormDraft; null when the form goes), so that the guard asks from the
 * form's own state.
 */
export const FormDirtyContext = createContext<((form: string, dirty: boolean | null) => void) | null>(null);

export interface UnsavedInputGuard {
  /** For the Close button and the dialog's onClose (Esc, backdrop): asks first when input would be lost. */
  requestClose: () => void;
  /** The "Discard changes?" confirmation; render it beside the dialog. */
  confirmation: ReactNode;
  /** Put around the dialog's content (GuardedDialog does): a react-admin Form inside with a FormDraft tells the guard its isDirty. */
  scope: (children: ReactNode) => ReactNode;
}

/**
 * One guard for every dialog, drawer and wizard that takes input: while a react-admin Form inside
 * (with its FormDraft) is dirty, Esc, the backdrop, Close, the browser's Back and leaving the page ask
 * before the input is thrown away; the form keeps its own draft, so that a session ending meanwhile
 * loses nothing. A saved dialog closes through its own onClose, unasked. `dirty`, when given, is
 * what counts instead (a form the guard's scope does not reach). Esc inside an open list
 * (Autocomplete, Select) closes only that list: MUI stops that key there.
 */
export function useUnsavedInputGuard(onClose: () => void, options: { dirty?: boolean; disabled?: boolean } = {}): UnsavedInputGuard {
  const [asking, setAsking] = useState(false);
  // Each react-admin Form inside that reports its isDirty (FormDraft), by its id.
  const forms = useRef(new Map<string, boolean>());
  const [report] = useState(() => (form: string, isDirty: boolean | null) => {
    if (isDirty === null) forms.current.delete(form);
    else forms.current.set(form, isDirty);
  });
  // The latest options and onClose, for the leave guard and the confirmation, which outlive a render.
  const state = useRef({ options, onClose });
  useLayoutEffect(() => {
    state.current = { options, onClose };
  });
  const dirty = () => {
    const { dirty: told, disabled } = state.current.options;
    return !disabled && (told ?? [...forms.current.values()].some(Boolean));
  };
  useEffect(() => addLeaveGuard({ dirty, ask: () => setAsking(true) }), []);
  return {
    requestClose: () => (dirty() ? setAsking(true) : onClose()),
    confirmation: (
      <Confirm
        isOpen={asking}
        title="unsavedInput.title"
        content="unsavedInput.content"
        confirm="unsavedInput.discard"
        cancel="unsavedInput.keepEditing"
        confirmColor="warning"
        onConfirm={() => {
          setAsking(false);
          state.current.onClose();
        }}
        onClose={() => setAsking(false)}
      />
    ),
    scope: (children) => <FormDirtyContext value={report}>{children}</FormDirtyContext>,
  };
}

/**
 * A dialog that takes input, with its guard: Esc and the backdrop ask before input is lost, a react-admin Form
 * inside tells the guard its isDirty, and the confirmation is drawn beside it. While `busy` (a save
 * under way) Esc and the backdrop do nothing.
 */
export function GuardedDialog({
  guard,
  busy = false,
  children,
  ...props
}: Omit<DialogProps, 'open' | 'onClose'> & { guard: UnsavedInputGuard; busy?: boolean }) {
  return (
    <>
      <Dialog open onClose={busy ? undefined : guard.requestClose} {...props}>
        {guard.scope(children)}
      </Dialog>
      {guard.confirmation}
    </>
  );
}
