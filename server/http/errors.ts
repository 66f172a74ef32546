import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An answer with a status and `{message, errors?}`; thrown by handlers, guards and validation. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors: Record<string, string[]>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Sign-in required: send a valid bearer access token') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unsupportedMediaType = () =>
  new HttpError(415, 'Unsupported content type: send application/json', { body: ['Unsupported content type'] });

/** A request that carries a body (a length above zero, or a chunked one). */
const hasBody = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * The services take JSON bodies only: any other content type with a body answers 415
 * before it is parsed, so a text/plain or form body never reaches a handler as a string.
 */
export function requireJsonBody(request: FastifyRequest): void {
  if (!hasBody(request)) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]*\+json$/.test(type)) throw unsupportedMediaType();
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) keep their status. */
function clientErrorBody(error: FastifyError): { message: string; errors?: Record<string, string[]> } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'The request body is not valid JSON', errors: { body: [error.message] } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type: send application/json', errors: { body: ['Unsupported content type'] } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request body is too large', errors: { body: ['Too large'] } };
    default:
      return { message: 'The request is malformed', errors: { _: [error.message] } };
  }
}

/**
 * One error answer for the whole sandbox: HttpError as thrown; fastify client errors with their
 * status; anything else 500 `{message:'Internal error'}` with the real error in the log only.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  isApiPath: (url: string) => boolean,
  spaFallback: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(clientErrorBody(error));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) {
      return spaFallback(request, reply);
    }
    return reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}
