/**
 * Change jobs (docs/api.md "Change jobs"): one action applied to a frozen list of organizations,
 * after a preview, with an approval where the policy asks for one. The bodies and answers of
 * /svc/changes/api/v1.0, read by the console and validated by the sandbox with these same schemas.
 */
import { z } from 'zod';
import { jsonQueryParam, rangeQueryParam } from '../schemas/simpleRestQuery';
import { recordIdSchema, userIdSchema } from '../schemas/ids';
import { productSchema } from '../schemas/subscription';
import { safeText } from '../validation/text';

export const changeActions = ['grantRole', 'removeRole', 'holdDataCollection', 'releaseDataCollection', 'addTrial'] as const;
export const changeActionSchema = z.enum(changeActions);
export type ChangeAction = (typeof changeActions)[number];

/** The largest target list a plan takes: the sandbox's generated seed has 10,000 organizations. */
export const CHANGE_TARGETS_MAX = 20_000;
/** An id in a body: a JSON number only (a path or query carries text; a body has no reason to). */
export const bodyIdSchema = z.number().int().positive().max(2_147_483_647);
/** A reason or an approval comment. */
export const CHANGE_TEXT_MAX = 500;

export const roleChangeParamsSchema = z.object({ userId: userIdSchema, roleId: z.string().uuid() }).strict();
export const noParamsSchema = z.object({}).strict();
export const trialParamsSchema = z.object({ product: productSchema }).strict();

/** Where a job starts (Organization Groups, Tenant Status, the hierarchy, Manage Users). */
export const changeTargetsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), groupId: bodyIdSchema }).strict(),
  z.object({ kind: z.literal('organizations'), organizationIds: z.array(bodyIdSchema).min(1).max(CHANGE_TARGETS_MAX) }).strict(),
  /**
   * Tenant Status's "all N matching": its selection (organizations, groups, or all groups). Column
   * filters are the page's own reading of the rows: with one set, the console sends the rows it matched as `organizations`.
   */
  z
    .object({
      kind: z.literal('tenantStatus'),
      filter: z
        .object({
          orgs: z.array(bodyIdSchema).max(CHANGE_TARGETS_MAX).optional(),
          groups: z.array(bodyIdSchema).max(1000).optional(),
          allGroups: z.boolean().optional(),
        })
        .strict(),
    })
    .strict(),
  z.object({ kind: z.literal('subtree'), organizationId: bodyIdSchema }).strict(),
]);
export type ChangeTargets = z.infer<typeof changeTargetsSchema>;

const reason = safeText({ multiline: true }).max(CHANGE_TEXT_MAX).optional();
const planBody = <A extends ChangeAction, P extends z.ZodType>(action: A, params: P) =>
  z.object({ action: z.literal(action), params, targets: changeTargetsSchema, reason }).strict();

/** Body of POST /plans. */
export const planBodySchema = z.discriminatedUnion('action', [
  planBody('grantRole', roleChangeParamsSchema),
  planBody('removeRole', roleChangeParamsSchema),
  planBody('holdDataCollection', noParamsSchema),
  planBody('releaseDataCollection', noParamsSchema),
  planBody('addTrial', trialParamsSchema),
]);
export type PlanBody = z.infer<typeof planBodySchema>;
export type ChangeParams = PlanBody['params'];

export const planClasses = ['willChange', 'alreadySo', 'skipped', 'blocked'] as const;
export const planClassSchema = z.enum(planClasses);
export type PlanClass = (typeof planClasses)[number];

export const approvalWhys = ['threshold', 'adminRole'] as const;
export type ApprovalWhy = (typeof approvalWhys)[number];

const person = z.object({ id: z.string(), name: z.string() });
export type ChangePerson = z.infer<typeof person>;

/** A plan as POST /plans and GET /plans/{planId} answer it. */
export const planSchema = z.object({
  id: z.number().int().positive(),
  hash: z.string(),
  action: changeActionSchema,
  params: z.record(z.string(), z.unknown()),
  targets: changeTargetsSchema,
  reason: z.string().nullable(),
  frozenAt: z.string(),
  requester: person,
  totals: z.object({
    willChange: z.number().int(),
    alreadySo: z.number().int(),
    skipped: z.number().int(),
    blocked: z.number().int(),
    total: z.number().int(),
  }),
  approval: z.object({ required: z.boolean(), why: z.enum(approvalWhys).nullable(), threshold: z.number().int() }),
  /** e.g. "312 organizations under Contoso Distribution": the English label; the console builds its own from labelParts. */
  label: z.string(),
  labelParts: z.object({ count: z.number().int(), scope: z.string().nullable() }),
  /** The job this plan undoes, for an undo plan; the job this plan retries, for a retry plan. */
  undoOf: z.number().int().nullable(),
  retryOf: z.number().int().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** The state of one organization before or after, as the action reads it. */
export const targetStateSchema = z.record(z.string(), z.unknown()).nullable();

/** One row of GET /plans/{planId}/targets. */
export const planTargetSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  class: planClassSchema,
  before: targetStateSchema,
  after: targetStateSchema,
  /** A catalogue key: access.because.* (linked to the Access explanation) or changeReasons.*; null for willChange/alreadySo. */
  reasonKey: z.string().nullable(),
  reasonFacts: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** The reason in English, for the CSV and the audit. */
  reason: z.string().nullable(),
});
export type PlanTarget = z.infer<typeof planTargetSchema>;

