import { parseSignInFragment, safeReturnPath } from './fragment';
import { clearStoredItems, GLOBAL_READER_STORAGE_KEYS, readStoredItems, type KeyValueStorage } from './storedItems';

/** The stored failure of an answer whose `state` is not the one sent (shown with its own text). */
export const STATE_MISMATCH_ERROR = '';

export type SignInReturnOutcome = 'token' | 'error' | 'stateMismatch' | 'none';

/**
 * What /appProvisionTest does with the fragment it was given: a token whose `state` matches the
 * stored one is stored for the sequence; a refusal (or an answer to another request) is stored as
 * the failure to show. Either way the user returns to the saved page (or the fallback).
 */
export function acceptSignInReturn(storage: KeyValueStorage, hash: string): { outcome: SignInReturnOutcome; returnPath: string } {
  const stored = readStoredItems(storage);
  const returnPath = safeReturnPath(stored.returnUrl);
  const answer = parseSignInFragment(hash);
  if (answer.kind === 'none') return { outcome: 'none', returnPath };
  if (stored.state === null) {
    clearStoredItems(storage);
    return { outcome: 'stateMismatch', returnPath };
  }
  if (answer.state !== stored.state) {
    storage.removeItem(GLOBAL_READER_STORAGE_KEYS.token);
    storage.setItem(GLOBAL_READER_STORAGE_KEYS.error, STATE_MISMATCH_ERROR);
    return { outcome: 'stateMismatch', returnPath };
  }
  if (answer.kind === 'error') {
    storage.setItem(GLOBAL_READER_STORAGE_KEYS.error, answer.description ?? answer.error);
    return { outcome: 'error', returnPath };
  }
  storage.setItem(GLOBAL_READER_STORAGE_KEYS.token, answer.accessToken);
  return { outcome: 'token', returnPath };
}
