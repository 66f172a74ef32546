import {
  canReadNotes,
  canUseInternalUserActions,
  configFieldAccess,
  hiddenBillingFields,
  organizationAccess,
  type AuditEvent,
  type Profile,
} from '../../src/domain';
import type { Db } from '../../server/db/database';
import { rows, type Case } from './permissionMatrix.rows';
import type { MatrixWorld } from './matrixWorld';

/**
 * The audit log's half of the permission matrix (tests/server/permissionMatrix.ts): what a
 * persona reads in the log must be nothing a route refuses that persona. Computed from the seeded
 * data and src/domain's rules, never from server/audit/auditView.ts.
 */

/** Organizations the reproductions create and the name each has (a deleted one is no longer in the world). */
export interface HiddenOrganization {
  id: number;
  name: string;
  parentId: number;
  parentCanView: boolean;
}

/** Values written by the reproductions: who may read each. */
export const markers = { billingId: 'BILL-REPRO-7781', reference: 'REF-REPRO-7781', notes: 'NOTES-REPRO-7781' } as const;

/** The stored names of the billing fields, besides the answers' names. */
const billingColumns: Record<string, string> = {
  paymentType: 'payment_type',
  externalBillingId: 'external_billing_id',
  customerReference: 'customer_reference',
};
/** What the people lists show of a user to whoever views their organization; the other columns are the internal pages'. */
const publicUserColumns = ['id', 'email', 'first_name', 'last_name', 'organization_id', 'status_type', 'invite_date_utc', 'created_on_utc'];
const organizationTargets = ['organization', 'dataCollection', 'dpcApplication'];
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const acc = '/svc/account/api/v1.0';
/** The permission matrix's row of the GET route that reads each kind of record, by the record's organization. */
const readRoute: Record<string, string> = {
  subscription: `GET ${acc}/subscriptions/organizations/:orgId`,
  serviceAccount: `GET ${acc}/organizations/:orgId/user/serviceAccounts`,
  invite: `GET ${acc}/organizations/:orgId/invites`,
  user: `GET ${acc}/organizations/:orgId/users/roles`,
  container: `GET ${acc}/organizations/:orgId/containers`,
  tenantContact: 'GET /svc/reporting/{region}/api/v1.0/organizations/:orgId/Settings/tenantContact',
  group: `GET ${acc}/organizations/:orgId/organizationGroupHierarchies`,
  alert: 'GET /svc/alerting/api/v1/alert',
  job: 'POST /svc/data-query/{region}/api/v1.0/query',
};

/** Every key at any depth of a value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

/** `notesOrg`: the organization whose notes the reproductions wrote. */
export function auditLeakCheck(db: Db, w: MatrixWorld, hidden: HiddenOrganization[], notesOrg: number) {
  const userIds = new Set(db.prepare('SELECT id FROM users').pluck().all() as string[]);
  // A user the persona may see: their home organization or one they are associated with (an invitation shows nothing yet).
  const shown = db
    .prepare(
      `SELECT organization_id FROM users WHERE id = ?
    UNION SELECT organization_id FROM associations WHERE user_id = ? AND relationship_type LIKE '%Associated%'`,
    )
    .pluck();
  const organizationsOf = (userId: string) => shown.all(userId, userId) as number[];
  const internalUserColumns = (db.prepare("SELECT name FROM pragma_table_info('users')").pluck().all() as string[]).filter(
    (c) => !publicUserColumns.includes(c),
  );
  /** Whether the persona views an organization: the world's rule, or, once deleted, the flags it was created with below its parent. */
  const views = (p: Profile, id: number) => {
    const h = hidden.find((o) => o.id === id);
    if (w.orgs.has(id) || !h) return w.access(p, id).view;
    return organizationAccess(p, [
      ...w.path(h.parentId),
      { id, parentId: h.parentId, organizationType: 5, parentCanView: h.parentCanView, parentCanManage: false },
    ]).view;
  };

  return function leaks(p: Profile, e: AuditEvent): string[] {
    const found: string[] = [];
    const text = JSON.stringify(e);
    const where = `${p.email} entry ${e.id} ${e.action}`;
    const values = keysOf([e.before, e.after]);
    for (const id of text.match(uuid) ?? []) {
      if (!userIds.has(id) || id === p.userId) continue;
      if (!organizationsOf(id).some((o) => w.access(p, o).view)) found.push(`${where}: user ${id}`);
    }
    const access = configFieldAccess(p);
    for (const field of hiddenBillingFields) {
      if (access[field] !== 'hidden') continue;
      if (organizationTargets.includes(e.targetType) && (values.has(field) || values.has(billingColumns[field])))
        found.push(`${where}: billing field ${field}`);
    }
    if (access.externalBillingId === 'hidden' && text.includes(markers.billingId)) found.push(`${where}: billing id value`);
    if (access.customerReference === 'hidden' && text.includes(markers.reference)) found.push(`${where}: customer reference value`);
    const target = Number(e.targetId);
    if (organizationTargets.includes(e.targetType) && e.targetId !== null) {
      if (!views(p, target)) found.push(`${where}: organization ${target} the persona may not view`);
      else if (values.has('customNodes') && !canReadNotes(p, w.access(p, target))) found.push(`${where}: notes`);
    }
    if (text.includes(markers.notes) && !canReadNotes(p, w.access(p, notesOrg))) found.push(`${where}: notes value`);
    if (e.targetType === 'user' && !canUseInternalUserActions(p)) {
      for (const column of internalUserColumns) if (values.has(column)) found.push(`${where}: internal user column ${column}`);
    }
    for (const side of [e.before, e.after]) {
      const member = Number((side as Record<string, unknown> | null)?.memberOrgId);
      if (e.targetType === 'group' && member > 0 && !views(p, member)) found.push(`${where}: group member ${member} the persona may not view`);
    }
    for (const h of hidden) if (!views(p, h.id) && text.includes(h.name)) found.push(`${where}: name of ${h.name}`);
    // A record the persona's routes do not let them read: only that it changed (the internal user pages read every user).
    const route = readRoute[e.targetType];
    const orgId = e.organizationId ?? 0;
    if (route && w.orgs.has(orgId) && (e.targetId !== null || e.before !== null || e.after !== null)) {
      const c: Case = { p, w, orgId, org: w.orgs.get(orgId), access: w.access(p, orgId), region: 'us' };
      const reads = rows[route].decide(c) === 'ok' || (e.targetType === 'user' && canUseInternalUserActions(p));
      if (!reads) found.push(`${where}: a ${e.targetType} record the persona's routes do not read`);
    }
    return found;
  };
}
