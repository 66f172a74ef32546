/**
 * The associations answer in columns (for speed): typed arrays and three long strings
 * instead of 100,000 objects. Built where the answer is parsed (a Web Worker in the browser), it
 * crosses to the page without copying (the arrays' buffers are transferred) and is stored in
 * IndexedDB as it is, because the cost of moving or storing data between threads and into
 * IndexedDB grows with the number of objects, not of bytes: 100,000 organizations as objects took
 * longer to copy than to parse. The page reads names and search text by offset, on demand.
 */
import type { AssociationItem } from '../../domain/schemas/association';
import type { OrganizationType } from '../../domain/organizationTypes';

import { CAN_MANAGE, CAN_VIEW, HAS_USERS, positionOf, SEP } from './packedLayout';
import { TreeBuilder } from './treeBuilder';

export { positionOf };

export interface PackedTree {
  count: number;
  /** Per organization, in the answer's order (parents before children). */
  ids: Float64Array;
  /** NaN: no parent (null). */
  parentIds: Float64Array;
  types: Uint8Array;
  /** Bit 1 parentCanView, 2 parentCanManage, 4 the answer carried `users`. */
  flags: Uint8Array;
  /** 1 for a top organization. */
  depth: Int32Array;
  /**
   * Positions of the children present in the list whose parent is this organization, in the
   * service's order: childPos[childStart[i]..childStart[i+1]).
   */
  childStart: Int32Array;
  childPos: Int32Array;
  /** Positions of the organizations whose parent is not in the list. */
  rootPos: Int32Array;
  /**
   * Finding an id without a map of 100,000 entries on the page: when the ids are dense
   * (`lookupBase` ≥ 0), lookup[id - lookupBase] is the position (-1: none); otherwise lookup holds
   * the positions ordered by id, for a binary search.
   */
  lookup: Int32Array;
  lookupBase: number;
  /**
   * Each organization's text: its name, then "\n" + each user's e-mail when the answer carried
   * them, then SEP; text[textStart[i]..textStart[i+1]-1). nameLength[i] is the name's length.
   */
  text: string;
  textStart: Int32Array;
  nameLength: Int32Array;
  /** The same texts in lower case, for the search: search[searchStart[i]..searchStart[i+1]-1). */
  search: string;
  searchStart: Int32Array;
}

/** The list in columns (treeBuilder.ts, which the streamed parser feeds part by part). */
export function packTree(items: readonly AssociationItem[]): PackedTree {
  const builder = new TreeBuilder();
  builder.addAll(items);
  return builder.finish();
}

/** The buffers to transfer with postMessage (the strings are copied, in one piece each). */
export function transferablesOf(tree: PackedTree): ArrayBuffer[] {
  return [
    tree.ids,
    tree.parentIds,
    tree.types,
    tree.flags,
    tree.depth,
    tree.childStart,
    tree.childPos,
    tree.rootPos,
    tree.lookup,
    tree.textStart,
    tree.nameLength,
    tree.searchStart,
  ].map((a) => a.buffer as ArrayBuffer);
}

export const nameAt = (t: PackedTree, i: number) => t.text.slice(t.textStart[i], t.textStart[i] + t.nameLength[i]);
export const organizationTypeAt = (t: PackedTree, i: number) => t.types[i] as OrganizationType;
export const parentIdAt = (t: PackedTree, i: number): number | null => (Number.isNaN(t.parentIds[i]) ? null : t.parentIds[i]);
export const canViewAt = (t: PackedTree, i: number) => (t.flags[i] & CAN_VIEW) !== 0;
export const canManageAt = (t: PackedTree, i: number) => (t.flags[i] & CAN_MANAGE) !== 0;
export const childIdsAt = (t: PackedTree, i: number): number[] => {
  const out: number[] = [];
  for (let k = t.childStart[i]; k < t.childStart[i + 1]; k++) out.push(t.ids[t.childPos[k]]);
  return out;
};
/** The users' e-mails the answer carried for this organization (none when it carried no `users`). */
export function usersAt(t: PackedTree, i: number): string[] {
  if (!(t.flags[i] & HAS_USERS)) return [];
  const u = t.text.slice(t.textStart[i] + t.nameLength[i] + 1, t.textStart[i + 1] - 1);
  return u ? u.split('\n') : [];
}
export const searchTextAt = (t: PackedTree, i: number) => t.search.slice(t.searchStart[i], t.searchStart[i + 1] - 1);

/**
 * Positions of the organizations whose search text contains `query` (already lower-case and
 * trimmed), in the list's order: one indexOf pass over the joined text.
 */
export function searchPositions(t: PackedTree, query: string): number[] {
  const out: number[] = [];
  if (!query || query.includes(SEP)) return out;
  let from = 0;
  let lo = 0;
  for (;;) {
    const hit = t.search.indexOf(query, from);
    if (hit < 0) return out;
    // The organization whose text holds the hit: the last start at or before it (starts only grow).
    let hi = t.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (t.searchStart[mid] <= hit) lo = mid;
      else hi = mid - 1;
    }
    out.push(lo);
    from = t.searchStart[lo + 1];
    lo += 1;
    if (lo >= t.count) return out;
  }
}

/** Back to the service's list (children as kept), for the updates made after a write. */
export function unpackTree(t: PackedTree): AssociationItem[] {
  const out: AssociationItem[] = [];
  for (let i = 0; i < t.count; i++) {
    const item: AssociationItem = {
      organizationId: t.ids[i],
      organizationName: nameAt(t, i),
      parentId: parentIdAt(t, i),
      organizationType: organizationTypeAt(t, i),
      parentCanView: canViewAt(t, i),
      parentCanManage: canManageAt(t, i),
      children: childIdsAt(t, i),
    };
    if (t.flags[i] & HAS_USERS) item.users = usersAt(t, i);
    out.push(item);
  }
  return out;
}
