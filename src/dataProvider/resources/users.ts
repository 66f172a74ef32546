import { userListSortKeys, type UserListQuery } from '../../domain/schemas/user';
import type { ResourceHandlers } from '../resourceHandlers';

type SortKey = NonNullable<UserListQuery['sort']>;
const isSortKey = (field: string): field is SortKey => (userListSortKeys as readonly string[]).includes(field);

/**
 * `users`, the internal users (doc 001 §2.3, §7): GET /api/v1.2/users searches (`q`), sorts and pages
 * on the service, which answers the total in X-Total-Count; GET /api/v1.2/users/{id} is one user
 * with their associations.
 */
export const users: ResourceHandlers = {
  getList: async ({ filter, sort, pagination, signal }, { services }) => {
    const q = typeof filter?.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined;
    const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
    const { items, total } = await services.users.listUsers(
      {
        q,
        sort: sort && isSortKey(sort.field) ? sort.field : 'name',
        order: sort?.order === 'DESC' ? 'desc' : 'asc',
        offset: (page - 1) * perPage,
        limit: perPage,
      },
      signal,
    );
    return { data: items, total };
  },
  getOne: async ({ id, signal }, { services }) => ({ data: await services.users.getUser(String(id), signal) }),
  errorKeys: { getList: 'users.error.fetchList', getOne: 'users.general.error' },
};
