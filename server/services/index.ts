import type { FastifyInstance } from 'fastify';
import { authenticateRequest } from '../auth/tokens';
import { validated } from '../http/validate';
import { accountService } from './account';
import { locationService } from './location';

/** Every service under /svc; each one a plugin with its own prefix (see docs/api.md). */
export async function registerServices(app: FastifyInstance) {
  const { verifyAccessToken } = app.sandbox.authority;
  const { loadProfile, orgIndex } = app.sandbox;

  app.get('/svc/ping', validated({}, async () => ({ ok: true })));

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      request.profile = await authenticateRequest(request, verifyAccessToken, loadProfile);
    });
    // A write may change the hierarchy or the associations: the in-memory index starts again.
    api.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) orgIndex.invalidate();
    });
    await api.register(accountService, { prefix: '/svc/account' });
    await api.register(locationService, { prefix: '/svc/location' });
  });
}
