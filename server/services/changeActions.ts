import {
  isDataCollectionToggleDisabled,
  isShownRelationship,
  SignUpStatus,
  trialSubscriptionBody,
  trialItemBody,
  type AuditAction,
  type ChangeAction,
  type ChangeParams,
  type Product,
} from '../../src/domain';
import type { TargetType } from '../audit/auditedRoutes';
import type { Db } from '../db/database';
import { roleIds } from '../db/seed/roles';
import { dataCollectionStore } from './dataCollectionStore';
import { associate, associationWrites } from './orgUsers';
import { createPeopleStore } from './peopleStore';
import { subscriptionStore } from './subscriptionStore';
import { trialRules } from './trials';
import en from '../../src/i18n/en.json';

/**
 * The actions of change jobs over the very store functions a single change uses (docs/api.md
 * "Change jobs"): a role through the association writes of server/services/orgUsers.ts, a hold through
 * the data-collection store's `setHold` (the SetHold route), a trial through the managed-subscription
 * path of server/services/trials.ts. Each reads the state of one organization as far as the action
 * concerns it, says what the action would make of it (or why it is blocked), and applies it.
 */

/** The state of one organization as the action reads it; compared as JSON. */
export type TargetState = Record<string, string | number | boolean | null>;

export interface Classified {
  class: 'willChange' | 'alreadySo' | 'blocked';
  after: TargetState | null;
  /** changeReasons.<key> for a blocked target. */
  reasonKey?: string;
  reason?: string;
}

/** What one applied target records in the audit log: the single change's own action and target. */
export interface AppliedEntry {
  action: AuditAction;
  targetType: TargetType;
  targetId: string;
}

export interface ActionImpl {
  read(org: { id: number; name: string }): TargetState;
  classify(org: { id: number; name: string }, before: TargetState): Classified;
  /** Writes `after` (the plan's); throws when the store refuses. */
  apply(org: { id: number; name: string }, after: TargetState): AppliedEntry;
}

export const sameState = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const blocked = (key: string, reason: string): Classified => ({ class: 'blocked', after: null, reasonKey: `changeReasons.${key}`, reason });

/** A reason's English, with its facts: the catalogue's sentence (src/i18n/en.json), for the CSV, the results' message and the audit. */
export function englishOf(key: string, facts: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(facts[name] ?? '')) : key;
}
const block = (key: keyof typeof en.changeReasons) => blocked(key, englishOf(`changeReasons.${key}`));

/** The implementation of `action` with `params`, over the sandbox's database. */
export function changeActionImpl(db: Db, publicUrl: string, action: ChangeAction, params: ChangeParams): ActionImpl {
  switch (action) {
    case 'grantRole':
    case 'removeRole':
      return roleChange(db, action, params as { userId: string; roleId: string });
    case 'holdDataCollection':
    case 'releaseDataCollection':
      return holdChange(db, action === 'holdDataCollection');
    case 'addTrial':
      return trialChange(db, publicUrl, (params as { product: Product }).product);
  }
}

function roleChange(db: Db, action: 'grantRole' | 'removeRole', { userId, roleId }: { userId: string; roleId: string }): ActionImpl {
  const people = createPeopleStore(db);
  const writes = associationWrites(db);
  const holds = db.prepare('SELECT 1 FROM association_roles WHERE user_id = ? AND organization_id = ? AND role_id = ?').pluck();
  const roleCount = db.prepare('SELECT COUNT(*) FROM association_roles WHERE user_id = ? AND organization_id = ?').pluck();
  const sysadmins = db
    .prepare(
      `SELECT COUNT(*) FROM association_roles ar JOIN associations a ON a.user_id = ar.user_id AND a.organization_id = ar.organization_id
       WHERE ar.organization_id = ? AND ar.role_id = ? AND a.relationship_type LIKE '%Associated%'`,
    )
    .pluck();
  const read = (org: { id: number }): TargetState => {
    const associated = isShownRelationship(people.association(userId, org.id)?.relationship_type);
    return { associated, role: associated && holds.get(userId, org.id, roleId) !== undefined };
  };
  return {
    read,
    classify(org, before) {
      if (action === 'grantRole')
        return before.role ? { class: 'alreadySo', after: before } : { class: 'willChange', after: { associated: true, role: true } };
      if (!before.role) return { class: 'alreadySo', after: before };
      if (roleId === roleIds.sysadmin && (sysadmins.get(org.id, roleId) as number) <= 1) return block('lastSysadmin');
      if ((roleCount.get(userId, org.id) as number) <= 1) return block('lastRole');
      return { class: 'willChange', after: { associated: true, role: false } };
    },
    apply(org, after) {
      if (after.role) {
        // POST …/users/{userId} where there is no association yet, then POST …/roles/{roleId}.
        if (!isShownRelationship(people.association(userId, org.id)?.relationship_type)) associate(db, userId, org.id, [roleId]);
        else writes.grantRole(userId, org.id, roleId);
        return { action: 'user.grantRole', targetType: 'user', targetId: userId };
      }
      // An undo of a grant that created the association takes the association away, as DELETE …/users/{userId} does.
      if (!after.associated) {
        writes.removeAssociation(userId, org.id);
        return { action: 'user.removeAssociation', targetType: 'user', targetId: userId };
      }
      writes.revokeRole(userId, org.id, roleId);
      return { action: 'user.revokeRole', targetType: 'user', targetId: userId };
    },
  };
}

function holdChange(db: Db, hold: boolean): ActionImpl {
  const store = dataCollectionStore(db);
  return {
    read: (org) => {
      const status = store.status(org);
      return { status: status.status, hold: status.hold };
    },
    classify(org, before) {
      if (before.status !== SignUpStatus.SignedUp) return block('notProvisioned');
      if (before.hold === hold) return { class: 'alreadySo', after: before };
      if (isDataCollectionToggleDisabled(store.demo(org.id).status)) return block('demoData');
      return { class: 'willChange', after: { ...before, hold } };
    },
    apply(org) {
      store.setHold(org.id, hold);
      return { action: 'dataCollection.setHold', targetType: 'dataCollection', targetId: String(org.id) };
    },
  };
}

function trialChange(db: Db, publicUrl: string, product: Product): ActionImpl {
  const store = subscriptionStore(db);
  const { services, trialItem } = trialRules(db, publicUrl);
  const activeTrial = db
    .prepare(
      `SELECT s.id FROM subscriptions s JOIN subscription_items i ON i.subscription_id = s.id
       WHERE s.organization_id = ? AND s.managed = 1 AND i.product = ? AND i.cancelled_date IS NULL AND i.end_date > ? LIMIT 1`,
    )
    .pluck();
  let created = 0;
  return {
    read: (org) => ({ trial: activeTrial.get(org.id, product, new Date().toISOString()) !== undefined }),
    classify(org, before) {
      if (before.trial) return { class: 'alreadySo', after: before };
      if (!services(org.id).has(product)) return block('noServiceEndpoint');
      return { class: 'willChange', after: { trial: true } };
    },
    apply(org) {
      // "Add trial": the managed subscription, then its trial item (docs/api.md "Trials").
      created = store.create(org.id, trialSubscriptionBody({ tenantName: '', description: `${product} trial` }), true);
      store.addItem(created, trialItem(trialItemBody(product)));
      return { action: 'subscription.createTrial', targetType: 'subscription', targetId: String(created) };
    },
  };
}
