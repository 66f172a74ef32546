import type { FastifyInstance } from 'fastify';
import { canReadNotes, reportingIdParamsSchema, tenantNotePatchBodySchema, type PolicyAcceptance, type TenantNote } from '../../src/domain';
import { profileOf } from '../context';
import { deletable } from '../http/accessRules';
import { notFound } from '../http/errors';
import { deny, grantedOrg, onOrganization } from '../http/routeAccess';
import { validated } from '../http/validate';
import { requireDeletableState } from './organizationDelete';

/** The regional hosts of the reporting service (docs/api.md): one store, three prefixes. */
export const reportingRegions = ['us', 'eu', 's1'] as const;

/**
 * Reporting service, per-tenant calls of the hierarchy (doc 000 §7, doc 002 §4): notes, policy
 * acceptance and the two deletion-workflow calls. `{id}`/`{tenantId}` is the organization id.
 */
export async function reportingService(app: FastifyInstance) {
  const { db } = app.sandbox;
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
    {
      config: {
        access: onOrganization('tenantNotes', 'show', 'view', 'id', {
          rule: (c) => deny(canReadNotes(c.profile, c.org!.access), 'Your roles do not allow reading the notes of this organization'),
        }),
      },
    },
    validated({ params: reportingIdParamsSchema }, async (_input, request): Promise<TenantNote> => {
      const { org } = grantedOrg(request);
      return { customNodes: (noteOf.get(org.id) as string | null | undefined) ?? '' };
    }),
  );

  app.patch(
    '/api/tenants/:id/notes',
    { config: { access: onOrganization('tenantNotes', 'edit', 'manage', 'id') } },
    validated({ params: reportingIdParamsSchema, body: tenantNotePatchBodySchema }, async ({ body }, request): Promise<TenantNote> => {
      const { org } = grantedOrg(request);
      saveNote.run(org.id, body.customNodes, new Date().toISOString());
      return { customNodes: body.customNodes };
    }),
  );

  app.get(
    '/api/tenants/:id/isPoliciesAccepted',
    { config: { access: onOrganization('policies', 'show', 'view', 'id') } },
    validated({ params: reportingIdParamsSchema }, async (_input, request): Promise<PolicyAcceptance> => {
      const { org } = grantedOrg(request);
      const on = acceptedOn.get(org.id) as string | null | undefined;
      if (!on) throw notFound(`The policies have not been accepted for ${org.name}`);
      return { accepted: true, acceptedOnUtc: on };
    }),
  );

  app.patch(
    '/api/tenants/:id/acceptPolicies',
    { config: { access: onOrganization('policies', 'edit', 'manage', 'id') } },
    validated({ params: reportingIdParamsSchema }, async (_input, request, reply) => {
      const profile = profileOf(request);
      const { org } = grantedOrg(request);
      accept.run(org.id, new Date().toISOString(), profile.userId);
      return reply.code(204).send();
    }),
  );

  // DELETE /api/signup/DeleteTenant (the deletion workflow's sign-up end) lives in signup.ts with the
  // user-facing /api/Signup/DeleteTenant: one handler, two spellings.

  app.delete(
    '/api/tenants/:id',
    // Part of the deletion workflow (doc 002 §4): the same rule as deleting the organization
    // (with a looser one, any manager could drop their tenant's reporting data).
    { config: { access: onOrganization('reportingTenants', 'delete', 'manage', 'id', { rule: deletable }) } },
    validated({ params: reportingIdParamsSchema }, async (_input, request, reply) => {
      const { org } = grantedOrg(request);
      requireDeletableState(profileOf(request), org);
      dropTenant.run(org.id);
      return reply.code(204).send();
    }),
  );
}
