import { useState } from 'react';
import { createTreeSelectors, expandAll, expandedForSelection, type TreeFilter, type TreeIndex, type TreeRow } from '../treeModel';
import { useDebouncedValue } from '../../useDebouncedValue';

/** A short pause after typing before the tree filters (ours: 40 ms, well inside a keystroke's budget). */
export const SEARCH_DEBOUNCE_MS = 40;

/**
 * The tree's state: the search, the open branches (reset to the path of each new selection, in the
 * same render), the branches opened or closed during a search, and the rows they give.
 */
export function useTreeState(index: TreeIndex, selectedId: number | undefined, scoped: boolean) {
  const [selectors] = useState(createTreeSelectors);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const filter = selectors.filter(index, debounced);
  const [branches, setBranches] = useState(() => ({
    for: selectedId,
    open: scoped ? expandedForSelection(index, selectedId) : expandAll(index),
  }));
  let expanded = branches.open;
  if (branches.for !== selectedId) {
    // Selecting closes the other branches and opens the path to it (doc 000 §2).
    expanded = expandedForSelection(index, selectedId);
    setBranches({ for: selectedId, open: expanded });
  }
  // During a search: every path to a match starts open; changes hold for that search only.
  const [filterOpen, setFilterOpen] = useState<{ filter: TreeFilter | null; open: ReadonlySet<number> }>({ filter: null, open: new Set() });
  const openInFilter = filter && filterOpen.filter === filter ? filterOpen.open : filter?.ancestors;
  const rows: TreeRow[] = selectors.rows(index, (filter && openInFilter) || expanded, filter);

  const toggle = (id: number, open: boolean) => {
    const change = (prev: ReadonlySet<number>) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    };
    if (filter) setFilterOpen({ filter, open: change(openInFilter ?? new Set()) });
    else setBranches((b) => ({ for: b.for, open: change(b.open) }));
  };
  return { query, setQuery, filter, rows, toggle };
}
