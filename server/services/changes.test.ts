import type { Job, JobResult, Plan, PlanTarget } from '../../src/domain';
import { roleIds, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';
import { MANAGED_CUSTOMERS_GROUP } from '../db/seed/changes';
import { createChangeStore } from './changeStore';

// Change jobs (docs/api.md "Change jobs"): preview classes, approval rules, the runner's checks, undo, the audit.
// Each target waits 20 ms, so that a pause lands between targets.
const sb = useTestSandbox({ env: { CHANGE_JOB_TARGET_DELAY_MS: '20' } });
const kit = hierarchyKit(sb);
const api = '/svc/changes/api/v1.0';
const tms = 'tms.admin@sandbox.test';
const distributor = 'distributor.admin@sandbox.test';
const partner = 'partner.admin@sandbox.test';
const viewer = 'tms.viewer@sandbox.test';
const groupId = () => sb.db.prepare('SELECT id FROM organization_groups WHERE name = ?').pluck().get(MANAGED_CUSTOMERS_GROUP) as number;
const userId = (email: string) => sb.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string;
/** A user at home in distributor.admin's organization, whom he administers everywhere. */
const rosa = () => userId('rosa.singh@northwinddistribution.com');

async function preview(email: string, body: unknown): Promise<Plan> {
  const res = await kit.call(email, 'POST', `${api}/plans`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function targets(email: string, planId: number): Promise<PlanTarget[]> {
  const res = await kit.call(email, 'GET', `${api}/plans/${planId}/targets?range=${encodeURIComponent('[0,999]')}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function request(email: string, plan: Plan): Promise<Job> {
  const res = await kit.call(email, 'POST', `${api}/jobs`, { planId: plan.id, hash: plan.hash });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** The job once the runner has ended it. */
async function finished(email: string, jobId: number): Promise<Job> {
  for (let i = 0; i < 400; i++) {
    const job = (await kit.call(email, 'GET', `${api}/jobs/${jobId}`)).json() as Job;
    if (['completed', 'completedWithProblems', 'cancelled'].includes(job.state)) return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}
async function results(email: string, jobId: number): Promise<JobResult[]> {
  return (await kit.call(email, 'GET', `${api}/jobs/${jobId}/results?range=${encodeURIComponent('[0,999]')}`)).json();
}
const holds = (userIdValue: string, orgId: number, roleId: string) =>
  sb.db.prepare('SELECT 1 FROM association_roles WHERE user_id = ? AND organization_id = ? AND role_id = ?').get(userIdValue, orgId, roleId) !==
  undefined;

describe('change jobs: preview', () => {
  it('classes every organization of the seeded group: will change, skipped with the access reason, blocked', async () => {
    const plan = await preview(distributor, { action: 'releaseDataCollection', params: {}, targets: { kind: 'group', groupId: groupId() } });
    const rows = await targets(distributor, plan.id);
    expect(plan.totals.total).toBeGreaterThan(10);
    expect(rows).toHaveLength(plan.totals.total);
    expect(plan.approval).toEqual({ required: true, why: 'threshold', threshold: 10 });
    expect(plan.label).toBe(`${plan.totals.total} organizations under ${MANAGED_CUSTOMERS_GROUP}`);
    const classes = new Set(rows.map((r) => r.class));
    expect(classes).toEqual(new Set(['alreadySo', 'skipped', 'blocked']));
    // Skipped: a System Administrator below the root manages data collection of tenant customers only (the access rule's reason).
    expect(rows.find((r) => r.class === 'skipped')).toMatchObject({ reasonKey: 'access.because.noDataCollectionRole' });
    expect(rows.find((r) => r.class === 'blocked')).toMatchObject({ reasonKey: 'changeReasons.notProvisioned' });
    // A dry run: nothing of the organizations changed; the CSV is the whole plan.
    const csv = await kit.call(distributor, 'GET', `${api}/plans/${plan.id}/targets.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(rows.length + 1);
  });

  it("a partner administrator's preview never lists or counts an organization outside his tree", async () => {
    const outside = [kit.orgId('Quadrant Root'), kit.orgId('Northwind Distribution'), kit.orgId('Contoso Distribution EMEA')];
    const inside = kit.orgId('Contoso Pharmaceuticals');
    const plan = await preview(partner, {
      action: 'grantRole',
      params: { userId: userId(partner), roleId: roleIds.accountadmin },
      targets: { kind: 'organizations', organizationIds: [...outside, inside, 987_654] },
    });
    expect(plan.totals.total).toBe(1);
    const rows = await targets(partner, plan.id);
    expect(rows.map((r) => r.organizationId)).toEqual([inside]);
    const csv = (await kit.call(partner, 'GET', `${api}/plans/${plan.id}/targets.csv`)).body;
    for (const name of ['Quadrant Root', 'Northwind', 'Contoso Distribution']) expect(csv).not.toContain(name);
    // A group of an organization outside his tree answers as an unknown one.
    const foreign = await kit.call(partner, 'POST', `${api}/plans`, {
      action: 'addTrial',
      params: { product: 'Reporting' },
      targets: { kind: 'group', groupId: groupId() },
    });
    const unknown = await kit.call(partner, 'POST', `${api}/plans`, {
      action: 'addTrial',
      params: { product: 'Reporting' },
      targets: { kind: 'group', groupId: 987_654 },
    });
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    // Nor does he see the distributor's waiting request, by list or by id.
    const waiting = sb.db.prepare("SELECT id FROM change_jobs WHERE state = 'waiting'").pluck().get() as number;
    expect((await kit.call(partner, 'GET', `${api}/jobs/${waiting}`)).statusCode).toBe(404);
    const all = (await kit.call(partner, 'GET', `${api}/jobs?filter=${encodeURIComponent('{"view":"all"}')}`)).json() as Job[];
    expect(all.map((j) => j.id)).not.toContain(waiting);
  });

  it('refuses an unknown field, a role that cannot be assigned, and a caller without an administrator role', async () => {
    const base = { action: 'grantRole', params: { userId: rosa(), roleId: roleIds.accountadmin }, targets: { kind: 'group', groupId: groupId() } };
    expect((await kit.call(distributor, 'POST', `${api}/plans`, { ...base, extra: 1 })).statusCode).toBe(400);
    expect((await kit.call(distributor, 'POST', `${api}/plans`, { ...base, params: { userId: rosa(), roleId: roleIds.tmsadmin } })).statusCode).toBe(
      400,
    );
    expect((await kit.call('no.roles@sandbox.test', 'POST', `${api}/plans`, base)).statusCode).toBe(403);
  });
});

describe('change jobs: grant a role in a group, approved by a second administrator, applied, audited, undone', () => {
  it('runs the whole journey', async () => {
    const body = { action: 'grantRole', params: { userId: rosa(), roleId: roleIds.accountadmin }, targets: { kind: 'group', groupId: groupId() } };
    const plan = await preview(distributor, body);
    expect(plan.approval.required).toBe(true);
    const rows = await targets(distributor, plan.id);
    const willChange = rows.filter((r) => r.class === 'willChange');
    expect(willChange.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.class === 'skipped' && r.reasonKey === 'access.because.parentCanManageOff')).toBe(true);
    expect(willChange[0]).toMatchObject({ before: { associated: false, role: false }, after: { associated: true, role: true } });

    // An apply whose hash is not the plan's: 409, recorded.
    const stale = await kit.call(distributor, 'POST', `${api}/jobs`, { planId: plan.id, hash: 'f'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(sb.db.prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'changeJob.hashMismatch'").pluck().get()).toBe(1);

    const job = await request(distributor, plan);
    expect(job.state).toBe('waiting');
    expect(job.expiresAt).not.toBeNull();
    // A second request over the same organizations for the same action: 409.
    const again = await preview(distributor, body);
    expect((await kit.call(distributor, 'POST', `${api}/jobs`, { planId: again.id, hash: again.hash })).statusCode).toBe(409);

    // Not by the requester; not by one lacking the action on the targets; not with another hash (409, recorded).
    const own = await kit.call(distributor, 'POST', `${api}/jobs/${job.id}/approve`, { hash: plan.hash, comment: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect((await kit.call(viewer, 'POST', `${api}/jobs/${job.id}/approve`, { hash: plan.hash, comment: 'Looks fine' })).statusCode).toBe(403);
    // root.sysadmin manages every target until one of them stops letting its parent manage it: then he may not approve (403 naming it).
    const lacking = willChange.find((r) => r.organizationName === 'Alpine Ski House')!;
    sb.db.prepare('UPDATE organizations SET parent_can_manage = 0 WHERE id = ?').run(lacking.organizationId);
    sb.app.sandbox.orgIndex.invalidate();
    const refused = await kit.call('root.sysadmin@sandbox.test', 'POST', `${api}/jobs/${job.id}/approve`, { hash: plan.hash, comment: 'OK' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Alpine Ski House');
    sb.db.prepare('UPDATE organizations SET parent_can_manage = 1 WHERE id = ?').run(lacking.organizationId);
    sb.app.sandbox.orgIndex.invalidate();
    // A partner administrator, who does not view every target, finds no such job.
    expect((await kit.call(partner, 'POST', `${api}/jobs/${job.id}/approve`, { hash: plan.hash, comment: 'OK' })).statusCode).toBe(404);
    expect((await kit.call(tms, 'GET', `${api}/jobs/${job.id}`)).json()).toMatchObject({ state: 'waiting', canApprove: true });
    const changed = await kit.call(tms, 'POST', `${api}/jobs/${job.id}/approve`, { hash: 'f'.repeat(64), comment: 'OK' });
    expect(changed.statusCode).toBe(409);
    expect(sb.db.prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'changeJob.hashMismatch'").pluck().get()).toBe(2);
    // tms.admin sees it waiting for him, and the count his alerts bell reads.
    const mine = (await kit.call(tms, 'GET', `${api}/jobs?filter=${encodeURIComponent('{"view":"waitingForMe"}')}`)).json() as Job[];
    expect(mine.map((j) => j.id)).toContain(job.id);
    expect((await kit.call(tms, 'GET', `${api}/waiting/count`)).json().count).toBeGreaterThanOrEqual(2);
    expect((await kit.call(distributor, 'GET', `${api}/waiting/count`)).json()).toEqual({ count: 0 });

    const approved = await kit.call(tms, 'POST', `${api}/jobs/${job.id}/approve`, { hash: plan.hash, comment: 'Approved for the quarter' });
    expect(approved.statusCode, approved.body).toBe(200);
    const done = await finished(distributor, job.id);
    expect((await results(distributor, job.id)).filter((r) => r.outcome !== 'changed' && r.class === 'willChange')).toEqual([]);
    expect(done).toMatchObject({ state: 'completed', approver: { name: 'Taylor Morgan' }, approvalComment: 'Approved for the quarter' });
    expect(done.counts.changed).toBe(willChange.length);
    const out = await results(distributor, job.id);
    for (const r of out.filter((x) => x.class === 'willChange')) {
      expect(r.outcome).toBe('changed');
      expect(holds(rosa(), r.organizationId, roleIds.accountadmin)).toBe(true);
    }
    // One audit entry per changed organization, carrying the job's id; the audit log filters by job.
    const entries = await kit.call(
      distributor,
      'GET',
      `/svc/audit/api/v1.0/auditEvents?filter=${encodeURIComponent(JSON.stringify({ jobId: job.id }))}&range=${encodeURIComponent('[0,99]')}`,
    );
    expect(entries.statusCode).toBe(200);
    const events = entries.json() as { organizationId: number; action: string; jobId: number }[];
    expect(events).toHaveLength(willChange.length);
    expect(new Set(events.map((e) => e.organizationId))).toEqual(new Set(willChange.map((r) => r.organizationId)));
    expect(events.every((e) => e.action === 'user.grantRole' && e.jobId === job.id)).toBe(true);
    expect(sb.db.prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'changeJob.approve'").pluck().get()).toBe(1);

    // Undo: the inverse plan from the recorded before-states, approved again, removes the roles (and the associations it created).
    expect(done.undoUntil).not.toBeNull();
    const undo = await kit.call(distributor, 'POST', `${api}/jobs/${job.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(201);
    const undoPlan = undo.json() as Plan;
    expect(undoPlan).toMatchObject({ action: 'removeRole', undoOf: job.id, totals: { willChange: willChange.length } });
    const undoJob = await request(distributor, undoPlan);
    expect((await kit.call(tms, 'POST', `${api}/jobs/${undoJob.id}/approve`, { hash: undoPlan.hash, comment: 'Undo' })).statusCode).toBe(200);
    expect((await finished(distributor, undoJob.id)).state).toBe('completed');
    for (const r of willChange) expect(holds(rosa(), r.organizationId, roleIds.accountadmin)).toBe(false);
  });
});

describe('change jobs: the runner checks again before each target', () => {
  it('a target changed between preview and apply ends as a conflict and is left as it is; the job is never green', async () => {
    const ids = ['Contoso Distribution EMEA', 'Wide World Importers', 'Tailspin Toys'].map((n) => kit.orgId(n));
    const plan = await preview(tms, { action: 'holdDataCollection', params: {}, targets: { kind: 'organizations', organizationIds: ids } });
    expect(plan.approval.required).toBe(false);
    const rows = await targets(tms, plan.id);
    expect(rows.every((r) => r.class === 'willChange')).toBe(true);
    // Someone else puts one of them on hold through the single change (SetHold) before the job is requested.
    const changedId = ids[1];
    const hold = await kit.call(tms, 'POST', `/svc/reporting/us/api/Signup/SetHold?hold=true&organizationId=${changedId}`);
    expect(hold.statusCode, hold.body).toBe(200);
    const job = await request(tms, plan);
    const done = await finished(tms, job.id);
    expect(done.state).toBe('completedWithProblems');
    expect(done.counts).toMatchObject({ changed: 2, conflict: 1 });
    const conflict = (await results(tms, job.id)).find((r) => r.outcome === 'conflict')!;
    expect(conflict.organizationId).toBe(changedId);
    expect(sb.db.prepare('SELECT COUNT(*) FROM audit_events WHERE job_id = ? AND organization_id = ?').pluck().get(job.id, changedId)).toBe(0);
    // Retry: a new preview of the conflicting target alone.
    const retry = await kit.call(tms, 'POST', `${api}/jobs/${job.id}/retry`);
    expect(retry.statusCode).toBe(201);
    expect((retry.json() as Plan).totals).toMatchObject({ total: 1, alreadySo: 1 });
    for (const id of ids) await kit.call(tms, 'POST', `/svc/reporting/us/api/Signup/SetHold?hold=false&organizationId=${id}`);
  });

  it("asks the requester's right again before each target: one lost since the preview is skipped, untouched", async () => {
    const [alpine, trey] = ['Alpine Ski House', 'Blue Yonder Airlines'].map((n) => kit.orgId(n));
    const plan = await preview(distributor, {
      action: 'grantRole',
      params: { userId: rosa(), roleId: roleIds.accountadmin },
      targets: { kind: 'organizations', organizationIds: [alpine, trey] },
    });
    expect(await targets(distributor, plan.id)).toMatchObject([{ class: 'willChange' }, { class: 'willChange' }]);
    const job = await request(distributor, plan);
    sb.db.prepare('UPDATE organizations SET parent_can_manage = 0 WHERE id = ?').run(alpine);
    sb.app.sandbox.orgIndex.invalidate();
    try {
      expect((await kit.call(tms, 'POST', `${api}/jobs/${job.id}/approve`, { hash: plan.hash, comment: 'OK' })).statusCode).toBe(200);
      const done = await finished(distributor, job.id);
      expect(done.state).toBe('completedWithProblems');
      const byOrg = new Map((await results(distributor, job.id)).map((r) => [r.organizationId, r]));
      expect(byOrg.get(alpine)).toMatchObject({
        outcome: 'skipped',
        reasonKey: 'access.because.parentCanManageOff',
        reasonFacts: { blocker: 'Alpine Ski House' },
      });
      expect(byOrg.get(trey)).toMatchObject({ outcome: 'changed' });
      expect([holds(rosa(), alpine, roleIds.accountadmin), holds(rosa(), trey, roleIds.accountadmin)]).toEqual([false, true]);
    } finally {
      sb.db.prepare('UPDATE organizations SET parent_can_manage = 1 WHERE id = ?').run(alpine);
      sb.app.sandbox.orgIndex.invalidate();
    }
  });

  it('pause stops the job between targets; cancel stops what has not started; a cancelled job does not resume', async () => {
    const ids = ['Best For You Organics', 'Best For You Organics UK', 'City Power & Light'].map((n) => kit.orgId(n));
    const plan = await preview(tms, { action: 'holdDataCollection', params: {}, targets: { kind: 'organizations', organizationIds: ids } });
    // Paused before the runner takes its first target (the job is queued in the same turn as the answer).
    const job = await request(tms, plan);
    const paused = await kit.call(tms, 'POST', `${api}/jobs/${job.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    const cancelled = await kit.call(tms, 'POST', `${api}/jobs/${job.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect(cancelled.json().counts.changed + cancelled.json().counts.cancelled).toBe(3);
    expect((await kit.call(distributor, 'POST', `${api}/jobs/${job.id}/resume`)).statusCode).toBe(404);
    expect((await kit.call(tms, 'POST', `${api}/jobs/${job.id}/resume`)).statusCode).toBe(409);
    for (const id of ids) await kit.call(tms, 'POST', `/svc/reporting/us/api/Signup/SetHold?hold=false&organizationId=${id}`);
  });

  it('a waiting request expires after 24 hours', () => {
    const later = createChangeStore(sb.db, { publicUrl: 'http://sandbox.test', threshold: 10, now: () => new Date(Date.now() + 25 * 3_600_000) });
    const waiting = sb.db.prepare("SELECT id FROM change_jobs WHERE state = 'waiting' ORDER BY id").pluck().get() as number;
    later.expireWaiting();
    expect(sb.db.prepare('SELECT state FROM change_jobs WHERE id = ?').pluck().get(waiting)).toBe('expired');
  });
});
