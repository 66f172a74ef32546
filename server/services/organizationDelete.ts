import type { FastifyInstance } from 'fastify';
import { canDeleteOrganization, orgParamsSchema, type Profile } from '../../src/domain';
import type { OrgNode } from '../db/orgIndex';
import { profileOf } from '../context';
import { deletable } from '../http/accessRules';
import { HttpError } from '../http/errors';
import { grantedOrg, onOrganization } from '../http/routeAccess';
import { validated } from '../http/validate';

/**
 * DELETE /api/v1.0/organizations/{orgId} (doc 002 §4 deletion workflow, last step): TMS admin at the
 * root only (canDeleteOrganization, asked by the route's access declaration); never the root, never an
 * organization that still has children (409 with a message the dialog shows). Removes the organization, the accounts whose home it is,
 * and, by cascade, its tenant, endpoints, invoices, associations and reporting data.
 */
export function registerOrganizationDelete(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const deleteUsers = db.prepare('DELETE FROM users WHERE organization_id = ?');
  const deleteOrg = db.prepare('DELETE FROM organizations WHERE id = ?');

  app.delete(
    '/api/v1.0/organizations/:orgId',
    { config: { access: onOrganization('organizations', 'delete', 'manage', 'orgId', { rule: deletable }) } },
    validated({ params: orgParamsSchema }, async (_input, request, reply) => {
      const { org } = grantedOrg(request);
      requireDeletableState(profileOf(request), org);
      try {
        db.transaction(() => {
          deleteUsers.run(org.id);
          deleteOrg.run(org.id);
        })();
        orgIndex.invalidate();
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_FOREIGNKEY') throw err;
        request.log.warn({ err }, 'organization delete blocked by related rows');
        throw new HttpError(409, `${org.name} cannot be deleted: other records still refer to it or to its users`);
      }
      return reply.code(204).send();
    }),
  );
}

/**
 * 409 for an organization that cannot be deleted as it is (canDeleteOrganization's state reasons:
 * the root, one that still has children), with a message the dialog shows. The caller's roles were
 * asked by the route's access declaration (`deletable`, server/http/accessRules.ts).
 */
export function requireDeletableState(profile: Profile, org: OrgNode): void {
  const decision = canDeleteOrganization(profile, { id: org.id, organizationType: org.organizationType, hasChildren: org.children.length > 0 });
  if (decision.allowed) return;
  if (decision.reason === 'isRoot') throw new HttpError(409, 'The root organization cannot be deleted');
  if (decision.reason === 'hasChildren') {
    const children = org.children.length;
    throw new HttpError(409, `${org.name} still has ${children} child organization${children === 1 ? '' : 's'}: delete or move them first`);
  }
}
