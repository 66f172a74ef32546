/**
 * Virtual boundaries (doc 002 §3 "Boundary (container)", "Boundary user", "Boundary
 * datasource entry"): a boundary belongs to one organization; its users are users of that
 * organization (one entry each); its data sources are catalogue names (one entry each).
 * `allowed_actions` and `allowed_fields` are JSON arrays of names; an empty `allowed_fields` means
 * all fields, an empty `restriction` none.
 */
export const sql = `
CREATE TABLE containers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_on_utc TEXT NOT NULL,
  updated_on_utc TEXT NOT NULL
);
CREATE INDEX containers_organization_id ON containers(organization_id);
CREATE UNIQUE INDEX containers_name ON containers(organization_id, name COLLATE NOCASE);

CREATE TABLE container_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  container_id INTEGER NOT NULL REFERENCES containers(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1)),
  allowed_actions TEXT NOT NULL DEFAULT '[]',
  UNIQUE (container_id, user_id)
);
CREATE INDEX container_users_user_id ON container_users(user_id);

CREATE TABLE container_datasources (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  container_id INTEGER NOT NULL REFERENCES containers(id) ON DELETE CASCADE,
  datasource TEXT NOT NULL,
  allowed_fields TEXT NOT NULL DEFAULT '[]',
  restriction TEXT NOT NULL DEFAULT '',
  UNIQUE (container_id, datasource)
);
`;
