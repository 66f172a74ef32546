import type { OrganizationType, RegionKey } from '../../../src/domain';
import { NameFactory } from './names';
import type { Prng } from './prng';
import type { SeedOrg } from './types';

const MAX_DEPTH = 6;
/** Rough share of children that may have children of their own; sizes the upper levels. */
const EXPANDABLE_SHARE = 0.5;

const childTypes: Record<OrganizationType, readonly (readonly [OrganizationType, number])[]> = {
  1: [
    [2, 0.75],
    [3, 0.1],
    [4, 0.05],
    [5, 0.1],
  ],
  2: [
    [3, 0.7],
    [4, 0.1],
    [5, 0.2],
  ],
  3: [
    [3, 0.1],
    [4, 0.25],
    [5, 0.65],
  ],
  4: [[5, 1]],
  5: [],
};

/**
 * A hierarchy of exactly `n` organizations with the demo set's shape: root → distributors →
 * partners (and sub-partners) → multi-tenant customers → tenant customers, depth up to 6, built
 * level by level with a fan-out sized so that the deepest level absorbs the remainder.
 */
export function generatedOrganizations(n: number, rng: Prng): SeedOrg[] {
  const names = new NameFactory(rng);
  const out: SeedOrg[] = [];
  const regions: RegionKey[] = ['US', 'EMEA', 'S1'];
  const add = (parent: SeedOrg | null, type: OrganizationType): SeedOrg => {
    const org: SeedOrg = {
      id: out.length + 1,
      name: parent ? names.next(type) : 'Quadrant Root',
      type,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 1,
      region: !parent
        ? 'US'
        : parent.type === 1
          ? rng.weighted([
              [regions[0], 5],
              [regions[1], 4],
              [regions[2], 1],
            ])
          : parent.region,
    };
    out.push(org);
    return org;
  };
  let level = [add(null, 1)];
  for (let depth = 1; depth < MAX_DEPTH && out.length < n && level.length; depth++) {
    const parents = level.filter((o) => o.type !== 5);
    const remaining = n - out.length;
    const levelsLeft = MAX_DEPTH - depth;
    const fanout = Math.max(1, (remaining / Math.max(parents.length, 1)) ** (1 / levelsLeft) / EXPANDABLE_SHARE ** ((levelsLeft - 1) / levelsLeft));
    const next: SeedOrg[] = [];
    parents.forEach((parent, i) => {
      const count =
        levelsLeft === 1
          ? Math.floor(remaining / parents.length) + (i < remaining % parents.length ? 1 : 0)
          : Math.max(1, Math.round(fanout * (0.5 + rng.next())));
      for (let j = 0; j < count && out.length < n; j++) {
        let type = rng.weighted(childTypes[parent.type]);
        // The first child keeps a branch growing while deeper levels remain.
        if (j === 0 && levelsLeft > 1 && type === 5 && parent.type !== 4) type = parent.type === 1 ? 2 : 4;
        next.push(add(parent, type));
      }
    });
    level = next;
  }
  // A hierarchy that ran out of parents early gets the rest as tenant customers of its MTCs/partners.
  const hosts = out.filter((o) => o.type !== 5 && o.depth < MAX_DEPTH);
  while (out.length < n) add(rng.pick(hosts), 5);
  markHomes(out);
  return out;
}

/** Chooses the organizations of the seeded accounts and keeps the way down to them open. */
function markHomes(orgs: SeedOrg[]): void {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const isUnder = (o: SeedOrg, ancestorId: number) => {
    for (let p = o.parentId; p !== null; p = byId.get(p)!.parentId) if (p === ancestorId) return true;
    return false;
  };
  const root = orgs[0];
  root.home = 'root';
  const distributor = orgs.find((o) => o.type === 2);
  const partner = orgs.find((o) => o.type === 3 && (!distributor || isUnder(o, distributor.id))) ?? orgs.find((o) => o.type === 3);
  const customer = orgs.find((o) => o.type === 5 && partner && isUnder(o, partner.id)) ?? orgs.find((o) => o.type === 5);
  if (distributor) distributor.home = 'distributor';
  if (partner) partner.home = 'partner';
  if (customer) customer.home = 'customer';
  root.invoices = true;
  root.connected = true;
  for (const home of [distributor, partner, customer]) {
    for (let o = home; o && o.parentId !== null; o = byId.get(o.parentId)) {
      Object.assign(o, { parentCanView: true, parentCanManage: true, status: 0 });
    }
    if (home) home.invoices = true;
  }
  if (customer) customer.connected = true;
}
