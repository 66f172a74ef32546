/**
 * Tenant status: the contact of an organization's tenant (doc 001 §3 "Tenant contact: id
 * (0 when none exists), name, email, phone, notes"). One per organization; none until first saved.
 */
export const sql = `
CREATE TABLE tenant_contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  organization_id INTEGER NOT NULL UNIQUE REFERENCES organizations(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  notes TEXT NOT NULL,
  updated_on_utc TEXT NOT NULL
);
`;
