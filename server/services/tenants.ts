import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { directoryTenantIdSchema, organizationIdSchema, orgParamsSchema, type AzureApplication, type DirectoryTenant } from '../../src/domain';
import { profileOf } from '../context';
import { consentedTenant } from '../emulated/consent';
import { HttpError, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { grantedOrg, onOrganization } from '../http/routeAccess';
import { issueDirectoryState } from '../emulated/directoryState';
import { tenantStore } from './tenantStore';

const tenantParams = z.object({ orgId: organizationIdSchema, tenantId: directoryTenantIdSchema }).strict();
const whitelabelParams = z.object({ orgId: organizationIdSchema, whitelabelId: organizationIdSchema }).strict();

/** The vendor's application a directory tenant consents to (stable ids). */
export const PREFERRED_APPLICATION = {
  id: '7c2e4f1a-3b5d-4e8f-9a10-2b3c4d5e6f70',
  clientId: '3f9a1c27-5e84-4b6d-8f02-a1b2c3d4e5f6',
  displayName: 'Quadrant Nova Reporting',
} as const;
export const CBA_CLIENT_ID = '8d4b2e6f-1a3c-4d5e-9f70-b1c2d3e4f5a6';

/**
 * Organization service, directory tenant calls (doc 000 §7, doc 002 §7): read, resync, connect
 * (after the admin-consent redirect), assign the whitelabel; the vendor's applications.
 */
export async function tenantsService(app: FastifyInstance) {
  const { db, publicUrl } = app.sandbox;
  const tenants = tenantStore(db);
  const whitelabelOf = db.prepare('SELECT whitelabel_id FROM organizations WHERE id = ?').pluck();
  const connected = (orgId: number, name: string): DirectoryTenant => {
    const tenant = tenants.ofOrganization(orgId);
    if (!tenant) throw new HttpError(409, `${name} has no directory tenant connected: connect its tenant first`);
    return tenant;
  };

  app.get(
    '/api/v1.0/organizations/:orgId/azureTenants',
    { config: { access: onOrganization('directoryTenants', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async (_input, request) => {
      const { org } = grantedOrg(request);
      const tenant = tenants.ofOrganization(org.id);
      if (!tenant) throw notFound(`${org.name} has no directory tenant connected`);
      return tenant;
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/azureTenants/resync',
    { config: { access: onOrganization('directoryTenants', 'manage', 'manage') } },
    validated({ params: orgParamsSchema }, async (_input, request) => {
      const { org } = grantedOrg(request);
      tenants.touch(connected(org.id, org.name).id);
      return tenants.ofOrganization(org.id);
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/azureTenants/:tenantId',
    { config: { access: onOrganization('directoryTenants', 'manage', 'manage') } },
    validated({ params: tenantParams }, async ({ params }, request) => {
      const { org } = grantedOrg(request);
      const owner = tenants.organizationOf(params.tenantId);
      if (owner !== undefined && owner !== org.id) {
        throw new HttpError(409, 'This directory tenant is already connected to another organization');
      }
      if (owner === org.id) {
        tenants.touch(params.tenantId);
      } else {
        const consent = consentedTenant(db, params.tenantId);
        if (!consent) throw notFound(`Directory tenant ${params.tenantId} is unknown: an administrator of the tenant must grant consent first`);
        tenants.connect(org.id, params.tenantId, consent.name);
      }
      return tenants.ofOrganization(org.id);
    }),
  );

  app.put(
    '/api/v1.0/organizations/:orgId/whitelabels/:whitelabelId',
    { config: { access: onOrganization('directoryTenants', 'manage', 'manage') } },
    validated({ params: whitelabelParams }, async ({ params }, request) => {
      const { org } = grantedOrg(request);
      const tenant = connected(org.id, org.name);
      const own = whitelabelOf.get(org.id) as number | null;
      if (own !== params.whitelabelId) {
        throw new HttpError(
          409,
          own === null
            ? `${org.name} is not sold under a whitelabel: there is none to assign to its tenant`
            : `${org.name} is sold under whitelabel ${own}: only that whitelabel can be assigned to its tenant`,
        );
      }
      tenants.setWhitelabel(tenant.id, params.whitelabelId);
      return tenants.ofOrganization(org.id);
    }),
  );

  app.get(
    '/api/v1.0/azureApplications/preferred',
    { config: { access: { resource: 'azureApplications', action: 'show', open: 'signedIn' } } },
    validated({}, async (_input, request, reply): Promise<AzureApplication> => {
      // The console asks for the application right before it opens the consent or identity page: the
      // answer carries the state those pages require (server/emulated/directoryState.ts).
      issueDirectoryState(app.sandbox, reply, profileOf(request));
      reply.header('Cache-Control', 'no-store');
      return { ...PREFERRED_APPLICATION, publicKeyUrl: `${publicUrl}/emulated/graph/applications/${PREFERRED_APPLICATION.id}/publicKey` };
    }),
  );

  app.get(
    '/api/v1.0/azureApplications/cbaClientId',
    { config: { access: { resource: 'azureApplications', action: 'show', open: 'signedIn' } } },
    validated({}, async (_input, request) => {
      profileOf(request);
      return { clientId: CBA_CLIENT_ID };
    }),
  );
}
