/**
 * The core schema: organizations and their directory tenants, users and their associations with
 * roles, invoices and the location service's endpoints. Later migrations add their own tables.
 * Booleans are INTEGER 0/1, dates ISO-8601 UTC text, GUIDs lower-case text.
 */
export const sql = `
CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER REFERENCES organizations(id),
  organization_type INTEGER NOT NULL CHECK (organization_type BETWEEN 1 AND 5),
  parent_can_view INTEGER NOT NULL DEFAULT 0 CHECK (parent_can_view IN (0, 1)),
  parent_can_manage INTEGER NOT NULL DEFAULT 1 CHECK (parent_can_manage IN (0, 1)),
  payment_type INTEGER NOT NULL DEFAULT 0 CHECK (payment_type BETWEEN 0 AND 4),
  external_billing_id TEXT,
  whitelabel_id INTEGER,
  customer_reference TEXT,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  azure_ad_tenant_id TEXT,
  created_on_utc TEXT NOT NULL,
  use_cert_based_auth INTEGER NOT NULL DEFAULT 0 CHECK (use_cert_based_auth IN (0, 1)),
  auth_blocked INTEGER NOT NULL DEFAULT 0 CHECK (auth_blocked IN (0, 1)),
  region TEXT NOT NULL DEFAULT 'US' CHECK (region IN ('US', 'EMEA', 'S1'))
);
CREATE INDEX organizations_parent_id ON organizations(parent_id);

CREATE TABLE directory_tenants (
  id TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  last_updated_on_utc TEXT NOT NULL
);
CREATE INDEX directory_tenants_organization_id ON directory_tenants(organization_id);

CREATE TABLE verified_domains (
  tenant_id TEXT NOT NULL REFERENCES directory_tenants(id) ON DELETE CASCADE,
  domain_name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  PRIMARY KEY (tenant_id, domain_name)
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT,
  organization_id INTEGER NOT NULL REFERENCES organizations(id),
  email_confirmed INTEGER NOT NULL DEFAULT 0,
  phone_number TEXT,
  two_factor_enabled INTEGER NOT NULL DEFAULT 0,
  two_factor_provider INTEGER CHECK (two_factor_provider IN (1, 2)),
  auth_providers INTEGER NOT NULL DEFAULT 1,
  status_type INTEGER NOT NULL DEFAULT 1,
  invite_date_utc TEXT,
  last_successful_logon_utc TEXT,
  created_on_utc TEXT NOT NULL,
  access_failed_count INTEGER NOT NULL DEFAULT 0,
  lockout_enabled INTEGER NOT NULL DEFAULT 1,
  lockout_end TEXT,
  tms_restricted INTEGER NOT NULL DEFAULT 0,
  tenant_overview_staff INTEGER NOT NULL DEFAULT 0,
  staff_mode INTEGER NOT NULL DEFAULT 0,
  metadata TEXT
);
CREATE INDEX users_organization_id ON users(organization_id);

CREATE TABLE roles (
  id TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  short_code TEXT UNIQUE,
  is_visible INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE associations (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  relationship_type TEXT NOT NULL DEFAULT 'Associated',
  date_associated TEXT NOT NULL,
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX associations_organization_id ON associations(organization_id);

CREATE TABLE association_roles (
  user_id TEXT NOT NULL,
  organization_id INTEGER NOT NULL,
  role_id TEXT NOT NULL REFERENCES roles(id),
  PRIMARY KEY (user_id, organization_id, role_id),
  FOREIGN KEY (user_id, organization_id) REFERENCES associations(user_id, organization_id) ON DELETE CASCADE
);
CREATE INDEX association_roles_organization_id ON association_roles(organization_id);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  date TEXT NOT NULL,
  nav_contact TEXT NOT NULL,
  currency INTEGER NOT NULL CHECK (currency BETWEEN 1 AND 3),
  total REAL NOT NULL,
  settled INTEGER NOT NULL DEFAULT 0 CHECK (settled IN (0, 1))
);
CREATE INDEX invoices_organization_id ON invoices(organization_id, date);

CREATE TABLE service_endpoints (
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  endpoint_name TEXT NOT NULL,
  region TEXT NOT NULL CHECK (region IN ('US', 'EMEA', 'S1')),
  PRIMARY KEY (organization_id, endpoint_name)
);
`;
