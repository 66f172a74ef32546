import { NEVER_COPIED_DATE, regionKeys, SignUpStatus, DemoStatus, type DemoStatusAnswer, type RegionKey, type SignupStatus } from '../../src/domain';
import type { Db } from '../db/database';

/** Seconds a provisioning job takes (env INIT_TENANT_SECONDS) and a demo copy (DEMO_COPY_SECONDS). */
export const initTenantSeconds = () => positive(process.env.INIT_TENANT_SECONDS, 15);
export const demoCopySeconds = () => positive(process.env.DEMO_COPY_SECONDS, 10);
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n >= 0 ? n : fallback;
}

interface Row {
  sign_up_status: number;
  region: RegionKey | null;
  hold: number;
  init_started_on_utc: string | null;
  init_seconds: number | null;
  init_fails: number;
  global_reader: number;
  demo_started_on_utc: string | null;
  demo_seconds: number | null;
  demo_failed: number;
  demo_previous_copy_utc: string | null;
}

type Component = 'Success' | 'Failed' | 'InProgress' | 'NotStarted';
/** The order the provisioning job completes its parts; each takes a quarter of the time. */
const parts = ['resourceGroupStatus', 'databaseUpdateStatus', 'fabricApplicationStatus', 'endpointLocationStatus'] as const;

/** Where a provisioning job stands at `now`: computed from its start, never stored per step. */
function progress(row: Row, now: number) {
  const seconds = row.init_seconds ?? 0;
  const elapsed = (now - Date.parse(row.init_started_on_utc!)) / 1000;
  const done = seconds <= 0 ? parts.length : Math.min(parts.length, Math.floor((elapsed / seconds) * parts.length));
  // The seeded failing organization fails at the database update (the second part).
  const failedAt = row.init_fails ? 1 : -1;
  const components = {} as Record<(typeof parts)[number], Component>;
  let failed = false;
  parts.forEach((p, i) => {
    if (failed) components[p] = 'NotStarted';
    else if (i === failedAt && done > i) {
      components[p] = 'Failed';
      failed = true;
    } else components[p] = done > i ? 'Success' : 'InProgress';
  });
  const finished = failed || done >= parts.length;
  return { components, overall: (failed ? 'Failed' : finished ? 'Success' : 'InProgress') as Component, finished, failed };
}

