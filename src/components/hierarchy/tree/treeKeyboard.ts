/**
 * Keyboard use of the organization tree, after the WAI-ARIA tree view pattern: Up/Down move,
 * Home/End jump, Right opens a branch or moves into it, Left closes it or moves to the parent,
 * Enter or Space selects, a printable character moves to the next organization starting with it.
 * Pure: given the rows and the focused row, it says what should happen.
 */
import type { TreeIndex, TreeRow } from '../treeModel';

export type TreeKeyAction =
  { type: 'focus'; index: number } | { type: 'expand'; id: number } | { type: 'collapse'; id: number } | { type: 'select'; id: number };

/** The action for a key on the focused row (`focus`: its index in `rows`); null when the key is not the tree's. */
export function treeKeyAction(rows: readonly TreeRow[], focus: number, key: string, index: TreeIndex): TreeKeyAction | null {
  if (rows.length === 0) return null;
  const at = Math.min(Math.max(focus, 0), rows.length - 1);
  const row = rows[at];
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: Math.min(at + 1, rows.length - 1) };
    case 'ArrowUp':
      return { type: 'focus', index: Math.max(at - 1, 0) };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? { type: 'focus', index: at + 1 } : { type: 'expand', id: row.id };
    case 'ArrowLeft': {
      if (row.expanded) return { type: 'collapse', id: row.id };
      const parentId = index.byId.get(row.id)?.parentId;
      if (parentId === null || parentId === undefined) return null;
      const parentAt = findRowIndex(rows, parentId, at);
      return parentAt < 0 ? null : { type: 'focus', index: parentAt };
    }
    case 'Enter':
    case ' ':
      return { type: 'select', id: row.id };
    default:
      return typeAhead(rows, at, key, index);
  }
}

/** Index of the row of `id`, searching backwards from `before` first (a parent is above its child). */
export function findRowIndex(rows: readonly TreeRow[], id: number, before = rows.length - 1): number {
  for (let i = Math.min(before, rows.length - 1); i >= 0; i--) if (rows[i].id === id) return i;
  for (let i = rows.length - 1; i > before; i--) if (rows[i].id === id) return i;
  return -1;
}

/** A single printable character: the next row (wrapping) whose name starts with it. */
function typeAhead(rows: readonly TreeRow[], at: number, key: string, index: TreeIndex): TreeKeyAction | null {
  if (key.length !== 1 || key === ' ') return null;
  const ch = key.toLowerCase();
  for (let step = 1; step <= rows.length; step++) {
    const i = (at + step) % rows.length;
    if (index.byId.get(rows[i].id)?.name.toLowerCase().startsWith(ch)) return { type: 'focus', index: i };
  }
  return null;
}
