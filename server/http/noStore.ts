import type { FastifyInstance } from 'fastify';

/** The services and the sign-in authority, whatever the letter case: `/svc`, `/svc/…`, `/svc?…`. */
const noStorePath = /^\/(svc|authority)(\/|\?|$)/i;

/**
 * Answers of the services and of the authority (tenant and personal data, tokens) are kept by no
 * browser or proxy cache: each carries `Cache-Control: no-store` unless its route sets its own.
 * The header is put on the raw response as the request arrives, so that error answers, unknown
 * routes and the authority's answers (written by oidc-provider, not by fastify) carry it too; a
 * route's own Cache-Control replaces it.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (noStorePath.test(request.url)) reply.raw.setHeader('Cache-Control', 'no-store');
  });
}
