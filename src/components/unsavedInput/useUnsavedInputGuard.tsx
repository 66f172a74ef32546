import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Confirm } from 'react-admin';
import { addLeaveGuard } from './leaveGuard';
import { FormDirtyContext } from './formDirty';

/** Inputs that hold no work: searches and list filters (type="search", react-admin's filter inputs, or inside data-unsaved="ignore"). */
function holdsWork(target: EventTarget): target is HTMLElement {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return false;
  return target.type !== 'search' && !target.closest('[data-unsaved="ignore"], .RaFilterForm-filterFormInput');
}

export interface UnsavedInputGuard {
  /** Spread on the <Dialog>/<Drawer>: notes the user's input (React events bubble through the portal). */
  inputProps: { onChangeCapture: (e: SyntheticEvent) => void; onInputCapture: (e: SyntheticEvent) => void };
  /** For the Close button and the dialog's onClose (Esc, backdrop): asks first when input would be lost. */
  requestClose: () => void;
  /** The "Discard changes?" confirmation; render it beside the dialog. */
  confirmation: ReactNode;
  /** Put around the dialog's content (GuardedDialog does): a <Form> inside with a FormDraft tells the guard its isDirty. */
  scope: (children: ReactNode) => ReactNode;
}

/**
 * One guard for every dialog, drawer and wizard that takes input: once the user has typed or ticked
 * something, Esc, the backdrop, Close, the browser's Back and leaving the page ask before it is
 * thrown away. Input counts while its form is still on screen (a form that was sent and reset by a
 * remount holds nothing), and everywhere for inputs outside a form (a wizard's steps come and go).
 * A saved dialog closes through its own onClose, unasked. `dirty` overrides both.
 * Where the input is in a react-admin <Form> with a FormDraft, the form's isDirty counts instead of the
 * keys seen, and the form keeps its own draft, so that a session ending meanwhile loses nothing.
 * Esc inside an open list (Autocomplete, Select) closes only that list: MUI stops that key there.
 */
export function useUnsavedInputGuard(onClose: () => void, options: { dirty?: boolean; disabled?: boolean } = {}): UnsavedInputGuard {
  const touched = useRef(new Set<Element>());
  const outsideForm = useRef(false);
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
    if (disabled) return false;
    if (told !== undefined) return told;
    if (forms.current.size > 0) return outsideForm.current || [...forms.current.values()].some(Boolean);
    return outsideForm.current || [...touched.current].some((form) => form.isConnected);
  };
  const note = (e: SyntheticEvent) => {
    if (!holdsWork(e.target)) return;
    const form = e.target.closest('form');
    if (form) touched.current.add(form);
    else outsideForm.current = true;
  };
  useEffect(() => addLeaveGuard({ dirty, ask: () => setAsking(true) }), []);
  const requestClose = () => (dirty() ? setAsking(true) : onClose());
  return {
    inputProps: { onChangeCapture: note, onInputCapture: note },
    requestClose,
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
