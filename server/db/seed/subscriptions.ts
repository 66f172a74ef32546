import type { Db } from '../database';
import { DAY, isoDay, SEED_NOW } from './types';

/**
 * Subscriptions seed (docs/api.md "Seed (subscriptions)"): subscriptions in every status, service endpoints for
 * the subscribed services, DPC applications and the organization whose DPC job fails. Dates are
 * far enough from SEED_NOW that each status holds for years: active runs to SEED_NOW + 1000 days,
 * not started begins at SEED_NOW + 800 days.
 */
type Kind = 'active' | 'notStarted' | 'expired' | 'cancelled';
const dates: Record<Kind, [number, number, number | null]> = {
  active: [-200, 1000, null],
  notStarted: [800, 1200, null],
  expired: [-800, -100, null],
  cancelled: [-300, 700, -30],
};
type Item = [product: string, feature: string, type: string, quantity: number, kind: Kind];
interface SeedSubscription {
  org: string;
  description: string;
  managed?: boolean;
  items: Item[];
}

export const demoSubscriptions: SeedSubscription[] = [
  {
    org: 'Quadrant Root',
    description: 'Vendor internal licences',
    items: [
      ['DPC', 'Root', 'Iur', 1, 'active'],
      ['Reporting', 'Root', 'Iur', 1, 'active'],
    ],
  },
  {
    org: 'Contoso Pharmaceuticals',
    description: 'Reporting 2026',
    items: [
      ['Reporting', 'Core', 'Paid', 250, 'active'],
      ['Reporting', 'AUD', 'Paid', 250, 'active'],
    ],
  },
  { org: 'Contoso Pharmaceuticals', description: 'Reporting 2024', items: [['Reporting', 'Core', 'Paid', 200, 'expired']] },
  {
    org: 'Wide World Importers',
    description: 'EMEA reporting',
    items: [
      ['Reporting', 'O365', 'Paid', 120, 'active'],
      ['Radar', 'Core', 'Paid', 120, 'cancelled'],
    ],
  },
  {
    org: 'Fabrikam Partners',
    description: 'Partner licences',
    items: [
      ['Reporting', 'Root', 'Free', 10, 'active'],
      ['Adoption', 'Core', 'Paid', 50, 'notStarted'],
    ],
  },
  { org: 'Blue Yonder Airlines', description: 'Reporting pilot', items: [['Reporting', 'Core', 'Trial', 1, 'expired']] },
  { org: 'Trey Research', description: 'Reporting', items: [['Reporting', 'Core', 'Paid', 40, 'cancelled']] },
  { org: 'Woodgrove Bank', description: 'Reporting from 2028', items: [['Reporting', 'AUD', 'Paid', 500, 'notStarted']] },
  {
    org: 'Lamna Healthcare',
    description: 'Reporting and availability',
    items: [
      ['Reporting', 'O365', 'Paid', 80, 'active'],
      ['Availability', 'Core', 'Paid', 80, 'expired'],
    ],
  },
  { org: 'Tailspin Toys', description: 'Trial subscription for Radar', managed: true, items: [['Radar', 'Core', 'Trial', 1, 'active']] },
  { org: 'Coho Winery', description: 'Reporting', items: [['Reporting', 'Core', 'Paid', 25, 'active']] },
  { org: 'Fourth Coffee', description: 'Reporting', items: [['Reporting', 'Core', 'Paid', 15, 'active']] },
  { org: 'Alpine Ski House', description: 'Reporting', items: [['Reporting', 'Core', 'Paid', 30, 'active']] },
  {
    org: 'Datum Analytics',
    description: 'Investigation bundle',
    items: [
      ['InvestigationCenter', 'AUD', 'Paid', 5, 'expired'],
      ['AdminAction', 'Core', 'Iur', 5, 'active'],
    ],
  },
  { org: 'Olympia Sports Berlin', description: 'Reporting', items: [['Reporting', 'Core', 'Paid', 60, 'active']] },
];

/** Service endpoints without a subscription, so a trial can be added (product = endpoint name). */
export const trialEndpoints: [org: string, service: string][] = [
  ['Tailspin Toys', 'Availability'],
  ['Lamna Healthcare', 'Radar'],
  ['Nod Publishers', 'Adoption'],
  ['Fabrikam Partners', 'Radar'],
];
/** DPC applications provisioned long ago (master application present) and the organization set up to fail. */
export const demoDpc = {
  provisioned: [
    ['Contoso Distribution EMEA', 'contoso-eu', 'EMEA'],
    ['Fabrikam Partners', 'fabrikam', 'US'],
  ] as const,
  failing: 'Meridian Distribution',
};

