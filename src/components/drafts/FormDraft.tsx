import { useContext, useEffect, useMemo, useRef } from 'react';
import { useGetIdentity, useLocation, useNotify } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { FormDirtyContext } from '../unsavedInput/useUnsavedInputGuard';
import { draftKey, readDraft, removeDraft, saveDraft, type DraftFields } from './draftStore';

/** Fields never kept, whatever the form says: a password, a client secret, a card number. */
const SECRET = /secret|password|card.?number|^cvc$|^cvv$/i;

/** The key of the signed-in user's draft of form `id` at the current address (path and query); null until the user is known. */
export function useDraftKey(id: string): string | null {
  const { identity } = useGetIdentity();
  const { pathname, search } = useLocation();
  return identity?.id === undefined ? null : draftKey(String(identity.id), `${pathname}${search}`, id);
}

/** `value` without the fields named in `leaveOut` or like a secret, at any depth (rows of a list included). */
function keepable(value: unknown, leaveOut: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => keepable(v, leaveOut));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET.test(name) && !leaveOut.includes(name))
      .map(([name, v]) => [name, keepable(v, leaveOut)]),
  );
}

/** The same data as JSON would hold it (key order aside). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return JSON.stringify(a) === JSON.stringify(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export interface FormDraftProps {
  /** The form's own name within its address; its dialog's title may change without losing the draft. */
  id: string;
  /** Fields never kept besides those named like a password, secret or card number. */
  leaveOut?: readonly string[];
  /** What the form's owner holds beside the values (a wizard's step), kept and given back with them. */
  state?: unknown;
  /** Where the values are not plain data: what is kept of them, and the values again (null: the draft no longer fits). */
  codec?: { write: (values: FieldValues) => DraftFields; read: (kept: DraftFields) => FieldValues | null };
  /** Called when a draft was put back, with the state kept beside it (e.g. a read view switches to editing). */
  onRestore?: (state: unknown) => void;
}

/**
 * The draft of the react-admin <Form> it is placed in, for the signed-in user at the current address
 * (docs/decisions.md, "Drafts"), from the form's own values:
 *
 * - while the values (secrets left out) differ from the form's defaults they are the draft; once they
 *   equal them again (typed back, saved and re-read) the draft goes, and so it does when the form closes
 *   (saved or cancelled), except when the session has ended (draftStore.ts);
 * - when the form is ready where a draft is kept, the draft becomes its values over the same defaults,
 *   so the form is dirty as if typed into, and "Your unsaved changes were restored." is shown once;
 * - a surrounding unsaved-input guard reads the form's isDirty from here.
 */
export function FormDraft({ id, leaveOut = [], state, codec, onRestore }: FormDraftProps) {
  const key = useDraftKey(id);
  const notify = useNotify();
  const { reset, getValues, trigger, formState } = useFormContext();
  const { isDirty, defaultValues } = useFormState();
  const values = useWatch();
  const reportDirty = useContext(FormDirtyContext);
  // The key whose kept draft has had its chance: until then the values (still the defaults) must not remove it.
  const restored = useRef<string | null>(null);
  const write = useMemo(() => codec?.write ?? ((v: FieldValues) => v), [codec]);

  useEffect(() => reportDirty?.(id, isDirty), [reportDirty, id, isDirty]);
  useEffect(() => () => reportDirty?.(id, null), [reportDirty, id]);

  // Once the form is ready: react-admin's <Form> resets to its record in an effect that runs after this child's.
  useEffect(() => {
    if (!key || !formState.isReady || restored.current === key) return;
    restored.current = key;
    const draft = readDraft(key);
    const kept = draft && (codec ? codec.read(draft.fields) : draft.fields);
    if (!kept) return;
    const now = getValues();
    reset({ ...now, ...kept }, { keepDefaultValues: true });
    void trigger(Object.keys(kept).filter((name) => !same(kept[name], now[name])));
    onRestore?.(draft.state);
    notify('drafts.restored', { type: 'info' });
    // codec and onRestore are the caller's, used once: a new function each render must not restart the restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, formState.isReady, getValues, reset, trigger, notify]);

  useEffect(() => {
    // The values change when a draft is put back, so this runs again then.
    if (!key || restored.current !== key) return;
    const now = keepable(write(values as FieldValues), leaveOut) as DraftFields;
    if (same(now, keepable(write(defaultValues ?? {}), leaveOut))) removeDraft(key);
    else saveDraft(key, now, state);
    // leaveOut is a list the caller writes inline: its content, not its identity, counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, values, defaultValues, state, write, leaveOut.join()]);

  useEffect(() => () => void (key && removeDraft(key)), [key]);
  return null;
}
