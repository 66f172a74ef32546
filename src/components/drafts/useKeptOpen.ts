import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useLocation } from 'react-admin';
import { draftKey, readDraft, removeDraft, saveDraft } from './draftStore';

/** What a dialog opens on: 'new', a record's id, a command's name. */
export type KeptOpenValue = string | number;

/** Whether input is kept for the form `form` (FormDraft) at `address`. */
const inputKept = (owner: string, address: string, form: string): boolean => readDraft(draftKey(owner, address, form)) !== null;

/**
 * The open state of a dialog without an address of its own (useState's place), kept beside the draft
 * of its form `form` (FormDraft's id) so that a session that ends while the dialog holds input comes
 * back with the dialog open on the same record and its input restored (docs/decisions.md, "Drafts").
 * `accepts` says whether a kept value still names something the page can open. Closing the dialog
 * (the setter given null) or leaving the page removes it; a kept state without input is dropped.
 */
export function useKeptOpen<T extends KeptOpenValue>(
  form: string,
  accepts: (value: KeptOpenValue) => value is T,
): [T | null, (value: T | null) => void] {
  const { identity } = useGetIdentity();
  const owner = identity?.id === undefined ? undefined : String(identity.id);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const key = owner ? draftKey(owner, address, `open ${form}`) : null;
  const [value, setValue] = useState<T | null>(null);
  const checked = useRef<string | null>(null);
  const keyNow = useRef(key);
  useEffect(() => {
    keyNow.current = key;
  });

  // The kept value, once per user and address, after the user is known: the page opens the dialog on it.
  useEffect(() => {
    if (!key || !owner || checked.current === key) return;
    checked.current = key;
    const kept = readDraft(key)?.fields.open;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the browser's storage once the user is known
    if ((typeof kept === 'string' || typeof kept === 'number') && accepts(kept) && inputKept(owner, address, form)) setValue(kept);
    else removeDraft(key);
    // accepts is the caller's, used once per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, owner, address, form]);

  // Kept while open; a value that is null because the page was drawn anew removes nothing.
  useEffect(() => {
    if (key && value !== null && checked.current === key) saveDraft(key, { open: value });
  }, [key, value]);
  useEffect(() => () => void (key && removeDraft(key)), [key]);

  const [set] = useState(() => (next: T | null) => {
    setValue(next);
    if (next === null && keyNow.current) removeDraft(keyNow.current);
  });
  return [value, set];
}