const day = (offset: number) => isoDay(SEED_NOW + offset * DAY);

export function seedSubscriptions(db: Db, options: { generated: boolean }) {
  db.exec('DELETE FROM subscription_items; DELETE FROM subscriptions; DELETE FROM dpc_applications; DELETE FROM dpc_failing_organizations;');
  const created = day(-400);
  if (options.generated) {
    db.prepare(
      `INSERT INTO subscriptions (id, organization_id, tenant_name, description, notes, payment_type, recurrence_type, payment_provider, managed, created_on_utc)
      SELECT o.id, o.id, t.name, 'Reporting', '', 'Prepaid', 'Yearly', 'Stripe', 0, ? FROM organizations o JOIN directory_tenants t ON t.organization_id = o.id
      WHERE o.id % 4 = 0`,
    ).run(created);
    const item =
      db.prepare(`INSERT INTO subscription_items (subscription_id, product, feature, start_date, end_date, cancelled_date, subscription_type, quantity)
      SELECT id, 'Reporting', 'Core', ?, ?, ?, 'Paid', 1 + id % 97 FROM subscriptions WHERE id % 16 = ?`);
    const buckets: [Kind, number][] = [
      ['active', 0],
      ['cancelled', 4],
      ['notStarted', 8],
      ['expired', 12],
    ];
    for (const [kind, mod] of buckets) {
      const [s, e, c] = dates[kind];
      item.run(day(s), day(e), c === null ? null : day(c), mod);
    }
    return;
  }
  const orgOf = db.prepare(
    'SELECT o.id, o.region, t.name AS tenant FROM organizations o LEFT JOIN directory_tenants t ON t.organization_id = o.id WHERE o.name = ?',
  );
  const org = (name: string) => {
    const row = orgOf.get(name) as { id: number; region: string; tenant: string | null } | undefined;
    if (!row) throw new Error(`seed: no organization named ${name}`);
    return row;
  };
  const sub =
    db.prepare(`INSERT INTO subscriptions (organization_id, tenant_name, description, notes, payment_type, recurrence_type, payment_provider, managed, created_on_utc)
    VALUES (?, ?, ?, '', ?, ?, ?, ?, ?)`);
  const item =
    db.prepare(`INSERT INTO subscription_items (subscription_id, product, feature, start_date, end_date, cancelled_date, subscription_type, quantity)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const endpoint = db.prepare('INSERT OR IGNORE INTO service_endpoints (organization_id, endpoint_name, region) VALUES (?, ?, ?)');
  const addEndpoint = (id: number, name: string, region: string) => endpoint.run(id, name, region);
  for (const s of demoSubscriptions) {
    const o = org(s.org);
    const payment = s.managed ? ['Child', 'None', 'Other'] : ['Prepaid', 'Yearly', 'Direct'];
    const id = Number(sub.run(o.id, o.tenant ?? '', s.description, ...payment, s.managed ? 1 : 0, created).lastInsertRowid);
    for (const [product, feature, type, quantity, kind] of s.items) {
      const [start, end, cancelled] = dates[kind];
      item.run(id, product, feature, day(start), day(end), cancelled === null ? null : day(cancelled), type, quantity);
      // A subscribed service that is active or expired is provisioned: its endpoint is in the service locations.
      if ((kind === 'active' || kind === 'expired') && product !== 'DPC' && product !== 'Reporting') addEndpoint(o.id, product, o.region);
    }
  }
  for (const [name, service] of trialEndpoints) {
    const o = org(name);
    addEndpoint(o.id, service, o.region);
  }
  const dpc = db.prepare(
    `INSERT INTO dpc_applications (organization_id, alias, region, started_on_utc, duration_ms, fails) VALUES (?, ?, ?, ?, 20000, 0)`,
  );
  for (const [name, alias, region] of demoDpc.provisioned) dpc.run(org(name).id, alias, region, day(-100));
  db.prepare('INSERT INTO dpc_failing_organizations (organization_id) VALUES (?)').run(org(demoDpc.failing).id);
}
