import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '../../src/domain';
import { badRequest } from './errors';

const noParams = z.object({}).strict();
const noQuery = z.object({}).strict();
/** Routes that take no body accept none, or an empty JSON object. */
const noBody = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export interface RouteSchemas<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: P;
  query?: Q;
  body?: B;
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
    const body = parseInput(schemas.body ?? noBody, request.body, 'body');
    return handler({ params, query, body } as RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>, request, reply);
  };
  inputSchemas.set(wrapped as RouteHandlerMethod, { params: schemas.params ?? noParams, query: schemas.query ?? noQuery });
  return wrapped;
}
