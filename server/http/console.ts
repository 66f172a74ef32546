import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quadrant sandbox</title></head>
<body><main><h1>Console not built: run npm run build</h1>
<p>The sandbox is running; its services answer under /svc and sign-in under /authority.</p></main></body></html>`;

/** Serves the built console from `distDir` (when built). */
export async function registerConsole(app: FastifyInstance, distDir: string) {
  if (existsSync(join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
}

/** The answer to a GET for a client route: the console's index.html, or a note that it is not built. */
export function consoleFallback(distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));
  return function spaFallback(_request: FastifyRequest, reply: FastifyReply) {
    if (!existsSync(join(distDir, 'index.html'))) return reply.code(200).type('text/html; charset=utf-8').send(notBuilt);
    if (!built)
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(notBuilt.replace('Console not built: run npm run build', 'Console built after start: restart the sandbox'));
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
  };
}

/**
 * Headers on every answer; HTML pages also refuse to be framed, and those without a policy of their
 * own (the console's index.html) get `contentSecurityPolicy`, the console's (src/domain).
 */
export function registerSecurityHeaders(app: FastifyInstance, contentSecurityPolicy: string) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('X-Frame-Options', 'DENY');
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', contentSecurityPolicy);
      }
    }
    return payload;
  });
}
