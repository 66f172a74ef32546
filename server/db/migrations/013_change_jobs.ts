/**
 * Change jobs (docs/api.md "Change jobs"): a plan is the frozen preview of one action over a list of
 * organizations (its targets, each with its class and before-state); a job applies a plan once it
 * is approved where the policy asks; the ledger holds one row per target a job has dealt with, so a
 * restarted sandbox applies each target exactly once; an approval row records each decision.
 * `change_open_targets` holds the targets of unfinished jobs, one job per action and organization
 * (a target is in at most one open request per action). Targets keep the organization's id and name
 * without a foreign key: a job's record outlives an organization deleted since. The audit log gains
 * the job an entry belongs to.
 */
export const sql = `
CREATE TABLE change_plans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  hash TEXT NOT NULL,
  action TEXT NOT NULL,
  params_json TEXT NOT NULL,
  targets_json TEXT NOT NULL,
  reason TEXT,
  requester_id TEXT NOT NULL,
  frozen_at TEXT NOT NULL,
  label_count INTEGER NOT NULL,
  label_scope TEXT,
  approval_required INTEGER NOT NULL CHECK (approval_required IN (0, 1)),
  approval_why TEXT,
  threshold INTEGER NOT NULL,
  undo_of INTEGER,
  retry_of INTEGER
);
CREATE TABLE change_plan_targets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  plan_id INTEGER NOT NULL REFERENCES change_plans(id) ON DELETE CASCADE,
  organization_id INTEGER NOT NULL,
  organization_name TEXT NOT NULL,
  class TEXT NOT NULL CHECK (class IN ('willChange', 'alreadySo', 'skipped', 'blocked')),
  before_json TEXT,
  after_json TEXT,
  reason_key TEXT,
  reason_facts_json TEXT,
  reason TEXT,
  UNIQUE (plan_id, organization_id)
);
CREATE INDEX change_plan_targets_class ON change_plan_targets(plan_id, class, id);
CREATE TABLE change_jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  plan_id INTEGER NOT NULL UNIQUE REFERENCES change_plans(id),
  state TEXT NOT NULL CHECK (state IN ('waiting', 'rejected', 'expired', 'queued', 'running', 'paused', 'cancelled', 'completed', 'completedWithProblems')),
  requester_id TEXT NOT NULL,
  reason TEXT,
  approver_id TEXT,
  approval_comment TEXT,
  decided_at TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  expires_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX change_jobs_state ON change_jobs(state, id);
CREATE TABLE change_approvals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES change_jobs(id),
  decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
  approver_id TEXT NOT NULL,
  comment TEXT NOT NULL,
  hash TEXT NOT NULL,
  decided_at TEXT NOT NULL
);
CREATE TABLE change_ledger (
  job_id INTEGER NOT NULL REFERENCES change_jobs(id),
  target_id INTEGER NOT NULL REFERENCES change_plan_targets(id),
  state TEXT NOT NULL CHECK (state IN ('started', 'done')),
  outcome TEXT CHECK (outcome IN ('changed', 'alreadySo', 'conflict', 'failed', 'skipped', 'blocked', 'cancelled')),
  after_json TEXT,
  message TEXT,
  reason_key TEXT,
  audit_event_id INTEGER,
  finished_at TEXT,
  PRIMARY KEY (job_id, target_id)
);
CREATE TABLE change_open_targets (
  action TEXT NOT NULL,
  organization_id INTEGER NOT NULL,
  job_id INTEGER NOT NULL REFERENCES change_jobs(id),
  PRIMARY KEY (action, organization_id)
);
CREATE INDEX change_open_targets_job ON change_open_targets(job_id);
ALTER TABLE audit_events ADD COLUMN job_id INTEGER;
CREATE INDEX audit_events_job ON audit_events(job_id, id) WHERE job_id IS NOT NULL;
`;
