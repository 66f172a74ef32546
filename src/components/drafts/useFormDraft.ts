import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useGetIdentity, useLocation, useNotify } from 'react-admin';
import { draftKey, draftKeyPrefix, readDraft, removeDraft, saveDraft, sessionHasEnded, announceRestored, forgetAnnounced } from './draftStore';
import { fieldsOf, setValueOf, snapshot, valueOf } from './formFields';

export interface FormDraftProps {
  ref: (el: HTMLElement | null) => void;
  onChangeCapture: (e: SyntheticEvent) => void;
  onInputCapture: (e: SyntheticEvent) => void;
  onMouseDownCapture: (e: SyntheticEvent) => void;
  onClickCapture: (e: SyntheticEvent) => void;
  onKeyDownCapture: (e: SyntheticEvent) => void;
  onKeyUpCapture: (e: SyntheticEvent) => void;
  onSubmitCapture: (e: SyntheticEvent) => void;
}

/** How long a form that opens is watched for its fields (they may wait for the record to load). */
const RESTORE_TICKS = 40;
const TICK_MS = 200;

/** Removals after an unmount, cancelled when the same address mounts a form again at once (StrictMode, a remount). */
const pendingRemovals = new Map<string, ReturnType<typeof setTimeout>>();

/** The form's name within its address: the title of its dialog or tab panel, or its first heading. */
function formName(root: HTMLElement): string {
  const box = root.hasAttribute('aria-labelledby')
    ? root
    : root.querySelector('[role="dialog"][aria-labelledby], [role="tabpanel"][aria-labelledby]');
  const id = box?.getAttribute('aria-labelledby');
  const title = id ? document.getElementById(id) : root.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  return title?.textContent?.trim() ?? '';
}

const isField = (t: EventTarget) => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/** A key typed into a text field (not an autocomplete's, whose keys can pick an option): its input event saves it. */
const isTyping = (e: SyntheticEvent) =>
  e.target instanceof HTMLTextAreaElement || (e.target instanceof HTMLInputElement && e.target.getAttribute('aria-autocomplete') !== 'list');

/**
 * A draft of what the user has typed into the element these props are spread on (a dialog, a
 * drawer, a tab panel), kept for the signed-in user at the current address while it is open, so
 * that a session that ends meanwhile loses nothing (docs/decisions.md, "Drafts"):
 *
 * - each input is written to the draft (draftStore.ts), secrets left out (formFields.ts);
 * - when a form opens where a draft is kept, its fields are filled from it as if typed (so the
 *   form and the unsaved-input guard see them as the user's input) and "Your unsaved changes were
 *   restored." is shown;
 * - the draft goes when the form is sent and saved, and when it closes (saved, cancelled or
 *   discarded), except when it closes because the session ended.
 */
