import type { FastifyInstance } from 'fastify';
import {
  canReadGroups,
  DATA_QUERY_MAX_IDS,
  dataQueryBodySchema,
  explainTenantStatusAt,
  JOB_DATASOURCE,
  jobFields,
  orderDataQueryRows,
  organizationIdSchema,
  SignUpStatus,
  tenantOverviewFields,
  type DataQueryAnswer,
} from '../../src/domain';
import { explainOrganizationAccess, organizationAccess } from '../../src/domain/permissions/organizationAccess';
import { profileOf } from '../context';
import type { OrgTree } from '../db/orgIndex';
import { badRequest } from '../http/errors';
import { declareAccess, deny, organization, organizationWhere, type AccessRequest } from '../http/routeAccess';
import { validated } from '../http/validate';
import { dataCollectionStore } from './dataCollectionStore';
import { jobStore, type JobRecord } from './jobStore';
import { tenantStore } from './tenantStore';
import type { RegionalOptions } from './signup';
import { readOnlyRoute } from '../http/readOnlyRoute';

type Cell = string | number | null;
const HOUR = 3_600_000;

/** Doc 001 §7 "JobStatusAggregation": how many of the tenant's jobs are in each status, e.g. "4 Succeeded, 1 Running". */
function aggregate(jobs: JobRecord[]): string {
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(j.MostRecentJobStatus, (counts.get(j.MostRecentJobStatus) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
}

/**
 * The universal data query on one regional base (docs/api.md "Universal data query, per region"):
 * POST /api/v1.0/query with a datasource, fields, params, limit and offset. Rows only for the
 * organizations the caller may view (403 otherwise) that are signed up in this region; Tenant Status's
 * rows only for whom Tenant Status's rule allows (explainTenantStatusAt: the page's roles).
 */
export async function dataQueryService(app: FastifyInstance, opts: RegionalOptions) {
  const { db, orgIndex, brand } = app.sandbox;
  const features = { groupsEnabled: brand.groupsEnabled };
  const collection = dataCollectionStore(db);
  const jobs = jobStore(db);
  const tenants = tenantStore(db);
  const domainOf = (orgId: number) => {
    const t = tenants.ofOrganization(orgId);
    return t?.verifiedDomains.find((d) => d.isDefault)?.domainName ?? t?.name ?? null;
  };

  const groupOwner = db.prepare('SELECT organization_id FROM organization_groups WHERE id = ?').pluck();
  const membersOf = db.prepare('SELECT organization_id FROM organization_group_members WHERE group_id = ? ORDER BY organization_id').pluck();

  /**
   * The ids a body's `params.orgs` or `params.orggrps` carries, read as the body's schema reads
   * them (a decimal string counts), before the body is validated; the others are the schema's to refuse.
   * More than a valid query holds is refused by its size (400) before one id is looked up.
   */
  const idsOf = (c: AccessRequest, key: 'orgs' | 'orggrps'): number[] | undefined => {
    const params = (c.rawBody as { params?: Record<string, unknown> } | null | undefined)?.params;
    const raw = params && typeof params === 'object' ? params[key] : undefined;
    if (!Array.isArray(raw)) return undefined;
    if (raw.length > DATA_QUERY_MAX_IDS)
      throw badRequest('Invalid request body', {
        [`params.${key}`]: [`At most ${DATA_QUERY_MAX_IDS} ${key === 'orgs' ? 'organizations' : 'groups'}`],
      });
    return [...new Set(raw.flatMap((v) => organizationIdSchema.safeParse(v).data ?? []))];
  };
  /**
   * View of every organization asked for (403 alike for unknown ones); for groups (doc 001 §7
   * "orggrps"), the groups routes' roles (canReadGroups: the brand's groupsEnabled) and view of each
   * group's organization: a group the caller may not view answers as an unknown one (403, naming only the group).
   */
  const query = declareAccess({
    resource: 'dataQuery',
    action: 'list',
    rule: (c) => {
      // Tenant Status's rows are the page's (explainTenantStatusAt, the rule its Access row explains); a
      // tenant's jobs are its Data Collection tab's (view).
      const jobs = (c.rawBody as { datasource?: unknown } | null | undefined)?.datasource === JOB_DATASOURCE;
      const readable = (id: number) =>
        jobs
          ? organization(() => id, 'view')
          : organizationWhere(
              () => id,
              'view',
              (_, access) => explainTenantStatusAt(c.profile, access, features),
              'Your roles do not allow reading tenant status',
            );
      for (const id of idsOf(c, 'orgs') ?? []) readable(id)(c);
      const groups = idsOf(c, 'orggrps');
      if (groups === undefined) return;
      deny(canReadGroups(c.profile, features), 'Your roles do not allow reading organization groups');
      // The groups are Tenant Status's selection: each group's organization must also pass its rule.
      for (const groupId of groups) {
        const owner = groupOwner.get(groupId) as number | undefined;
        const ownerPath = owner === undefined ? undefined : c.tree.path(owner);
        deny(!!ownerPath && organizationAccess(c.profile, ownerPath).view, `You do not have permission to view organization group ${groupId}`);
        deny(
          explainTenantStatusAt(c.profile, explainOrganizationAccess(c.profile, ownerPath!), features).allowed,
          'Your roles do not allow reading tenant status',
        );
      }
    },
  });

  /** The organizations asked for that the caller may view: a group's members they may not view are left out, as the group list leaves them out. */
  const viewable = (tree: OrgTree, profile: ReturnType<typeof profileOf>, ids: number[]) =>
    ids.flatMap((id) => {
      const path = tree.path(id);
      return path && organizationAccess(profile, path).view ? [path[path.length - 1]] : [];
    });
  const groupMembers = (groupIds: number[]) => [...new Set(groupIds.flatMap((groupId) => membersOf.all(groupId) as number[]))];

  app.post(
    '/api/v1.0/query',
    { config: { ...readOnlyRoute, access: query } },
    validated({ body: dataQueryBodySchema }, async ({ body }, request): Promise<DataQueryAnswer> => {
      const profile = profileOf(request);
      const tree = orgIndex.current();
      // Every organization and group asked for is one the caller may view (the route's declaration);
      // a group's members are the ones among them the caller may view.
      const orgs =
        'orggrps' in body.params
          ? viewable(tree, profile, groupMembers(body.params.orggrps as number[]))
          : [...new Set(body.params.orgs as number[])].flatMap((id) => tree.get(id) ?? []);
      const now = Date.now();
      const inRegion = orgs.filter((o) => {
        const s = collection.status(o, now);
        return s.status === SignUpStatus.SignedUp && s.region === opts.region;
      });
      const records = jobs.forOrganizations(
        inRegion.map((o) => o.id),
        now,
      );
      let rows: Record<string, Cell>[];
      let fields: readonly string[];
      if (body.datasource === JOB_DATASOURCE) {
        fields = body.fields ?? jobFields;
        rows = records.map((r) => ({ ...r }));
      } else {
        fields = body.fields ?? tenantOverviewFields;
        rows = inRegion.map((o) => {
          const own = records.filter((r) => r.OrgId === o.id);
          const asOf =
            own
              .map((r) => r.CompletedSuccessfullyDateAsOf)
              .filter((d): d is string => !!d)
              .sort()
              .pop() ?? null;
          const users = 25 + ((o.id * 7919) % 4800);
          return {
            TenantDomain: domainOf(o.id),
            OrgId: o.id,
            UserCount: users,
            MailboxCount: Math.round(users * 0.92),
            NextScan: new Date(Math.ceil(now / (6 * HOUR)) * 6 * HOUR).toISOString(),
            DataAsOf: asOf,
            JobStatusAggregation: aggregate(own),
          };
        });
      }
      orderDataQueryRows(rows, body.orderBy);
      const page = rows.slice(body.offset, body.offset + body.limit).map((r) => Object.fromEntries(fields.map((f) => [f, r[f] ?? null])));
      return { datasource: body.datasource, offset: body.offset, limit: body.limit, rows: page };
    }),
  );
}