/** A plan's hash as the sandbox gives it: SHA-256 in lower-case hex. */
export const planHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected the plan hash the preview gave');

/** Body of POST /jobs. */
export const jobBodySchema = z.object({ planId: bodyIdSchema, hash: planHashSchema, reason }).strict();
export type JobBody = z.infer<typeof jobBodySchema>;
/** Body of POST /jobs/{jobId}/approve. */
export const approveBodySchema = z.object({ hash: planHashSchema, comment: safeText({ multiline: true }).max(CHANGE_TEXT_MAX) }).strict();
export type ApproveBody = z.infer<typeof approveBodySchema>;
/** Body of POST /jobs/{jobId}/reject: a comment is required. */
export const rejectBodySchema = z.object({ comment: safeText({ multiline: true }).min(1).max(CHANGE_TEXT_MAX) }).strict();
export type RejectBody = z.infer<typeof rejectBodySchema>;

export const jobStates = [
  'waiting',
  'rejected',
  'expired',
  'queued',
  'running',
  'paused',
  'cancelled',
  'completed',
  'completedWithProblems',
] as const;
export const jobStateSchema = z.enum(jobStates);
export type JobState = (typeof jobStates)[number];
/** States after which nothing more happens to the job. */
export const finishedJobStates: readonly JobState[] = ['rejected', 'expired', 'cancelled', 'completed', 'completedWithProblems'];

export const jobOutcomes = ['pending', 'changed', 'alreadySo', 'conflict', 'failed', 'skipped', 'blocked', 'cancelled'] as const;
export const jobOutcomeSchema = z.enum(jobOutcomes);
export type JobOutcome = (typeof jobOutcomes)[number];

export const jobCountsSchema = z.object(Object.fromEntries(jobOutcomes.map((o) => [o, z.number().int()])) as Record<JobOutcome, z.ZodNumber>);
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** A job as GET /jobs and GET /jobs/{jobId} answer it. */
export const jobSchema = z.object({
  id: z.number().int().positive(),
  planId: z.number().int(),
  hash: z.string(),
  action: changeActionSchema,
  params: z.record(z.string(), z.unknown()),
  label: z.string(),
  labelParts: z.object({ count: z.number().int(), scope: z.string().nullable() }),
  reason: z.string().nullable(),
  state: jobStateSchema,
  requester: person,
  approvalRequired: z.boolean(),
  approver: person.nullable(),
  approvalComment: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a waiting request expires (24 h after it was made). */
  expiresAt: z.string().nullable(),
  /** Last time the runner wrote progress. */
  updatedAt: z.string(),
  counts: jobCountsSchema,
  total: z.number().int(),
  undoOf: z.number().int().nullable(),
  /** Until when Undo is offered (7 days after it finished); null when it is not. */
  undoUntil: z.string().nullable(),
  /** The caller may approve or reject it now. */
  canApprove: z.boolean(),
  /** The caller may pause, resume, cancel, retry or undo it (the requester, or a TMS admin). */
  canControl: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** One row of GET /jobs/{jobId}/results. */
export const jobResultSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  class: planClassSchema,
  outcome: jobOutcomeSchema,
  before: targetStateSchema,
  after: targetStateSchema,
  message: z.string().nullable(),
  reasonKey: z.string().nullable(),
  /** The facts `reasonKey`'s sentence names (the preview's, or those met at apply). */
  reasonFacts: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  auditEventId: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobResult = z.infer<typeof jobResultSchema>;

export const planParamsSchema = z.object({ planId: recordIdSchema }).strict();
export const jobParamsSchema = z.object({ jobId: recordIdSchema }).strict();

/** GET /plans/{planId}/targets: `filter={"class":…}`, `range=[0,49]` (ra-data-simple-rest's dialect). */
export const planTargetsQuerySchema = z
  .object({ filter: jsonQueryParam(z.object({ class: planClassSchema.optional() }).strict()).optional(), range: rangeQueryParam.optional() })
  .strict();

export const jobViews = ['waitingForMe', 'mine', 'all'] as const;
export type JobView = (typeof jobViews)[number];
/** GET /jobs. */
export const jobListQuerySchema = z
  .object({
    filter: jsonQueryParam(
      z.object({ view: z.enum(jobViews).optional(), state: z.union([jobStateSchema, z.array(jobStateSchema).max(9)]).optional() }).strict(),
    ).optional(),
    range: rangeQueryParam.optional(),
    sort: jsonQueryParam(z.tuple([z.enum(['id', 'createdAt']), z.enum(['ASC', 'DESC'])])).optional(),
  })
  .strict();
/** GET /jobs/{jobId}/results. */
export const jobResultsQuerySchema = z
  .object({ filter: jsonQueryParam(z.object({ outcome: jobOutcomeSchema.optional() }).strict()).optional(), range: rangeQueryParam.optional() })
  .strict();

/** GET /waiting/count: how many requests wait for the caller's decision (the alerts bell). */
export const waitingCountSchema = z.object({ count: z.number().int() });
export type WaitingCount = z.infer<typeof waitingCountSchema>;
