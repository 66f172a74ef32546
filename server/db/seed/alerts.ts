import type { Db } from '../database';

/**
 * Addition to the seed: the alerts of the alerting service's datasource. The TMS
 * administrator's organization (the root: the authorization set of everyone at the root, see
 * src/domain/alerts) gets a few new alerts and one already acknowledged; the partner's and the tenant
 * customer's administrators one new alert each, so that alerts of other authorization sets exist.
 */
const seeded: { home: string; severity: string; title: string; raised: string; acknowledged?: boolean }[] = [
  {
    home: 'tms.admin@sandbox.test',
    severity: 'Critical',
    title: 'Data collection failed for Contoso Pharmaceuticals',
    raised: '2026-11-24T06:12:00.000Z',
  },
  {
    home: 'tms.admin@sandbox.test',
    severity: 'Warning',
    title: 'Global reader role missing for Contoso Pharmaceuticals',
    raised: '2026-11-23T17:40:00.000Z',
  },
  { home: 'tms.admin@sandbox.test', severity: 'Warning', title: 'Subscription of Tailspin Toys ends in 14 days', raised: '2026-11-22T09:00:00.000Z' },
  {
    home: 'tms.admin@sandbox.test',
    severity: 'Information',
    title: 'Lamna Healthcare put data collection on hold',
    raised: '2026-11-20T13:25:00.000Z',
  },
  {
    home: 'tms.admin@sandbox.test',
    severity: 'Information',
    title: 'Monthly invoices were issued',
    raised: '2026-11-01T07:00:00.000Z',
    acknowledged: true,
  },
  {
    home: 'partner.admin@sandbox.test',
    severity: 'Warning',
    title: 'A tenant of Fabrikam Partners has not been scanned for 3 days',
    raised: '2026-11-21T11:30:00.000Z',
  },
  { home: 'customer.admin@sandbox.test', severity: 'Information', title: 'Demo data is ready to copy', raised: '2026-11-19T15:45:00.000Z' },
];

export function seedAlerts(db: Db) {
  db.exec('DELETE FROM alerts');
  const homeOf = db.prepare('SELECT organization_id FROM users WHERE email = ?').pluck();
  const insert = db.prepare(`INSERT INTO alerts (product_set, status_type, severity, title, raised_on_utc, acknowledged_on_utc)
    VALUES (?, ?, ?, ?, ?, ?)`);
  for (const a of seeded) {
    const set = homeOf.get(a.home) as number | undefined;
    if (set === undefined) continue;
    insert.run(set, a.acknowledged ? 'acknowledged' : 'new', a.severity, a.title, a.raised, a.acknowledged ? '2026-11-02T08:00:00.000Z' : null);
  }
}
