import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase, Link, Skeleton } from '@mui/material';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { UserListItem } from '../../domain/schemas/user';
import { USER_PAGE_SIZE, type UserListView, type UserSortKey } from './useUserPages';

const ROW_HEIGHT = 44;
const columns = '2fr 2.5fr 1.3fr 1fr';
const sortable: { key: UserSortKey; label: string; align?: 'right' }[] = [
  { key: 'name', label: 'users.list.columns.name' },
  { key: 'email', label: 'users.list.columns.email' },
  { key: 'createdDate', label: 'users.list.columns.created' },
  { key: 'associationsCount', label: 'users.list.columns.associations', align: 'right' },
];

export interface UserListTableProps {
  view: UserListView;
  onSort: (key: UserSortKey) => void;
  total: number;
  rowAt: (index: number) => UserListItem | undefined;
  /** Called with the pages of the rows on screen (as the view scrolls), so that they are fetched. */
  onVisiblePages: (pages: number[]) => void;
}

/**
 * The users table (doc 001 §2.3, §9 "User list height 80vh"): a sortable header and a virtualised
 * body (@tanstack/react-virtual) that renders only the rows in view, so 100,000 users scroll smoothly.
 * ARIA table semantics; rows not fetched yet show a placeholder.
 */
export function UserListTable({ view, onSort, total, rowAt, onVisiblePages }: UserListTableProps) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    onChange: (instance) => onVisiblePages([...new Set(instance.getVirtualItems().map((i) => Math.floor(i.index / USER_PAGE_SIZE)))]),
    // Without layout (server rendering, tests) the body measures 0: assume it fills 80vh.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: 1024, height: Math.round(window.innerHeight * 0.8) })),
  });
  const items = virtualizer.getVirtualItems();
  return (
    <Box role="table" aria-label={translate('users.list.tableLabel')} aria-rowcount={total + 1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="rowgroup">
        <Box role="row" aria-rowindex={1} sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
          {sortable.map((c) => {
            const active = view.sort === c.key;
            return (
              <Box key={c.key} role="columnheader" aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'} sx={{ px: 2, py: 1, textAlign: c.align }}>
                <ButtonBase onClick={() => onSort(c.key)} sx={{ fontWeight: 600, gap: 0.5 }}>
                  {translate(c.label)}
                  {active && (view.order === 'asc' ? <ArrowUpwardIcon fontSize="inherit" /> : <ArrowDownwardIcon fontSize="inherit" />)}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box ref={scrollRef} role="rowgroup" tabIndex={0} aria-label={translate('users.list.bodyLabel')} sx={{ height: '80vh', overflowY: 'auto', position: 'relative' }}>
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const user = rowAt(item.index);
            return (
              <Box
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)`, display: 'grid', gridTemplateColumns: columns, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
              >
                {user ? <UserCells user={user} /> : <LoadingCells label={translate('users.list.loadingRow')} />}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

function UserCells({ user }: { user: UserListItem }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const cell = { px: 2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Box role="cell" sx={cell}>
        <Link component={RouterLink} to={`/internaluser/${encodeURIComponent(user.id)}`}>
          {name}
        </Link>
      </Box>
      <Box role="cell" sx={cell}>{user.email}</Box>
      <Box role="cell" sx={cell}>{formatDate(user.createdDate || user.createdOnUtc, listDateFormat)}</Box>
      <Box role="cell" sx={{ ...cell, textAlign: 'right' }}>{user.associationsCount}</Box>
    </>
  );
}

function LoadingCells({ label }: { label: string }) {
  return (
    <Box role="cell" aria-label={label} sx={{ px: 2, gridColumn: '1 / -1' }}>
      <Skeleton variant="text" />
    </Box>
  );
}
