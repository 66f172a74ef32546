import { describe, expect, it } from 'vitest';
import {
  acceptSignInReturn,
  clearStoredItems,
  GLOBAL_READER_ROLE_DEFINITION_ID,
  GLOBAL_READER_SCOPES,
  GLOBAL_READER_STEPS,
  GLOBAL_READER_STORAGE_KEYS,
  globalReaderSchedule,
  parseSignInFragment,
  readStoredItems,
  safeReturnPath,
  saveBeforeSignIn,
  servicePrincipalSearch,
  STATE_MISMATCH_ERROR,
  takeStoredError,
  takeStoredToken,
} from './index';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => (map.has(k) ? map.get(k)! : null),
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
  };
}
const saved = (storage = memoryStorage()) => {
  saveBeforeSignIn(storage, { returnUrl: '/hierarchy/7/data-collection', way: 'dataCollection', orgId: 7, state: 's-1' });
  return storage;
};

describe('automatic global reader setup: order and timings (doc 000 §7)', () => {
  it('uses the fixed Global Reader role definition and the two graph scopes', () => {
    expect(GLOBAL_READER_ROLE_DEFINITION_ID).toBe('f2ef992c-3afb-46b9-b7cf-a126ee74c451');
    expect(GLOBAL_READER_SCOPES).toEqual([
      'https://graph.microsoft.com/Application.ReadWrite.All',
      'https://graph.microsoft.com/RoleManagement.ReadWrite.Directory',
    ]);
  });

  it('finds the service principal, assigns the role and reads it back before the delayed steps', () => {
    expect(GLOBAL_READER_STEPS).toEqual(['findServicePrincipal', 'assignRole', 'readBack', 'recheck', 'deleteServicePrincipal']);
  });

  it('re-checks after 4 s, deletes the service principal after 5 s and clears stored items after 10 s', () => {
    expect(globalReaderSchedule()).toEqual([
      { action: 'recheck', afterMs: 4000 },
      { action: 'deleteServicePrincipal', afterMs: 5000 },
      { action: 'clearStoredItems', afterMs: 10000 },
    ]);
  });

  it('searches the service principal by its quoted application id', () => {
    expect(servicePrincipalSearch('3f9a1c27-5e84-4b6d-8f02-a1b2c3d4e5f6')).toBe('"appId:3f9a1c27-5e84-4b6d-8f02-a1b2c3d4e5f6"');
  });
});

describe('the sign-in answer in the URL fragment', () => {
  it('reads the access token and state', () => {
    expect(parseSignInFragment('#access_token=abc.def&token_type=Bearer&expires_in=3600&state=s-1')).toEqual({
      kind: 'token',
      accessToken: 'abc.def',
      state: 's-1',
    });
  });

  it('reads a refusal with the first line of its description', () => {
    const hash = `#error=access_denied&error_description=${encodeURIComponent('AADSTS65004: declined.\r\nTrace ID: x')}&state=s-1`;
    expect(parseSignInFragment(hash)).toEqual({ kind: 'error', error: 'access_denied', description: 'AADSTS65004: declined.', state: 's-1' });
  });

  it('finds nothing in an empty or unrelated fragment', () => {
    expect(parseSignInFragment('')).toEqual({ kind: 'none' });
    expect(parseSignInFragment('#section-2')).toEqual({ kind: 'none' });
    expect(parseSignInFragment(undefined)).toEqual({ kind: 'none' });
  });

  it('returns only to paths of this console', () => {
    expect(safeReturnPath('/hierarchy/7/data-collection?x=1')).toBe('/hierarchy/7/data-collection?x=1');
    expect(safeReturnPath('https://evil.example/')).toBe('/hierarchy');
    expect(safeReturnPath('//evil.example/')).toBe('/hierarchy');
    expect(safeReturnPath(null)).toBe('/hierarchy');
  });
});

describe('stored items', () => {
  it('keeps the saved page, the way, the organization and the state under their keys', () => {
    const storage = saved();
    expect(Object.fromEntries(storage.map)).toEqual({
      [GLOBAL_READER_STORAGE_KEYS.returnUrl]: '/hierarchy/7/data-collection',
      [GLOBAL_READER_STORAGE_KEYS.way]: 'dataCollection',
      [GLOBAL_READER_STORAGE_KEYS.orgId]: '7',
      [GLOBAL_READER_STORAGE_KEYS.state]: 's-1',
    });
    expect(readStoredItems(storage)).toMatchObject({ way: 'dataCollection', orgId: 7, token: null, error: null });
  });

  it('stores a token whose state matches and returns to the saved page', () => {
    const storage = saved();
    expect(acceptSignInReturn(storage, '#access_token=tok&state=s-1')).toEqual({ outcome: 'token', returnPath: '/hierarchy/7/data-collection' });
    expect(takeStoredToken(storage, 8)).toBeNull();
    expect(takeStoredToken(storage, 7)).toBe('tok');
    expect(takeStoredToken(storage, 7)).toBeNull();
    expect(readStoredItems(storage).returnUrl).toBe('/hierarchy/7/data-collection');
  });

  it('refuses a token answering another request, and stores that as the failure', () => {
    const storage = saved();
    expect(acceptSignInReturn(storage, '#access_token=tok&state=other').outcome).toBe('stateMismatch');
    expect(readStoredItems(storage).token).toBeNull();
    expect(takeStoredError(storage, 7)).toBe(STATE_MISMATCH_ERROR);
    expect(storage.map.size).toBe(0);
  });

  it('stores a refusal for the saved page and clears everything when it is taken', () => {
    const storage = saved();
    expect(acceptSignInReturn(storage, '#error=access_denied&error_description=No&state=s-1')).toEqual({
      outcome: 'error',
      returnPath: '/hierarchy/7/data-collection',
    });
    expect(takeStoredError(storage, 7)).toBe('No');
    expect(storage.map.size).toBe(0);
  });

  it('leaves things as they are without a token, and goes to /hierarchy when nothing was saved', () => {
    const storage = saved();
    expect(acceptSignInReturn(storage, '')).toEqual({ outcome: 'none', returnPath: '/hierarchy/7/data-collection' });
    expect(storage.map.size).toBe(4);
    expect(acceptSignInReturn(memoryStorage(), '#access_token=tok&state=s-1')).toEqual({ outcome: 'stateMismatch', returnPath: '/hierarchy' });
  });

  it('clears every stored item', () => {
    const storage = saved();
    storage.setItem(GLOBAL_READER_STORAGE_KEYS.token, 't');
    clearStoredItems(storage);
    expect(storage.map.size).toBe(0);
  });
});
