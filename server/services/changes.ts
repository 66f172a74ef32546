import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approvalThresholdOf,
  approveBodySchema,
  csvText,
  jobBodySchema,
  jobListQuerySchema,
  jobParamsSchema,
  jobResultsQuerySchema,
  mayUseChanges,
  planBodySchema,
  planParamsSchema,
  planTargetsQuerySchema,
  rejectBodySchema,
  type Job,
  type JobState,
  type Plan,
  type PlanTarget,
  type WaitingCount,
} from '../../src/domain';
import { AuditLog } from '../audit/auditLog';
import { profileOf } from '../context';
import { requireOrgAccess } from '../auth/guards';
import { HttpError, notFound } from '../http/errors';
import { readOnlyRoute } from '../http/readOnlyRoute';
import { declareAccess, deny, grantedRecord, type AccessRequest, type RouteAccess } from '../http/routeAccess';
import { validated } from '../http/validate';
import { ChangeError, createChangeStore, viewsOrganization, type ChangeStore, type JobRow } from './changeStore';
import { ChangeRunner } from './changeRunner';

declare module 'fastify' {
  interface FastifyRequest {
    /** A job request or approval whose hash did not match the plan's: recorded once the write is rolled back. */
    hashMismatch?: { planId: number; jobId: number | null; sent: string };
  }
}

/** Runs a store call, its refusals as HTTP errors; a hash mismatch is noted on the request, to be recorded. */
function answer<T>(call: () => T, request?: FastifyRequest, mismatch?: FastifyRequest['hashMismatch']): T {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof ChangeError)) throw error;
    if (error.hashMismatch && request && mismatch) request.hashMismatch = mismatch;
    throw new HttpError(error.status, error.message, error.errors);
  }
}

const NOT_ADMIN = 'Only administrators who may change organizations may use change jobs';
const changesRole = (c: AccessRequest) => deny(mayUseChanges(c.profile), NOT_ADMIN);
const plainId = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);

/**
 * Change jobs (`/svc/changes/api/v1.0`, docs/api.md "Change jobs"): previews, jobs, approvals,
 * controls, retry and undo, over the store of changeStore.ts; the runner applies queued jobs and, at
 * start, takes up those a restart interrupted.
 */
