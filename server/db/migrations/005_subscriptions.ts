/**
 * Subscriptions, trials and DPC provisioning: subscriptions with their items (status is
 * computed from the dates when read), the DPC application of an organization (its provisioning job
 * is computed from started_on_utc and duration_ms) and the organizations whose DPC job is set up
 * to fail.
 */
export const sql = `
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  tenant_name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  payment_type TEXT NOT NULL,
  recurrence_type TEXT NOT NULL,
  payment_provider TEXT NOT NULL,
  managed INTEGER NOT NULL DEFAULT 0 CHECK (managed IN (0, 1)),
  created_on_utc TEXT NOT NULL
);
CREATE INDEX subscriptions_organization_id ON subscriptions(organization_id);

CREATE TABLE subscription_items (
  id INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  product TEXT NOT NULL,
  feature TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  cancelled_date TEXT,
  subscription_type TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1)
);
CREATE INDEX subscription_items_subscription_id ON subscription_items(subscription_id);

CREATE TABLE dpc_applications (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  alias TEXT NOT NULL,
  region TEXT NOT NULL CHECK (region IN ('US', 'EMEA', 'S1')),
  started_on_utc TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  fails INTEGER NOT NULL DEFAULT 0 CHECK (fails IN (0, 1))
);

CREATE TABLE dpc_failing_organizations (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE
);
`;
