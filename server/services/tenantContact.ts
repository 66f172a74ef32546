import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  emptyTenantContact,
  explainTenantStatusAt,
  tenantContactBodySchema,
  tenantContactParamsSchema,
  tenantContactPatchParamsSchema,
  type TenantContact,
} from '../../src/domain';
import { HttpError, notFound } from '../http/errors';
import { declareAccess, fromParam, grantedOrg, organizationWhere } from '../http/routeAccess';
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
  const { db } = app.sandbox;
  const contacts = tenantContactStore(db);
  const features = { groupsEnabled: app.sandbox.brand.groupsEnabled };
  const refused = 'You do not have permission to use tenant contacts';
  /** Tenant Status's rule (explainTenantStatusAt), the one the Access tab explains; a write needs manage of the organization first. */
  const access = (action: 'show' | 'create' | 'edit', need: 'view' | 'manage') => ({
    config: {
      access: declareAccess({
        resource: 'tenantContacts',
        action,
        record: organizationWhere(
          fromParam('orgId'),
          need,
          (c, explained) => (explained[need].allowed ? explainTenantStatusAt(c.profile, explained, features) : explained[need]),
          refused,
        ),
      }),
    },
  });
  const read = access('show', 'view');
  const write = (action: 'create' | 'edit') => access(action, 'manage');
  const orgOf = (request: FastifyRequest) => grantedOrg(request).org;
  const path = '/api/v1.0/organizations/:orgId/Settings/tenantContact';

  app.get(
    path,
    read,
    validated({ params: tenantContactParamsSchema }, async (_input, request): Promise<TenantContact> => {
      const org = orgOf(request);
      return contacts.ofOrganization(org.id) ?? emptyTenantContact;
    }),
  );

  app.post(
    path,
    write('create'),
    validated({ params: tenantContactParamsSchema, body: tenantContactBodySchema }, async ({ body }, request, reply) => {
      const org = orgOf(request);
      if (contacts.ofOrganization(org.id)) throw new HttpError(409, `${org.name} already has a tenant contact: change it with PATCH`);
      return reply.code(201).send(contacts.create(org.id, body));
    }),
  );

  app.patch(
    `${path}/:contactId`,
    write('edit'),
    validated({ params: tenantContactPatchParamsSchema, body: tenantContactBodySchema }, async ({ params, body }, request) => {
      const org = orgOf(request);
      // The organization's only contact: the caller may manage the organization, so the id tells nothing new.
      if (contacts.ofOrganization(org.id)?.id !== params.contactId) throw notFound(`Tenant contact ${params.contactId} not found`);
      return contacts.update(org.id, body);
    }),
  );
}
