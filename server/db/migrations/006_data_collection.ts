/**
 * Data collection: the reporting service's sign-up/provisioning state, global reader and
 * demo-copy state per organization, the collector's jobs, and the emulated directory graph's role
 * assignments and removed service principals. Jobs keep their times as seconds before "now" (the
 * collector runs continuously in the sandbox; docs/decisions.md "Data collection").
 */
export const sql = `
CREATE TABLE data_collection (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  sign_up_status INTEGER NOT NULL DEFAULT 0 CHECK (sign_up_status BETWEEN 0 AND 3),
  region TEXT CHECK (region IN ('US', 'EMEA', 'S1')),
  hold INTEGER NOT NULL DEFAULT 0 CHECK (hold IN (0, 1)),
  init_started_on_utc TEXT,
  init_seconds INTEGER,
  init_fails INTEGER NOT NULL DEFAULT 0 CHECK (init_fails IN (0, 1)),
  init_by TEXT,
  global_reader INTEGER NOT NULL DEFAULT 1 CHECK (global_reader IN (0, 1, 2)),
  demo_started_on_utc TEXT,
  demo_seconds INTEGER,
  demo_failed INTEGER NOT NULL DEFAULT 0 CHECK (demo_failed IN (0, 1)),
  demo_previous_copy_utc TEXT
);

CREATE TABLE collection_jobs (
  id TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  job_name TEXT NOT NULL,
  queued_ago_s INTEGER,
  started_ago_s INTEGER,
  success_ago_s INTEGER,
  as_of_ago_s INTEGER,
  status TEXT NOT NULL
);
CREATE INDEX collection_jobs_organization_id ON collection_jobs(organization_id, job_name);

CREATE TABLE emulated_role_assignments (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  role_definition_id TEXT NOT NULL,
  principal_id TEXT NOT NULL,
  directory_scope_id TEXT NOT NULL,
  created_on_utc TEXT NOT NULL
);

CREATE TABLE emulated_removed_service_principals (
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  PRIMARY KEY (tenant_id, app_id)
);
`;
