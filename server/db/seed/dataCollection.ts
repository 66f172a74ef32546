import { createHash } from 'node:crypto';
import type { Db } from '../database';
import { DAY, isoDay, SEED_NOW } from './types';

/**
 * Data-collection additions to the seed (docs/api.md "Seed (data collection)"): data-collection states on named
 * organizations and the collector's jobs. Every connected organization (it has a Reporting endpoint)
 * counts as Signed Up with the global reader role granted unless named here.
 */
export const dataCollectionSeed = {
  /** Connected but Not Signed Up: the Data Collection tab shows the provision form. */
  notSignedUp: ['Trey Research', 'Alpine Ski House'],
  /** Not Signed Up and its provisioning always fails at the database update. */
  initFails: 'Humongous Insurance',
  /** Data collection on hold (disabled). */
  onHold: ['Lamna Healthcare'],
  /** isGlobalReaderAssigned answers 424: the reporting application lacks DeviceManagementRBAC.Read.All. */
  missingPermission: ['Contoso Pharmaceuticals'],
  /** isGlobalReaderAssigned answers false. */
  readerNotGranted: ['Blue Yonder Airlines'],
  /** Signed up, but the collector has no jobs yet ("Tenant has no data"). */
  noJobs: 'Tailspin Toys',
  /** Demo copies: done 30 days before the seed date, and one that failed. */
  demoCopied: 'Quadrant Root',
  demoFailed: 'Fabrikam Partners',
  /** Data older than 3 and 6 days (freshness colours). */
  stale: { 'Wide World Importers': 4 * 86_400, 'Woodgrove Bank': 7 * 86_400 } as Record<string, number>,
  /** Fixed jobs of the customer account's organization: a formula-like name and a semicolon. */
  contosoJobs: ['=1+1 Formula probe', 'Audit log; directory', 'Mailboxes', 'Users and groups', 'Devices (Intune)'],
  /** One job in each status (tenant status page, job panel); its contact starts at id 0 (none saved). */
  everyStatus: {
    org: 'Quadrant Internal IT',
    jobs: [
      ['Users and groups', 'Succeeded'],
      ['Mailboxes', 'Running'],
      ['Licenses', 'Queued'],
      ['Sign-in logs', 'Failed'],
      ['Teams activity', 'Stopped'],
    ],
  },
} as const;

const jobNames = [
  'Users and groups',
  'Mailboxes',
  'Devices (Intune)',
  'Licenses',
  'Teams activity',
  'SharePoint sites',
  'Sign-in logs',
  'Audit log; directory',
];

/** A deterministic GUID for a seeded job. */
function jobId(key: string): string {
  const h = createHash('sha256').update(`job:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function seedDataCollection(db: Db, options: { generated: boolean }) {
  db.exec(
    'DELETE FROM collection_jobs; DELETE FROM data_collection; DELETE FROM emulated_role_assignments; DELETE FROM emulated_removed_service_principals;',
  );
  const connected = db
    .prepare(
      `SELECT o.id, o.name FROM organizations o JOIN service_endpoints e ON e.organization_id = o.id
    AND e.endpoint_name = 'Reporting' ${options.generated ? 'WHERE o.id % 10 = 0' : ''} ORDER BY o.id`,
    )
    .all() as { id: number; name: string }[];
  const insertJob =
    db.prepare(`INSERT INTO collection_jobs (id, organization_id, job_name, queued_ago_s, started_ago_s, success_ago_s, as_of_ago_s, status)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const row = db.prepare(`INSERT INTO data_collection (organization_id, sign_up_status, region, hold, init_fails, global_reader,
    demo_started_on_utc, demo_seconds, demo_failed, demo_previous_copy_utc)
    VALUES (@id, @status, (SELECT region FROM service_endpoints WHERE organization_id = @id AND endpoint_name = 'Reporting'), @hold, @fails, @reader,
    @demoStarted, @demoSeconds, @demoFailed, @demoPrevious)`);
  const s = dataCollectionSeed;
  const skipJobs = new Set<string>([...s.notSignedUp, s.initFails, s.noJobs]);

  for (const { id, name } of connected) {
    const has = (list: readonly string[]) => list.includes(name);
    const notSignedUp = has(s.notSignedUp) || name === s.initFails;
    const demoStarted = name === s.demoCopied ? isoDay(SEED_NOW - 30 * DAY) : name === s.demoFailed ? isoDay(SEED_NOW - 2 * DAY) : null;
    const special = notSignedUp || has(s.onHold) || has(s.missingPermission) || has(s.readerNotGranted) || demoStarted;
    if (special) {
      row.run({
        id,
        status: notSignedUp ? 0 : 1,
        hold: has(s.onHold) ? 1 : 0,
        fails: name === s.initFails ? 1 : 0,
        reader: has(s.missingPermission) ? 2 : has(s.readerNotGranted) || notSignedUp ? 0 : 1,
        demoStarted,
        demoSeconds: demoStarted ? 600 : null,
        demoFailed: name === s.demoFailed ? 1 : 0,
        demoPrevious: name === s.demoFailed ? isoDay(SEED_NOW - 60 * DAY) : null,
      });
    }
    if (skipJobs.has(name)) continue;
    const names = name === 'Contoso Pharmaceuticals' ? [...s.contosoJobs] : jobNames.filter((_, i) => (id + i) % 3 !== 0).slice(0, 4 + (id % 3));
    const stale = s.stale[name] ?? 0;
    if (name === s.everyStatus.org) {
      s.everyStatus.jobs.forEach(([jobName, status], i) => {
        const queued = status === 'Queued';
        const running = status === 'Running';
        const success = status === 'Succeeded' ? 1800 + i * 60 : 86_400 + i * 60;
        insertJob.run(
          jobId(`${id}:${i}`),
          id,
          jobName,
          queued ? 300 : 5400 + i * 60,
          queued ? null : running ? 840 : 5000 + i * 60,
          success,
          success,
          status,
        );
      });
      continue;
    }
    names.forEach((jobName, i) => {
      const base = stale + 3600 * ((id + i) % 5) + 600 * i;
      // One running job in every other tenant (the first in Contoso's list after the formula probe), a failure now and then.
      const running = (id % 2 === 0 && i === 1) || (name === 'Contoso Pharmaceuticals' && i === 2);
      const failed = !running && (id + i) % 11 === 0;
      if (running) insertJob.run(jobId(`${id}:${i}`), id, jobName, 900 + i * 60, 840 + i * 60, base + 86_400, base + 86_400, 'Running');
      else
        insertJob.run(
          jobId(`${id}:${i}`),
          id,
          jobName,
          base + 5400,
          base + 5000,
          failed ? base + 86_400 : base + 1800 + i * 37,
          failed ? base + 86_400 : base + 1800 + i * 37,
          failed ? 'Failed' : 'Succeeded',
        );
    });
  }
}
