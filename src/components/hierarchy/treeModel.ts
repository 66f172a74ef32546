/**
 * The organization tree as plain data, fast at 100,000 organizations: the associations answer is
 * packed in columns once (`packTree`, in a Web Worker in the browser, off the page's thread), and this index
 * reads it in place. A node object is made only when asked for (the rows on screen, the selection),
 * a search is one pass over the joined lower-case text, and the rows a virtualised list renders are
 * flattened from the open branches only. Pure functions; `createTreeSelectors` memoises each on its
 * last arguments.
 */
import type { AssociationItem } from '../../domain/schemas/association';
import type { OrganizationType } from '../../domain/organizationTypes';
import type { OrganizationLink } from '../../authProvider/accessNames';
import {
  canManageAt,
  canViewAt,
  childIdsAt,
  nameAt,
  organizationTypeAt,
  packTree,
  parentIdAt,
  positionOf,
  searchPositions,
  searchTextAt,
  type PackedTree,
} from '../../dataProvider/associationsTree/packedTree';

export interface TreeNode {
  id: number;
  name: string;
  organizationType: OrganizationType;
  parentId: number | null;
  parentCanView: boolean;
  parentCanManage: boolean;
  /** Ids of the children present in the list, in the service's order. */
  children: number[];
  depth: number;
  /** Lower-case name and user e-mails, for searching. */
  searchText: string;
}

/** The organizations by id; a node is built on first use and kept. */
export interface NodeLookup {
  get(id: number): TreeNode | undefined;
  has(id: number): boolean;
  readonly size: number;
}

export interface TreeIndex {
  byId: NodeLookup;
  /** Organizations whose parent is not in the list (normally one: the user's own). */
  roots: number[];
  size: number;
  /** Ids of the children of `id` present in the list, in the service's order (cheaper than byId for many). */
  childrenOf(id: number): readonly number[];
  /** Ids of the organizations whose lower-case search text contains `query`, in the list's order. */
  search(query: string): number[];
  /** The parent's id; null for an organization at the top or not in the list. */
  parentOf(id: number): number | null;
  /** Every organization that has children. */
  parents(): number[];
  /** The packed answer this index reads. */
  tree: PackedTree;
}

const noChildren: readonly number[] = Object.freeze([]);

/** Indexes a packed answer: nothing is built up front; ids are found by binary search, nodes made on demand. */
export function indexPacked(tree: PackedTree): TreeIndex {
  const nodes: (TreeNode | undefined)[] = new Array(tree.count);
  const childLists: (readonly number[] | undefined)[] = new Array(tree.count);
  const childrenAt = (i: number) => (childLists[i] ??= tree.childStart[i + 1] > tree.childStart[i] ? childIdsAt(tree, i) : noChildren);
  const nodeAt = (i: number): TreeNode =>
    (nodes[i] ??= {
      id: tree.ids[i],
      name: nameAt(tree, i),
      organizationType: organizationTypeAt(tree, i),
      parentId: parentIdAt(tree, i),
      parentCanView: canViewAt(tree, i),
      parentCanManage: canManageAt(tree, i),
      children: childrenAt(i) as number[],
      depth: tree.depth[i],
      searchText: searchTextAt(tree, i),
    });
  return {
    tree,
    byId: {
      get: (id) => {
        const i = positionOf(tree, id);
        return i < 0 ? undefined : nodeAt(i);
      },
      has: (id) => positionOf(tree, id) >= 0,
      size: tree.count,
    },
    roots: Array.from(tree.rootPos, (i) => tree.ids[i]),
    size: tree.count,
    childrenOf: (id) => {
      const i = positionOf(tree, id);
      return i < 0 ? noChildren : childrenAt(i);
    },
    parentOf: (id) => {
      const i = positionOf(tree, id);
      return i < 0 ? null : parentIdAt(tree, i);
    },
    search: (query) => searchPositions(tree, query).map((i) => tree.ids[i]),
    parents: () => {
      const out: number[] = [];
      for (let i = 0; i < tree.count; i++) if (tree.childStart[i + 1] > tree.childStart[i]) out.push(tree.ids[i]);
      return out;
    },
  };
}

/** Indexes an associations list (packs it first): O(n). Children missing from the list are dropped. */
export function indexTree(items: readonly AssociationItem[]): TreeIndex {
  return indexPacked(packTree(items));
}

/** Ids from the root down to `id`, `id` last; empty when it is not in the tree. */
export function pathTo(index: TreeIndex, id: number | undefined): number[] {
  if (id === undefined || !index.byId.has(id)) return [];
  const out: number[] = [];
  for (let n = index.byId.get(id); n; n = n.parentId === null ? undefined : index.byId.get(n.parentId)) out.push(n.id);
  return out.reverse();
}

