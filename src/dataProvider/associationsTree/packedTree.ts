/**
 * The associations answer in columns (issue 14, "Tree speed"): typed arrays and three long strings
 * instead of 100,000 objects. Built where the answer is parsed (a Web Worker in the browser), it
 * crosses to the page without copying (the arrays' buffers are transferred) and is stored in
 * IndexedDB as it is, because the cost of moving or storing data between threads and into
 * IndexedDB grows with the number of objects, not of bytes: 100,000 organizations as objects took
 * longer to copy than to parse. The page reads names and search text by offset, on demand.
 */
import type { AssociationItem } from '../../domain/schemas/association';
import type { OrganizationType } from '../../domain/organizationTypes';

/** Separates two users of one organization in `users`, and two organizations in `search`. */
const SEP = '\u0000';
const CAN_VIEW = 1;
const CAN_MANAGE = 2;
const HAS_USERS = 4;

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
  /** Children present in the list whose parent is this organization, in the service's order: ids[childStart[i]..childStart[i+1]). */
  childStart: Int32Array;
  children: Float64Array;
  /** Organizations whose parent is not in the list. */
  roots: Float64Array;
  names: string;
  nameStart: Int32Array;
  /** Users' e-mails, joined by SEP, per organization. */
  users: string;
  userStart: Int32Array;
  /** Lower-case name and e-mails of each organization (name, then "\n" + each e-mail), joined by SEP. */
  search: string;
  searchStart: Int32Array;
}

/** The list in columns: O(n). Children missing from the list, or whose parent is another, are dropped. */
export function packTree(items: readonly AssociationItem[]): PackedTree {
  const count = items.length;
  const ids = new Float64Array(count);
  const parentIds = new Float64Array(count);
  const types = new Uint8Array(count);
  const flags = new Uint8Array(count);
  const depth = new Int32Array(count);
  const nameStart = new Int32Array(count + 1);
  const userStart = new Int32Array(count + 1);
  const searchStart = new Int32Array(count + 1);
  const at = new Map<number, number>();
  const names: string[] = [];
  const users: string[] = [];
  const search: string[] = [];
  let nameLen = 0;
  let userLen = 0;
  let searchLen = 0;
  for (let i = 0; i < count; i++) {
    const item = items[i];
    ids[i] = item.organizationId;
    parentIds[i] = item.parentId === null ? NaN : item.parentId;
    types[i] = item.organizationType;
    flags[i] = (item.parentCanView ? CAN_VIEW : 0) | (item.parentCanManage ? CAN_MANAGE : 0) | (item.users ? HAS_USERS : 0);
    at.set(item.organizationId, i);
    names.push(item.organizationName);
    nameStart[i] = nameLen;
    nameLen += item.organizationName.length;
    const u = item.users?.length ? item.users.join(SEP) : '';
    users.push(u);
    userStart[i] = userLen;
    userLen += u.length;
    const s = (item.users?.length ? `${item.organizationName}\n${item.users.join('\n')}` : item.organizationName).toLowerCase() + SEP;
    search.push(s);
    searchStart[i] = searchLen;
    searchLen += s.length;
  }
  nameStart[count] = nameLen;
  userStart[count] = userLen;
  searchStart[count] = searchLen;

  const childStart = new Int32Array(count + 1);
  const kids: number[] = [];
  const roots: number[] = [];
  for (let i = 0; i < count; i++) {
    childStart[i] = kids.length;
    const id = ids[i];
    for (const c of items[i].children) {
      const j = at.get(c);
      if (j !== undefined && parentIds[j] === id) kids.push(c);
    }
    const p = items[i].parentId;
    if (p === null || !at.has(p)) roots.push(id);
  }
  childStart[count] = kids.length;
  const children = Float64Array.from(kids);

  // Depth from the roots down, iteratively (no recursion limit at depth or width).
  const stack: [number, number][] = roots.map((id) => [at.get(id)!, 1]);
  while (stack.length) {
    const [i, d] = stack.pop()!;
    depth[i] = d;
    for (let k = childStart[i]; k < childStart[i + 1]; k++) stack.push([at.get(children[k])!, d + 1]);
  }
  return {
    count, ids, parentIds, types, flags, depth, childStart, children, roots: Float64Array.from(roots),
    names: names.join(''), nameStart, users: users.join(''), userStart, search: search.join(''), searchStart,
  };
}

/** The buffers to transfer with postMessage (the strings are copied, in one piece each). */
export function transferablesOf(tree: PackedTree): ArrayBuffer[] {
  return [
    tree.ids, tree.parentIds, tree.types, tree.flags, tree.depth, tree.childStart, tree.children, tree.roots,
    tree.nameStart, tree.userStart, tree.searchStart,
  ].map((a) => a.buffer as ArrayBuffer);
}

export const nameAt = (t: PackedTree, i: number) => t.names.slice(t.nameStart[i], t.nameStart[i + 1]);
export const organizationTypeAt = (t: PackedTree, i: number) => t.types[i] as OrganizationType;
export const parentIdAt = (t: PackedTree, i: number): number | null => (Number.isNaN(t.parentIds[i]) ? null : t.parentIds[i]);
export const canViewAt = (t: PackedTree, i: number) => (t.flags[i] & CAN_VIEW) !== 0;
export const canManageAt = (t: PackedTree, i: number) => (t.flags[i] & CAN_MANAGE) !== 0;
export const childIdsAt = (t: PackedTree, i: number): number[] => Array.from(t.children.subarray(t.childStart[i], t.childStart[i + 1]));
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
    if (t.flags[i] & HAS_USERS) {
      const u = t.users.slice(t.userStart[i], t.userStart[i + 1]);
      item.users = u ? u.split(SEP) : [];
    }
    out.push(item);
  }
  return out;
}
