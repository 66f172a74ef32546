import type { SandboxBackend } from './sandboxBackend';

export interface SandboxItem {
  id: number;
  product: string;
  feature: string;
  startDate: string;
  endDate: string;
  cancelledDate: string | null;
  subscriptionType: string;
  quantity: number;
}

/** A seeded (or test-made) subscription of the sandbox, by organization name and description. */
export function sandboxSubscription(backend: SandboxBackend, orgName: string, description: string) {
  const db = backend.sandbox.db;
  const orgId = backend.people.orgId(orgName);
  const sub = db
    .prepare('SELECT id, tenant_name AS tenantName FROM subscriptions WHERE organization_id = ? AND description = ? ORDER BY id DESC')
    .get(orgId, description) as { id: number; tenantName: string } | undefined;
  if (!sub) throw new Error(`No subscription ${description} of ${orgName}`);
  const items = db
    .prepare(
      `SELECT id, product, feature, start_date AS startDate, end_date AS endDate, cancelled_date AS cancelledDate,
    subscription_type AS subscriptionType, quantity FROM subscription_items WHERE subscription_id = ? ORDER BY id`,
    )
    .all(sub.id) as SandboxItem[];
  return { ...sub, orgId, items };
}