/** The reporting service's data-collection state per organization (table data_collection). */
export function dataCollectionStore(db: Db) {
  const rowOf = db.prepare('SELECT * FROM data_collection WHERE organization_id = ?');
  const endpointRegion = db.prepare("SELECT region FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'").pluck();
  const ensure = db.prepare(`INSERT INTO data_collection (organization_id, sign_up_status, region, global_reader) VALUES (?, ?, ?, ?)
    ON CONFLICT (organization_id) DO NOTHING`);
  const startInit = db.prepare(`UPDATE data_collection SET sign_up_status = 2, region = ?, init_started_on_utc = ?, init_seconds = ?,
    init_by = ? WHERE organization_id = ?`);
  const setStatus = db.prepare('UPDATE data_collection SET sign_up_status = ? WHERE organization_id = ?');
  const addEndpoint = db.prepare("INSERT OR IGNORE INTO service_endpoints (organization_id, endpoint_name, region) VALUES (?, 'Reporting', ?)");
  const dropEndpoint = db.prepare("DELETE FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'");
  const setHold = db.prepare('UPDATE data_collection SET hold = ? WHERE organization_id = ?');
  const setReader = db.prepare('UPDATE data_collection SET global_reader = ? WHERE organization_id = ?');
  const startDemo = db.prepare(`UPDATE data_collection SET demo_started_on_utc = ?, demo_seconds = ?, demo_failed = 0,
    demo_previous_copy_utc = ? WHERE organization_id = ?`);
  const pending = db.prepare('SELECT organization_id FROM data_collection WHERE sign_up_status = 2').pluck();

  const row = (orgId: number) => rowOf.get(orgId) as Row | undefined;
  /** Creates the row from what the seed implies: a Reporting endpoint means signed up with the role granted. */
  const ensureRow = (orgId: number): Row => {
    const region = endpointRegion.get(orgId) as RegionKey | undefined;
    ensure.run(orgId, region ? SignUpStatus.SignedUp : SignUpStatus.NotSignedUp, region ?? null, region ? 1 : 0);
    return row(orgId)!;
  };

  function status(org: { id: number; name: string }, now = Date.now()): SignupStatus {
    const r = row(org.id);
    const region = r ? r.region : ((endpointRegion.get(org.id) as RegionKey | undefined) ?? null);
    let state: number = r ? r.sign_up_status : region ? SignUpStatus.SignedUp : SignUpStatus.NotSignedUp;
    const all = (v: Component | null) => ({
      resourceGroupStatus: v,
      databaseUpdateStatus: v,
      fabricApplicationStatus: v,
      endpointLocationStatus: v,
      overallStatus: v,
    });
    let components: Record<string, Component | null> = all(state === SignUpStatus.SignedUp ? 'Success' : null);
    if (r?.init_started_on_utc && state !== SignUpStatus.Deprovisioned) {
      const p = progress(r, now);
      components = { ...p.components, overallStatus: p.overall };
      if (state === SignUpStatus.NewSignUp && p.finished) state = p.failed ? SignUpStatus.NotSignedUp : SignUpStatus.SignedUp;
    }
    return {
      organizationId: org.id,
      name: org.name,
      alias: null,
      status: state,
      hold: r ? r.hold === 1 : false,
      region,
      databaseUpdateStatus: components.databaseUpdateStatus,
      endpointLocationStatus: components.endpointLocationStatus,
      fabricApplicationStatus: components.fabricApplicationStatus,
      resourceGroupStatus: components.resourceGroupStatus,
      overallStatus: components.overallStatus,
      availableRegions: [...regionKeys],
    };
  }

  /** Writes the outcome of a finished provisioning job: Signed Up with its Reporting endpoint, or Not Signed Up. */
  const settle = db.transaction((orgId: number, now = Date.now()) => {
    const r = row(orgId);
    if (!r || r.sign_up_status !== SignUpStatus.NewSignUp || !r.init_started_on_utc) return;
    const p = progress(r, now);
    if (!p.finished) return;
    setStatus.run(p.failed ? SignUpStatus.NotSignedUp : SignUpStatus.SignedUp, orgId);
    if (!p.failed) addEndpoint.run(orgId, r.region);
  });

  function demo(orgId: number, now = Date.now()): DemoStatusAnswer {
    const r = row(orgId);
    if (!r?.demo_started_on_utc) return { status: DemoStatus.No, lastCopyDate: NEVER_COPIED_DATE };
    const end = Date.parse(r.demo_started_on_utc) + (r.demo_seconds ?? 0) * 1000;
    const previous = r.demo_previous_copy_utc ?? NEVER_COPIED_DATE;
    if (now < end) return { status: DemoStatus.InProgress, lastCopyDate: previous };
    if (r.demo_failed) return { status: DemoStatus.Error, lastCopyDate: previous };
    return { status: DemoStatus.Yes, lastCopyDate: new Date(end).toISOString() };
  }

  return {
    status,
    settle,
    pending: () => pending.all() as number[],
    ensureRow,
    startInit: db.transaction((orgId: number, region: RegionKey, userId: string, seconds: number) => {
      ensureRow(orgId);
      startInit.run(region, new Date().toISOString(), seconds, userId, orgId);
    }),
    deprovision: db.transaction((orgId: number) => {
      ensureRow(orgId);
      setStatus.run(SignUpStatus.Deprovisioned, orgId);
      dropEndpoint.run(orgId);
    }),
    setHold: db.transaction((orgId: number, hold: boolean) => {
      ensureRow(orgId);
      setHold.run(hold ? 1 : 0, orgId);
    }),
    /** 1 granted, 0 not granted, 2 the reporting application lacks its permission (answers 424). */
    globalReader: (orgId: number) => row(orgId)?.global_reader ?? (endpointRegion.get(orgId) ? 1 : 0),
    grantGlobalReader: db.transaction((orgId: number) => {
      ensureRow(orgId);
      setReader.run(1, orgId);
    }),
    demo,
    startDemo: db.transaction((orgId: number, seconds: number) => {
      const current = demo(orgId);
      ensureRow(orgId);
      startDemo.run(new Date().toISOString(), seconds, current.lastCopyDate === NEVER_COPIED_DATE ? null : current.lastCopyDate, orgId);
    }),
  };
}
export type DataCollectionStore = ReturnType<typeof dataCollectionStore>;
