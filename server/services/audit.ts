import type { FastifyInstance } from 'fastify';
import {
  auditEventListQuerySchema,
  auditEventParamsSchema,
  organizationAccess,
  organizationAccessByRole,
  type AuditEvent,
  type Profile,
} from '../../src/domain';
import type { AuditLog } from '../audit/auditLog';
import { auditViewer } from '../audit/auditView';
import { createPeopleStore } from './peopleStore';
import { profileOf } from '../context';
import type { OrgTree } from '../db/orgIndex';
import { notFound } from '../http/errors';
import { declareAccess, grantedRecord, organization } from '../http/routeAccess';
import { validated } from '../http/validate';

/** The organizations of the log's entries the caller may view; 'all' for the roles that view every organization. */
function visibleOrganizations(profile: Profile, tree: OrgTree, log: AuditLog): number[] | 'all' {
  if (organizationAccessByRole(profile)?.view) return 'all';
  return log.organizationIds().filter((id) => {
    const path = tree.path(id);
    return path !== undefined && organizationAccess(profile, path).view;
  });
}

/**
 * The audit log, read-only, in ra-data-simple-rest's dialect (docs/api.md):
 * GET /auditEvents?filter={…}&range=[0,24]&sort=["id","DESC"] answers the page with
 * `Content-Range: auditEvents 0-24/319`; GET /auditEvents/{id} one entry. A caller reads only the
 * entries of organizations they may view (organizationAccess, as everywhere); a filter on an
 * organization they may not view answers 403 as every organization route does. Each entry is read
 * through its target's rules (server/audit/auditView.ts: hidden targets, fields, pseudonyms). No route writes.
 */
export async function auditService(app: FastifyInstance, { log }: { log: AuditLog }) {
  const { orgIndex, db, brand } = app.sandbox;
  const features = { groupsEnabled: brand.groupsEnabled };
  const store = createPeopleStore(db);
  const userColumns = db.prepare("SELECT name FROM pragma_table_info('users')").pluck().all() as string[];
  const viewerOf = (profile: Profile, tree: OrgTree) => auditViewer({ profile, tree, store, userColumns, features });
  const named = (tree: OrgTree, event: Omit<AuditEvent, 'organizationName'>): AuditEvent => ({
    ...event,
    organizationName: event.organizationId === null ? null : (tree.get(event.organizationId)?.name ?? null),
  });

  /** Every signed-in caller, for the entries they may view; a filter on an organization needs view of it (403 alike for unknown). */
  const list = declareAccess({
    resource: 'auditEvents',
    action: 'list',
    record: organization((c) => (c.query.filter as { organizationId?: number } | undefined)?.organizationId, 'view'),
  });
  /** One entry: view of its organization (every organization for the roles that view all); 404 alike for unknown and hidden. */
  const one = declareAccess<Omit<AuditEvent, 'organizationName'>>({
    resource: 'auditEvents',
    action: 'show',
    record: (c) => {
      const event = log.one(c.params.eventId as number);
      const path = event?.organizationId == null ? undefined : c.tree.path(event.organizationId);
      const visible = organizationAccessByRole(c.profile)?.view || (path !== undefined && organizationAccess(c.profile, path).view);
      if (!event || !visible) throw notFound(`Audit event ${c.params.eventId} not found`);
      return { record: event };
    },
  });

  app.get(
    '/api/v1.0/auditEvents',
    { config: { access: list } },
    validated({ query: auditEventListQuerySchema }, async ({ query }, request, reply) => {
      const profile = profileOf(request);
      const tree = orgIndex.current();
      const filter = query.filter ?? {};
      const [first, last] = query.range ?? [0, 24];
      const ascending = query.sort?.[1] === 'ASC';
      const view = viewerOf(profile, tree);
      const visible = visibleOrganizations(profile, tree, log);
      const page = { offset: first, limit: last - first + 1, ascending };
      let total: number;
      let rows: Omit<AuditEvent, 'organizationName'>[];
      if (filter.targetId) {
        // A target the caller may not view is not theirs to find by its id: its entries (shown without the id) do not match.
        const matching = log
          .list(visible, filter, { offset: 0, limit: -1, ascending })
          .rows.map(view)
          .filter((e) => e.targetId !== null);
        [total, rows] = [matching.length, matching.slice(page.offset, page.offset + page.limit)];
      } else {
        const found = log.list(visible, filter, page);
        [total, rows] = [found.total, found.rows.map(view)];
      }
      const end = rows.length ? first + rows.length - 1 : first;
      return reply
        .header('Content-Range', `auditEvents ${first}-${end}/${total}`)
        .header('X-Total-Count', String(total))
        .send(rows.map((r) => named(tree, r)));
    }),
  );

  app.get(
    '/api/v1.0/auditEvents/:eventId',
    { config: { access: one } },
    validated({ params: auditEventParamsSchema }, async (_input, request): Promise<AuditEvent> => {
      const tree = orgIndex.current();
      const event = grantedRecord<Omit<AuditEvent, 'organizationName'>>(request);
      return named(tree, viewerOf(profileOf(request), tree)(event));
    }),
  );
}
