import { useEffect, useRef } from 'react';
import { useGetIdentity, useLocation, useNotify } from 'react-admin';
import { draftKey, readDraft, removeDraft, saveDraft, sessionHasEnded, announceRestored, forgetAnnounced } from './draftStore';

/**
 * The draft of input a component holds in its own state rather than in fields on screen (a wizard's
 * other steps, the choices of an autocomplete), kept as one text for the signed-in user at the
 * current address (docs/decisions.md, "Drafts"):
 *
 * - while `text` is not null it is the draft; null (nothing typed yet, or saved) removes it;
 * - once `ready` (e.g. the record to edit has loaded), a draft kept here is handed to `restore`
 *   once, and "Your unsaved changes were restored." is shown when it took it;
 * - when the component goes, so does its draft, except when it goes because the session ended.
 */
export function useStateDraft({
  name,
  text,
  ready,
  restore,
}: {
  /** The form's name within its address. */
  name: string;
  text: string | null;
  ready: boolean;
  /** Puts a kept draft back; false when the text no longer fits. */
  restore: (text: string) => boolean;
}) {
  const { identity } = useGetIdentity();
  const { pathname, search } = useLocation();
  const key = identity?.id === undefined ? null : draftKey(String(identity.id), `${pathname}${search}`, name);
  const notify = useNotify();
  const restoredFor = useRef<string | null>(null);
  const latest = useRef(restore);
  useEffect(() => {
    latest.current = restore;
  });

  useEffect(() => {
    if (!key || !ready || restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft(key)?.fields.state;
    if (typeof draft === 'string' && latest.current(draft)) announceRestored(key, notify);
  }, [key, ready, notify]);

  useEffect(() => {
    // Not before the kept draft has had its chance: the untouched state would remove it.
    if (!key || restoredFor.current !== key) return;
    if (text === null) removeDraft(key);
    else saveDraft(key, { state: text });
  }, [key, text, ready]);

  useEffect(
    () => () => {
      if (key) forgetAnnounced(key);
      if (key && !sessionHasEnded()) removeDraft(key);
    },
    [key],
  );
}
