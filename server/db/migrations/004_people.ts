/**
 * People: invitations with their roles, service accounts (secret only as ciphertext), and
 * the "choose a new password at next sign-in" state a support password reset sets.
 */
export const sql = `
ALTER TABLE users ADD COLUMN password_reset_required INTEGER NOT NULL DEFAULT 0 CHECK (password_reset_required IN (0, 1));

CREATE TABLE invites (
  id TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  created_on_utc TEXT NOT NULL,
  updated_on_utc TEXT,
  invited_by TEXT
);
CREATE INDEX invites_organization_id ON invites(organization_id, created_on_utc);
CREATE INDEX invites_user_id ON invites(user_id, created_on_utc);
CREATE UNIQUE INDEX invites_one_pending ON invites(organization_id, user_id) WHERE status = 0;

CREATE TABLE invite_roles (
  invite_id TEXT NOT NULL REFERENCES invites(id) ON DELETE CASCADE,
  role_id TEXT NOT NULL REFERENCES roles(id),
  PRIMARY KEY (invite_id, role_id)
);

CREATE TABLE service_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,
  user_name TEXT NOT NULL COLLATE NOCASE,
  product_id INTEGER NOT NULL,
  secret_ciphertext TEXT NOT NULL,
  state INTEGER NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 2),
  status_reason TEXT,
  last_updated_utc TEXT NOT NULL,
  UNIQUE (organization_id, user_name)
);
`;
