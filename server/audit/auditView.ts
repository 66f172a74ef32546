import {
  mayUseChanges,
  authorizationSetOf,
  billingFieldsHiddenFrom,
  canAddEditSubscriptions,
  canOpenRoute,
  canReadAlerts,
  canReadBoundaries,
  canReadGroups,
  canReadNotes,
  canUseInternalUserActions,
  detailTabs,
  hasAnyRole,
  organizationAccess,
  organizationAccessByRole,
  type AuditEvent,
  type FeatureFlags,
  type OrganizationAccess,
  type OrganizationLink,
  type Profile,
} from '../../src/domain';
import type { OrgTree } from '../db/orgIndex';
import type { PeopleStore } from '../services/peopleStore';
import { userIdFor } from '../services/userPseudonyms';

type Event = Omit<AuditEvent, 'organizationName'>;
type Values = Record<string, unknown>;

/** The stored columns of the billing fields (server/db/migrations/001_init.ts), by the field name the routes answer with. */
const billingColumns: Record<string, string> = {
  paymentType: 'payment_type',
  externalBillingId: 'external_billing_id',
  customerReference: 'customer_reference',
};
/** A tenant's notes, as PATCH …/tenants/{id}/notes takes them (the entry records the request's values). */
const notesKeys = ['customNodes'];
/**
 * The users columns any viewer of a user's organization reads (the people lists: name, e-mail, status);
 * every other column (phone, MFA, lockout, failed sign-ins, last logon, metadata, staff flags) is the
 * internal user pages' (canUseInternalUserActions).
 */
const publicUserColumns = new Set(['id', 'email', 'first_name', 'last_name', 'organization_id', 'status_type', 'invite_date_utc', 'created_on_utc']);
/** Targets whose id is an organization's. */
const organizationTargets = new Set(['organization', 'dataCollection', 'dpcApplication']);
/** An organization's users and invites: manage, or view as a TMS viewer (server/services/peopleAccess.ts orgUsersViewer). */
const readsPeople = (p: Profile, a: OrganizationAccess) => a.view && (a.manage || hasAnyRole(p, ['tmsviewer']));
type Reader = (p: Profile, access: OrganizationAccess, orgId: number, features: FeatureFlags) => boolean;
/**
 * Who reads each kind of record through its GET route, by the entry's organization (the record's):
 * a caller who may not read the record reads its entries as changes only. Organization targets are
 * decided by the target itself (below).
 */
const readers: Partial<Record<string, Reader>> = {
  subscription: (p, a) =>
    a.view &&
    (detailTabs({ profile: p, access: a, hasReportingEndpoint: false, setupConditionsMet: false }).includes('subscriptions') ||
      canAddEditSubscriptions(p)),
  serviceAccount: (p, a) => a.manage && canOpenRoute(p, 'serviceAccounts', { groupsEnabled: true }),
  invite: readsPeople,
  user: (p, a) => canUseInternalUserActions(p) || readsPeople(p, a),
  container: (p, a) => canReadBoundaries(p, a),
  tenantContact: (p, a, _id, f) => a.view && canOpenRoute(p, 'tenantOverview', f),
  group: (p, a, _id, f) => a.view && canReadGroups(p, f),
  alert: (p, _a, orgId) => canReadAlerts(p) && orgId === authorizationSetOf(p),
  job: (_p, a) => a.view,
  // A change job's and a plan's entries belong to the requester's organization; the Changes page's roles read them.
  changeJob: (p, a) => a.view && mayUseChanges(p),
  changePlan: (p, a) => a.view && mayUseChanges(p),
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asObject = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});

export interface AuditViewContext {
  profile: Profile;
  tree: OrgTree;
  store: PeopleStore;
  /** Every column of the users table. */
  userColumns: readonly string[];
  /** The brand's features (groupsEnabled), as the routes read them. */
  features: FeatureFlags;
}

