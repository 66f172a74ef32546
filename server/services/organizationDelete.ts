import type { FastifyInstance } from 'fastify';
import { explainDeleteOrganization, orgParamsSchema, type ExplainedAccess, type Profile, type Verdict } from '../../src/domain';
import { requireOrgVerdict } from '../auth/guards';
import type { OrgNode, OrgTree } from '../db/orgIndex';
import { profileOf } from '../context';
import { forbidden, HttpError } from '../http/errors';
import { validated } from '../http/validate';

/**
 * DELETE /api/v1.0/organizations/{orgId} (doc 002 §4 deletion workflow, last step): TMS admin at the
 * root only (canDeleteOrganization); never the root, never an organization that still has children
 * (409 with a message the dialog shows). Removes the organization, the accounts whose home it is,
 * and, by cascade, its tenant, endpoints, invoices, associations and reporting data.
 */
export function registerOrganizationDelete(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const deleteUsers = db.prepare('DELETE FROM users WHERE organization_id = ?');
  const deleteOrg = db.prepare('DELETE FROM organizations WHERE id = ?');

  app.delete(
    '/api/v1.0/organizations/:orgId',
    validated({ params: orgParamsSchema }, async ({ params }, request, reply) => {
      const org = requireDeletable(orgIndex.current(), profileOf(request), params.orgId);
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
 * The organization `orgId` if the caller may delete it (explainDeleteOrganization: manage access, then
 * canDeleteOrganization, doc 000 §6): 403 for the caller's rights, 409 for the root or an organization
 * with children. The deletion workflow's other destructive call (the reporting tenant's DELETE) asks the same.
 */
export function requireDeletable(tree: OrgTree, profile: Profile, orgId: number): OrgNode {
  const target = tree.path(orgId)?.at(-1);
  const rule = (access: ExplainedAccess) =>
    target
      ? explainDeleteOrganization(
          profile,
          { id: target.id, organizationType: target.organizationType, hasChildren: target.children.length > 0 },
          access,
        )
      : access.manage;
  return requireOrgVerdict(tree, profile, orgId, 'manage', rule, (v) => refusal(v, target)).org;
}

function refusal(verdict: Verdict, org: OrgNode | undefined): HttpError {
  switch (verdict.reason) {
    case 'isRoot':
      return new HttpError(409, 'The root organization cannot be deleted');
    case 'hasChildren': {
      const children = org?.children.length ?? 0;
      return new HttpError(409, `${org?.name} still has ${children} child organization${children === 1 ? '' : 's'}: delete or move them first`);
    }
    case 'notAtRoot':
      return forbidden('Only a TMS admin of the root organization may delete organizations');
    default:
      return forbidden('Only a TMS admin may delete organizations');
  }
}
