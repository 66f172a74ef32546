import { useEffect, useRef, useState } from 'react';
import { useDraftKey } from './FormDraft';
import { readDraft, removeDraft, saveDraft } from './draftStore';

/** What a dialog opens on: 'new', a record's id, a command's name. */
export type KeptOpenValue = string | number;

/**
 * The open state of a dialog without an address of its own (useState's place), kept beside the draft
 * of its form `form` (FormDraft's id) so that a session that ends while the dialog holds input comes
 * back with the dialog open on the same record and its input restored (docs/decisions.md, "Drafts").
 * `accepts` says whether a kept value still names something the page can open. Closing the dialog
 * (null) or leaving the page removes it; a kept state without input is dropped.
 */
export function useKeptOpen<T extends KeptOpenValue>(
  form: string,
  accepts: (value: KeptOpenValue) => value is T,
): [T | null, (value: T | null) => void] {
  const key = useDraftKey(`open ${form}`);
  const inputKey = useDraftKey(form);
  const [value, setValue] = useState<T | null>(null);
  // The key whose kept value has been read: until then the page's first null must not remove it.
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !inputKey || checked.current === key) return;
    checked.current = key;
    const kept = readDraft(key)?.fields.open;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the browser's storage once the user is known
    if ((typeof kept === 'string' || typeof kept === 'number') && accepts(kept) && readDraft(inputKey)) setValue(kept);
    // accepts is the caller's, used once per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, inputKey]);

  useEffect(() => {
    if (!key || checked.current !== key) return;
    if (value === null) removeDraft(key);
    else saveDraft(key, { open: value });
  }, [key, value]);
  useEffect(() => () => void (key && removeDraft(key)), [key]);
  return [value, setValue];
}
