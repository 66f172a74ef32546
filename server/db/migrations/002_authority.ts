/**
 * Storage of the sign-in authority (oidc-provider's adapter): sessions, grants, interactions,
 * authorization codes and refresh tokens, so that a restart does not sign everybody out.
 */
export const sql = `
CREATE TABLE oidc_models (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  uid TEXT,
  user_code TEXT,
  expires_at INTEGER,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_models_grant_id ON oidc_models(grant_id);
CREATE INDEX oidc_models_uid ON oidc_models(uid);
CREATE INDEX oidc_models_expires_at ON oidc_models(expires_at);
`;
