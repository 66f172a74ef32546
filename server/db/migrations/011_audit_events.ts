/**
 * The audit log: every change the sandbox accepts, one row each, append-only. No
 * foreign keys: an entry outlives the organization, user or record it names (a deleted organization's
 * entries stay), and a cascade must never try to delete an entry. The triggers refuse UPDATE and
 * DELETE whoever asks (no endpoint edits or deletes an entry; this is the belt). Before and after are
 * JSON with secrets and passwords removed (server/audit/redact.ts). Version 11: there is no
 * version 10, and none is needed (versions are applied in increasing order, each once).
 */
export const sql = `
CREATE TABLE audit_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  occurred_on_utc TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  organization_id INTEGER,
  action TEXT NOT NULL,
  support_action INTEGER NOT NULL DEFAULT 0 CHECK (support_action IN (0, 1)),
  target_type TEXT NOT NULL,
  target_id TEXT,
  before_json TEXT,
  after_json TEXT,
  request_id TEXT NOT NULL
);
CREATE INDEX audit_events_organization ON audit_events(organization_id, id);
CREATE INDEX audit_events_target ON audit_events(target_type, target_id, id);
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only: an entry cannot be changed'); END;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only: an entry cannot be deleted'); END;
`;
