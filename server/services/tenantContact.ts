import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  emptyTenantContact,
  explainTenantStatusAt,
  tenantContactBodySchema,
  tenantContactParamsSchema,
  tenantContactPatchParamsSchema,
  type TenantContact,
} from '../../src/domain';
import { requireOrgAccess, requireOrgVerdict } from '../auth/guards';
import { profileOf } from '../context';
import { forbidden, HttpError, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { tenantContactStore } from './tenantContactStore';

/**
 * Tenant contact (doc 001 §7 "Tenant status and contact"), on each regional reporting prefix:
 * GET, POST and PATCH /api/v1.0/organizations/{org}/Settings/tenantContact. GET answers id 0 and
 * empty texts when none exists; POST creates it (409 when one exists), PATCH …/{contactId} changes
 * it (404 when that is not the organization's contact, after the body is read: the caller may manage the organization,
 * so the id tells nothing new). Reading needs view, writing manage of the
 * organization, and both Tenant Status's rule (explainTenantStatusAt: the page's roles); refused
 * callers get 403 before the body is read.
 */
export async function tenantContactService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const contacts = tenantContactStore(db);
  const features = { groupsEnabled: app.sandbox.brand.groupsEnabled };

  // Tenant Status's rule (explainTenantStatusAt); a write needs manage of the organization first.
  const allowed = (request: FastifyRequest, orgId: number, need: 'view' | 'manage') => {
    const profile = profileOf(request);
    if (need === 'manage') requireOrgAccess(orgIndex.current(), profile, orgId, 'manage');
    const refused = () => forbidden('You do not have permission to use tenant contacts');
    return requireOrgVerdict(orgIndex.current(), profile, orgId, need, (access) => explainTenantStatusAt(profile, access, features), refused).org;
  };
  const path = '/api/v1.0/organizations/:orgId/Settings/tenantContact';

  app.get(
    path,
    validated({ params: tenantContactParamsSchema }, async ({ params }, request): Promise<TenantContact> => {
      const org = allowed(request, params.orgId, 'view');
      return contacts.ofOrganization(org.id) ?? emptyTenantContact;
    }),
  );

  app.post(
    path,
    validated(
      {
        params: tenantContactParamsSchema,
        body: tenantContactBodySchema,
        authorize: ({ params }, request) => void allowed(request, params.orgId, 'manage'),
      },
      async ({ params, body }, request, reply) => {
        const org = allowed(request, params.orgId, 'manage');
        if (contacts.ofOrganization(org.id)) throw new HttpError(409, `${org.name} already has a tenant contact: change it with PATCH`);
        return reply.code(201).send(contacts.create(org.id, body));
      },
    ),
  );

  app.patch(
    `${path}/:contactId`,
    validated(
      {
        params: tenantContactPatchParamsSchema,
        body: tenantContactBodySchema,
        authorize: ({ params }, request) => void allowed(request, params.orgId, 'manage'),
      },
      async ({ params, body }, request) => {
        const org = allowed(request, params.orgId, 'manage');
        // The organization's only contact: the caller may manage the organization, so the id tells nothing new.
        if (contacts.ofOrganization(org.id)?.id !== params.contactId) throw notFound(`Tenant contact ${params.contactId} not found`);
        return contacts.update(org.id, body);
      },
    ),
  );
}
