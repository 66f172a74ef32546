import { createHash } from 'node:crypto';
import {
  APPROVAL_EXPIRY_MS,
  approvalPolicy,
  changeCatalogue,
  explainChangeAt,
  explainOrganizationAccess,
  finishedJobStates,
  hasAnyRole,
  mayStartChange,
  organizationAccess,
  organizationAccessByRole,
  roleCodeOf,
  UNDO_WINDOW_MS,
  verdictKey,
  type ChangeAction,
  type ChangeParams,
  type ChangeTargets,
  type Job,
  type JobCounts,
  type JobOutcome,
  type JobResult,
  type JobState,
  type JobView,
  type Plan,
  type PlanBody,
  type PlanClass,
  type PlanTarget,
  type Profile,
  type RoleCode,
} from '../../src/domain';
import type { Db } from '../db/database';
import type { OrgTree } from '../db/orgIndex';
import { changeActionImpl, englishOf, sameState, type TargetState } from './changeActions';

/**
 * Plans, jobs and their targets (migration 013): the preview (a dry run through the actions' own
 * reads and rules), the approval, the controls, retry and undo. The runner (changeRunner.ts) applies
 * jobs; the routes (changes.ts) ask this store. docs/api.md "Change jobs".
 */

interface PlanRow {
  id: number;
  hash: string;
  action: ChangeAction;
  params_json: string;
  targets_json: string;
  reason: string | null;
  requester_id: string;
  frozen_at: string;
  label_count: number;
  label_scope: string | null;
  approval_required: number;
  approval_why: 'threshold' | 'adminRole' | null;
  threshold: number;
  undo_of: number | null;
  retry_of: number | null;
}
export interface TargetRow {
  id: number;
  plan_id: number;
  organization_id: number;
  organization_name: string;
  class: PlanClass;
  before_json: string | null;
  after_json: string | null;
  reason_key: string | null;
  reason_facts_json: string | null;
  reason: string | null;
}
export interface JobRow {
  id: number;
  plan_id: number;
  state: JobState;
  requester_id: string;
  reason: string | null;
  approver_id: string | null;
  approval_comment: string | null;
  decided_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
  updated_at: string;
}

/** One row of a preview before it is stored. */
interface Planned {
  organizationId: number;
  organizationName: string;
  class: PlanClass;
  before: TargetState | null;
  after: TargetState | null;
  reasonKey: string | null;
  reasonFacts: Record<string, string | number> | null;
  reason: string | null;
}

export class ChangeError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** A 409 for a hash that is not the plan's: recorded in the audit log (docs/api.md "Change jobs"). */
    readonly hashMismatch = false,
  ) {
    super(message);
  }
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
const parse = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
const emptyCounts = (): JobCounts => ({ pending: 0, changed: 0, alreadySo: 0, conflict: 0, failed: 0, skipped: 0, blocked: 0, cancelled: 0 });
/** Outcomes of the apply that make a job end "with problems" (docs/decisions.md "Change jobs"). */
export const problemOutcomes: readonly JobOutcome[] = ['failed', 'conflict', 'skipped', 'blocked'];

/** Whether the caller views the organization (the access rule; the roles alone where they decide). */
export function viewsOrganization(tree: OrgTree, profile: Profile, id: number): boolean {
  const byRole = organizationAccessByRole(profile);
  if (byRole) return byRole.view && tree.get(id) !== undefined;
  const path = tree.path(id);
  return path !== undefined && organizationAccess(profile, path).view;
}

export interface ChangeStoreOptions {
  publicUrl: string;
  threshold: number;
  now?: () => Date;
}

export type ChangeStore = ReturnType<typeof createChangeStore>;

