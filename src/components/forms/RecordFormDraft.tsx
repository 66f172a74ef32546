import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetIdentity, useLocation, useNotify } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import {
  draftKey,
  readDraft,
  removeDraft,
  saveDraft,
  sessionHasEnded,
  type DraftFields,
  announceRestored,
  forgetAnnounced,
} from '../drafts/draftStore';

/** The fields a draft can hold: the form's top-level texts, flags and numbers (a record form has no secrets). */
function draftable(values: FieldValues, fields: readonly string[]): DraftFields {
  const kept: DraftFields = {};
  for (const field of fields) {
    const value: unknown = values[field];
    if (value === null || ['string', 'boolean', 'number'].includes(typeof value)) kept[field] = value as DraftFields[string];
  }
  return kept;
}

/**
 * The draft of a react-admin <Form> (placed inside it), for the signed-in user at the current
 * address (docs/decisions.md, "Drafts" and "Record forms"):
 * the form's own values, not its DOM, so a select or a number is kept as the form holds it.
 *
 * - While the values differ from the form's defaults (its record), they are the draft; once they
 *   equal them again (saved and the record re-read, cancelled, typed back) the draft goes.
 * - When the form opens where a draft is kept, its values are put back as the user's input (dirty,
 *   validated) and "Your unsaved changes were restored." is shown.
 * - Closing the form discards the draft, except when it closes because the session ended.
 *
 * The element around the form carries data-draft="never", so a surrounding useFormDraft (a tab
 * panel's, a dialog's) does not keep the same fields a second time.
 */
export function RecordFormDraft({
  name,
  onRestore,
}: {
  /** The form's name within its address. */
  name: string;
  /** Called when a draft was put back (e.g. a read view switches to editing). */
  onRestore?: () => void;
}) {
  const { identity } = useGetIdentity();
  const { pathname, search } = useLocation();
  const key = identity?.id === undefined ? null : draftKey(String(identity.id), `${pathname}${search}`, name);
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const { defaultValues } = useFormState();
  const values = useWatch();
  // Read once per key, before the values below (still the defaults) would remove it.
  const draft = useMemo(() => (key ? readDraft(key) : null), [key]);
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  const mark = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!key || !draft || restoredKey === key) return;
    // After the form's own reset to its record, which runs after this child's effects.
    const timer = setTimeout(() => {
      setRestoredKey(key);
      let changed = false;
      for (const [field, value] of Object.entries(draft.fields)) {
        if (!(field in (getValues() as object)) || getValues(field) === value) continue;
        setValue(field, value, { shouldDirty: true, shouldValidate: true });
        changed = true;
      }
      if (!changed) return;
      // An input event on the form, as typing makes: a surrounding unsaved-input guard counts it as the user's input.
      mark.current
        ?.closest('form')
        ?.querySelector('input, textarea, select')
        ?.dispatchEvent(new Event('input', { bubbles: true }));
      onRestore?.();
      announceRestored(key, notify);
    }, 0);
    return () => clearTimeout(timer);
    // onRestore is the caller's, called once; a new function each render must not restart the restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, draft, restoredKey, getValues, setValue, notify]);

  useEffect(() => {
    if (!key || (draft && restoredKey !== key)) return;
    const fields = Object.keys(defaultValues ?? {});
    const now = draftable(values as FieldValues, fields);
    if (JSON.stringify(now) === JSON.stringify(draftable(defaultValues ?? {}, fields))) removeDraft(key);
    else saveDraft(key, now);
  }, [key, draft, restoredKey, values, defaultValues]);

  useEffect(
    () => () => {
      if (key) forgetAnnounced(key);
      if (key && !sessionHasEnded()) removeDraft(key);
    },
    [key],
  );
  return <span ref={mark} hidden />;
}
