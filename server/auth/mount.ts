import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { named } from '../http/pluginName';

export const AUTHORITY_PREFIX = '/authority';

/**
 * Hands every request under /authority to oidc-provider, which sees paths relative to its mount
 * (as with `app.use('/authority', provider.callback())` in Express). The routes live in their own
 * scope whose only content-type parser leaves the body stream unread: the provider reads it.
 * Our own interaction routes (/authority/interaction/...) are more specific and win.
 */
export async function mountAuthority(app: FastifyInstance, provider: Provider) {
  const callback = provider.callback();
  await app.register(
    named(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request: FastifyRequest, _payload: IncomingMessage, done: (err: Error | null, body?: unknown) => void) =>
        done(null),
      );
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        raw.originalUrl = url;
        raw.url = url.slice(AUTHORITY_PREFIX.length) || '/';
        if (raw.url.startsWith('?')) raw.url = `/${raw.url}`;
        callback(raw, reply.raw);
      };
      scope.all(AUTHORITY_PREFIX, handler);
      scope.all(`${AUTHORITY_PREFIX}/*`, handler);
    }, 'authority'),
  );
}
