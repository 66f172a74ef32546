import type { PackedTree } from './packedTree';
import { indexedDbTreeStore, type TreeStore } from './treeStore';

/** The tree as the page holds it: the packed answer and its ETag (null when the service sent none or the page changed it). */
export interface TreeAnswer {
  tree: PackedTree;
  etag: string | null;
}

/** Whose tree, from which service: a kept answer is only ever shown for the same four. */
export interface TreeScope {
  /** The signed-in user's subject (`sub`). */
  subject: string;
  /** The account service's base URL (config.services.account). */
  serviceUrl: string;
  orgId: number;
  addUsers: boolean;
}

export type LoadTree = (etag: string | null) => Promise<{ notModified: true } | { notModified: false; tree: PackedTree; etag: string | null }>;

/** Answers after which a kept tree is dropped. */
const refusals = [401, 403, 404];

/**
 * The packing's version, raised when treeBuilder.ts packs differently (version 2: names as they are to
 * be shown): a tree kept by a console of another version is not read, but asked for again.
 */
const PACKING = 2;

export const treeCacheKey = (s: TreeScope) => JSON.stringify([PACKING, s.subject, s.serviceUrl, s.orgId, s.addUsers]);

/** Runs `fn` when the page is idle, so that storing 20 MB does not delay the first row. */
const whenIdle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 50));

/**
 * The last associations answer kept in the browser (returning visit): `read` gives it at
 * once for the same user, service and organization; `revalidate` asks the service with its ETag
 * (`If-None-Match`): 304 keeps it, a new answer replaces it (kept for the next visit). A service
 * that sends no ETag is simply asked again, and its answer replaces the kept one.
 */
export function createTreeCache(store: TreeStore = indexedDbTreeStore(), defer: (fn: () => void) => unknown = whenIdle) {
  /** Bumped at each sign-out: an answer still waiting to be stored is then not stored. */
  let generation = 0;
  return {
    async read(scope: TreeScope): Promise<TreeAnswer | null> {
      const key = treeCacheKey(scope);
      const kept = await store.get(key).catch(() => undefined);
      return kept && kept.key === key ? { tree: kept.tree, etag: kept.etag } : null;
    },

    async revalidate(scope: TreeScope, current: TreeAnswer | null | undefined, load: LoadTree): Promise<TreeAnswer> {
      let answer: Awaited<ReturnType<LoadTree>>;
      try {
        answer = await load(current?.etag ?? null);
      } catch (e) {
        // Refused (401, 403, 404): the user may no longer see this tree; it is not kept for the next visit.
        const status = (e as { status?: unknown } | null)?.status;
        if (typeof status === 'number' && refusals.includes(status)) await store.clear().catch(() => undefined);
        throw e;
      }
      if (answer.notModified) {
        // A 304 is only asked for with the ETag of the answer held (never without one).
        if (current) return current;
        throw new Error('304 Not Modified without an answer held');
      }
      const fresh: TreeAnswer = { tree: answer.tree, etag: answer.etag };
      const key = treeCacheKey(scope);
      const at = generation;
      defer(() => {
        if (at === generation) void store.put({ key, tree: fresh.tree, etag: fresh.etag }).catch(() => undefined);
      });
      return fresh;
    },

    /** At sign-out: nothing of the tree stays in the browser (nor is stored afterwards). */
    async clear() {
      generation += 1;
      await store.clear().catch(() => undefined);
    },
  };
}
export type TreeCache = ReturnType<typeof createTreeCache>;

/** The browser's one cache (IndexedDB), shared by the data provider and the sign-out. */
export const treeCache = createTreeCache();
