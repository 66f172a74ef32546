import { BOUNDARY_FILTER_KEYS, matchesBoundaryFilter } from '../../domain/boundaries/boundaryList';
import type { ContainerCreateBody, ContainerSummary, ContainerUpdateBody } from '../../domain/schemas/container';
import { listFromArray } from '../listFromArray';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import type { ResourceContext } from '../types';

/** A boundary as a react-admin record: its containerId is its id; organizationId the organization it was listed for. */
export type ContainerRecord = ContainerSummary & { id: number; organizationId: number };
const toRecord = <T extends { containerId: number }>(c: T) => ({ ...c, id: c.containerId });

/** The organization selected in the page's tree (`filter.organizationId`), else the signed-in user's own. */
async function organizationOf({ session }: ResourceContext, filter: Record<string, unknown>): Promise<number> {
  const selected = Number(filter.organizationId);
  return Number.isInteger(selected) && selected > 0 ? selected : (await session.getProfile()).organizationId;
}

/**
 * `containers`, the virtual boundaries (doc 002 §2, §7): an organization's list (the whole array,
 * sorted, filtered and paged in the browser), one boundary with its users and data sources, create
 * (answers containerId), update of name and description, delete. The wizard's users and data
 * sources calls are the service's own functions (src/dataProvider/services/containers.ts).
 */
const reads = arrayResource<ContainerRecord>(async (ctx, filter, signal) => {
  const organizationId = await organizationOf(ctx, filter);
  // organizationId on each record: the list filter that selected the organization also matches its rows.
  return (await ctx.services.containers.list(organizationId, signal)).map((c) => ({ ...toRecord(c), organizationId }));
});

export const containers: ResourceHandlers = {
  ...reads,
  // The page's column filters (doc 002 §2): text contained, or the day of a date column (src/domain/boundaries/boundaryList.ts).
  getList: async (params, ctx) => {
    const filter = { ...params.filter };
    const columns = Object.fromEntries(BOUNDARY_FILTER_KEYS.map((k) => [k, filter[k]]));
    for (const k of BOUNDARY_FILTER_KEYS) delete filter[k];
    const all = await reads.getList({ ...params, filter, pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER } }, ctx);
    return listFromArray(
      all.data.filter((r: ContainerRecord) => matchesBoundaryFilter(r, columns)),
      { ...params, filter: {} },
    );
  },
  getOne: async ({ id, signal }, { services }) => ({ data: toRecord(await services.containers.get(Number(id), signal)) }),
  create: async ({ data, meta }, ctx) => {
    const { name, description } = data as ContainerCreateBody;
    const body = { name, description: description ?? '' };
    const { containerId } = await ctx.services.containers.create(await organizationOf(ctx, meta ?? data ?? {}), body);
    return { data: { ...body, id: containerId, containerId } };
  },
  update: async ({ id, data }, { services }) => {
    const { name, description } = data as ContainerUpdateBody;
    return { data: toRecord(await services.containers.update(Number(id), { name, description })) };
  },
  delete: async ({ id, previousData }, { services }) => {
    await services.containers.remove(Number(id));
    return { data: previousData ?? { id } };
  },
  // Doc 002 §8: "Error occurred while loading a boundary"; "One or more requests failed while creating a boundary".
  errorKeys: { getOne: 'boundaries.error.loading', create: 'boundaries.error.creating' },
};
