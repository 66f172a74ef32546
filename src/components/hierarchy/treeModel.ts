/**
 * The organization tree as plain data, fast at 100,000 organizations: the associations list is
 * indexed once (children by id, depth, lower-case names), a search computes its matches and their
 * ancestors in one pass, and the rows a virtualised list renders are flattened from the open
 * branches only. Pure functions; `createTreeSelectors` memoises each on its last arguments.
 */
import type { AssociationItem } from '../../domain/schemas/association';
import type { OrganizationType } from '../../domain/organizationTypes';
import type { OrganizationLink } from '../../domain/permissions/organizationAccess';

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

export interface TreeIndex {
  byId: Map<number, TreeNode>;
  /** Organizations whose parent is not in the list (normally one: the user's own). */
  roots: number[];
  size: number;
}

/** Indexes the associations list once: O(n). Children missing from the list are dropped. */
export function indexTree(items: readonly AssociationItem[]): TreeIndex {
  const byId = new Map<number, TreeNode>();
  for (const item of items) {
    const users = item.users?.length ? `\n${item.users.join('\n')}` : '';
    byId.set(item.organizationId, {
      id: item.organizationId,
      name: item.organizationName,
      organizationType: item.organizationType,
      parentId: item.parentId,
      parentCanView: item.parentCanView,
      parentCanManage: item.parentCanManage,
      children: [],
      depth: 0,
      searchText: `${item.organizationName}${users}`.toLowerCase(),
    });
  }
  for (const item of items) {
    const node = byId.get(item.organizationId)!;
    node.children = item.children.filter((id) => byId.has(id) && byId.get(id)!.parentId === node.id);
  }
  const roots = items
    .filter((i) => i.parentId === null || !byId.has(i.parentId))
    .map((i) => i.organizationId);
  // Depth from the roots down, iteratively (no recursion limit at depth or width).
  const stack: [number, number][] = roots.map((id) => [id, 1]);
  while (stack.length) {
    const [id, depth] = stack.pop()!;
    const node = byId.get(id)!;
    node.depth = depth;
    for (const c of node.children) stack.push([c, depth + 1]);
  }
  return { byId, roots, size: byId.size };
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
    return { id: n.id, parentId: n.parentId, organizationType: n.organizationType, parentCanView: n.parentCanView, parentCanManage: n.parentCanManage };
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
  const out = new Set<number>();
  for (const node of index.byId.values()) if (node.children.length) out.add(node.id);
  return out;
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
  for (const node of index.byId.values()) {
    if (!node.searchText.includes(query)) continue;
    matches.add(node.id);
    keep.add(node.id);
    let parentId = node.parentId;
    while (parentId !== null) {
      const parent = index.byId.get(parentId);
      // Stop at the first ancestor already climbed from: everything above it is kept already.
      if (!parent || ancestors.has(parent.id)) break;
      ancestors.add(parent.id);
      keep.add(parent.id);
      parentId = parent.parentId;
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
  const rows: TreeRow[] = [];
  const shown = (ids: readonly number[]) => (filter ? ids.filter((id) => filter.keep.has(id)) : ids);
  // Stack of [ids of a sibling list, next position]; iterative so depth never overflows the stack.
  const stack: { ids: readonly number[]; at: number; level: number }[] = [{ ids: shown(index.roots), at: 0, level: 1 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.at >= top.ids.length) {
      stack.pop();
      continue;
    }
    const id = top.ids[top.at++];
    const node = index.byId.get(id)!;
    const children = node.children.length ? shown(node.children) : node.children;
    const isOpen = children.length > 0 && expanded.has(id);
    rows.push({
      id,
      level: top.level,
      hasChildren: children.length > 0,
      expanded: isOpen,
      posInSet: top.at,
      setSize: top.ids.length,
      match: filter ? filter.matches.has(id) : false,
    });
    if (isOpen) stack.push({ ids: children, at: 0, level: top.level + 1 });
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
    index: memoLast(indexTree),
    filter: memoLast(filterTree),
    rows: memoLast(visibleRows),
  };
}
export type TreeSelectors = ReturnType<typeof createTreeSelectors>;
