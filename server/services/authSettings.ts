import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { organizationIdSchema, orgParamsSchema, type TenantAuthentication } from '../../src/domain';
import { HttpError } from '../http/errors';
import { validated } from '../http/validate';
import { grantedOrg, onOrganization } from '../http/routeAccess';

/**
 * The organization's authentication type (doc 000 §7 "Other calls", doc 002 §7): read at the
 * analytics host, set at the authentication-settings host. 0 default, 1 certificate-based.
 */
export async function analyticsService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const authOf = db.prepare('SELECT use_cert_based_auth, auth_blocked FROM organizations WHERE id = ?');

  app.get(
    '/api/v1/organizations/:orgId/Settings/GetTenantAuthenticationType',
    { config: { access: onOrganization('authenticationType', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async (_input, request): Promise<TenantAuthentication> => {
      const { org } = grantedOrg(request);
      const row = authOf.get(org.id) as { use_cert_based_auth: number; auth_blocked: number };
      return { useCertBasedAuth: row.use_cert_based_auth === 1, isBlocked: row.auth_blocked === 1 };
    }),
  );
}

const setParams = z.object({ id: organizationIdSchema, authenticationType: z.enum(['0', '1']).transform(Number) }).strict();

export async function authSettingsService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const blocked = db.prepare('SELECT auth_blocked FROM organizations WHERE id = ?').pluck();
  const set = db.prepare('UPDATE organizations SET use_cert_based_auth = ? WHERE id = ?');

  app.patch(
    '/api/v1/organizations/:id/Settings/SetTenantAuthenticationType/:authenticationType',
    { config: { access: onOrganization('authenticationType', 'edit', 'manage', 'id') } },
    validated({ params: setParams }, async ({ params }, request, reply) => {
      const { org } = grantedOrg(request);
      if (blocked.get(org.id) === 1) throw new HttpError(409, `The authentication type of ${org.name} is locked and cannot be changed`);
      set.run(params.authenticationType, org.id);
      return reply.code(204).send();
    }),
  );
}
