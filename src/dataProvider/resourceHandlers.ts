import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { ApiError } from './ApiError';
import { listFromArray } from './listFromArray';
import type { ResourceContext } from './types';

export const crudMethods = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
export type CrudMethod = (typeof crudMethods)[number];

/** The handlers a resource may have; each receives react-admin's params and the service context. */
/* eslint-disable @typescript-eslint/no-explicit-any -- records are react-admin's, whose DataProvider types them `any`; each resource narrows its own */
export interface ResourceHandlers {
  getList?: (params: GetListParams, ctx: ResourceContext) => Promise<{ data: any[]; total?: number }>;
  getOne?: (params: GetOneParams, ctx: ResourceContext) => Promise<{ data: any }>;
  getMany?: (params: GetManyParams, ctx: ResourceContext) => Promise<{ data: any[] }>;
  getManyReference?: (params: GetManyReferenceParams, ctx: ResourceContext) => Promise<{ data: any[]; total?: number }>;
  create?: (params: CreateParams, ctx: ResourceContext) => Promise<{ data: any }>;
  update?: (params: UpdateParams, ctx: ResourceContext) => Promise<{ data: any }>;
  updateMany?: (params: UpdateManyParams, ctx: ResourceContext) => Promise<{ data: any[] }>;
  delete?: (params: DeleteParams, ctx: ResourceContext) => Promise<{ data: any }>;
  deleteMany?: (params: DeleteManyParams, ctx: ResourceContext) => Promise<{ data: any[] }>;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  /**
   * Catalogue keys of the friendly text of each method's failures (doc 001 §8), e.g.
   * `{ getList: 'users.error.fetchList' }`: the one error bar shows "friendly text - server message".
   */
  errorKeys?: Partial<Record<CrudMethod, string>>;
}

/** One record of an array, by id; a 404 when it is not there (foreign and unknown ids alike). */
export function pick<T extends RaRecord>(items: readonly T[], id: unknown): T {
  const found = items.find((r) => String(r.id) === String(id));
  if (!found) throw new ApiError({ status: 404, kind: 'http' });
  return found;
}

/**
 * The reads of a resource over an endpoint that answers the whole array: lists are sorted, filtered
 * and paged in the browser (listFromArray); one record or several are picked from the same array.
 * `load` receives the filter, so a reference list can load by its target (e.g. organizationId).
 */
export function arrayResource<T extends RaRecord>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's filter (GetListParams.filter) is `any`; each load reads its own keys
  load: (ctx: ResourceContext, filter: Record<string, any>, signal?: AbortSignal) => Promise<T[]>,
): Required<Pick<ResourceHandlers, 'getList' | 'getOne' | 'getMany' | 'getManyReference'>> {
  return {
    getList: async (params, ctx) => listFromArray(await load(ctx, params.filter ?? {}, params.signal), params),
    getOne: async (params, ctx) => ({ data: pick(await load(ctx, params.meta ?? {}, params.signal), params.id) }),
    getMany: async (params, ctx) => {
      const ids = new Set(params.ids.map(String));
      return { data: (await load(ctx, params.meta ?? {}, params.signal)).filter((r) => ids.has(String(r.id))) };
    },
    getManyReference: async (params, ctx) => {
      const filter = { ...params.filter, [params.target]: params.id };
      const items = await load(ctx, filter, params.signal);
      // The target selected what was loaded; the rest of the filter narrows it.
      const { [params.target]: _target, ...rest } = filter;
      return listFromArray(items, { ...params, filter: rest });
    },
  };
}