export function useFormDraft({
  disabled = false,
  name,
}: { disabled?: boolean; /** The form's name when it has no title of its own. */ name?: string } = {}): FormDraftProps {
  const { identity } = useGetIdentity();
  const owner = identity?.id === undefined ? undefined : String(identity.id);
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const root = useRef<HTMLElement | null>(null);
  const used = useRef(new Set<string>());
  const submitted = useRef<number | null>(null);
  const current = useRef({ owner, address, disabled, name });
  useEffect(() => {
    current.current = { owner, address, disabled, name };
  });

  const keyNow = () => {
    const { owner: o, address: a, name: n } = current.current;
    return o && root.current ? draftKey(o, a, n ?? formName(root.current)) : null;
  };
  const save = () => {
    const key = keyNow();
    if (!key || !root.current || current.current.disabled) return;
    const fields = snapshot(root.current);
    // Nothing of this element's own to keep (e.g. a react-admin form inside keeps its own, FormDraft).
    if (Object.keys(fields).length === 0) return;
    used.current.add(key);
    saveDraft(key, fields);
  };
  // While a draft is being put back: its own input events are not the user's, and saving the fields
  // half put back (rows not drawn yet) would overwrite the draft with less than it holds.
  const restoring = useRef(false);
  // The fields the user has typed into since the form opened: a restore leaves them alone.
  const typedInto = useRef(new WeakSet<EventTarget>());
  // One keystroke passes here twice (its input event and React's change event, which is the same
  // input event): the fields are read once, when the event has passed.
  const saveQueued = useRef(false);
  const noteInput = (e: SyntheticEvent) => {
    if (restoring.current) return;
    // Input in a dialog opened from within this element (React events bubble through portals) is that dialog's.
    // Saved at once: the field already holds what was typed when its input event passes here.
    if (isField(e.target) && root.current?.contains(e.target)) {
      typedInto.current.add(e.target);
      if (saveQueued.current) return;
      saveQueued.current = true;
      queueMicrotask(() => {
        saveQueued.current = false;
        save();
      });
    }
  };
  // A choice made in a list (a select's options are in a portal of their own) changes a field without
  // an input event on it: a click or key that changed the fields is saved too (not a key typed into a
  // text field: isTyping).
  const before = useRef<string | null>(null);
  const fieldsNow = () => (root.current ? JSON.stringify(snapshot(root.current)) : null);
  const beforeChoice = (e: SyntheticEvent) => {
    if (e.type === 'keydown' && isTyping(e)) return;
    before.current = fieldsNow();
  };
  const choiceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const afterChoice = (e: SyntheticEvent) => {
    if (e.type === 'keyup' && isTyping(e)) return;
    clearTimeout(choiceTimer.current);
    // After the choice's own handlers have run.
    choiceTimer.current = setTimeout(() => {
      if (before.current !== null && fieldsNow() !== before.current) save();
    }, 0);
  };

  const [setRoot] = useState(() => (el: HTMLElement | null) => {
    root.current = el;
  });
  useEffect(() => {
    if (!owner) return;
    const prefix = draftKeyPrefix(owner, address);
    for (const [key, timer] of pendingRemovals) {
      if (!key.startsWith(prefix)) continue;
      clearTimeout(timer);
      pendingRemovals.delete(key);
    }
    // Each field by the element it was put into: a form that remounts a field after the restore (a reset
    // to its record, a row added back) gets it again, while what the user types into the same element stays.
    let notified = false;
    let ticks = 0;
    const tick = () => {
      const key = keyNow();
      const draft = key ? readDraft(key) : null;
      if (key && draft && root.current) {
        used.current.add(key);
        const fields = fieldsOf(root.current);
        let changed = false;
        restoring.current = true;
        try {
          for (const [name, value] of Object.entries(draft.fields)) {
            const el = fields.get(name);
            // A DOM form's draft holds texts and flags only. Until the window below ends, a field the form
            // drew again or reset to its record gets the draft again, unless the user has typed into it.
            if (!el || typedInto.current.has(el) || valueOf(el) === value || (typeof value !== 'string' && typeof value !== 'boolean')) continue;
            setValueOf(el, value);
            changed = true;
          }
        } finally {
          restoring.current = false;
        }
        if (changed && !notified) {
          notified = true;
          announceRestored(key, notify);
        }
      }
      if (++ticks >= RESTORE_TICKS) clearInterval(timer);
    };
    const timer = setInterval(tick, TICK_MS);
    tick();
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      // Saved: a mutation that succeeded after the form was sent (not the sign-out that a refused send causes).
      if (submitted.current === null || event.type !== 'updated' || event.action.type !== 'success' || sessionHasEnded()) return;
      if (event.mutation.state.submittedAt < submitted.current) return;
      submitted.current = null;
      used.current.forEach(removeDraft);
    });
    const keys = used.current;
    return () => {
      clearInterval(timer);
      clearTimeout(choiceTimer.current);
      unsubscribe();
      keys.forEach(forgetAnnounced);
      if (sessionHasEnded()) return;
      for (const key of keys)
        pendingRemovals.set(
          key,
          setTimeout(() => (pendingRemovals.delete(key), removeDraft(key)), 0),
        );
      keys.clear();
    };
    // keyNow reads the latest owner and address through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore once per form, user and address
  }, [owner, address]);

  return {
    ref: setRoot,
    onChangeCapture: noteInput,
    onInputCapture: noteInput,
    onMouseDownCapture: beforeChoice,
    onClickCapture: afterChoice,
    onKeyDownCapture: beforeChoice,
    onKeyUpCapture: afterChoice,
    onSubmitCapture: () => {
      submitted.current = Date.now();
    },
  };
}
