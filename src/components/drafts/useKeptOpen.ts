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
 * and its input restored (docs/decisions.md, "Drafts"):
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
  const latest = useRef({ accepts, key });
  useEffect(() => {
    latest.current = { accepts, key };
  });

  useEffect(() => {
    if (!key || !owner || restoredFor.current === key) return;
    restoredFor.current = key;
    const kept = readDraft(key)?.fields.open;
    if ((typeof kept === 'string' || typeof kept === 'number') && latest.current.accepts(kept) && inputKeptAt(owner, address)) setValue(kept);
    else removeDraft(key);
  }, [key, owner, address]);

  // Kept while open. Only a close (the setter given null) or leaving the page removes it: a value that
  // is null because the component was drawn anew (the session ending redraws the page before it
  // leaves for the sign-in) must not take away what the next sign-in restores.
  useEffect(() => {
    if (key && value !== null && restoredFor.current === key) saveDraft(key, { open: value });
  }, [key, value]);

  useEffect(
    () => () => {
      if (key && !sessionHasEnded()) removeDraft(key);
    },
    [key],
  );

  // react-admin answers a write refused with 401 by signing out and resolving the write with no data,
  // so a dialog's onSuccess closes it as the session ends: that close keeps the state for the next sign-in.
  const [set] = useState(() => (next: T | null) => {
    setValue(next);
    const { key: now } = latest.current;
    if (next === null && now && !sessionHasEnded()) removeDraft(now);
  });
  return [value, set];
}
