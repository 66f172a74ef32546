import type { PackedTree } from './packedTree';

/** One kept associations answer: the packed tree and the ETag it came with (null: the service sent none). */
export interface StoredTree {
  key: string;
  tree: PackedTree;
  etag: string | null;
}

/** Where the last answer is kept between visits. */
export interface TreeStore {
  get(key: string): Promise<StoredTree | undefined>;
  /** Keeps `value` as the only answer (the previous one, whoever's, is dropped). */
  put(value: StoredTree): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'tenant-console';
const STORE = 'associationsTree';

/**
 * The raw IndexedDB API in a few lines (no idb-keyval in the project): one database, one object
 * store holding at most one answer, keyed by user, service and organization (treeCache). Where
 * IndexedDB is missing or refuses (jsdom, private modes), nothing is kept and reads find nothing.
 */
export function indexedDbTreeStore(): TreeStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((ok, fail) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => ok(request.result);
      request.onerror = () => fail(request.error);
    }).catch((e) => {
      opened = undefined;
      throw e;
    }));
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> => {
    if (typeof indexedDB === 'undefined') return undefined;
    const db = await open();
    return new Promise<T | undefined>((ok, fail) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => ok(request ? request.result : undefined);
      tx.onerror = () => fail(tx.error);
      tx.onabort = () => fail(tx.error);
    });
  };
  return {
    get: (key) => run<StoredTree | undefined>('readonly', (s) => s.get(key) as IDBRequest<StoredTree | undefined>),
    put: async (value) => {
      await run('readwrite', (s) => {
        s.clear();
        s.put(value);
      });
    },
    clear: async () => {
      await run('readwrite', (s) => {
        s.clear();
      });
    },
  };
}

/** A store in memory, for tests. */
export function memoryTreeStore(): TreeStore & { entries: Map<string, StoredTree> } {
  const entries = new Map<string, StoredTree>();
  return {
    entries,
    get: async (key) => entries.get(key),
    put: async (value) => {
      entries.clear();
      entries.set(value.key, value);
    },
    clear: async () => entries.clear(),
  };
}
