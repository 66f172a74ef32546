import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { directoryTenantIdSchema } from '../../src/domain';
import { badRequest } from '../http/errors';
import { allowedRedirect } from './redirectCheck';
import { validated } from '../http/validate';
import { PREFERRED_APPLICATION } from '../services/tenants';
import { GRAPH_TOKEN_SECONDS, type GraphTokens } from './graphTokens';
import { decisionPageCsp } from './decisionPageStyle';
import { identityPage } from './identityPage';
import { takeDirectoryState } from './directoryState';
import { named } from '../http/pluginName';

const text = (max: number) => z.string().min(1).max(max);
const fields = {
  client_id: text(200),
  redirect_uri: text(2000),
  state: z.string().max(2000).default(''),
  scope: text(2000),
  tenant: directoryTenantIdSchema,
};
const authorizeQuery = z
  .object({
    ...fields,
    response_type: z.literal('token'),
    response_mode: z.literal('fragment').optional(),
    nonce: z.string().max(200).optional(),
    prompt: z.string().max(50).optional(),
    login_hint: z.string().max(320).optional(),
  })
  .strict();
const decisionBody = z.object({ ...fields, decision: z.enum(['accept', 'cancel']) }).strict();

/**
 * The emulated identity provider's implicit-token sign-in (docs/api.md "Emulated identity provider
 * and directory graph"): GET /emulated/identity/authorize shows the scopes; the decision redirects to
 * redirect_uri (under PUBLIC_URL only) with `#access_token=…&token_type=Bearer&expires_in=…&state=…`.
 */
export async function identityEmulator(app: FastifyInstance, opts: { tokens: GraphTokens }) {
  const { db, publicUrl } = app.sandbox;
  const base = new URL(publicUrl);
  const csp = decisionPageCsp(base.origin);
  const tenantName = db
    .prepare(
      `SELECT name FROM directory_tenants WHERE id = ?
    UNION ALL SELECT tenant_name FROM emulated_consents WHERE tenant_id = ? LIMIT 1`,
    )
    .pluck();
  const organizationOfTenant = db.prepare('SELECT organization_id FROM directory_tenants WHERE id = ?').pluck();
  const restore = db.prepare('DELETE FROM emulated_removed_service_principals WHERE tenant_id = ?');

  const checkRedirect = (uri: string) => allowedRedirect(base, uri);
  const known = (tenant: string): string => {
    const name = tenantName.get(tenant, tenant) as string | undefined;
    if (!name) throw badRequest(`AADSTS90002: Tenant '${tenant}' not found`, { tenant: ['Unknown directory tenant'] });
    return name;
  };

  await app.register(
    named(async (scope) => {
      await scope.register(formbody);

      scope.get(
        '/emulated/identity/authorize',
        validated({ query: authorizeQuery }, async ({ query }, _request, reply) => {
          checkRedirect(query.redirect_uri);
          const html = identityPage({
            action: `${base.pathname.replace(/\/+$/, '')}/emulated/identity/authorize/decision`,
            tenantName: known(query.tenant),
            applicationName:
              query.client_id === PREFERRED_APPLICATION.clientId ? PREFERRED_APPLICATION.displayName : `Application ${query.client_id}`,
            scopes: query.scope.split(/\s+/).filter(Boolean),
            fields: { client_id: query.client_id, redirect_uri: query.redirect_uri, state: query.state, scope: query.scope, tenant: query.tenant },
          });
          return reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
        }),
      );

      scope.post(
        '/emulated/identity/authorize/decision',
        validated({ body: decisionBody }, async ({ body }, request, reply) => {
          const target = checkRedirect(body.redirect_uri);
          known(body.tenant);
          const answer = new URLSearchParams();
          if (body.decision === 'accept') {
            // Only for the signed-in console session that started it, whose user manages the tenant's organization (no other session may complete it).
            takeDirectoryState(app.sandbox, request, reply, () => organizationOfTenant.get(body.tenant) as number | undefined);
            // Signing in again adds the tenant's enterprise applications back (service principals removed earlier).
            restore.run(body.tenant);
            answer.set('access_token', await opts.tokens.issue({ tid: body.tenant, scp: body.scope, clientId: body.client_id }));
            answer.set('token_type', 'Bearer');
            answer.set('expires_in', String(GRAPH_TOKEN_SECONDS));
            answer.set('scope', body.scope);
          } else {
            answer.set('error', 'access_denied');
            answer.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
          }
          answer.set('state', body.state);
          target.hash = answer.toString();
          return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 303);
        }),
      );
    }, 'identityPages'),
  );
}
