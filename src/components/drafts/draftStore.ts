import { z } from 'zod';

/**
 * Drafts of unsaved input, kept in the browser's localStorage (they outlive the tab's session, which
 * lives in sessionStorage and is gone after a refused renewal) under one entry per signed-in user,
 * address and form. A draft is a react-admin form's values (FormDraft); secrets never get here (it
 * leaves them out).
 */
const PREFIX = 'console.draft.';

/** The session ended by itself (draftsAtSessionEnd); a sign-in starts the next one. */
let sessionEnded = false;

/** A draft older than this is not restored any more (and goes when read). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const draftSchema = z.object({
  // A form's values as it holds them (rows included).
  fields: z.record(z.string(), z.unknown()),
  // What the form's owner keeps beside the values (a wizard's step).
  state: z.unknown().optional(),
  savedAt: z.number(),
});
type Draft = z.infer<typeof draftSchema>;
export type DraftFields = Draft['fields'];

/** Storage full or refused (private mode): the input is still on screen, only not kept. */
function storage<T>(run: (store: Storage) => T, otherwise: T): T {
  try {
    return run(localStorage);
  } catch {
    return otherwise;
  }
}

/** The entry of `owner`'s draft of the form `form` at `address` (path and query). */
export function draftKey(owner: string, address: string, form: string): string {
  return `${PREFIX}${JSON.stringify([owner, address, form])}`;
}

export function saveDraft(key: string, fields: DraftFields, state?: unknown) {
  storage((s) => s.setItem(key, JSON.stringify({ fields, state, savedAt: Date.now() } satisfies Draft)), undefined);
}

/** The draft kept under `key`; one that is not a draft's shape (storage is anyone's to edit) or too old goes. */
export function readDraft(key: string): Draft | null {
  const parsed = storage((s) => draftSchema.safeParse(JSON.parse(s.getItem(key) ?? 'null')), null);
  if (parsed?.success && Date.now() - parsed.data.savedAt <= MAX_AGE_MS) return parsed.data;
  storage((s) => s.removeItem(key), undefined);
  return null;
}

/**
 * The draft is done with: saved, typed back, cancelled or closed. Not once the session has ended:
 * react-admin resolves a write refused as the session ends with empty data, so the form's "success",
 * its close and its reset to the record that follow are no reason to lose the input.
 */
export function removeDraft(key: string) {
  if (!sessionEnded) storage((s) => s.removeItem(key), undefined);
}

/** Removes every draft whose owner is not `owner` (null: every draft). */
function removeDraftsBut(owner: string | null) {
  storage((s) => {
    for (const key of Object.keys(s)) {
      if (!key.startsWith(PREFIX)) continue;
      const keyOwner = storage(() => (JSON.parse(key.slice(PREFIX.length)) as unknown[])[0], undefined);
      if (owner === null || keyOwner !== owner) s.removeItem(key);
    }
  }, undefined);
}

/** At the user's own sign-out: every draft of this browser goes. */
export const removeAllDrafts = () => removeDraftsBut(null);

/**
 * At a sign-in: the drafts of every other user of this browser go, so that the next person on a
 * shared computer can read none of them (a session that ended by itself leaves its user's drafts for
 * that user's next sign-in, not for anyone else's). Drafts done with go again from here on.
 */
export function keepOnlyDraftsOf(owner: string) {
  sessionEnded = false;
  removeDraftsBut(owner);
}

/**
 * The session ended by itself (renewal refused, a 401 that stood): the forms about to unmount keep
 * their drafts for the next sign-in instead of discarding them as a closed form does.
 */
export function draftsAtSessionEnd() {
  sessionEnded = true;
}
