import type { FastifyInstance } from 'fastify';
import { dataQueryBodySchema, JOB_DATASOURCE, jobFields, SignUpStatus, tenantOverviewFields, type DataQueryAnswer } from '../../src/domain';
import { requireOrgAccess } from '../auth/guards';
import { profileOf } from '../context';
import { validated } from '../http/validate';
import { dataCollectionStore } from './dataCollectionStore';
import { jobStore, type JobRecord } from './jobStore';
import { tenantStore } from './tenantStore';
import type { RegionalOptions } from './signup';

type Cell = string | number | null;
const HOUR = 3_600_000;

/** Doc 001 §7 "JobStatusAggregation": how many of the tenant's jobs are in each status, e.g. "4 Succeeded, 1 Running". */
function aggregate(jobs: JobRecord[]): string {
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(j.MostRecentJobStatus, (counts.get(j.MostRecentJobStatus) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s, n]) => `${n} ${s}`).join(', ');
}

function compare(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * The universal data query on one regional base (docs/api.md "Universal data query (issue 6)"):
 * POST /api/v1.0/query with a datasource, fields, params, limit and offset. Rows only for the
 * organizations the caller may view (403 otherwise) that are signed up in this region.
 */
export async function dataQueryService(app: FastifyInstance, opts: RegionalOptions) {
  const { db, orgIndex } = app.sandbox;
  const collection = dataCollectionStore(db);
  const jobs = jobStore(db);
  const tenants = tenantStore(db);
  const domainOf = (orgId: number) => {
    const t = tenants.ofOrganization(orgId);
    return t?.verifiedDomains.find((d) => d.isDefault)?.domainName ?? t?.name ?? null;
  };

  app.post('/api/v1.0/query', validated({ body: dataQueryBodySchema }, async ({ body }, request): Promise<DataQueryAnswer> => {
    const profile = profileOf(request);
    const tree = orgIndex.current();
    // Organization groups do not exist yet in the sandbox: orggrps matches no organization (decisions.md, issue 6).
    const ids = 'orgs' in body.params ? [...new Set(body.params.orgs as number[])] : [];
    const orgs = ids.map((id) => requireOrgAccess(tree, profile, id, 'view').org);
    const now = Date.now();
    const inRegion = orgs.filter((o) => {
      const s = collection.status(o, now);
      return s.status === SignUpStatus.SignedUp && s.region === opts.region;
    });
    const records = jobs.forOrganizations(inRegion.map((o) => o.id), now);
    let rows: Record<string, Cell>[];
    let fields: readonly string[];
    if (body.datasource === JOB_DATASOURCE) {
      fields = body.fields ?? jobFields;
      rows = records.map((r) => ({ ...r }));
    } else {
      fields = body.fields ?? tenantOverviewFields;
      rows = inRegion.map((o) => {
        const own = records.filter((r) => r.OrgId === o.id);
        const asOf = own.map((r) => r.CompletedSuccessfullyDateAsOf).filter((d): d is string => !!d).sort().pop() ?? null;
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
    if (body.orderBy) {
      const { field, direction } = body.orderBy;
      rows.sort((a, b) => compare(a[field], b[field]) * (direction === 'desc' ? -1 : 1));
    }
    const page = rows.slice(body.offset, body.offset + body.limit).map((r) => Object.fromEntries(fields.map((f) => [f, r[f] ?? null])));
    return { datasource: body.datasource, offset: body.offset, limit: body.limit, rows: page };
  }));
}
