import { Box, TextField, Typography } from '@mui/material';
import { useCallback, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { organizationTypeLabelKey, type OrganizationType } from '../../../domain/organizationTypes';
import { treeKeyAction } from './treeKeyboard';
import type { TreeIndex } from '../treeModel';
import { TreeRowView, TREE_ROW_HEIGHT } from './TreeRowView';
import { useTreeState } from './useTreeState';
import { useFixedRowVirtualizer } from '../../useFixedRowVirtualizer';

export interface OrganizationTreeProps {
  index: TreeIndex;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** Doc 000 §2 scoped tree: only the path to the selection opens; otherwise every branch starts open. */
  scoped: boolean;
  /** The search also matches users' e-mails (the list carries them). */
  searchesUsers: boolean;
}

/**
 * The organization tree (doc 000 §2): virtualised (only the rows in view are in the DOM), with a
 * search that keeps the path to each match, and the ARIA tree pattern for keyboard use.
 */
export function OrganizationTree({ index, selectedId, onSelect, scoped, searchesUsers }: OrganizationTreeProps) {
  const translate = useTranslate();
  const { query, setQuery, filter, rows, toggle } = useTreeState(index, selectedId, scoped);
  const { scrollRef, virtualizer, viewHeight } = useFixedRowVirtualizer({ count: rows.length, rowHeight: TREE_ROW_HEIGHT, overscan: 8 });
  const [focus, setFocus] = useState(0);
  const [hasFocus, setHasFocus] = useState(false);
  const focusAt = Math.min(focus, Math.max(rows.length - 1, 0));
  const typeLabels = useMemo(
    () => Object.fromEntries(Object.entries(organizationTypeLabelKey).map(([t, key]) => [t, translate(key)])) as Record<OrganizationType, string>,
    [translate],
  );

  /** Rows have one fixed height, so a row's offset is known without measuring: scroll at once. */
  const scrollToRow = (i: number, mode: 'center' | 'nearest') => {
    const el = scrollRef.current;
    if (!el) return;
    const view = viewHeight();
    const top = i * TREE_ROW_HEIGHT;
    if (mode === 'center') el.scrollTop = Math.max(0, top - (view - TREE_ROW_HEIGHT) / 2);
    else if (top < el.scrollTop) el.scrollTop = top;
    else if (top + TREE_ROW_HEIGHT > el.scrollTop + view) el.scrollTop = top + TREE_ROW_HEIGHT - view;
  };
  // The selected row comes into view and takes the keyboard focus whenever the selection changes.
  // The rows are listed because the selected one may only appear once the tree has loaded.
  const shownFor = useRef<number | undefined>(undefined);
  const showSelected = useEffectEvent(() => {
    if (selectedId === undefined || shownFor.current === selectedId) return;
    const at = rows.findIndex((r) => r.id === selectedId);
    if (at < 0) return;
    shownFor.current = selectedId;
    setFocus(at);
    scrollToRow(at, 'center');
  });
  // The focus follows a selection made elsewhere (the address, the search); before paint, so the row shows at once.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the focus is state because the keyboard moves it too
  useLayoutEffect(() => showSelected(), [selectedId, rows]);

  // Stable callbacks for the memoised rows: they read the latest state through a ref.
  const latest = useRef({ rows, onSelect, toggle });
  useLayoutEffect(() => {
    latest.current = { rows, onSelect, toggle };
  });
  const selectRow = useCallback((id: number) => {
    setFocus(latest.current.rows.findIndex((r) => r.id === id));
    latest.current.onSelect(id);
  }, []);
  const toggleRow = useCallback((id: number, open: boolean) => latest.current.toggle(id, open), []);

  const onKeyDown = (e: KeyboardEvent) => {
    const action = treeKeyAction(rows, focusAt, e.key, index);
    if (!action) return;
    e.preventDefault();
    if (action.type === 'focus') {
      setFocus(action.index);
      scrollToRow(action.index, 'nearest');
    } else if (action.type === 'expand') toggle(action.id, true);
    else if (action.type === 'collapse') toggle(action.id, false);
    else onSelect(action.id);
  };

  const items = virtualizer.getVirtualItems();
  const activeRendered = items.some((v) => v.index === focusAt) && rows[focusAt];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: 1, pb: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate('hierarchy.tree.search')}
          helperText={searchesUsers ? translate('hierarchy.tree.searchHelpStaff') : undefined}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Box>
      {filter && rows.length === 0 && (
        <Typography role="status" sx={{ px: 2, py: 1 }}>
          {translate('hierarchy.tree.noMatches', { query: filter.query })}
        </Typography>
      )}
      <Box
        ref={scrollRef}
        role="tree"
        aria-label={translate('hierarchy.tree.label')}
        tabIndex={0}
        aria-activedescendant={activeRendered ? `org-tree-${rows[focusAt].id}` : undefined}
        data-filter={filter?.query ?? ''}
        onKeyDown={onKeyDown}
        onFocus={() => setHasFocus(true)}
        onBlur={() => setHasFocus(false)}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          position: 'relative',
          outline: 'none',
          '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
        }}
      >
        <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {items.map((v) => {
            const row = rows[v.index];
            const node = index.byId.get(row.id)!;
            return (
              <TreeRowView
                key={row.id}
                row={row}
                node={node}
                typeLabel={typeLabels[node.organizationType]}
                top={v.start}
                selected={row.id === selectedId}
                focused={hasFocus && v.index === focusAt}
                onSelect={selectRow}
                onToggle={toggleRow}
              />
            );
          })}
        </div>
      </Box>
    </Box>
  );
}
