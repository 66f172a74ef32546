import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { DATA_QUERY_MAX_IDS, fieldErrors } from '../../src/domain';
import { requireOrgAccess } from '../auth/guards';
import { badRequest } from './errors';

const noParams = z.object({}).strict();
const noQuery = z.object({}).strict();
/** Routes that take no body accept none, or an empty JSON object. */
const noBody = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export interface RouteSchemas<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The route's own refusals that do not need the body (a role, a record of another tenant): run after
   * the path and query are read and before the body is, so that a refused caller gets the same 403/404
   * whatever body they send (authorise first). The handler may ask again.
   */
  authorize?: (input: { params: z.infer<P>; query: z.infer<Q> }, request: FastifyRequest) => void;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

const where = { params: 'path parameters', query: 'query string', body: 'request body' } as const;

export function parseInput<T extends z.ZodType>(schema: T, value: unknown, part: keyof typeof where): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${where[part]}`, fieldErrors(result.error));
  return result.data;
}

/**
 * Authorise first: a signed-in caller who may not even view the organization in the path
 * gets its 403 before the body is looked at, so a bad body on a foreign organization does not answer
 * 400 where the same call on one's own answers 403. The handler still checks the right it needs.
 */
function viewableBeforeBody(request: FastifyRequest, params: unknown, query: unknown): void {
  if (!request.profile) return;
  const p = (params ?? {}) as { orgId?: unknown; id?: unknown };
  const q = (query ?? {}) as { organizationId?: unknown };
  // The organization a route names: in its path (`:orgId`, or `:id` on the reporting and settings
  // routes), its query (`organizationId`), or, for routes that carry it in the body, a body field
  // that already is a plain id (the body is validated afterwards).
  const raw = (request.body ?? {}) as { organizationId?: unknown; parentOrganizationId?: unknown; params?: { orgs?: unknown } };
  const orgs = Array.isArray(raw.params?.orgs) ? raw.params.orgs : [];
  // Too many to be a valid query: refused by its size, before one id is looked up (the schema says the same).
  if (orgs.length > DATA_QUERY_MAX_IDS) throw badRequest('Invalid request body', { 'params.orgs': [`At most ${DATA_QUERY_MAX_IDS} organizations`] });
  const named = [p.orgId, p.id, q.organizationId, raw.organizationId, raw.parentOrganizationId, ...orgs];
  const tree = request.server.sandbox.orgIndex.current();
  for (const orgId of named.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) {
    requireOrgAccess(tree, request.profile, orgId, 'view');
  }
}

/** The path and query schemas of each handler `validated()` built: the access hook reads the path as the handler will. */
export interface InputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
}
const inputSchemas = new WeakMap<RouteHandlerMethod, InputSchemas>();
export const inputSchemasOf = (handler: RouteHandlerMethod): InputSchemas => inputSchemas.get(handler) ?? { params: noParams, query: noQuery };

/**
 * Wraps a handler so that params, query and body are validated (strictly: unknown keys are
 * refused) before it runs; a failure answers 400 `{message, errors}` and the handler never runs.
 * Omitted schemas mean "none": no path parameters, no query keys, no body.
 */
export function validated<P extends z.ZodType = typeof noParams, Q extends z.ZodType = typeof noQuery, B extends z.ZodType = typeof noBody>(
  schemas: RouteSchemas<P, Q, B>,
  handler: (input: RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>, request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const wrapped = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = parseInput(schemas.params ?? noParams, request.params ?? {}, 'params');
    const query = parseInput(schemas.query ?? noQuery, request.query ?? {}, 'query');
    viewableBeforeBody(request, params, query);
    schemas.authorize?.({ params: params as z.infer<P>, query: query as z.infer<Q> }, request);
    const body = parseInput(schemas.body ?? noBody, request.body, 'body');
    return handler({ params, query, body } as RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>, request, reply);
  };
  inputSchemas.set(wrapped as RouteHandlerMethod, { params: schemas.params ?? noParams, query: schemas.query ?? noQuery });
  return wrapped;
}
