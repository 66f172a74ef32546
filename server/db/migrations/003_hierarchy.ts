/**
 * Organization hierarchy: the whitelabel a connected directory tenant carries, the
 * reporting service's per-tenant data (note, policy acceptance; keyed by organization id), and the
 * emulated directory's record of granted admin consents (tenant GUID → tenant name).
 */
export const sql = `
ALTER TABLE directory_tenants ADD COLUMN whitelabel_id INTEGER;

CREATE TABLE reporting_tenants (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  note TEXT,
  note_updated_on_utc TEXT,
  policies_accepted_on_utc TEXT,
  policies_accepted_by TEXT
);

CREATE TABLE emulated_consents (
  tenant_id TEXT PRIMARY KEY,
  tenant_name TEXT NOT NULL,
  client_id TEXT NOT NULL,
  granted_on_utc TEXT NOT NULL
);
`;