/**
 * An audit entry is read through the same rules as the record it describes (docs/security.md "The
 * audit log reads as the routes do"): an entry whose target the caller may not view (a hidden child organization, a group
 * member they may not view, a record their roles do not read) shows only that something changed
 * (action, actor, time, organization), without the target's id or values; otherwise its before and after lose the fields the target's
 * routes hide from the caller (billing fields, notes, internal user columns), and every user id is
 * shown as those routes show it (the per-organization pseudonym for a user the caller may not see).
 */
export function auditViewer({ profile, tree, store, userColumns, features }: AuditViewContext) {
  const internalUserColumns = canUseInternalUserActions(profile) ? [] : userColumns.filter((c) => !publicUserColumns.has(c));
  const hiddenBilling = billingFieldsHiddenFrom(profile).flatMap((f) => [f, billingColumns[f]]);
  const byRole = organizationAccessByRole(profile);
  const accessTo = (id: number): OrganizationAccess => {
    const path = tree.path(id);
    return path ? organizationAccess(profile, path) : (byRole ?? { view: false, manage: false });
  };

  /** The target organization's access: the organization now, or, once deleted, as the entry recorded it below its parent. */
  const targetAccess = (event: Event): OrganizationAccess => {
    const id = Number(event.targetId);
    if (!Number.isSafeInteger(id)) return byRole ?? { view: false, manage: false };
    const path = tree.path(id);
    if (path) return organizationAccess(profile, path);
    const row = [asObject(event.before), asObject(event.after)].find((r) => 'parent_id' in r && 'organization_type' in r);
    const parent = row && typeof row.parent_id === 'number' ? tree.path(row.parent_id) : undefined;
    if (!row || !parent) return byRole ?? { view: false, manage: false };
    const link: OrganizationLink = {
      id,
      parentId: row.parent_id as number,
      organizationType: row.organization_type as OrganizationLink['organizationType'],
      parentCanView: row.parent_can_view === 1,
      parentCanManage: row.parent_can_manage === 1,
    };
    return organizationAccess(profile, [...parent, link]);
  };

  /** A group entry names a member organization the caller may not view. */
  const hiddenMember = (event: Event) =>
    event.targetType === 'group' &&
    [event.before, event.after].map((v) => Number(asObject(v).memberOrgId)).some((id) => Number.isSafeInteger(id) && id > 0 && !accessTo(id).view);

  return function view<E extends Event>(event: E): E {
    const pseudonymOrg = event.organizationId ?? profile.organizationId;
    const seen = new Map<string, string>();
    const userId = (id: string) => {
      if (!uuid.test(id) || !store.userRow(id)) return id;
      if (!seen.has(id)) seen.set(id, userIdFor(profile, tree, store, pseudonymOrg, id));
      return seen.get(id)!;
    };
    const onlyThatItChanged = (): E => ({ ...event, actorId: userId(event.actorId), targetId: null, before: null, after: null });
    let hiddenKeys: string[] = [];
    if (organizationTargets.has(event.targetType)) {
      const access = targetAccess(event);
      if (!access.view) return onlyThatItChanged();
      hiddenKeys = [...hiddenBilling, ...(canReadNotes(profile, access) ? [] : notesKeys)];
    }
    const reads = readers[event.targetType];
    const orgId = event.organizationId ?? 0;
    if (reads && !reads(profile, accessTo(orgId), orgId, features)) return onlyThatItChanged();
    if (hiddenMember(event)) return onlyThatItChanged();
    if (event.targetType === 'user') hiddenKeys = internalUserColumns;
    const values = (value: unknown): unknown => {
      if (typeof value === 'string') return userId(value);
      if (Array.isArray(value)) return value.map(values);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => !hiddenKeys.includes(k))
          .map(([k, v]) => [k, values(v)]),
      );
    };
    // What is left of a snapshot once the hidden fields are out; nothing left: only that something changed.
    const side = (value: unknown) => {
      const out = values(value);
      return out && typeof out === 'object' && !Array.isArray(out) && Object.keys(out).length === 0 ? null : out;
    };
    return {
      ...event,
      actorId: userId(event.actorId),
      targetId: event.targetId === null ? null : userId(event.targetId),
      before: side(event.before),
      after: side(event.after),
    };
  };
}
