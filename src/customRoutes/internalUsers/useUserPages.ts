import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { UserListItem, UserListQuery } from '../../domain/schemas/user';

/** Users per request: a screenful many times over, small enough to answer at once. */
export const USER_PAGE_SIZE = 200;

export type UserSortKey = NonNullable<UserListQuery['sort']>;
export interface UserListView {
  q: string;
  sort: UserSortKey;
  order: 'asc' | 'desc';
}

/**
 * The Manage Users list as pages fetched on demand (GET /api/v1.2/users with q, sort, order,
 * offset, limit): the first page gives the total (X-Total-Count); the table asks for the pages of
 * the rows it shows, so 100,000 users never travel at once.
 */
export function useUserPages(view: UserListView, visiblePages: readonly number[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = (page: number) => ['internalUsers', view.q, view.sort, view.order, page] as const;
  const fetchPage = (page: number) => () =>
    dataProvider.listUsers({
      q: view.q.trim() || undefined,
      sort: view.sort,
      order: view.order,
      offset: page * USER_PAGE_SIZE,
      limit: USER_PAGE_SIZE,
    });
  const first = useQuery({ queryKey: key(0), queryFn: fetchPage(0), placeholderData: keepPreviousData });
  const others = useQueries({
    queries: visiblePages.filter((p) => p > 0).map((page) => ({ queryKey: key(page), queryFn: fetchPage(page), staleTime: 30_000 })),
  });
  const pages = new Map<number, UserListItem[]>();
  if (first.data) pages.set(0, first.data.items);
  visiblePages.filter((p) => p > 0).forEach((page, i) => {
    const items = others[i]?.data?.items;
    if (items) pages.set(page, items);
  });
  return {
    total: first.data?.total ?? 0,
    rowAt: (index: number): UserListItem | undefined => pages.get(Math.floor(index / USER_PAGE_SIZE))?.[index % USER_PAGE_SIZE],
    error: first.error ?? others.find((o) => o.error)?.error ?? null,
    isPending: first.isPending,
    isFetching: first.isFetching || others.some((o) => o.isFetching),
    refetch: () => first.refetch(),
  };
}
