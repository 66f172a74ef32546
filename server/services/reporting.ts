import type { FastifyInstance } from 'fastify';
import { canReadNotes, reportingIdParamsSchema, tenantNotePatchBodySchema, type PolicyAcceptance, type TenantNote } from '../../src/domain';
import { requireOrgAccess } from '../auth/guards';
import { profileOf } from '../context';
import { forbidden, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { requireDeletable } from './organizationDelete';

/** The regional hosts of the reporting service (docs/api.md): one store, three prefixes. */
export const reportingRegions = ['us', 'eu', 's1'] as const;

/**
 * Reporting service, per-tenant calls of the hierarchy (doc 000 §7, doc 002 §4): notes, policy
 * acceptance and the two deletion-workflow calls. `{id}`/`{tenantId}` is the organization id.
 */
export async function reportingService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const noteOf = db.prepare('SELECT note FROM reporting_tenants WHERE organization_id = ?').pluck();
  const saveNote = db.prepare(`INSERT INTO reporting_tenants (organization_id, note, note_updated_on_utc) VALUES (?, ?, ?)
    ON CONFLICT (organization_id) DO UPDATE SET note = excluded.note, note_updated_on_utc = excluded.note_updated_on_utc`);
  const acceptedOn = db.prepare('SELECT policies_accepted_on_utc FROM reporting_tenants WHERE organization_id = ?').pluck();
  const accept = db.prepare(`INSERT INTO reporting_tenants (organization_id, policies_accepted_on_utc, policies_accepted_by) VALUES (?, ?, ?)
    ON CONFLICT (organization_id) DO UPDATE SET policies_accepted_on_utc = COALESCE(policies_accepted_on_utc, excluded.policies_accepted_on_utc),
      policies_accepted_by = COALESCE(policies_accepted_by, excluded.policies_accepted_by)`);
  const dropTenant = db.prepare('DELETE FROM reporting_tenants WHERE organization_id = ?');

  app.get(
    '/api/tenants/:id/notes',
    validated({ params: reportingIdParamsSchema }, async ({ params }, request): Promise<TenantNote> => {
      const profile = profileOf(request);
      const { org, access } = requireOrgAccess(orgIndex.current(), profile, params.id, 'view');
      if (!canReadNotes(profile, access)) throw forbidden('Your roles do not allow reading the notes of this organization');
      return { customNodes: (noteOf.get(org.id) as string | null | undefined) ?? '' };
    }),
  );

  app.patch(
    '/api/tenants/:id/notes',
    validated({ params: reportingIdParamsSchema, body: tenantNotePatchBodySchema }, async ({ params, body }, request): Promise<TenantNote> => {
      const { org } = requireOrgAccess(orgIndex.current(), profileOf(request), params.id, 'manage');
      saveNote.run(org.id, body.customNodes, new Date().toISOString());
      return { customNodes: body.customNodes };
    }),
  );

  app.get(
    '/api/tenants/:id/isPoliciesAccepted',
    validated({ params: reportingIdParamsSchema }, async ({ params }, request): Promise<PolicyAcceptance> => {
      const { org } = requireOrgAccess(orgIndex.current(), profileOf(request), params.id, 'view');
      const on = acceptedOn.get(org.id) as string | null | undefined;
      if (!on) throw notFound(`The policies have not been accepted for ${org.name}`);
      return { accepted: true, acceptedOnUtc: on };
    }),
  );

  app.patch(
    '/api/tenants/:id/acceptPolicies',
    validated({ params: reportingIdParamsSchema }, async ({ params }, request, reply) => {
      const profile = profileOf(request);
      const { org } = requireOrgAccess(orgIndex.current(), profile, params.id, 'manage');
      accept.run(org.id, new Date().toISOString(), profile.userId);
      return reply.code(204).send();
    }),
  );

  // DELETE /api/signup/DeleteTenant (the deletion workflow's sign-up end) lives in signup.ts with the
  // user-facing /api/Signup/DeleteTenant: one handler, two spellings.

  app.delete(
    '/api/tenants/:id',
    validated({ params: reportingIdParamsSchema }, async ({ params }, request, reply) => {
      // Part of the deletion workflow (doc 002 §4): the same rule as deleting the organization
      // (with a looser one, any manager could drop their tenant's reporting data).
      const org = requireDeletable(orgIndex.current(), profileOf(request), params.id);
      dropTenant.run(org.id);
      return reply.code(204).send();
    }),
  );
}
