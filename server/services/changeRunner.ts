import {
  explainChangeAt,
  explainOrganizationAccess,
  roleCodeOf,
  verdictKey,
  type ChangeAction,
  type ChangeParams,
  type JobOutcome,
  type Profile,
} from '../../src/domain';
import type { AuditLog } from '../audit/auditLog';
import type { Db } from '../db/database';
import type { OrgIndex, OrgTree } from '../db/orgIndex';
import { changeActionImpl, englishOf, sameState, type ActionImpl, type TargetState } from './changeActions';
import { problemOutcomes, type ChangeStore, type JobRow, type TargetRow } from './changeStore';

export interface ChangeRunnerOptions {
  db: Db;
  store: ChangeStore;
  audit: AuditLog;
  orgIndex: OrgIndex;
  loadProfile: (userId: string) => Profile | undefined;
  publicUrl: string;
  /** A pause after each target (CHANGE_JOB_TARGET_DELAY_MS, tests of a kill mid-job); 0 by default. */
  delayMs?: number;
}

/** The read-back differed from the plan's after-state: the apply is rolled back and the target failed. */
class ReadBackMismatch extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Applies change jobs, one at a time, targets in order (docs/api.md "Change jobs"). Each target is one
 * SQLite transaction: the ledger row `started`, the checks again (the requester's right, the target's
 * state against the plan's before-state), the apply through the action's store, the read-back, the
 * audit entry with the job's id, and the ledger `done` with its outcome. A process killed at any
 * moment leaves a target either untouched with no ledger row, or applied, recorded and `done`; on
 * start `resume()` takes up the `queued` and `running` jobs, past their `done` targets, so each target
 * is applied exactly once. A transaction of the runner never opens inside an HTTP write's (the audit
 * hook's savepoint spans the handler): it waits for its turn.
 */
export class ChangeRunner {
  private active: Promise<void> | null = null;
  private stopped = false;
  private readonly ledgerStart;
  private readonly ledgerDone;
  private readonly touch;
  private readonly startJob;
  private readonly nextTarget;
  private readonly runnable;
  private readonly stateOf;
  private readonly problems;

  constructor(private readonly o: ChangeRunnerOptions) {
    const { db } = o;
    this.ledgerStart = db.prepare("INSERT INTO change_ledger (job_id, target_id, state) VALUES (?, ?, 'started')");
    this.ledgerDone = db.prepare(`UPDATE change_ledger SET state = 'done', outcome = @outcome, after_json = @after, message = @message,
      reason_key = @reasonKey, reason_facts_json = @reasonFacts, audit_event_id = @auditEventId, finished_at = @at WHERE job_id = @jobId AND target_id = @targetId`);
    this.touch = db.prepare('UPDATE change_jobs SET updated_at = ? WHERE id = ?');
    this.startJob = db.prepare("UPDATE change_jobs SET state = 'running', started_at = COALESCE(started_at, ?), updated_at = ? WHERE id = ?");
    this.nextTarget = db.prepare(`SELECT t.* FROM change_plan_targets t WHERE t.plan_id = ? AND t.class = 'willChange' AND t.id > ?
      AND NOT EXISTS (SELECT 1 FROM change_ledger l WHERE l.job_id = ? AND l.target_id = t.id) ORDER BY t.id LIMIT 1`);
    this.runnable = db.prepare("SELECT * FROM change_jobs WHERE state IN ('running', 'queued') ORDER BY state = 'queued', id LIMIT 1");
    this.stateOf = db.prepare('SELECT state FROM change_jobs WHERE id = ?').pluck();
    this.problems = db.prepare('SELECT COUNT(*) FROM change_ledger WHERE job_id = ? AND outcome IN (SELECT value FROM json_each(?))').pluck();
  }

  /** Starts the loop unless it runs: after a job is queued or resumed, and at start (the jobs a restart interrupted). */
  kick(): void {
    if (this.active || this.stopped) return;
    this.active = this.loop().finally(() => {
      this.active = null;
    });
  }

  resume(): void {
    this.kick();
  }

  /** Stops after the target in hand (the app closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.active;
  }

  /** Runs every runnable job to its end at once, without pauses (the seed and tests). */
  drain(): void {
    for (let job = this.runnable.get() as JobRow | undefined; job; job = this.runnable.get() as JobRow | undefined) {
      const context = this.begin(job);
      while (this.step(job, context) === 'more');
    }
  }

  private async loop(): Promise<void> {
    await turn();
    for (;;) {
      if (this.stopped) return;
      await this.idle();
      const job = this.runnable.get() as JobRow | undefined;
      if (!job) return;
      const context = this.begin(job);
      let sinceYield = 0;
      for (;;) {
        if (this.stopped) return;
        await this.idle();
        const step = this.step(job, context);
        if (step !== 'more') break;
        if (this.o.delayMs) await sleep(this.o.delayMs);
        else if (++sinceYield >= 20) {
          sinceYield = 0;
          await turn();
        }
      }
      this.o.orgIndex.invalidate();
    }
  }

  /** Waits while an HTTP write's transaction is open. */
  private async idle(): Promise<void> {
    while (this.o.db.inTransaction) await sleep(2);
  }

  private begin(job: JobRow) {
    const at = new Date().toISOString();
    this.startJob.run(at, at, job.id);
    const plan = this.o.store.planRow(job.plan_id)!;
    const params = JSON.parse(plan.params_json) as ChangeParams;
    const impl = changeActionImpl(this.o.db, this.o.publicUrl, plan.action, params);
    const roleId = (params as { roleId?: string }).roleId;
    const role = roleId
      ? (this.o.db.prepare('SELECT display_name, short_code FROM roles WHERE id = ?').get(roleId) as {
          display_name: string;
          short_code: string | null;
        })
      : undefined;
    const roleCode = role ? roleCodeOf({ shortCode: role.short_code, displayName: role.display_name }) : undefined;
    return { plan, params, impl, roleCode, undo: plan.undo_of !== null, cursor: 0 };
  }

  /** One target, in one transaction; 'more' while targets remain and the job runs. */
  private step(job: JobRow, c: ReturnType<ChangeRunner['begin']>): 'more' | 'stopped' | 'finished' {
    const { db, store } = this.o;
    return db.transaction((): 'more' | 'stopped' | 'finished' => {
      if (this.stateOf.get(job.id) !== 'running') return 'stopped';
      const target = this.nextTarget.get(job.plan_id, c.cursor, job.id) as TargetRow | undefined;
      if (!target) {
        // Problems are what the apply met (a preview's skipped and blocked targets were known when it was approved).
        const problems = this.problems.get(job.id, JSON.stringify(problemOutcomes)) as number;
        store.finishJob(job.id, problems > 0 ? 'completedWithProblems' : 'completed');
        return 'finished';
      }
      c.cursor = target.id;
      this.ledgerStart.run(job.id, target.id);
      const tree = this.o.orgIndex.current();
      const result = this.applyOne(job, c, target, tree);
      const at = new Date().toISOString();
      this.ledgerDone.run({
        outcome: result.outcome,
        after: result.after === undefined ? null : JSON.stringify(result.after),
        message: result.message ?? null,
        reasonKey: result.reasonKey ?? null,
        reasonFacts: result.reasonFacts ? JSON.stringify(result.reasonFacts) : null,
        auditEventId: result.auditEventId ?? null,
        at,
        jobId: job.id,
        targetId: target.id,
      });
      this.touch.run(at, job.id);
      return 'more';
    })();
  }

  private applyOne(
    job: JobRow,
    c: { plan: { action: ChangeAction }; params: ChangeParams; impl: ActionImpl; roleCode: ReturnType<typeof roleCodeOf>; undo: boolean },
    target: TargetRow,
    tree: OrgTree,
  ): {
    outcome: JobOutcome;
    after?: TargetState;
    message?: string;
    reasonKey?: string;
    reasonFacts?: Record<string, string | number>;
    auditEventId?: number;
  } {
    const requester = this.o.loadProfile(job.requester_id);
    const path = tree.path(target.organization_id) ?? [];
    const org = path[path.length - 1];
    // The requester's right, asked again with the same rule as the preview.
    const access = requester ? explainOrganizationAccess(requester, path) : undefined;
    const verdict =
      requester && access && org
        ? explainChangeAt(c.plan.action, requester, access, {
            organizationType: org.organizationType,
            roleCode: c.roleCode,
            userId: (c.params as { userId?: string }).userId,
          })
        : { allowed: false, reason: requester ? 'unknownOrganization' : 'noProfile' };
    if (!verdict.allowed || !org) {
      const key = verdictKey(verdict);
      const facts = 'facts' in verdict ? verdict.facts : undefined;
      return { outcome: 'skipped', message: englishOf(key, facts), reasonKey: key, reasonFacts: facts };
    }
    const before = JSON.parse(target.before_json ?? 'null') as TargetState;
    const current = c.impl.read(org);
    if (!sameState(current, before)) return { outcome: 'conflict', after: current, message: 'Changed since the preview: left as it is' };
    if (!c.undo) {
      const now = c.impl.classify(org, current);
      if (now.class === 'blocked') return { outcome: 'blocked', message: now.reason, reasonKey: now.reasonKey };
    }
    const after = JSON.parse(target.after_json ?? 'null') as TargetState;
    try {
      // Applied and read back in a savepoint: a read-back other than the plan's after-state undoes it.
      const { entry, readBack } = this.o.db.transaction(() => {
        const entry = c.impl.apply(org, after);
        const readBack = c.impl.read(org);
        if (!sameState(readBack, after)) throw new ReadBackMismatch(`Read back ${JSON.stringify(readBack)} instead of ${JSON.stringify(after)}`);
        return { entry, readBack };
      })();
      const requesterProfile = requester!;
      const auditEventId = this.o.audit.record({
        actorId: requesterProfile.userId,
        actorEmail: requesterProfile.email,
        organizationId: org.id,
        action: entry.action,
        supportAction: false,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before,
        after: readBack,
        requestId: `changeJob:${job.id}`,
        jobId: job.id,
      });
      return { outcome: 'changed', after: readBack, auditEventId };
    } catch (error) {
      return { outcome: 'failed', message: (error as Error).message };
    }
  }
}