export function createChangeStore(db: Db, opts: ChangeStoreOptions) {
  const now = opts.now ?? (() => new Date());
  const insertPlan = db.prepare(`INSERT INTO change_plans (hash, action, params_json, targets_json, reason, requester_id, frozen_at,
    label_count, label_scope, approval_required, approval_why, threshold, undo_of, retry_of)
    VALUES (@hash, @action, @params, @targets, @reason, @requester, @frozenAt, @count, @scope, @required, @why, @threshold, @undoOf, @retryOf)`);
  const insertTarget = db.prepare(`INSERT INTO change_plan_targets (plan_id, organization_id, organization_name, class, before_json,
    after_json, reason_key, reason_facts_json, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const planById = db.prepare('SELECT * FROM change_plans WHERE id = ?');
  const planTotals = db.prepare('SELECT class, COUNT(*) AS n FROM change_plan_targets WHERE plan_id = ? GROUP BY class');
  const targetsOfPlan = db.prepare('SELECT * FROM change_plan_targets WHERE plan_id = ? ORDER BY id');
  const jobById = db.prepare('SELECT * FROM change_jobs WHERE id = ?');
  const jobOfPlan = db.prepare('SELECT id FROM change_jobs WHERE plan_id = ?').pluck();
  const userName = db.prepare("SELECT first_name || ' ' || last_name FROM users WHERE id = ?").pluck();
  const groupRow = db.prepare('SELECT id, organization_id, name FROM organization_groups WHERE id = ?');
  const groupMembers = db.prepare('SELECT organization_id FROM organization_group_members WHERE group_id = ?').pluck();
  const groupsOwnedBy = db.prepare('SELECT id FROM organization_groups WHERE organization_id = ?').pluck();
  const userRow = db.prepare('SELECT id, organization_id FROM users WHERE id = ?');
  const userAllOrganizations = db.prepare('SELECT organization_id FROM associations WHERE user_id = ?').pluck();
  const roleRow = db.prepare('SELECT id, display_name, short_code, is_visible FROM roles WHERE id = ?');
  const countsOf =
    db.prepare(`SELECT CASE WHEN l.state = 'done' THEN l.outcome WHEN t.class = 'willChange' THEN 'pending' ELSE t.class END AS outcome,
    COUNT(*) AS n FROM change_plan_targets t LEFT JOIN change_ledger l ON l.job_id = ? AND l.target_id = t.id WHERE t.plan_id = ? GROUP BY 1`);
  const insertJob = db.prepare(`INSERT INTO change_jobs (plan_id, state, requester_id, reason, created_at, expires_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const occupy = db.prepare('INSERT INTO change_open_targets (action, organization_id, job_id) VALUES (?, ?, ?)');
  const occupant = db.prepare('SELECT job_id FROM change_open_targets WHERE action = ? AND organization_id = ?').pluck();
  const release = db.prepare('DELETE FROM change_open_targets WHERE job_id = ?');
  const setState = db.prepare('UPDATE change_jobs SET state = ?, updated_at = ? WHERE id = ?');
  const decide = db.prepare(`UPDATE change_jobs SET state = @state, approver_id = @approver, approval_comment = @comment, decided_at = @at,
    updated_at = @at WHERE id = @id`);
  const insertApproval = db.prepare(`INSERT INTO change_approvals (job_id, decision, approver_id, comment, hash, decided_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const finish = db.prepare('UPDATE change_jobs SET state = ?, finished_at = ?, updated_at = ? WHERE id = ?');
  const expired = db.prepare("SELECT id FROM change_jobs WHERE state = 'waiting' AND expires_at <= ?").pluck();
  const cancelRest = db.prepare(`INSERT INTO change_ledger (job_id, target_id, state, outcome, finished_at)
    SELECT ?, t.id, 'done', 'cancelled', ? FROM change_plan_targets t WHERE t.plan_id = ? AND t.class = 'willChange'
    AND NOT EXISTS (SELECT 1 FROM change_ledger l WHERE l.job_id = ? AND l.target_id = t.id)`);
  const resultsSelect = `SELECT t.*, l.state AS ledger_state, l.outcome, l.after_json AS applied_after, l.message, l.reason_key AS ledger_reason_key, l.reason_facts_json AS ledger_reason_facts_json,
    l.audit_event_id, l.finished_at FROM change_plan_targets t LEFT JOIN change_ledger l ON l.job_id = ? AND l.target_id = t.id WHERE t.plan_id = ?`;
  const outcomeSql = `CASE WHEN l.state = 'done' THEN l.outcome WHEN t.class = 'willChange' THEN 'pending' ELSE t.class END`;

  const nameOf = (userId: string) => (userName.get(userId) as string | undefined) ?? userId;
  const person = (userId: string) => ({ id: userId, name: nameOf(userId) });

  // ---- Targets -------------------------------------------------------------------------------

  /** The organizations a plan's targets name, and the scope its label names. Foreign and unknown ids are dropped later, silently. */
  function resolveTargets(profile: Profile, tree: OrgTree, targets: ChangeTargets): { ids: number[]; scope: string | null } {
    switch (targets.kind) {
      case 'organizations':
        return { ids: targets.organizationIds, scope: null };
      case 'group': {
        const group = groupRow.get(targets.groupId) as { organization_id: number; name: string } | undefined;
        if (!group || !viewsOrganization(tree, profile, group.organization_id)) throw new ChangeError(404, `Group ${targets.groupId} not found`);
        return { ids: groupMembers.all(targets.groupId) as number[], scope: group.name };
      }
      case 'subtree': {
        const root = tree.get(targets.organizationId);
        if (!root || !viewsOrganization(tree, profile, root.id))
          throw new ChangeError(403, `You do not have permission to view organization ${targets.organizationId}`);
        const ids: number[] = [];
        const stack = [root.id];
        while (stack.length) {
          const id = stack.pop()!;
          ids.push(id);
          stack.push(...(tree.get(id)?.children ?? []));
        }
        return { ids, scope: root.name };
      }
      case 'tenantStatus': {
        const { orgs = [], groups = [], allGroups = false } = targets.filter;
        const groupIds = allGroups ? (groupsOwnedBy.all(profile.organizationId) as number[]) : groups;
        const ids = [...orgs];
        for (const g of groupIds) {
          const group = groupRow.get(g) as { organization_id: number } | undefined;
          if (group && viewsOrganization(tree, profile, group.organization_id)) ids.push(...(groupMembers.all(g) as number[]));
        }
        return { ids, scope: null };
      }
    }
  }

  /** The role of a role change, 400 when it is unknown or not one the pickers offer. */
  function roleOf(roleId: string): RoleCode | undefined {
    const role = roleRow.get(roleId) as { display_name: string; short_code: string | null; is_visible: number } | undefined;
    if (!role) throw new ChangeError(400, `Unknown role ${roleId}`, { 'params.roleId': [`Unknown role ${roleId}`] });
    if (role.is_visible !== 1)
      throw new ChangeError(400, `The role ${role.display_name} cannot be assigned`, { 'params.roleId': ['This role cannot be assigned'] });
    return roleCodeOf({ shortCode: role.short_code, displayName: role.display_name });
  }

  /** The user of a role change: 400 alike when unknown or out of the caller's sight (no organization of theirs the caller views). */
  function requireVisibleUser(profile: Profile, tree: OrgTree, userId: string) {
    const user = userRow.get(userId) as { id: string; organization_id: number } | undefined;
    const orgs = user ? [user.organization_id, ...(userAllOrganizations.all(userId) as number[])] : [];
    if (!user || !(hasAnyRole(profile, ['tmsadmin']) || orgs.some((id) => viewsOrganization(tree, profile, id))))
      throw new ChangeError(400, `Unknown user ${userId}`, { 'params.userId': [`Unknown user ${userId}`] });
    return user;
  }

  /**
   * The direct association rule of `POST …/organizations/{orgId}/users/{userId}` (orgUsers.ts): the
   * caller administers every organization of the user, or is a TMS admin.
   */
  function administersUser(profile: Profile, tree: OrgTree, userId: string): boolean {
    if (hasAnyRole(profile, ['tmsadmin'])) return true;
    const user = userRow.get(userId) as { organization_id: number } | undefined;
    if (!user) return false;
    return [user.organization_id, ...(userAllOrganizations.all(userId) as number[])].every((id) => {
      const path = tree.path(id);
      return path !== undefined && organizationAccess(profile, path).manage;
    });
  }

  /** The implementation is built per action and params; one per preview, not per target. */
  function classifyAll(profile: Profile, tree: OrgTree, action: ChangeAction, params: ChangeParams, ids: number[]): Planned[] {
    const roleCode = action === 'grantRole' || action === 'removeRole' ? roleOf((params as { roleId: string }).roleId) : undefined;
    let administered: boolean | undefined;
    const userAdministered = () => (administered ??= administersUser(profile, tree, (params as { userId: string }).userId));
    const impl = changeActionImpl(db, opts.publicUrl, action, params);
    const rows: Planned[] = [];
    for (const id of new Set(ids)) {
      const row = classifyWith(impl, profile, tree, action, params, roleCode, id, userAdministered);
      if (row) rows.push(row);
    }
    return rows.sort((a, b) => a.organizationName.localeCompare(b.organizationName) || a.organizationId - b.organizationId);
  }
  /**
   * One target's class for `profile`: skipped with the access rule's reason, else what the action's
   * rule makes of its state. Undefined when the caller does not view it (never listed nor counted).
   */
  function classifyWith(
    impl: ReturnType<typeof changeActionImpl>,
    profile: Profile,
    tree: OrgTree,
    action: ChangeAction,
    params: ChangeParams,
    roleCode: RoleCode | undefined,
    id: number,
    userAdministered: () => boolean,
  ): Planned | undefined {
    const path = tree.path(id);
    if (!path) return undefined;
    const org = path[path.length - 1];
    const access = explainOrganizationAccess(profile, path);
    if (!access.view.allowed) return undefined;
    const before = impl.read(org);
    const base = { organizationId: org.id, organizationName: org.name, before };
    const userId = (params as { userId?: string }).userId;
    const verdict = explainChangeAt(action, profile, access, { organizationType: org.organizationType, roleCode, userId });
    if (!verdict.allowed) {
      const key = verdictKey(verdict);
      return { ...base, class: 'skipped', after: null, reasonKey: key, reasonFacts: verdict.facts ?? null, reason: englishOf(key, verdict.facts) };
    }
    const classified = impl.classify(org, before);
    if (action === 'grantRole' && classified.class === 'willChange' && before.associated === false && !userAdministered()) {
      const key = 'changeReasons.userNotAdministered';
      return { ...base, class: 'skipped', after: null, reasonKey: key, reasonFacts: null, reason: englishOf(key) };
    }
    return {
      ...base,
      class: classified.class,
      after: classified.after,
      reasonKey: classified.reasonKey ?? null,
      reasonFacts: null,
      reason: classified.reason ?? null,
    };
  }

  const hashOf = (action: ChangeAction, params: ChangeParams, rows: Planned[]) =>
    createHash('sha256')
      .update(JSON.stringify({ action, params, targets: rows.map((r) => [r.organizationId, r.class, r.before, r.after]) }))
      .digest('hex');

  /** Stores a preview; its id. */
  const savePlan = db.transaction(
    (
      profile: Profile,
      body: { action: ChangeAction; params: ChangeParams; targets: ChangeTargets; reason?: string | null },
      rows: Planned[],
      scope: string | null,
      extra: { undoOf?: number; retryOf?: number },
    ): number => {
      const roleCode = body.action === 'grantRole' ? roleCodeOfId((body.params as { roleId: string }).roleId) : undefined;
      const approval = approvalPolicy({ action: body.action, roleCode, targets: rows.length }, opts.threshold);
      const id = Number(
        insertPlan.run({
          hash: hashOf(body.action, body.params, rows),
          action: body.action,
          params: JSON.stringify(body.params),
          targets: JSON.stringify(body.targets),
          reason: body.reason ?? null,
          requester: profile.userId,
          frozenAt: now().toISOString(),
          count: rows.length,
          scope,
          required: approval.required ? 1 : 0,
          why: approval.why,
          threshold: approval.threshold,
          undoOf: extra.undoOf ?? null,
          retryOf: extra.retryOf ?? null,
        }).lastInsertRowid,
      );
      for (const r of rows)
        insertTarget.run(
          id,
          r.organizationId,
          r.organizationName,
          r.class,
          json(r.before),
          json(r.after),
          r.reasonKey,
          json(r.reasonFacts),
          r.reason,
        );
      return id;
    },
  );

  /** POST /plans: the dry run, stored as a plan (nothing of the targets is written). */
  function preview(profile: Profile, tree: OrgTree, body: PlanBody, extra: { undoOf?: number; retryOf?: number } = {}): Plan {
    if (!mayStartChange(profile, body.action)) throw new ChangeError(403, `Your roles do not allow the action ${body.action}`);
    if (body.action === 'grantRole' || body.action === 'removeRole') requireVisibleUser(profile, tree, body.params.userId);
    const { ids, scope } = resolveTargets(profile, tree, body.targets);
    const rows = classifyAll(profile, tree, body.action, body.params, ids);
    return plan(savePlan(profile, body, rows, scope, extra))!;
  }

  function label(count: number, scope: string | null) {
    return `${count} organization${count === 1 ? '' : 's'}${scope ? ` under ${scope}` : ''}`;
  }

  function plan(id: number): Plan | undefined {
    const row = planById.get(id) as PlanRow | undefined;
    if (!row) return undefined;
    const totals = { willChange: 0, alreadySo: 0, skipped: 0, blocked: 0, total: 0 };
    for (const { class: c, n } of planTotals.all(id) as { class: PlanClass; n: number }[]) {
      totals[c] = n;
      totals.total += n;
    }
    return {
      id: row.id,
      hash: row.hash,
      action: row.action,
      params: JSON.parse(row.params_json),
      targets: JSON.parse(row.targets_json),
      reason: row.reason,
      frozenAt: row.frozen_at,
      requester: person(row.requester_id),
      totals,
      approval: { required: row.approval_required === 1, why: row.approval_why, threshold: row.threshold },
      label: label(row.label_count, row.label_scope),
      labelParts: { count: row.label_count, scope: row.label_scope },
      undoOf: row.undo_of,
      retryOf: row.retry_of,
    };
  }

  const toPlanTarget = (t: TargetRow): PlanTarget => ({
    id: t.id,
    organizationId: t.organization_id,
    organizationName: t.organization_name,
    class: t.class,
    before: parse(t.before_json),
    after: parse(t.after_json),
    reasonKey: t.reason_key,
    reasonFacts: parse(t.reason_facts_json),
    reason: t.reason,
  });

  function planTargets(planId: number, filter: { class?: PlanClass }, range: [number, number] | undefined) {
    const where = filter.class ? 'AND class = ?' : '';
    const args: unknown[] = filter.class ? [planId, filter.class] : [planId];
    const total = db
      .prepare(`SELECT COUNT(*) FROM change_plan_targets WHERE plan_id = ? ${where}`)
      .pluck()
      .get(...args) as number;
    const [first, last] = range ?? [0, Math.max(0, total - 1)];
    const rows = db
      .prepare(`SELECT * FROM change_plan_targets WHERE plan_id = ? ${where} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...args, last - first + 1, first) as TargetRow[];
    return { total, first, rows: rows.map(toPlanTarget) };
  }

  // ---- Who may see and decide ----------------------------------------------------------------

  const planRow = (id: number) => planById.get(id) as PlanRow | undefined;
  const jobRow = (id: number) => jobById.get(id) as JobRow | undefined;
  const targetRows = (planId: number) => targetsOfPlan.all(planId) as TargetRow[];

  /** Whether the caller may read the plan: its requester, or one who views every organization it lists. */
  function maySeePlan(profile: Profile, tree: OrgTree, planId: number): boolean {
    const row = planRow(planId);
    if (!row) return false;
    if (row.requester_id === profile.userId) return true;
    if (!(['grantRole', 'holdDataCollection', 'addTrial'] as const).some((a) => mayStartChange(profile, a))) return false;
    return targetRows(planId).every((t) => viewsOrganization(tree, profile, t.organization_id));
  }

  /**
   * Why the caller may not approve (or reject) the job, undefined when they may: another person than
   * the requester, allowed the action on every target the job would change (the same rule the preview asked).
   */
  function approvalRefusal(profile: Profile, tree: OrgTree, job: JobRow): string | undefined {
    if (job.requester_id === profile.userId) return 'You cannot approve or reject your own change: another administrator must';
    const p = planRow(job.plan_id)!;
    if (!mayStartChange(profile, p.action)) return `Your roles do not allow the action ${p.action}`;
    const params = JSON.parse(p.params_json) as ChangeParams;
    const roleCode = p.action === 'grantRole' || p.action === 'removeRole' ? roleCodeOfId((params as { roleId: string }).roleId) : undefined;
    for (const t of targetRows(job.plan_id)) {
      if (t.class !== 'willChange') continue;
      const path = tree.path(t.organization_id);
      const org = path?.[path.length - 1];
      const verdict = path
        ? explainChangeAt(p.action, profile, explainOrganizationAccess(profile, path), {
            organizationType: org!.organizationType,
            roleCode,
            userId: (params as { userId?: string }).userId,
          })
        : { allowed: false };
      if (!verdict.allowed)
        return `You may not run this change on ${t.organization_name}: only an administrator allowed it on every organization may approve`;
    }
    return undefined;
  }
  const roleCodeOfId = (roleId: string) => {
    const role = roleRow.get(roleId) as { display_name: string; short_code: string | null } | undefined;
    return role && roleCodeOf({ shortCode: role.short_code, displayName: role.display_name });
  };

  const mayControl = (profile: Profile, job: JobRow) => job.requester_id === profile.userId || hasAnyRole(profile, ['tmsadmin']);

  // ---- Jobs ------------------------------------------------------------------------------------

  function counts(job: JobRow): JobCounts {
    const c = emptyCounts();
    for (const { outcome, n } of countsOf.all(job.id, job.plan_id) as { outcome: JobOutcome; n: number }[]) c[outcome] += n;
    return c;
  }

  function toJob(row: JobRow, profile: Profile, tree: OrgTree): Job {
    const p = planRow(row.plan_id)!;
    const c = counts(row);
    const finishedWithChanges = (row.state === 'completed' || row.state === 'completedWithProblems' || row.state === 'cancelled') && c.changed > 0;
    const undoUntil =
      finishedWithChanges && row.finished_at && changeCatalogue[p.action].inverse
        ? new Date(Date.parse(row.finished_at) + UNDO_WINDOW_MS).toISOString()
        : null;
    return {
      id: row.id,
      planId: row.plan_id,
      hash: p.hash,
      action: p.action,
      params: JSON.parse(p.params_json),
      label: label(p.label_count, p.label_scope),
      labelParts: { count: p.label_count, scope: p.label_scope },
      reason: row.reason ?? p.reason,
      state: row.state,
      requester: person(row.requester_id),
      approvalRequired: p.approval_required === 1,
      approver: row.approver_id ? person(row.approver_id) : null,
      approvalComment: row.approval_comment,
      decidedAt: row.decided_at,
      createdAt: row.created_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      expiresAt: row.expires_at,
      updatedAt: row.updated_at,
      counts: c,
      total: Object.values(c).reduce((a, b) => a + b, 0),
      undoOf: p.undo_of,
      undoUntil: undoUntil && Date.parse(undoUntil) > now().getTime() ? undoUntil : null,
      canApprove: row.state === 'waiting' && approvalRefusal(profile, tree, row) === undefined,
      canControl: mayControl(profile, row),
    };
  }

  /** Waiting requests past their 24 hours become `expired`, their targets free again. */
  const expireWaiting = db.transaction(() => {
    const at = now().toISOString();
    for (const id of expired.all(at) as number[]) {
      finish.run('expired', at, at, id);
      release.run(id);
    }
  });

  /** POST /jobs: a job of the caller's plan, waiting for approval or queued. */
  const createJob = db.transaction((profile: Profile, planId: number, hash: string, reason: string | undefined): number => {
    const p = planRow(planId);
    if (!p || p.requester_id !== profile.userId) throw new ChangeError(404, `Plan ${planId} not found`);
    if (jobOfPlan.get(planId) !== undefined) throw new ChangeError(409, `Plan ${planId} already has a job`);
    if (p.hash !== hash) throw new ChangeError(409, 'The plan does not match: its hash differs from the one sent. Preview again', undefined, true);
    expireWaiting();
    const at = now();
    const waiting = p.approval_required === 1;
    const id = Number(
      insertJob.run(
        planId,
        waiting ? 'waiting' : 'queued',
        profile.userId,
        reason ?? null,
        at.toISOString(),
        waiting ? new Date(at.getTime() + APPROVAL_EXPIRY_MS).toISOString() : null,
        at.toISOString(),
      ).lastInsertRowid,
    );
    const busy: string[] = [];
    for (const t of targetRows(planId)) {
      if (t.class !== 'willChange') continue;
      if (occupant.get(p.action, t.organization_id) !== undefined) busy.push(t.organization_name);
      else occupy.run(p.action, t.organization_id, id);
    }
    if (busy.length)
      throw new ChangeError(
        409,
        `${busy.slice(0, 5).join(', ')}${busy.length > 5 ? ` and ${busy.length - 5} more` : ''}: ${englishOf('changeReasons.alreadyInOpenRequest')}`,
      );
    return id;
  });

  const decideJob = db.transaction(
    (profile: Profile, jobId: number, decision: 'approved' | 'rejected', comment: string, hash: string | undefined): void => {
      expireWaiting();
      const job = jobRow(jobId)!;
      const p = planRow(job.plan_id)!;
      if (job.state === 'expired') throw new ChangeError(409, 'This request expired after 24 hours: preview and request again');
      if (job.state !== 'waiting') throw new ChangeError(409, `This job is ${job.state}: it is no longer waiting for a decision`);
      if (decision === 'approved' && hash !== p.hash)
        throw new ChangeError(409, 'The plan does not match: its hash differs from the one you reviewed. Reload it', undefined, true);
      const at = now().toISOString();
      decide.run({ state: decision === 'approved' ? 'queued' : 'rejected', approver: profile.userId, comment, at, id: jobId });
      insertApproval.run(jobId, decision, profile.userId, comment, p.hash, at);
      if (decision === 'rejected') {
        finish.run('rejected', at, at, jobId);
        release.run(jobId);
      }
    },
  );

  const control = db.transaction((jobId: number, command: 'pause' | 'resume' | 'cancel') => {
    expireWaiting();
    const job = jobRow(jobId)!;
    const at = now().toISOString();
    const refuse = () => {
      throw new ChangeError(409, `A ${job.state} job cannot be ${command === 'pause' ? 'paused' : command === 'resume' ? 'resumed' : 'cancelled'}`);
    };
    if (command === 'pause') {
      if (job.state !== 'queued' && job.state !== 'running') refuse();
      setState.run('paused', at, jobId);
    } else if (command === 'resume') {
      if (job.state !== 'paused') refuse();
      setState.run('queued', at, jobId);
    } else {
      if (finishedJobStates.includes(job.state)) refuse();
      cancelRest.run(jobId, at, job.plan_id, jobId);
      finish.run('cancelled', at, at, jobId);
      release.run(jobId);
    }
  });

  function listJobs(profile: Profile, tree: OrgTree, view: JobView, states: JobState[] | undefined, ascending: boolean) {
    expireWaiting();
    const rows = db.prepare(`SELECT * FROM change_jobs ORDER BY id ${ascending ? 'ASC' : 'DESC'}`).all() as JobRow[];
    return rows.filter((row) => {
      if (states && !states.includes(row.state)) return false;
      if (view === 'mine') return row.requester_id === profile.userId;
      if (view === 'waitingForMe') return row.state === 'waiting' && approvalRefusal(profile, tree, row) === undefined;
      return maySeePlan(profile, tree, row.plan_id);
    });
  }

  function results(job: JobRow, filter: { outcome?: JobOutcome }, range: [number, number] | undefined) {
    const where = filter.outcome ? `AND ${outcomeSql} = ?` : '';
    const args: unknown[] = filter.outcome ? [job.id, job.plan_id, filter.outcome] : [job.id, job.plan_id];
    const total = db
      .prepare(`SELECT COUNT(*) FROM (${resultsSelect} ${where})`.replace('SELECT t.*,', 'SELECT t.id,'))
      .pluck()
      .get(...args) as number;
    const [first, last] = range ?? [0, Math.max(0, total - 1)];
    type Row = TargetRow & {
      ledger_state: string | null;
      outcome: JobOutcome | null;
      applied_after: string | null;
      message: string | null;
      ledger_reason_key: string | null;
      ledger_reason_facts_json: string | null;
      audit_event_id: number | null;
      finished_at: string | null;
    };
    const rows = db.prepare(`${resultsSelect} ${where} ORDER BY t.id LIMIT ? OFFSET ?`).all(...args, last - first + 1, first) as Row[];
    const list: JobResult[] = rows.map((r) => {
      const done = r.ledger_state === 'done';
      const outcome: JobOutcome = done ? r.outcome! : r.class === 'willChange' ? 'pending' : r.class;
      const reasonKey = done ? r.ledger_reason_key : r.reason_key;
      return {
        id: r.id,
        organizationId: r.organization_id,
        organizationName: r.organization_name,
        class: r.class,
        outcome,
        before: parse(r.before_json),
        after: done && r.applied_after ? parse(r.applied_after) : parse(r.after_json),
        message: done ? r.message : r.reason,
        reasonKey,
        reasonFacts: parse(done ? r.ledger_reason_facts_json : r.reason_facts_json),
        auditEventId: r.audit_event_id,
        finishedAt: r.finished_at,
      };
    });
    return { total, first, rows: list };
  }

  /** POST /jobs/{jobId}/retry: a new preview of the failed and conflicting targets alone. */
  function retryPlan(profile: Profile, tree: OrgTree, job: JobRow): Plan {
    if (!finishedJobStates.includes(job.state)) throw new ChangeError(409, 'Only a finished job can be retried');
    const ids = db
      .prepare(
        `SELECT organization_id FROM change_ledger l JOIN change_plan_targets t ON t.id = l.target_id
        WHERE l.job_id = ? AND l.outcome IN ('failed', 'conflict') ORDER BY t.id`,
      )
      .pluck()
      .all(job.id) as number[];
    if (ids.length === 0) throw new ChangeError(409, 'Nothing to retry: no target failed or conflicted');
    const p = planRow(job.plan_id)!;
    const body = {
      action: p.action,
      params: JSON.parse(p.params_json),
      targets: { kind: 'organizations', organizationIds: ids },
      reason: p.reason ?? undefined,
    } as PlanBody;
    return preview(profile, tree, body, { retryOf: job.id });
  }

  /**
   * POST /jobs/{jobId}/undo: the inverse action over the targets the job changed, from their recorded
   * before-states; a target whose state is no longer what the job left is skipped (changedSince).
   */
  function undoPlan(profile: Profile, tree: OrgTree, job: JobRow): Plan {
    const p = planRow(job.plan_id)!;
    const inverse = changeCatalogue[p.action].inverse;
    if (!inverse) throw new ChangeError(409, 'This action has no undo');
    const undoUntil = toJob(job, profile, tree).undoUntil;
    if (!undoUntil) throw new ChangeError(409, 'Undo is offered for 7 days after a job that changed something finished');
    if (!mayStartChange(profile, inverse)) throw new ChangeError(403, `Your roles do not allow the action ${inverse}`);
    const params = JSON.parse(p.params_json) as ChangeParams;
    const impl = changeActionImpl(db, opts.publicUrl, inverse, params);
    const roleCode = inverse === 'grantRole' || inverse === 'removeRole' ? roleCodeOfId((params as { roleId: string }).roleId) : undefined;
    const changed = db
      .prepare(
        `SELECT t.*, l.after_json AS applied_after FROM change_ledger l JOIN change_plan_targets t ON t.id = l.target_id
        WHERE l.job_id = ? AND l.outcome = 'changed' ORDER BY t.id`,
      )
      .all(job.id) as (TargetRow & { applied_after: string | null })[];
    const rows: Planned[] = [];
    for (const t of changed) {
      const path = tree.path(t.organization_id);
      if (!path) continue;
      const org = path[path.length - 1];
      const access = explainOrganizationAccess(profile, path);
      if (!access.view.allowed) continue;
      const current = impl.read(org);
      const base = { organizationId: org.id, organizationName: org.name, before: current, reasonFacts: null };
      const verdict = explainChangeAt(inverse, profile, access, {
        organizationType: org.organizationType,
        roleCode,
        userId: (params as { userId?: string }).userId,
      });
      if (!verdict.allowed) {
        const key = verdictKey(verdict);
        rows.push({
          ...base,
          class: 'skipped',
          after: null,
          reasonKey: key,
          reasonFacts: verdict.facts ?? null,
          reason: englishOf(key, verdict.facts),
        });
      } else if (!sameState(current, parse(t.applied_after))) {
        rows.push({
          ...base,
          class: 'skipped',
          after: null,
          reasonKey: 'changeReasons.changedSince',
          reason: englishOf('changeReasons.changedSince'),
        });
      } else {
        rows.push({ ...base, class: 'willChange', after: parse<TargetState>(t.before_json), reasonKey: null, reason: null });
      }
    }
    if (rows.length === 0) throw new ChangeError(409, 'Nothing to undo that you may see');
    const body = {
      action: inverse,
      params,
      targets: { kind: 'organizations', organizationIds: rows.map((r) => r.organizationId) },
    } as PlanBody;
    return plan(savePlan(profile, body, rows, p.label_scope, { undoOf: job.id }))!;
  }

  return {
    preview,
    plan,
    planRow,
    planTargets,
    targetRows,
    maySeePlan,
    jobRow,
    toJob,
    createJob,
    decideJob,
    approvalRefusal,
    mayControl,
    control,
    listJobs,
    results,
    retryPlan,
    undoPlan,
    expireWaiting,
    counts,
    finishJob: (jobId: number, state: JobState) => {
      const at = now().toISOString();
      finish.run(state, at, at, jobId);
      release.run(jobId);
    },
    hashOf,
  };
}
