import type { OrganizationType, RegionKey } from '../../../src/domain';

/** Which seeded account lives in an organization ("home" of the ten sign-in accounts). */
export type HomeKey = 'root' | 'distributor' | 'partner' | 'customer';

/** An organization as the tree builders produce it; `decorate` fills the remaining columns. */
export interface SeedOrg {
  id: number;
  name: string;
  parentId: number | null;
  type: OrganizationType;
  depth: number;
  region: RegionKey;
  home?: HomeKey;
  /** Explicit choices; when absent, `decorate` chooses. */
  parentCanView?: boolean;
  parentCanManage?: boolean;
  status?: 0 | 1;
  connected?: boolean;
  invoices?: boolean;
}

export interface OrgRow {
  id: number;
  name: string;
  parent_id: number | null;
  organization_type: number;
  parent_can_view: number;
  parent_can_manage: number;
  payment_type: number;
  external_billing_id: string | null;
  whitelabel_id: number | null;
  customer_reference: string | null;
  status: number;
  azure_ad_tenant_id: string | null;
  created_on_utc: string;
  use_cert_based_auth: number;
  auth_blocked: number;
  region: RegionKey;
}

export interface TenantRow {
  id: string;
  organization_id: number;
  name: string;
  last_updated_on_utc: string;
  domains: { domain_name: string; is_default: number }[];
}

/** Fixed "now" of the seed, so that the same input always gives the same data. */
export const SEED_NOW = Date.UTC(2026, 10, 1);
export const DAY = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString();
