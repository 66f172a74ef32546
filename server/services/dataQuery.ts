import type { FastifyInstance } from 'fastify';
import {
  canReadGroups,
  dataQueryBodySchema,
  explainTenantStatusAt,
  JOB_DATASOURCE,
  jobFields,
  orderDataQueryRows,
  SignUpStatus,
  tenantOverviewFields,
  type DataQueryAnswer,
} from '../../src/domain';
import { explainOrganizationAccess, organizationAccess } from '../../src/domain/permissions/organizationAccess';
import { requireOrgAccess, requireOrgVerdict } from '../auth/guards';
import { profileOf } from '../context';
import { forbidden } from '../http/errors';
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
  const noTenantStatus = () => forbidden('Your roles do not allow reading tenant status');
  /**
   * The members of the groups (doc 001 §7 "orggrps"): a group of an organization the caller may not
   * view answers as an unknown one (403, naming only the group); members the caller may not view are
   * left out, as the group list leaves them out. The groups are Tenant Status's selection, so each
   * group's organization must also pass Tenant Status's rule.
   */
  function groupMembers(tree: ReturnType<typeof orgIndex.current>, profile: ReturnType<typeof profileOf>, groupIds: number[]) {
    const seen = new Set<number>();
    // The groups are read only by whom the groups routes let read them (their roles, the brand's groupsEnabled).
    if (!canReadGroups(profile, features)) throw forbidden('Your roles do not allow reading organization groups');
    for (const groupId of new Set(groupIds)) {
      const owner = groupOwner.get(groupId) as number | undefined;
      const ownerPath = owner === undefined ? undefined : tree.path(owner);
      if (!ownerPath || !organizationAccess(profile, ownerPath).view)
        throw forbidden(`You do not have permission to view organization group ${groupId}`);
      if (!explainTenantStatusAt(profile, explainOrganizationAccess(profile, ownerPath), features).allowed) throw noTenantStatus();
      for (const id of membersOf.all(groupId) as number[]) seen.add(id);
    }
    return [...seen].flatMap((id) => {
      const path = tree.path(id);
      return path && organizationAccess(profile, path).view ? [path[path.length - 1]] : [];
    });
  }

  app.post(
    '/api/v1.0/query',
    { config: readOnlyRoute },
    validated({ body: dataQueryBodySchema }, async ({ body }, request): Promise<DataQueryAnswer> => {
      const profile = profileOf(request);
      const tree = orgIndex.current();
      // Tenant Status's rows are the page's (explainTenantStatusAt); a tenant's jobs are its Data Collection tab's (view).
      const readable = (id: number) =>
        body.datasource === JOB_DATASOURCE
          ? requireOrgAccess(tree, profile, id, 'view').org
          : requireOrgVerdict(tree, profile, id, 'view', (access) => explainTenantStatusAt(profile, access, features), noTenantStatus).org;
      const orgs =
        'orggrps' in body.params
          ? groupMembers(tree, profile, body.params.orggrps as number[])
          : [...new Set(body.params.orgs as number[])].map(readable);
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
