import type { decorate } from './decorate';
import type { SeedOrg } from './types';

type Decorated = ReturnType<typeof decorate>;

/**
 * The `newCustomer` seed option (README "SEED_NEW_CUSTOMER"): customer.admin's tenant customer
 * starts as a new one, with no directory tenant and no Reporting endpoint (so not signed up for
 * data collection, no jobs, no global reader, no terms), keeping its active Reporting subscription,
 * so that its System Administrator can walk the setup wizard from the tenant name to the end.
 * Applied after `decorate`, so every other organization is seeded exactly as without the option.
 */
export function asNewCustomer(decorated: Decorated, tree: readonly SeedOrg[]): Decorated {
  const home = new Set(tree.filter((o) => o.home === 'customer').map((o) => o.id));
  return {
    orgs: decorated.orgs.map((o) => (home.has(o.id) ? { ...o, azure_ad_tenant_id: null, use_cert_based_auth: 0 } : o)),
    tenants: decorated.tenants.filter((t) => !home.has(t.organization_id)),
    endpoints: decorated.endpoints.filter((e) => !home.has(e.organization_id)),
  };
}
