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

export const draftSchema = z.object({
  // A form's values as it holds them (rows included); a DOM form's fields are texts and flags.
  fields: z.record(z.string(), z.unknown()),
  // What the form's owner keeps beside the values (a wizard's step).
  state: z.unknown().optional(),
  savedAt: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;
export type DraftFields = Draft['fields'];

/** The entry of `owner`'s draft of the form `form` at `address` (path and query). */
export function draftKey(owner: string, address: string, form: string): string {
  return `${PREFIX}${JSON.stringify([owner, address, form])}`;
}

export function saveDraft(key: string, fields: DraftFields, state?: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify({ fields, state, savedAt: Date.now() } satisfies Draft));
  } catch {
    // Storage full or refused (private mode): the input is still on screen, only not kept.
  }
}

export function readDraft(key: string): Draft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: ReturnType<typeof draftSchema.safeParse> | undefined;
  try {
    parsed = draftSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success || Date.now() - parsed.data.savedAt > MAX_AGE_MS) {
    forget(key);
    return null;
  }
  return parsed.data;
}

function forget(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/**
 * The draft is done with: saved, typed back, cancelled or closed. Not once the session has ended:
 * react-admin resolves a write refused as the session ends with empty data, so the form's "success",
 * its close and its reset to the record that follow are no reason to lose the input.
 */
export function removeDraft(key: string) {
  if (!sessionEnded) forget(key);
}

/** At the user's own sign-out: every draft of this browser goes. */
export function removeAllDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * At a sign-in: the drafts of every other user of this browser go, so that the next person on a
 * shared computer can read none of them (a session that ended by itself leaves its user's drafts for
 * that user's next sign-in, not for anyone else's). Drafts done with go again from here on.
 */
export function keepOnlyDraftsOf(owner: string) {
  sessionEnded = false;
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(PREFIX)) continue;
      let keyOwner: unknown;
      try {
        keyOwner = (JSON.parse(key.slice(PREFIX.length)) as unknown[])[0];
      } catch {
        keyOwner = undefined;
      }
      if (keyOwner !== owner) localStorage.removeItem(key);
    }
  } catch {
    // As above.
  }
}

/**
 * The session ended by itself (renewal refused, a 401 that stood): the forms about to unmount keep
 * their drafts for the next sign-in instead of discarding them as a closed form does.
 */
export function draftsAtSessionEnd() {
  sessionEnded = true;
}

export function sessionHasEnded(): boolean {
  return sessionEnded;
}

/** The start of every key of `owner`'s drafts at `address`. */
export function draftKeyPrefix(owner: string, address: string): string {
  return draftKey(owner, address, '').slice(0, -3);
}

const announced = new Set<string>();

/**
 * Says "Your unsaved changes were restored." once for the form whose draft is `key` while it is
 * open, however many of its parts (its fields, its added rows) put back what they kept.
 */
export function announceRestored(key: string, notify: (message: string, options: { type: 'info' }) => void) {
  if (announced.has(key)) return;
  announced.add(key);
  notify('drafts.restored', { type: 'info' });
}

/** The form of `key` has closed: the next time it opens, a restore is announced again. */
export function forgetAnnounced(key: string) {
  announced.delete(key);
}
