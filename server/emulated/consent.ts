import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { stripTenantSuffix, tenantDomainOf, TENANT_SUFFIX } from '../../src/domain';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { allowedRedirect } from './redirectCheck';
import { validated } from '../http/validate';
import { PREFERRED_APPLICATION } from '../services/tenants';
import { decisionPageCsp } from './decisionPageStyle';
import { consentPage } from './consentPage';
import { organizationOfState, takeDirectoryState } from './directoryState';
import { named } from '../http/pluginName';

/** Fixed namespace of the name-based tenant GUIDs (UUID v5 over "<name>.onmicrosoft.com"). */
const TENANT_NAMESPACE = '5b0e3c7a-9d21-4f6b-8a4e-0c1d2e3f4a5b';

/** The deterministic GUID of a directory tenant the sandbox does not know yet (RFC 9562 v5). */
export function tenantGuidFor(directoryName: string): string {
  const ns = Buffer.from(TENANT_NAMESPACE.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(directoryName.toLowerCase(), 'utf8')]))
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The directory name a granted consent recorded for a tenant GUID (read by the connect call). */
export function consentedTenant(db: Db, tenantId: string): { name: string } | undefined {
  const name = db.prepare('SELECT tenant_name FROM emulated_consents WHERE tenant_id = ?').pluck().get(tenantId) as string | undefined;
  return name === undefined ? undefined : { name };
}

const text = (max: number) => z.string().min(1).max(max);
/** A tenant name (with or without .onmicrosoft.com) or a verified domain. */
const tenantName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*$/, 'Expected a tenant name or domain')
  .max(253);
const consentFields = { client_id: text(200), redirect_uri: text(2000), state: text(2000) };
const consentQuery = z
  .object({
    tenant: tenantName,
    ...consentFields,
    scope: z.string().max(2000).optional(),
    prompt: z.string().max(50).optional(),
    response_type: z.string().max(50).optional(),
    response_mode: z.string().max(50).optional(),
    login_hint: z.string().max(320).optional(),
    domain_hint: z.string().max(253).optional(),
  })
  .strict();
const decisionBody = z.object({ tenant: tenantName, ...consentFields, decision: z.enum(['grant', 'deny']) }).strict();

/**
 * The emulated directory's admin-consent page (docs/api.md "Emulated directory admin consent"):
 * GET /emulated/consent shows the tenant with Grant and Deny; the form posts to
 * /emulated/consent/decision, which redirects (303) to redirect_uri with the real directory's answer.
 */
export async function consentEmulator(app: FastifyInstance) {
  const { db, publicUrl } = app.sandbox;
  const base = new URL(publicUrl);
  const csp = decisionPageCsp(base.origin);
  const knownByName = db.prepare('SELECT id, name FROM directory_tenants WHERE lower(name) = ?');
  const knownByDomain = db.prepare(
    'SELECT t.id, t.name FROM verified_domains d JOIN directory_tenants t ON t.id = d.tenant_id WHERE lower(d.domain_name) = ?',
  );
  const consentedByName = db.prepare('SELECT tenant_id AS id, tenant_name AS name FROM emulated_consents WHERE lower(tenant_name) = ?');
  const recordConsent = db.prepare(`INSERT INTO emulated_consents (tenant_id, tenant_name, client_id, granted_on_utc) VALUES (?, ?, ?, ?)
    ON CONFLICT (tenant_id) DO UPDATE SET client_id = excluded.client_id, granted_on_utc = excluded.granted_on_utc`);

  /** The tenant asked for: a known one by name or verified domain keeps its id; a new name gets its v5 GUID. */
  const resolve = (typed: string): { id: string; name: string } => {
    if (typed.endsWith(TENANT_SUFFIX) || !typed.includes('.')) {
      const name = tenantDomainOf(typed);
      if (stripTenantSuffix(typed).includes('.')) throw badRequest('Invalid tenant', { tenant: ['Expected a tenant name or domain'] });
      return (knownByName.get(name) ?? consentedByName.get(name) ?? { id: tenantGuidFor(name), name }) as { id: string; name: string };
    }
    const known = knownByDomain.get(typed) as { id: string; name: string } | undefined;
    if (!known) throw badRequest(`AADSTS90002: Tenant '${typed}' not found`, { tenant: ['No directory tenant has this verified domain'] });
    return known;
  };
  const checkRedirect = (uri: string) => allowedRedirect(base, uri);

  await app.register(
    named(async (scope) => {
      await scope.register(formbody);

      scope.get(
        '/emulated/consent',
        validated({ query: consentQuery }, async ({ query }, _request, reply) => {
          checkRedirect(query.redirect_uri);
          const tenant = resolve(query.tenant);
          const applicationName =
            query.client_id === PREFERRED_APPLICATION.clientId ? PREFERRED_APPLICATION.displayName : `Application ${query.client_id}`;
          const html = consentPage({
            action: `${base.pathname.replace(/\/+$/, '')}/emulated/consent/decision`,
            tenant: query.tenant,
            tenantDisplay: query.tenant.includes('.') && !query.tenant.endsWith(TENANT_SUFFIX) ? query.tenant : tenant.name,
            applicationName,
            fields: { client_id: query.client_id, redirect_uri: query.redirect_uri, state: query.state },
          });
          return reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
        }),
      );

      scope.post(
        '/emulated/consent/decision',
        validated({ body: decisionBody }, async ({ body }, request, reply) => {
          const target = checkRedirect(body.redirect_uri);
          const tenant = resolve(body.tenant);
          if (body.decision === 'grant') {
            // Only for the signed-in console session that started it, for an organization its user manages (no other session may complete it).
            takeDirectoryState(app.sandbox, request, reply, () => organizationOfState(body.state));
            recordConsent.run(tenant.id, tenant.name, body.client_id, new Date().toISOString());
            target.searchParams.set('tenant', tenant.id);
            target.searchParams.set('state', body.state);
            target.searchParams.set('admin_consent', 'True');
          } else {
            target.searchParams.set('error', 'access_denied');
            target.searchParams.set('error_description', deniedDescription());
            target.searchParams.set('state', body.state);
          }
          return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 303);
        }),
      );
    }, 'consentPages'),
  );
}

/** The directory's multi-line description of a refused consent (CR LF between lines). */
function deniedDescription(): string {
  return [
    'AADSTS65004: User declined to consent to access the app.',
    `Trace ID: ${randomUUID()}`,
    `Correlation ID: ${randomUUID()}`,
    `Timestamp: ${new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, 'Z')}`,
  ].join('\r\n');
}
