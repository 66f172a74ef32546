import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useLocation } from 'react-admin';
import { draftKey, draftKeyPrefix, readDraft, removeDraft, saveDraft, sessionHasEnded } from './draftStore';

/** What a dialog opens on: 'new', a record's id, a command's name. */
export type KeptOpenValue = string | number;

const OPEN = 'open ';

/** Whether a draft of input (not an open dialog) is kept for `owner` at `address`. */
function inputKeptAt(owner: string, address: string): boolean {
  const prefix = draftKeyPrefix(owner, address);
  try {
    return Object.keys(localStorage).some(
      (key) => key.startsWith(prefix) && !key.startsWith(draftKey(owner, address, OPEN).slice(0, -2)) && readDraft(key) !== null,
    );
  } catch {
    return false;
  }
}

/**
 * The open state of a dialog that has no address of its own (useState's place), kept beside the
 * dialog's draft so that a session that ends while it holds input comes back with the dialog open
 * and its input restored (docs/decisions.md, "Sessions that never lose work"):
 *
 * - while the dialog is open, what it opened on is kept for the signed-in user at the current address;
 * - when the page opens there again and a draft of input is kept at that address, the dialog opens
 *   on it once, and its own draft (useFormDraft) fills it in; a kept state without input is dropped;
 * - closing the dialog, or leaving the page, removes it; a session that ends keeps it.
 */
export function useKeptOpen<T extends KeptOpenValue>(
  name: string,
  /** Whether a kept value still names something this page can open (e.g. a record it lists). */
  accepts: (value: KeptOpenValue) => value is T,
): [T | null, (value: T | null) => void] {
  const { identity } = useGetIdentity();
  const owner = identity?.id === undefined ? undefined : String(identity.id);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const key = owner ? draftKey(owner, address, `${OPEN}${name}`) : null;
  const [value, setValue] = useState<T | null>(null);
  const restoredFor = useRef<string | null>(null);
  const latestAccepts = useRef(accepts);
  useEffect(() => {
    latestAccepts.current = accepts;
  });

  useEffect(() => {
    if (!key || !owner || restoredFor.current === key) return;
    restoredFor.current = key;
    const kept = readDraft(key)?.fields.open;
    if ((typeof kept === 'string' || typeof kept === 'number') && latestAccepts.current(kept) && inputKeptAt(owner, address)) {
      setValue(kept);
    } else removeDraft(key);
  }, [key, owner, address]);

  useEffect(() => {
    if (!key || restoredFor.current !== key) return;
    if (value === null) removeDraft(key);
    else saveDraft(key, { open: value });
  }, [key, value]);

  useEffect(
    () => () => {
      if (key && !sessionHasEnded()) removeDraft(key);
    },
    [key],
  );
  return [value, setValue];
}
