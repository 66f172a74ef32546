import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { UserListItem } from '../../domain/schemas/user';
import { useFixedRowVirtualizer } from '../../components/useFixedRowVirtualizer';

/**
 * Why not react-admin's <DataTable>: it renders every row of the page, and the internal user list
 * is long (100,000 users and more). Doc 001 §9: "User list height 80vh and virtual list height
 * 50vh": the rows are a virtual list (only those in view are in the DOM) in a scroll box of half
 * the viewport inside a page 80vh high (UserList), loaded page by page from the service as the user scrolls (react-admin's
 * <InfiniteList> context), sorted by the column headers on the service.
 */
export const USER_ROW_HEIGHT = 53;
export const USER_LIST_HEIGHT = '50vh';
/** The list page's own height (doc 001 §9 "User list height 80vh"); it scrolls within it. */
export const USER_PAGE_HEIGHT = '80vh';
/** Before layout (and in jsdom) the scroll box measures 0: render as if it had this height. */
const FALLBACK_HEIGHT = 400;

const userName = (u: UserListItem) => `${u.firstName} ${u.lastName}`.trim() || u.email;

const columns = [
  { source: 'name', label: 'users.list.columns.name' },
  { source: 'email', label: 'users.list.columns.email' },
  { source: 'createdDate', label: 'users.list.columns.created' },
  { source: 'associationsCount', label: 'users.list.columns.associations', numeric: true },
] as const;

function cells(u: UserListItem) {
  return [
    <Link key="name" component={RouterLink} to={`/internaluser/${encodeURIComponent(u.id)}`}>
      {userName(u)}
    </Link>,
    u.email,
    formatDate(u.createdDate || u.createdOnUtc, listDateFormat),
    u.associationsCount,
  ];
}

/** The users columns (doc 001 §2.3); each header sorts on the service, a second click reverses. */
export function UserTable() {
  const translate = useTranslate();
  const { data = [], sort, setSort, total } = useListContext<UserListItem>();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const count = data.length + (hasNextPage ? 1 : 0);
  const { scrollRef, virtualizer } = useFixedRowVirtualizer({ count, rowHeight: USER_ROW_HEIGHT, overscan: 10, fallbackHeight: FALLBACK_HEIGHT });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    // The loader row is in view: the next page of the service.
    if (hasNextPage && !isFetchingNextPage && lastShown >= data.length) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastShown, data.length, fetchNextPage]);
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Box ref={scrollRef} data-testid="user-list-scroll" sx={{ height: USER_LIST_HEIGHT, overflowY: 'auto' }}>
      <Table stickyHeader size="medium" aria-label={translate('users.list.tableLabel')} aria-rowcount={(total ?? data.length) + 1}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((c) => {
              const active = sort.field === c.source;
              const nextOrder = active && sort.order === 'ASC' ? 'DESC' : 'ASC';
              const label = translate(c.label);
              return (
                <TableCell
                  key={c.source}
                  align={'numeric' in c ? 'right' : 'left'}
                  sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
                >
                  <TableSortLabel
                    active={active}
                    direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                    aria-label={translate('ra.sort.sort_by', {
                      field: label,
                      field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
                      order: translate(`ra.sort.${nextOrder}`),
                    })}
                    onClick={() => setSort({ field: c.source, order: nextOrder })}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {padTop > 0 && <TableRow aria-hidden style={{ height: padTop }} />}
          {items.map((v) => {
            const u = data[v.index];
            return (
              <TableRow key={u?.id ?? 'more'} aria-rowindex={v.index + 2} hover={!!u} style={{ height: USER_ROW_HEIGHT }}>
                {u ? (
                  cells(u).map((cell, i) => (
                    <TableCell key={columns[i].source} align={'numeric' in columns[i] ? 'right' : 'left'}>
                      {cell}
                    </TableCell>
                  ))
                ) : (
                  <TableCell colSpan={columns.length}>
                    <Typography variant="body2" color="text.secondary">
                      {translate('users.list.loadingMore')}
                    </Typography>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {padBottom > 0 && <TableRow aria-hidden style={{ height: padBottom }} />}
        </TableBody>
      </Table>
    </Box>
  );
}
