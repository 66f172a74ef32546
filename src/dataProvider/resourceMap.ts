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

/** The handlers a resource may have; each receives react-admin's params and the service context. */
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
}

/**
 * A read-only resource over an endpoint that answers the whole array: lists are sorted, filtered
 * and paged in the browser; one record or several are picked from the same array.
 */
export function arrayResource<T extends RaRecord>(
  load: (ctx: ResourceContext, signal?: AbortSignal) => Promise<T[]>,
): ResourceHandlers {
  return {
    getList: async (params, ctx) => listFromArray(await load(ctx, params.signal), params),
    getOne: async (params, ctx) => {
      const found = (await load(ctx, params.signal)).find((r) => String(r.id) === String(params.id));
      if (!found) throw new ApiError({ status: 404, kind: 'http' });
      return { data: found };
    },
    getMany: async (params, ctx) => {
      const ids = new Set(params.ids.map(String));
      return { data: (await load(ctx, params.signal)).filter((r) => ids.has(String(r.id))) };
    },
    getManyReference: async (params, ctx) =>
      listFromArray(await load(ctx, params.signal), {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }),
  };
}

/**
 * react-admin resources → service calls. Adding a resource is adding one entry here (and its folder
 * under src/resources). The resource name is also its path (`/my-invoices`).
 */
export const resourceMap: Record<string, ResourceHandlers> = {
  /** Doc 001 §2.4: the signed-in user's organization's invoices. */
  'my-invoices': arrayResource(async ({ services, session }, signal) => {
    const profile = await session.getProfile();
    return services.account.getInvoices(profile.organizationId, signal);
  }),
};
