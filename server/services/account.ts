import type { FastifyInstance } from 'fastify';
import {
  associationsQuerySchema,
  organizationAccess,
  orgParamsSchema,
  roleCodeOf,
  withoutHiddenBilling,
  type AssociationItem,
  type AvailableRole,
  type Invoice,
  type Profile,
} from '../../src/domain';
import { profileOf } from '../context';
import type { OrgNode, OrgTree } from '../db/orgIndex';
import { grantedOrg, onOrganization, opensPage } from '../http/routeAccess';
import { validated } from '../http/validate';
import { AssociationsCache, sendCachedAnswer } from './associationsCache';
import { organizationSchema, type Organization } from '../../src/domain/schemas/organization';

/** The organization (account) service: /svc/account, mirroring src/dataProvider/services/account.ts. */
export async function accountService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const rolesStmt = db.prepare('SELECT id, display_name, short_code, is_visible FROM roles ORDER BY display_name');
  const orgStmt = db.prepare('SELECT * FROM organizations WHERE id = ?');
  const invoicesStmt = db.prepare(
    'SELECT id, type, date, nav_contact, currency, total, settled FROM invoices WHERE organization_id = ? ORDER BY date DESC, id',
  );
  const associationsCache = new AssociationsCache();

  app.get(
    '/api/v1.0/roles',
    { config: { access: { resource: 'roles', action: 'list', open: 'signedIn' } } },
    validated({}, async (_input, request): Promise<AvailableRole[]> => {
      const profile = profileOf(request);
      const rows = rolesStmt.all() as { id: string; display_name: string; short_code: string | null; is_visible: number }[];
      return rows.map((r) => {
        const role = { roleId: r.id, displayName: r.display_name, shortCode: r.short_code, isVisible: r.is_visible === 1 };
        const code = roleCodeOf(role);
        return { ...role, isCurrent: code !== undefined && profile.roles.includes(code) };
      });
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId',
    { config: { access: onOrganization('organizations', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async ({ params }, request): Promise<Organization> => {
      const profile = profileOf(request);
      return withoutHiddenBilling(profile, organizationSchema.parse(toOrganization(orgStmt.get(params.orgId) as OrganizationRow)));
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/associations',
    { config: { access: onOrganization('associations', 'list', 'view') } },
    validated({ params: orgParamsSchema, query: associationsQuerySchema }, async ({ query }, request, reply) => {
      const profile = profileOf(request);
      const { tree, path } = grantedOrg(request);
      // Served from the serialized answer of this hierarchy version (associationsCache.ts).
      return sendCachedAnswer(request, reply, associationsCache.get(tree, profile, path, query.addUsers === 'true'));
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/billing',
    {
      config: {
        access: onOrganization('invoices', 'list', 'view', 'orgId', { rule: opensPage('myInvoices', 'Your roles do not allow viewing invoices') }),
      },
    },
    validated({ params: orgParamsSchema }, async ({ params }): Promise<Invoice[]> => {
      const rows = invoicesStmt.all(params.orgId) as (Omit<Invoice, 'settled' | 'navContact'> & { nav_contact: string; settled: number })[];
      return rows.map(({ nav_contact, settled, ...r }) => ({ ...r, navContact: nav_contact, settled: settled === 1 }));
    }),
  );
}

/**
 * The organization at the end of `path` and every descendant the caller may view, parents before
 * children (depth first), with the ids of their visible children. One walk over the in-memory index.
 */
export function visibleSubtree(index: OrgTree, profile: Profile, path: OrgNode[], addUsers: boolean): AssociationItem[] {
  const out: AssociationItem[] = [];
  const trail = [...path];
  const visit = (node: OrgNode): AssociationItem => {
    const item: AssociationItem = {
      organizationId: node.id,
      organizationName: node.name,
      parentId: node.parentId,
      organizationType: node.organizationType,
      parentCanView: node.parentCanView,
      parentCanManage: node.parentCanManage,
      children: [],
      ...(addUsers ? { users: index.users(node.id) } : {}),
    };
    out.push(item);
    for (const childId of node.children) {
      const child = index.get(childId)!;
      trail.push(child);
      if (organizationAccess(profile, trail).view) item.children.push(visit(child).organizationId);
      trail.pop();
    }
    return item;
  };
  visit(path[path.length - 1]);
  return out;
}

type OrganizationRow = Record<string, unknown> & { id: number };

function toOrganization(r: OrganizationRow): Organization {
  return {
    id: r.id,
    name: r.name as string,
    parentId: r.parent_id as number | null,
    organizationType: r.organization_type as Organization['organizationType'],
    parentCanView: r.parent_can_view === 1,
    parentCanManage: r.parent_can_manage === 1,
    paymentType: r.payment_type as Organization['paymentType'],
    externalBillingId: r.external_billing_id as string | null,
    whitelabelId: r.whitelabel_id as number | null,
    customerReference: r.customer_reference as string | null,
    status: r.status as Organization['status'],
    azureAdTenantId: r.azure_ad_tenant_id as string | null,
    createdOnUtc: r.created_on_utc as string,
    authentication: { useCertBasedAuth: r.use_cert_based_auth === 1, isBlocked: r.auth_blocked === 1 },
  };
}