/** The organizations from the tree's top down to `id`, as the access rule reads them (organizationAccess). */
export function accessPath(index: TreeIndex, id: number | undefined): OrganizationLink[] {
  return pathTo(index, id).map((i) => {
    const n = index.byId.get(i)!;
    return {
      id: n.id,
      parentId: n.parentId,
      organizationType: n.organizationType,
      parentCanView: n.parentCanView,
      parentCanManage: n.parentCanManage,
    };
  });
}

/**
 * The branches open after selecting `id`: the path to it and the organization itself (doc 000 §2:
 * "Selecting an organization closes other branches and opens the path to it").
 */
export function expandedForSelection(index: TreeIndex, id: number | undefined): Set<number> {
  return new Set(pathTo(index, id));
}

/** Every organization that has children: the whole tree open. */
export function expandAll(index: TreeIndex): Set<number> {
  return new Set(index.parents());
}

export interface TreeFilter {
  query: string;
  /** Organizations whose name (or a user's e-mail) contains the query. */
  matches: Set<number>;
  /** Matches and every ancestor of a match: the organizations a filtered tree shows. */
  keep: Set<number>;
  /** Ancestors of a match: the branches a filtered tree opens. */
  ancestors: Set<number>;
}

/**
 * One pass over the organizations: each match, then its ancestors up to the first one already
 * kept (so every organization is climbed at most once). Case-insensitive; spaces trimmed.
 * Returns null for an empty query (no filter).
 */
export function filterTree(index: TreeIndex, rawQuery: string): TreeFilter | null {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return null;
  const matches = new Set<number>();
  const keep = new Set<number>();
  const ancestors = new Set<number>();
  for (const id of index.search(query)) {
    matches.add(id);
    keep.add(id);
    let parentId = index.parentOf(id);
    while (parentId !== null && index.byId.has(parentId)) {
      // Stop at the first ancestor already climbed from: everything above it is kept already.
      if (ancestors.has(parentId)) break;
      ancestors.add(parentId);
      keep.add(parentId);
      parentId = index.parentOf(parentId);
    }
  }
  return { query, matches, keep, ancestors };
}

/** One rendered line of the tree. */
export interface TreeRow {
  id: number;
  /** 1 for the top level (aria-level). */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Position among its shown siblings, from 1, and how many there are (aria-posinset/setsize). */
  posInSet: number;
  setSize: number;
  /** The row matches the search (highlighted). */
  match: boolean;
}

/**
 * The rows of the open branches, depth first, in the service's order: O(rows shown). With a
 * filter only kept organizations show, and a branch shows only its kept children.
 */
export function visibleRows(index: TreeIndex, expanded: ReadonlySet<number>, filter: TreeFilter | null = null): TreeRow[] {
  const t = index.tree;
  const rows: TreeRow[] = [];
  // Positions, read straight from the packed answer: no id lookups, no node objects.
  const shown = (from: number, to: number, list: Int32Array): ArrayLike<number> => {
    const all = list.subarray(from, to);
    if (!filter) return all;
    const out: number[] = [];
    for (let k = 0; k < all.length; k++) if (filter.keep.has(t.ids[all[k]])) out.push(all[k]);
    return out;
  };
  // Stack of [positions of a sibling list, next position]; iterative so depth never overflows the stack.
  const stack: { list: ArrayLike<number>; at: number; level: number }[] = [{ list: shown(0, t.rootPos.length, t.rootPos), at: 0, level: 1 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.at >= top.list.length) {
      stack.pop();
      continue;
    }
    const i = top.list[top.at++];
    const id = t.ids[i];
    const from = t.childStart[i];
    const to = t.childStart[i + 1];
    const children = to > from ? shown(from, to, t.childPos) : null;
    const hasChildren = !!children && children.length > 0;
    const isOpen = hasChildren && expanded.has(id);
    rows.push({
      id,
      level: top.level,
      hasChildren,
      expanded: isOpen,
      posInSet: top.at,
      setSize: top.list.length,
      match: filter ? filter.matches.has(id) : false,
    });
    if (isOpen) stack.push({ list: children!, at: 0, level: top.level + 1 });
  }
  return rows;
}

/** Memoises a function on its last arguments (compared by identity). */
export function memoLast<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | undefined;
  let lastResult: R;
  return (...args: A) => {
    if (lastArgs && args.length === lastArgs.length && args.every((a, i) => Object.is(a, lastArgs![i]))) return lastResult;
    lastArgs = args;
    lastResult = fn(...args);
    return lastResult;
  };
}

/** One set of memoised selectors per tree on screen: each recomputes only when its inputs change. */
export function createTreeSelectors() {
  return {
    index: memoLast(indexPacked),
    filter: memoLast(filterTree),
    rows: memoLast(visibleRows),
  };
}
export type TreeSelectors = ReturnType<typeof createTreeSelectors>;
