import type { AuditEvent, AuditEventFilter } from '../../src/domain';
import type { Db } from '../db/database';
import type { TargetType } from './auditedRoutes';
import { redact } from './redact';

/** One entry as recorded (server/db/migrations/011_audit_events.ts). */
export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  organizationId: number | null;
  action: string;
  supportAction: boolean;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  requestId: string;
  /** The change job whose target this entry records (docs/api.md "Change jobs"). */
  jobId?: number | null;
}

/** Where each target type's record is, for the before and after snapshots. */
const snapshotTable: Record<TargetType, { table: string; key: string }> = {
  organization: { table: 'organizations', key: 'id' },
  user: { table: 'users', key: 'id' },
  invite: { table: 'invites', key: 'id' },
  serviceAccount: { table: 'service_accounts', key: 'id' },
  group: { table: 'organization_groups', key: 'id' },
  subscription: { table: 'subscriptions', key: 'id' },
  container: { table: 'containers', key: 'id' },
  tenantContact: { table: 'tenant_contacts', key: 'id' },
  job: { table: 'collection_jobs', key: 'id' },
  dataCollection: { table: 'data_collection', key: 'organization_id' },
  dpcApplication: { table: 'dpc_applications', key: 'organization_id' },
  alert: { table: 'alerts', key: 'id' },
  changeJob: { table: 'change_jobs', key: 'id' },
  changePlan: { table: 'change_plans', key: 'id' },
};

const MAX_JSON = 16_000;
const asJson = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(redact(value));
  return text.length > MAX_JSON ? JSON.stringify({ truncated: true, size: text.length }) : text;
};
const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  occurred_on_utc: string;
  actor_id: string;
  actor_email: string;
  organization_id: number | null;
  action: string;
  support_action: number;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  request_id: string;
  job_id: number | null;
}

/** The audit log: append (redacted), read back filtered and paged. Nothing here updates or deletes. */
export class AuditLog {
  private readonly insert;
  private readonly snapshots = new Map<TargetType, (id: string) => Record<string, unknown> | undefined>();

  constructor(readonly db: Db) {
    this.insert = db.prepare(`INSERT INTO audit_events (occurred_on_utc, actor_id, actor_email, organization_id, action, support_action,
      target_type, target_id, before_json, after_json, request_id, job_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  }

  /** The target's stored row now (secrets are removed when it is recorded), undefined when there is none. */
  snapshot(type: TargetType, id: string): Record<string, unknown> | undefined {
    let read = this.snapshots.get(type);
    if (!read && type === 'container') read = this.containerSnapshot();
    if (!read) {
      const { table, key } = snapshotTable[type];
      const statement = this.db.prepare(`SELECT * FROM ${table} WHERE ${key} = ?`);
      read = (value: string) => statement.get(value) as Record<string, unknown> | undefined;
      this.snapshots.set(type, read);
    }
    return read(id);
  }

  /**
   * A boundary with the access it gives (doc 002 §7): who (user id, anonymous or not, actions) and to
   * which data sources (allowed fields, restriction), so that every user and data source write, and a
   * deletion, records what changed; the row's own timestamps tell nothing and are left out.
   */
  private containerSnapshot() {
    const row = this.db.prepare('SELECT id, organization_id, name, description FROM containers WHERE id = ?');
    const users = this.db.prepare('SELECT user_id, anonymous, allowed_actions FROM container_users WHERE container_id = ? ORDER BY user_id, id');
    const sources = this.db.prepare(
      'SELECT datasource, allowed_fields, restriction FROM container_datasources WHERE container_id = ? ORDER BY datasource, id',
    );
    const read = (id: string) => {
      const container = row.get(id) as Record<string, unknown> | undefined;
      if (!container) return undefined;
      return {
        ...container,
        users: (users.all(id) as { user_id: string; anonymous: number; allowed_actions: string }[]).map((u) => ({
          userId: u.user_id,
          anonymous: u.anonymous === 1,
          allowedActions: JSON.parse(u.allowed_actions) as string[],
        })),
        datasources: (sources.all(id) as { datasource: string; allowed_fields: string; restriction: string }[]).map((d) => ({
          datasource: d.datasource,
          allowedFields: JSON.parse(d.allowed_fields) as string[],
          restriction: d.restriction,
        })),
      };
    };
    this.snapshots.set('container', read);
    return read;
  }

  /** Appends the entry; its id. */
  record(entry: AuditEntry): number {
    const { lastInsertRowid } = this.insert.run(
      new Date().toISOString(),
      entry.actorId,
      entry.actorEmail,
      entry.organizationId,
      entry.action,
      Number(entry.supportAction),
      entry.targetType,
      entry.targetId,
      asJson(entry.before),
      asJson(entry.after),
      entry.requestId,
      entry.jobId ?? null,
    );
    return Number(lastInsertRowid);
  }

  /** Organization ids that have entries (to decide which of them a caller may view). */
  organizationIds(): number[] {
    return this.db.prepare('SELECT DISTINCT organization_id FROM audit_events WHERE organization_id IS NOT NULL').pluck().all() as number[];
  }

  /**
   * A page of the entries of `visible` organizations ('all': every entry) that match the filter, and
   * how many match. Newest first unless `ascending`.
   */
  list(visible: number[] | 'all', filter: AuditEventFilter, page: { offset: number; limit: number; ascending: boolean }) {
    const where: string[] = [];
    const args: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      args.push(...values);
    };
    if (visible !== 'all') add('organization_id IN (SELECT value FROM json_each(?))', JSON.stringify(visible));
    if (filter.id) add('id IN (SELECT value FROM json_each(?))', JSON.stringify(filter.id));
    if (filter.organizationId !== undefined) add('organization_id = ?', filter.organizationId);
    if (filter.actor) add("actor_email LIKE ? ESCAPE '\\'", `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (typeof filter.action === 'string' && filter.action) add('action = ?', filter.action);
    if (Array.isArray(filter.action) && filter.action.length) add('action IN (SELECT value FROM json_each(?))', JSON.stringify(filter.action));
    if (filter.targetType) add('target_type = ?', filter.targetType);
    if (filter.targetId) add('target_id = ?', filter.targetId);
    if (filter.jobId !== undefined) add('job_id = ?', filter.jobId);
    if (filter.supportAction !== undefined) add('support_action = ?', Number(filter.supportAction));
    if (filter.from) add('occurred_on_utc >= ?', filter.from);
    if (filter.to) add('occurred_on_utc < ?', nextDay(filter.to));
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = this.db
      .prepare(`SELECT COUNT(*) FROM audit_events ${clause}`)
      .pluck()
      .get(...args) as number;
    const rows = this.db
      .prepare(`SELECT * FROM audit_events ${clause} ORDER BY id ${page.ascending ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as Row[];
    return { total, rows: rows.map(toEvent) };
  }

  one(id: number): Omit<AuditEvent, 'organizationName'> | undefined {
    const row = this.db.prepare('SELECT * FROM audit_events WHERE id = ?').get(id) as Row | undefined;
    return row && toEvent(row);
  }
}

function toEvent(r: Row): Omit<AuditEvent, 'organizationName'> {
  return {
    id: r.id,
    occurredOnUtc: r.occurred_on_utc,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    organizationId: r.organization_id,
    action: r.action,
    supportAction: r.support_action === 1,
    targetType: r.target_type,
    targetId: r.target_id,
    before: parse(r.before_json),
    after: parse(r.after_json),
    requestId: r.request_id,
    jobId: r.job_id,
  };
}
