import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  canEditConfig,
  canEditParentFlags,
  childTypeMessage,
  createOrganizationBodySchema,
  iumOrganizationPatchBodySchema,
  orgParamsSchema,
  updateManagedOrganizationBodySchema,
  type CreateOrganizationResponse,
  type OrganizationOptions,
} from '../../src/domain';
import { badRequest } from '../http/errors';
import { declareAccess, deny, fromBody, grantedOrg, onOrganization, organization, type AccessRequest, type Granted } from '../http/routeAccess';
import { validated } from '../http/validate';
import { registerOrganizationDelete } from './organizationDelete';

type FlagRow = { parent_can_view: number; parent_can_manage: number };

/**
 * Organization service, hierarchy writes (doc 000 §7, doc 002 §7): options, create a child, the
 * managed edit, the Config-tab edit (ium) and delete. Registered under /svc/account beside account.ts.
 */
export async function organizationsService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const parentOf = db.prepare('SELECT p.name FROM organizations o JOIN organizations p ON p.id = o.parent_id WHERE o.id = ?').pluck();
  const flagsOf = db.prepare('SELECT parent_can_view, parent_can_manage FROM organizations WHERE id = ?');
  const inherit = db.prepare('SELECT region, whitelabel_id FROM organizations WHERE id = ?');
  const nextId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM organizations').pluck();
  const insert = db.prepare(`INSERT INTO organizations (id, name, parent_id, organization_type, parent_can_view, parent_can_manage,
    payment_type, whitelabel_id, status, created_on_utc, region) VALUES (?, ?, ?, ?, ?, ?, 0, ?, 0, ?, ?)`);
  const updateManaged = db.prepare('UPDATE organizations SET name = ?, parent_can_view = ?, parent_can_manage = ? WHERE id = ?');

  app.get(
    '/api/v1.0/organizations/:orgId/options',
    { config: { access: onOrganization('organizationOptions', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async (_input, request): Promise<OrganizationOptions> => {
      const { org } = grantedOrg(request);
      return {
        name: org.name,
        parentOrganizationName: (parentOf.get(org.id) as string | undefined) ?? null,
        parentCanView: org.parentCanView,
        parentCanManage: org.parentCanManage,
      };
    }),
  );

  app.post(
    '/api/v1.0/organizations',
    // Manage the parent; the type it may hold (canAddChild) is the body's validation (400).
    {
      config: {
        access: declareAccess({ resource: 'organizations', action: 'create', record: organization(fromBody('parentOrganizationId'), 'manage') }),
      },
    },
    validated({ body: createOrganizationBodySchema }, async ({ body }, request, reply) => {
      const { org: parent } = grantedOrg(request);
      const typeError = childTypeMessage(parent.organizationType, body.organizationType);
      if (typeError) {
        throw badRequest(`An organization of this type cannot be created under ${parent.name}`, { organizationType: [typeError.key] });
      }
      const { region, whitelabel_id } = inherit.get(parent.id) as { region: string; whitelabel_id: number | null };
      const id = db.transaction(() => {
        const newId = nextId.get() as number;
        insert.run(
          newId,
          body.name.trim(),
          parent.id,
          body.organizationType,
          Number(body.parentCanView),
          Number(body.parentCanManage),
          whitelabel_id,
          new Date().toISOString(),
          region,
        );
        return newId;
      })();
      orgIndex.invalidate();
      const answer: CreateOrganizationResponse = { organizationId: id };
      return reply.code(201).send(answer);
    }),
  );

  app.patch(
    '/api/v1.0/organizations/:orgId/managed',
    { config: { access: onOrganization('organizations', 'edit', 'manage', 'orgId', { rule: parentFlags }) } },
    validated({ params: orgParamsSchema, body: updateManagedOrganizationBodySchema }, async ({ body }, request, reply) => {
      const { org } = grantedOrg(request);
      updateManaged.run(body.name.trim(), Number(body.parentCanView), Number(body.parentCanManage), org.id);
      orgIndex.invalidate();
      return reply.code(204).send();
    }),
  );

  app.patch(
    '/api/v1.0/ium/organizations/:orgId',
    {
      config: {
        access: onOrganization('organizationConfig', 'edit', 'manage', 'orgId', {
          rule: (c) => deny(canEditConfig(c.profile), 'Only a TMS admin may edit the configuration of an organization'),
        }),
      },
    },
    validated({ params: orgParamsSchema, body: iumOrganizationPatchBodySchema }, async ({ body }, request, reply) => {
      const { org } = grantedOrg(request);
      if (org.parentId === null) {
        const stored = flagsOf.get(org.id) as FlagRow;
        const errors: Record<string, string[]> = {};
        if (body.parentCanView !== undefined && body.parentCanView !== (stored.parent_can_view === 1)) errors.parentCanView = [ROOT_FLAGS];
        if (body.parentCanManage !== undefined && body.parentCanManage !== (stored.parent_can_manage === 1)) errors.parentCanManage = [ROOT_FLAGS];
        if (Object.keys(errors).length) throw badRequest(ROOT_FLAGS, errors);
      }
      const sets = Object.entries(body).map(([key, value]) => [columnOf[key as keyof typeof columnOf], toColumn(value)] as const);
      db.prepare(`UPDATE organizations SET ${sets.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`).run(...sets.map(([, v]) => v), org.id);
      orgIndex.invalidate();
      return reply.code(204).send();
    }),
  );

  registerOrganizationDelete(app);
}

/**
 * A change of what the parent may view or manage needs canEditParentFlags; asked of the flags as sent
 * (before the body is validated: a flag that is not a boolean is the body's 400), so a refused change
 * answers 403 whatever else the body holds.
 */
function parentFlags(c: AccessRequest & Granted): void {
  const { org, access } = c.org!;
  const sent = (c.rawBody ?? {}) as { parentCanView?: unknown; parentCanManage?: unknown };
  const changes = (value: unknown, now: boolean) => typeof value === 'boolean' && value !== now;
  const flagsChange = changes(sent.parentCanView, org.parentCanView) || changes(sent.parentCanManage, org.parentCanManage);
  deny(!flagsChange || canEditParentFlags(c.profile, org, access), `You may not change what the parent of ${org.name} may view or manage`);
}

const ROOT_FLAGS = 'The root organization has no parent: its parent flags cannot be changed';

const columnOf = {
  paymentType: 'payment_type',
  externalBillingId: 'external_billing_id',
  whitelabelId: 'whitelabel_id',
  customerReference: 'customer_reference',
  status: 'status',
  parentCanView: 'parent_can_view',
  parentCanManage: 'parent_can_manage',
} as const satisfies Record<keyof z.output<typeof iumOrganizationPatchBodySchema>, string>;

const toColumn = (value: unknown) => (typeof value === 'boolean' ? Number(value) : (value as string | number | null));
