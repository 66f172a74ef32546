/**
 * Alerts (doc 002 §7 "Alerting"): the alert datasource of the alerting service.
 * An alert belongs to an authorization set (`product_set`: the organization whose administrators
 * it is addressed to; docs/decisions.md "Global search and alerts") and is `new` until someone acknowledges it.
 * Numbered 012 after the audit log's 011; 010 is unused.
 */
export const sql = `
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_set INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  status_type TEXT NOT NULL DEFAULT 'new' CHECK (status_type IN ('new', 'acknowledged')),
  severity TEXT NOT NULL CHECK (severity IN ('Information', 'Warning', 'Critical')),
  title TEXT NOT NULL,
  raised_on_utc TEXT NOT NULL,
  acknowledged_by TEXT,
  acknowledged_on_utc TEXT
);
CREATE INDEX alerts_product_set ON alerts(product_set, status_type);
`;
