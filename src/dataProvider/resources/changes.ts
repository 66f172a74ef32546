import type { ResourceHandlers } from '../resourceHandlers';

/**
 * `changes`: the change jobs (docs/api.md "Change jobs"), read as a list with the `view` filter
 * ("waitingForMe", "mine", "all") and one job by id. A job is started, approved and steered through the
 * typed methods of changeMethods.ts, never through create or update.
 */
export const changes: ResourceHandlers = {
  getList: async ({ filter, pagination, sort, signal }, { services }) => {
    const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
    const start = (page - 1) * perPage;
    return services.changes.listJobs(
      {
        filter: { view: 'all', ...filter },
        range: [start, start + perPage - 1],
        sort: sort?.field ? [sort.field, sort.order === 'ASC' ? 'ASC' : 'DESC'] : undefined,
      },
      signal,
    );
  },
  getOne: async ({ id, signal }, { services }) => ({ data: await services.changes.getJob(Number(id), signal) }),
  getMany: async ({ ids, signal }, { services }) => ({ data: await Promise.all(ids.map((id) => services.changes.getJob(Number(id), signal))) }),
  errorKeys: { getList: 'changes.error.loadJobs', getOne: 'changes.error.loadJob', getMany: 'changes.error.loadJob' },
};
