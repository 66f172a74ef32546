import { DPC_MASTER_ENDPOINT_NAME, DPC_REGION_ENDPOINT_NAME, type DpcProvisioningStatus, type RegionKey } from '../../src/domain';
import type { Db } from '../db/database';
import { regionSegment } from '../http/appConfig';

/** The regional DPC hosts of the sandbox: /svc/dpc/{us|eu|s1}/ (docs/api.md "DPC provisioning"). */
export const dpcRegions: readonly RegionKey[] = ['US', 'EMEA', 'S1'];
export const dpcRegionUrl = (publicUrl: string, region: RegionKey) => `${publicUrl}/svc/dpc/${regionSegment[region]}/`;

/** Components in the order the job completes them; each takes a quarter of the duration. */
export const dpcComponents = ['resourceGroupStatus', 'fabricApplicationStatus', 'endpointLocationStatus', 'databaseUpdateStatus'] as const;
type Component = (typeof dpcComponents)[number];
/** In a job set up to fail, this component fails (and the ones after it never start). */
const FAILING_COMPONENT = 1;

/** Duration of a new job: env DPC_PROVISION_SECONDS (default 20 s), read when the job starts. */
export function dpcDurationMs(): number {
  const seconds = Number(process.env.DPC_PROVISION_SECONDS ?? '20');
  return Math.round((Number.isFinite(seconds) && seconds >= 0 ? seconds : 20) * 1000);
}

export interface DpcApplicationRow {
  organization_id: number;
  alias: string;
  region: RegionKey;
  started_on_utc: string;
  duration_ms: number;
  fails: number;
}

/**
 * The job's component statuses at `now`, from its start time (no timers): component i is
 * 'Success' from (i+1)/4 of the duration, 'InProgress' while it runs, 'NotStarted' before. In a
 * failing job the second component turns 'Failed' at half time and overallStatus is 'Failed'.
 */
export function dpcJobState(row: DpcApplicationRow, now: number): Record<Component | 'overallStatus', string> {
  const elapsed = now - Date.parse(row.started_on_utc);
  const fraction = row.duration_ms <= 0 ? 1 : Math.max(0, elapsed / row.duration_ms);
  const out = {} as Record<Component | 'overallStatus', string>;
  let failed = false;
  dpcComponents.forEach((c, i) => {
    const done = fraction >= (i + 1) / dpcComponents.length;
    const running = fraction >= i / dpcComponents.length;
    if (failed) out[c] = 'NotStarted';
    else if (row.fails && i === FAILING_COMPONENT && done) {
      out[c] = 'Failed';
      failed = true;
    } else out[c] = done ? 'Success' : running ? 'InProgress' : 'NotStarted';
  });
  out.overallStatus = failed ? 'Failed' : fraction >= 1 ? 'Success' : 'InProgress';
  return out;
}

/** DPC applications (migration 005) and what the location service and the DPC hosts answer from them. */
export function dpcStore(db: Db, publicUrl: string) {
  const byOrg = db.prepare('SELECT * FROM dpc_applications WHERE organization_id = ?');
  const byAlias = db.prepare('SELECT organization_id FROM dpc_applications WHERE alias = ? AND organization_id <> ?').pluck();
  const failing = db.prepare('SELECT 1 FROM dpc_failing_organizations WHERE organization_id = ?').pluck();
  const upsert = db.prepare(`INSERT INTO dpc_applications (organization_id, alias, region, started_on_utc, duration_ms, fails)
    VALUES (@organization_id, @alias, @region, @started_on_utc, @duration_ms, @fails)
    ON CONFLICT (organization_id) DO UPDATE SET alias = excluded.alias, region = excluded.region,
      started_on_utc = excluded.started_on_utc, duration_ms = excluded.duration_ms, fails = excluded.fails`);

  const application = (orgId: number) => byOrg.get(orgId) as DpcApplicationRow | undefined;
  const overall = (orgId: number, now = Date.now()) => {
    const app = application(orgId);
    return app ? dpcJobState(app, now).overallStatus : null;
  };
  /** Regions open for provisioning: all three unless a job is running or has succeeded. */
  const availableRegions = (orgId: number) => {
    const status = overall(orgId);
    return status === null || status === 'Failed' ? dpcRegions.map((r) => ({ region: r, endpointUrl: dpcRegionUrl(publicUrl, r) })) : [];
  };
  return {
    application,
    overall,
    availableRegions,
    aliasTakenBy: (alias: string, orgId: number) => byAlias.get(alias, orgId) as number | undefined,
    masterApplicationExists: (orgId: number) => overall(orgId) === 'Success',
    /** GET .../products/3: the master application (once provisioned) and the available regions. */
    productEndpoints(orgId: number) {
      const app = application(orgId);
      const master =
        app && overall(orgId) === 'Success'
          ? [{ endpointName: DPC_MASTER_ENDPOINT_NAME, endpointUrl: dpcRegionUrl(publicUrl, app.region), region: app.region }]
          : [];
      const regions = availableRegions(orgId).map((r) => ({ endpointName: DPC_REGION_ENDPOINT_NAME, endpointUrl: r.endpointUrl, region: r.region }));
      return [{ endpoints: [...master, ...regions] }];
    },
    status(org: { id: number; name: string }): DpcProvisioningStatus {
      const app = application(org.id);
      const state = app ? dpcJobState(app, Date.now()) : null;
      return {
        alias: app?.alias ?? null,
        organizationId: org.id,
        name: org.name,
        region: app?.region ?? null,
        databaseUpdateStatus: state?.databaseUpdateStatus ?? null,
        endpointLocationStatus: state?.endpointLocationStatus ?? null,
        fabricApplicationStatus: state?.fabricApplicationStatus ?? null,
        resourceGroupStatus: state?.resourceGroupStatus ?? null,
        overallStatus: state?.overallStatus ?? null,
        availableRegions: availableRegions(org.id),
      };
    },
    start(orgId: number, alias: string, region: RegionKey) {
      upsert.run({
        organization_id: orgId,
        alias,
        region,
        started_on_utc: new Date().toISOString(),
        duration_ms: dpcDurationMs(),
        fails: failing.get(orgId) ? 1 : 0,
      });
    },
  };
}
export type DpcStore = ReturnType<typeof dpcStore>;
