import { slugOf } from './names';
import type { Prng } from './prng';
import { DAY, isoDay, SEED_NOW, type OrgRow, type SeedOrg, type TenantRow } from './types';

export interface EndpointRow {
  organization_id: number;
  endpoint_name: string;
  region: string;
}

/** [parentCanView, parentCanManage] by position: every combination, open ones most often. */
const flagCycle: [number, number][] = [
  [0, 1],
  [1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [0, 1],
  [1, 1],
  [0, 0],
  [0, 1],
  [1, 1],
];
const connectShare: Record<number, number> = { 1: 1, 2: 0.2, 3: 0.3, 4: 0.6, 5: 0.7 };

/** Fills every column the tree builders leave open, plus directory tenants and endpoints. */
export function decorate(tree: readonly SeedOrg[], rng: Prng) {
  const orgs: OrgRow[] = [];
  const tenants: TenantRow[] = [];
  const endpoints: EndpointRow[] = [];
  const created = new Map<number, number>();
  tree.forEach((o, i) => {
    const [cycleView, cycleManage] = flagCycle[i % flagCycle.length];
    const paymentType = o.type === 1 ? 0 : i % 5;
    const connected = o.connected ?? rng.chance(connectShare[o.type]);
    const parentCreated = o.parentId === null ? SEED_NOW - 7 * 365 * DAY : created.get(o.parentId)!;
    const createdOn = Math.min(parentCreated + rng.int(10, 400) * DAY, SEED_NOW - 30 * DAY);
    created.set(o.id, createdOn);
    const tenantId = connected ? rng.guid() : null;
    orgs.push({
      id: o.id,
      name: o.name,
      parent_id: o.parentId,
      organization_type: o.type,
      parent_can_view: o.parentCanView === undefined ? cycleView : Number(o.parentCanView),
      parent_can_manage: o.parentCanManage === undefined ? cycleManage : Number(o.parentCanManage),
      payment_type: paymentType,
      external_billing_id: billingId(paymentType, o.id),
      whitelabel_id: o.type === 1 ? null : i % 29 === 7 ? 4 : i % 9 === 4 ? 2 : null,
      customer_reference: i % 3 === 0 && o.type !== 1 ? `PO-${2022 + (i % 4)}-${String(o.id).padStart(5, '0')}` : null,
      status: o.status ?? (i % 11 === 5 ? 1 : 0),
      azure_ad_tenant_id: tenantId,
      created_on_utc: isoDay(createdOn),
      use_cert_based_auth: connected && i % 6 === 1 ? 1 : 0,
      auth_blocked: i % 37 === 11 ? 1 : 0,
      region: o.region,
    });
    if (tenantId) {
      const slug = o.type === 1 ? 'quadrantroot' : slugOf(o.name);
      const onMicrosoft = `${slug}.onmicrosoft.com`;
      const domains =
        i % 4 === 0
          ? [{ domain_name: onMicrosoft, is_default: 1 }]
          : [
              { domain_name: onMicrosoft, is_default: 0 },
              { domain_name: `${slug}.com`, is_default: 1 },
              ...(o.region === 'EMEA' && i % 3 === 0 ? [{ domain_name: `${slug}.co.uk`, is_default: 0 }] : []),
            ];
      tenants.push({
        id: tenantId,
        organization_id: o.id,
        name: onMicrosoft,
        last_updated_on_utc: isoDay(SEED_NOW - rng.int(0, 60) * DAY - rng.int(0, 86_399) * 1000),
        domains,
      });
      endpoints.push({ organization_id: o.id, endpoint_name: 'Reporting', region: o.region });
    }
  });
  return { orgs, tenants, endpoints };
}

function billingId(paymentType: number, id: number): string | null {
  switch (paymentType) {
    case 1:
      return `cus_${(id * 2654435761).toString(36).slice(0, 10)}`;
    case 2:
      return `FS-${100000 + id}`;
    case 3:
    case 4:
      return `NAV-${200000 + id}`;
    default:
      return null;
  }
}
