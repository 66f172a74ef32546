import type { FastifyInstance, FastifyRequest } from 'fastify';
import { supportAuditActions } from '../../src/domain/auditActions';
import { auditedRoute, type AuditedRoute, type TargetType } from './auditedRoutes';
import type { AuditLog } from './auditLog';
import { writeTransactions, type EndWrite } from './writeTransaction';

/** The path parameter that names each target type's record. */
const targetParam: Record<TargetType, string[]> = {
  organization: ['orgId', 'id'],
  user: ['userId'],
  invite: ['inviteId'],
  serviceAccount: ['serviceAccountId'],
  group: ['groupId'],
  subscription: ['subId'],
  container: ['containerId'],
  tenantContact: ['contactId'],
  job: ['jobId'],
  dataCollection: ['orgId', 'id', 'organizationId'],
  dpcApplication: ['orgId'],
  alert: ['alertId'],
  changeJob: ['jobId'],
  changePlan: ['planId'],
};
/** Where a creation's answer names the new record. */
const answerIdKeys = [
  'id',
  'organizationId',
  'userId',
  'inviteId',
  'subscriptionId',
  'containerId',
  'groupId',
  'organizationGroupId',
  'serviceAccountId',
];

type Values = Record<string, unknown>;
interface Pending {
  route: AuditedRoute;
  targetId: string | null;
  before: Values | undefined;
  end: EndWrite;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The write being recorded (set before the handler runs, recorded when it succeeds). */
    audit: Pending | null;
  }
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
const asObject = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});

function parseAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** Only what changed between two snapshots, each side with the same keys. */
function changed(before: Values, after: Values): [Values, Values] {
  const b: Values = {};
  const a: Values = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return [b, a];
}

/**
 * Records every successful write of the /svc plugin it is registered in. Before the
 * handler runs, the target's stored row is read (the "before"); when the answer is a success, the row
 * is read again and the entry written with what changed (server/audit/auditLog.ts removes secrets).
 * A write without a stored row to compare (a role grant, notes) records the request's values instead.
 * Written in onSend, before the answer leaves, in the write's own transaction (writeTransaction.ts):
 * a caller who sees the success finds its entry, and a crash never keeps the write without it.
 */
export function registerAuditHook(api: FastifyInstance, log: AuditLog): void {
  const begin = writeTransactions(log.db);
  api.decorateRequest('audit', null);
  api.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url ? auditedRoute(request.method, request.routeOptions.url) : undefined;
    if (!route || !request.profile) return;
    const params = { ...asObject(request.query), ...asObject(request.params) };
    const targetId = targetParam[route.target].map((k) => text(params[k])).find((v) => v !== undefined) ?? null;
    const end = await begin();
    try {
      request.audit = { route, targetId, before: targetId === null ? undefined : log.snapshot(route.target, targetId), end };
    } catch (error) {
      end(false);
      throw error;
    }
  });
  /** Rolls the write back; the organization index may have been rebuilt from what it wrote meanwhile. */
  const rollBack = (request: FastifyRequest, pending: Pending) => {
    if (pending.end(false)) request.server.sandbox.orgIndex.invalidate();
  };
  // Whatever happened to the answer (an error in a hook), the write's turn ends: rolled back if still open.
  api.addHook('onResponse', async (request) => {
    if (request.audit) rollBack(request, request.audit);
    request.audit = null;
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const pending = request.audit;
    if (!pending) return payload;
    request.audit = null;
    // A refusal or a failure keeps nothing of what the handler may have written.
    if (!request.profile || reply.statusCode < 200 || reply.statusCode >= 300) {
      rollBack(request, pending);
      return payload;
    }
    try {
      recordWrite(request, payload, pending, log);
      pending.end(true);
    } catch (error) {
      rollBack(request, pending);
      throw error;
    }
    return payload;
  });
}

/** The entry of a successful write: what changed on its target, or what the request said. */
function recordWrite(request: FastifyRequest, payload: unknown, pending: Pending, log: AuditLog): void {
  if (!request.profile) return;
  const answer = parseAnswer(payload);
  const targetId = pending.targetId ?? answerIdKeys.map((k) => text(asObject(answer)[k])).find((v) => v !== undefined) ?? null;
  const after = targetId === null ? undefined : log.snapshot(pending.route.target, targetId);
  let [before, afterValues]: [unknown, unknown] = [pending.before ?? null, after ?? null];
  if (pending.before && after) [before, afterValues] = changed(pending.before, after);
  if (pending.before && after && Object.keys(before as Values).length === 0)
    [before, afterValues] = [null, requestValues(request, pending.route.target)];
  if (!pending.before && !after) afterValues = requestValues(request, pending.route.target);
  log.record({
    actorId: request.profile.userId,
    actorEmail: request.profile.email,
    organizationId: organizationOf(request, pending, after),
    action: pending.route.action,
    supportAction: supportAuditActions.includes(pending.route.action),
    targetType: pending.route.target,
    targetId,
    before,
    after: afterValues,
    requestId: request.id,
  });
}

/** What the request said, where there is no stored row to compare: path values (but the target's id), query and body; null when nothing. */
function requestValues(request: FastifyRequest, target: TargetType): Values | null {
  const params = Object.fromEntries(Object.entries(asObject(request.params)).filter(([k]) => !targetParam[target].includes(k)));
  const values = { ...params, ...asObject(request.query), ...asObject(request.body) };
  return Object.keys(values).length ? values : null;
}

/** The organization an entry belongs to (who may read it): the one named, the record's, else the actor's own. */
function organizationOf(request: FastifyRequest, pending: Pending, after: Values | undefined): number | null {
  const params = asObject(request.params);
  const query = asObject(request.query);
  const body = asObject(request.body);
  const record = pending.before ?? after ?? {};
  const { target, action } = pending.route;
  // A new organization is the parent's change; a deleted one stays visible in its parent's log.
  if (action === 'organization.create') return Number(body.parentOrganizationId) || null;
  if (action === 'organization.delete' && typeof record.parent_id === 'number') return record.parent_id;
  // An alert belongs to its authorization set (the organization it is addressed to).
  if (target === 'alert' && typeof record.product_set === 'number') return record.product_set;
  const named = [params.orgId, params.id, query.organizationId, body.organizationId, record.organization_id]
    .map((v) => Number(v))
    .find((v) => Number.isSafeInteger(v) && v > 0);
  if (named !== undefined && (target !== 'user' || params.orgId !== undefined || body.organizationId !== undefined)) return named;
  return request.profile?.organizationId ?? null;
}