export async function changesService(app: FastifyInstance) {
  const { db, orgIndex, publicUrl, loadProfile } = app.sandbox;
  const audit = new AuditLog(db);
  const store: ChangeStore = createChangeStore(db, { publicUrl, threshold: approvalThresholdOf(process.env.CHANGE_APPROVAL_THRESHOLD) });
  const delayMs = Number(process.env.CHANGE_JOB_TARGET_DELAY_MS ?? 0) || 0;
  const runner = new ChangeRunner({ db, store, audit, orgIndex, loadProfile, publicUrl, delayMs });
  app.sandbox.changes = { store, runner };
  app.addHook('onClose', async () => runner.stop());
  // Jobs a restart interrupted go on from their ledger.
  runner.resume();

  /** The group or subtree a plan's body names must be viewable (404 for a group, 403 for an organization, alike for unknown). */
  const planTargets = (c: AccessRequest) => {
    const targets = (c.rawBody as { targets?: { kind?: unknown; groupId?: unknown; organizationId?: unknown } } | null)?.targets;
    if (targets?.kind === 'group' && plainId(targets.groupId) !== undefined) {
      const group = db.prepare('SELECT organization_id FROM organization_groups WHERE id = ?').get(targets.groupId) as
        { organization_id: number } | undefined;
      if (!group || !viewsOrganization(c.tree, c.profile, group.organization_id)) throw notFound(`Group ${targets.groupId} not found`);
    }
    if (targets?.kind === 'subtree' && plainId(targets.organizationId) !== undefined)
      requireOrgAccess(c.tree, c.profile, targets.organizationId as number, 'view');
    return {};
  };
  /** A plan the caller may read (its requester, or one who views all it lists); 404 alike for unknown and foreign. */
  const planRecord = (c: AccessRequest) => {
    const id = c.params.planId as number;
    if (!store.maySeePlan(c.profile, c.tree, id)) throw notFound(`Plan ${id} not found`);
    return { record: store.planRow(id) };
  };
  /** A job the caller may read: its requester, one who may decide it, or one who views all it lists; 404 alike otherwise. */
  const jobVisible = (c: AccessRequest, job: JobRow | undefined): job is JobRow =>
    !!job &&
    (job.requester_id === c.profile.userId ||
      store.maySeePlan(c.profile, c.tree, job.plan_id) ||
      (job.state === 'waiting' && store.approvalRefusal(c.profile, c.tree, job) === undefined));
  const jobRecord = (c: AccessRequest) => {
    const job = store.jobRow(c.params.jobId as number);
    if (!jobVisible(c, job)) throw notFound(`Change job ${c.params.jobId} not found`);
    return { record: job };
  };
  const onJob = (action: RouteAccess['action'], rule?: (c: AccessRequest & { record?: JobRow }) => void) =>
    declareAccess<JobRow>({ resource: 'changeJobs', action, roles: changesRole, record: jobRecord, rule });
  /** Approve or reject: another person than the requester, allowed the action on every target it would change. */
  const decider = onJob('edit', (c) => {
    const refusal = store.approvalRefusal(c.profile, c.tree, c.record!);
    deny(refusal === undefined, refusal ?? '');
  });
  /** Pause, resume, cancel, retry, undo: the requester or a TMS admin. */
  const controller = onJob('edit', (c) => deny(store.mayControl(c.profile, c.record!), 'Only the requester or a TMS admin may control this job'));

  const jobAnswer = (request: FastifyRequest, id: number): Job => store.toJob(store.jobRow(id)!, profileOf(request), orgIndex.current());
  const range = (reply: { header: (k: string, v: string) => unknown }, name: string, first: number, count: number, total: number) => {
    const end = count ? first + count - 1 : first;
    reply.header('Content-Range', `${name} ${first}-${end}/${total}`);
    reply.header('X-Total-Count', String(total));
  };

  app.post(
    '/api/v1.0/plans',
    { config: { ...readOnlyRoute, access: declareAccess({ resource: 'changePlans', action: 'create', roles: changesRole, record: planTargets }) } },
    validated({ body: planBodySchema }, async ({ body }, request, reply): Promise<Plan> => {
      const plan = answer(() => store.preview(profileOf(request), orgIndex.current(), body));
      return reply.code(201).send(plan);
    }),
  );

  const planAccess = declareAccess({ resource: 'changePlans', action: 'show', roles: changesRole, record: planRecord });
  app.get(
    '/api/v1.0/plans/:planId',
    { config: { access: planAccess } },
    validated({ params: planParamsSchema }, async ({ params }): Promise<Plan> => store.plan(params.planId)!),
  );
  app.get(
    '/api/v1.0/plans/:planId/targets',
    { config: { access: planAccess } },
    validated({ params: planParamsSchema, query: planTargetsQuerySchema }, async ({ params, query }, _request, reply) => {
      const page = store.planTargets(params.planId, query.filter ?? {}, query.range ?? [0, 24]);
      range(reply, 'targets', page.first, page.rows.length, page.total);
      return reply.send(page.rows satisfies PlanTarget[]);
    }),
  );
  app.get(
    '/api/v1.0/plans/:planId/targets.csv',
    { config: { access: planAccess } },
    validated({ params: planParamsSchema }, async ({ params }, _request, reply) => {
      const rows = store.planTargets(params.planId, {}, undefined).rows.map((t) => ({
        organizationId: t.organizationId,
        organizationName: t.organizationName,
        class: t.class,
        before: t.before,
        after: t.after,
        reason: t.reason,
      }));
      const text = csvText(rows, ['organizationId', 'organizationName', 'class', 'before', 'after', 'reason']);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="plan-${params.planId}.csv"`)
        .send(text);
    }),
  );

  /** The plan of a job request must be the caller's own: 404 alike for unknown and another's. */
  const ownPlan = declareAccess({
    resource: 'changeJobs',
    action: 'create',
    roles: changesRole,
    record: (c) => {
      const id = plainId((c.rawBody as { planId?: unknown } | null)?.planId);
      if (id !== undefined && store.planRow(id)?.requester_id !== c.profile.userId) throw notFound(`Plan ${id} not found`);
      return {};
    },
  });
  app.post(
    '/api/v1.0/jobs',
    { config: { access: ownPlan } },
    validated({ body: jobBodySchema }, async ({ body }, request, reply): Promise<Job> => {
      const id = answer(() => store.createJob(profileOf(request), body.planId, body.hash, body.reason), request, {
        planId: body.planId,
        jobId: null,
        sent: body.hash,
      });
      runner.kick();
      return reply.code(201).send(jobAnswer(request, id));
    }),
  );

  app.get(
    '/api/v1.0/jobs',
    { config: { access: declareAccess({ resource: 'changeJobs', action: 'list', roles: changesRole }) } },
    validated({ query: jobListQuerySchema }, async ({ query }, request, reply) => {
      const profile = profileOf(request);
      const tree = orgIndex.current();
      const filter = query.filter ?? {};
      const states = filter.state === undefined ? undefined : ([filter.state].flat() as JobState[]);
      const rows = store.listJobs(profile, tree, filter.view ?? 'all', states, query.sort?.[1] === 'ASC');
      const [first, last] = query.range ?? [0, 24];
      const page = rows.slice(first, last + 1).map((row) => store.toJob(row, profile, tree));
      range(reply, 'jobs', first, page.length, rows.length);
      return reply.send(page);
    }),
  );

  app.get(
    '/api/v1.0/jobs/:jobId',
    { config: { access: onJob('show') } },
    validated({ params: jobParamsSchema }, async ({ params }, request): Promise<Job> => {
      store.expireWaiting();
      return jobAnswer(request, params.jobId);
    }),
  );
  app.get(
    '/api/v1.0/jobs/:jobId/results',
    { config: { access: onJob('show') } },
    validated({ params: jobParamsSchema, query: jobResultsQuerySchema }, async ({ query }, request, reply) => {
      const page = store.results(grantedRecord<JobRow>(request), query.filter ?? {}, query.range ?? [0, 24]);
      range(reply, 'results', page.first, page.rows.length, page.total);
      return reply.send(page.rows);
    }),
  );

  app.post(
    '/api/v1.0/jobs/:jobId/approve',
    { config: { access: decider } },
    validated({ params: jobParamsSchema, body: approveBodySchema }, async ({ params, body }, request): Promise<Job> => {
      const job = grantedRecord<JobRow>(request);
      answer(() => store.decideJob(profileOf(request), params.jobId, 'approved', body.comment, body.hash), request, {
        planId: job.plan_id,
        jobId: job.id,
        sent: body.hash,
      });
      runner.kick();
      return jobAnswer(request, params.jobId);
    }),
  );
  app.post(
    '/api/v1.0/jobs/:jobId/reject',
    { config: { access: decider } },
    validated({ params: jobParamsSchema, body: rejectBodySchema }, async ({ params, body }, request): Promise<Job> => {
      answer(() => store.decideJob(profileOf(request), params.jobId, 'rejected', body.comment, undefined));
      return jobAnswer(request, params.jobId);
    }),
  );
  for (const command of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/api/v1.0/jobs/:jobId/${command}`,
      { config: { access: controller } },
      validated({ params: jobParamsSchema }, async ({ params }, request): Promise<Job> => {
        answer(() => store.control(params.jobId, command));
        if (command === 'resume') runner.kick();
        return jobAnswer(request, params.jobId);
      }),
    );
  }
  for (const kind of ['retry', 'undo'] as const) {
    app.post(
      `/api/v1.0/jobs/:jobId/${kind}`,
      { config: { ...readOnlyRoute, access: controller } },
      validated({ params: jobParamsSchema }, async (_input, request, reply): Promise<Plan> => {
        const job = grantedRecord<JobRow>(request);
        const profile = profileOf(request);
        const tree = orgIndex.current();
        const plan = answer(() => (kind === 'retry' ? store.retryPlan(profile, tree, job) : store.undoPlan(profile, tree, job)));
        return reply.code(201).send(plan);
      }),
    );
  }

  app.get(
    '/api/v1.0/waiting/count',
    { config: { access: { resource: 'changeJobs', action: 'list', open: 'signedIn' } } },
    validated({}, async (_input, request): Promise<WaitingCount> => {
      const profile = profileOf(request);
      if (!mayUseChanges(profile)) return { count: 0 };
      return { count: store.listJobs(profile, orgIndex.current(), 'waitingForMe', undefined, false).length };
    }),
  );

  // A 409 for a hash that is not the plan's is recorded, after the audit hook rolled the refused write back.
  app.addHook('onResponse', async (request, reply) => {
    const mismatch = request.hashMismatch;
    if (!mismatch || reply.statusCode !== 409 || !request.profile) return;
    while (db.inTransaction) await new Promise((resolve) => setTimeout(resolve, 2));
    audit.record({
      actorId: request.profile.userId,
      actorEmail: request.profile.email,
      organizationId: request.profile.organizationId,
      action: 'changeJob.hashMismatch',
      supportAction: false,
      targetType: 'changeJob',
      targetId: mismatch.jobId === null ? null : String(mismatch.jobId),
      before: null,
      after: { planId: mismatch.planId, hashSent: mismatch.sent, hash: store.planRow(mismatch.planId)?.hash ?? null },
      requestId: request.id,
      jobId: mismatch.jobId,
    });
  });
}
