import { GLOBAL_READER_WAYS, type GlobalReaderWay } from './sequence';

/**
 * The "stored items" of the automatic global reader setup (doc 002 §4: "the current URL is stored
 * and a flag for the setup-wizard way is set"), kept in the tab's sessionStorage: they survive the
 * sign-in redirect but not the tab, and other tabs never see the token.
 */
export const GLOBAL_READER_STORAGE_KEYS = {
  returnUrl: 'globalReader.returnUrl',
  way: 'globalReader.way',
  orgId: 'globalReader.orgId',
  state: 'globalReader.state',
  token: 'globalReader.token',
  error: 'globalReader.error',
} as const;

/** The part of the Web Storage API used here (sessionStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredGlobalReaderItems {
  returnUrl: string | null;
  way: GlobalReaderWay | null;
  orgId: number | null;
  /** The random value sent as `state`, checked when the answer comes back. */
  state: string | null;
  token: string | null;
  /** The identity provider's refusal, to show on the saved page. */
  error: string | null;
}

/** Before the redirect: the page to come back to, the way, the organization and the state sent. */
export function saveBeforeSignIn(storage: KeyValueStorage, items: { returnUrl: string; way: GlobalReaderWay; orgId: number; state: string }) {
  clearStoredItems(storage);
  const k = GLOBAL_READER_STORAGE_KEYS;
  storage.setItem(k.returnUrl, items.returnUrl);
  storage.setItem(k.way, items.way);
  storage.setItem(k.orgId, String(items.orgId));
  storage.setItem(k.state, items.state);
}

export function readStoredItems(storage: KeyValueStorage): StoredGlobalReaderItems {
  const k = GLOBAL_READER_STORAGE_KEYS;
  const way = storage.getItem(k.way);
  const orgId = Number(storage.getItem(k.orgId) ?? NaN);
  return {
    returnUrl: storage.getItem(k.returnUrl),
    way: (GLOBAL_READER_WAYS as readonly string[]).includes(way ?? '') ? (way as GlobalReaderWay) : null,
    orgId: Number.isInteger(orgId) && orgId > 0 ? orgId : null,
    state: storage.getItem(k.state),
    token: storage.getItem(k.token),
    error: storage.getItem(k.error),
  };
}

export function clearStoredItems(storage: KeyValueStorage) {
  for (const key of Object.values(GLOBAL_READER_STORAGE_KEYS)) storage.removeItem(key);
}

/**
 * The answer for the sequence: the token once (it leaves storage as it is taken, so a second
 * mount never runs the sequence again) when the stored organization is `orgId`.
 */
export function takeStoredToken(storage: KeyValueStorage, orgId: number): string | null {
  const items = readStoredItems(storage);
  if (items.orgId !== orgId || !items.token) return null;
  storage.removeItem(GLOBAL_READER_STORAGE_KEYS.token);
  return items.token;
}

/** The refusal stored for `orgId`, taken once; the other stored items go with it. */
export function takeStoredError(storage: KeyValueStorage, orgId: number): string | null {
  const items = readStoredItems(storage);
  if (items.orgId !== orgId || items.error === null) return null;
  clearStoredItems(storage);
  return items.error;
}
