import {
  subscriptionItemStatus,
  subscriptionStatusOf,
  type BillingMode,
  type BillingPeriod,
  type Feature,
  type PaymentProvider,
  type Product,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionType,
} from '../../src/domain';
import type { Db } from '../db/database';

interface SubscriptionRow {
  id: number;
  organization_id: number;
  tenant_name: string;
  description: string;
  notes: string;
  payment_type: string;
  recurrence_type: string;
  payment_provider: string;
  managed: number;
}
interface ItemRow {
  id: number;
  subscription_id: number;
  product: string;
  feature: string;
  start_date: string;
  end_date: string;
  cancelled_date: string | null;
  subscription_type: string;
  quantity: number;
}
export interface ItemValues {
  product: Product;
  feature: Feature;
  startDate: string;
  endDate: string;
  cancelledDate?: string | null;
  subscriptionType: SubscriptionType;
  quantity: number;
}
export interface FormValues {
  tenantName: string;
  description: string;
  notes?: string | null;
  paymentType: BillingMode;
  recurrenceType: BillingPeriod;
  paymentProvider: PaymentProvider;
}

function toItem(r: ItemRow, now: Date): SubscriptionItem {
  const dates = { startDate: r.start_date, endDate: r.end_date, cancelledDate: r.cancelled_date };
  return {
    id: r.id,
    subscriptionId: r.subscription_id,
    product: r.product as Product,
    feature: r.feature as Feature,
    ...dates,
    subscriptionType: r.subscription_type as SubscriptionType,
    quantity: r.quantity,
    status: subscriptionItemStatus(dates, now),
  };
}

const earliest = (v: string[]) => (v.length ? v.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a)) : null);
const latest = (v: string[]) => (v.length ? v.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : null);

/** A subscription with its items; summary fields as subscriptionSchema describes. */
function toSubscription(s: SubscriptionRow, items: SubscriptionItem[], now: Date): Subscription {
  const first = items[0];
  const cancelled = items.map((i) => i.cancelledDate).filter((d): d is string => !!d);
  return {
    id: s.id,
    organizationId: s.organization_id,
    tenantName: s.tenant_name,
    description: s.description,
    notes: s.notes,
    paymentType: s.payment_type as BillingMode,
    recurrenceType: s.recurrence_type as BillingPeriod,
    paymentProvider: s.payment_provider as PaymentProvider,
    managed: s.managed === 1,
    startDate: earliest(items.map((i) => i.startDate)),
    endDate: latest(items.map((i) => i.endDate)),
    cancelledDate: items.length > 0 && cancelled.length === items.length ? latest(cancelled) : null,
    product: first?.product ?? null,
    feature: first?.feature ?? null,
    subscriptionType: first?.subscriptionType ?? null,
    quantity: first?.quantity ?? null,
    status: subscriptionStatusOf(items, now),
    subscriptionItems: items,
  };
}

/** SQL of subscriptions and their items (migration 005). */
export function subscriptionStore(db: Db) {
  const listSubs = db.prepare('SELECT * FROM subscriptions WHERE organization_id = ? ORDER BY id');
  const itemsOfOrg = db.prepare(`SELECT i.* FROM subscription_items i JOIN subscriptions s ON s.id = i.subscription_id
    WHERE s.organization_id = ? ORDER BY i.id`);
  const subById = db.prepare('SELECT * FROM subscriptions WHERE id = ?');
  const itemById = db.prepare('SELECT * FROM subscription_items WHERE id = ? AND subscription_id = ?');
  const insertSub = db.prepare(`INSERT INTO subscriptions (organization_id, tenant_name, description, notes, payment_type,
    recurrence_type, payment_provider, managed, created_on_utc)
    VALUES (@organizationId, @tenantName, @description, @notes, @paymentType, @recurrenceType, @paymentProvider, @managed, @now)`);
  const updateSub = db.prepare(`UPDATE subscriptions SET tenant_name = @tenantName, description = @description, notes = @notes,
    payment_type = @paymentType, recurrence_type = @recurrenceType, payment_provider = @paymentProvider WHERE id = @id`);
  const insertItem = db.prepare(`INSERT INTO subscription_items (subscription_id, product, feature, start_date, end_date,
    cancelled_date, subscription_type, quantity)
    VALUES (@subscriptionId, @product, @feature, @startDate, @endDate, @cancelledDate, @subscriptionType, @quantity)`);
  const updateItem = db.prepare(`UPDATE subscription_items SET product = @product, feature = @feature, start_date = @startDate,
    end_date = @endDate, cancelled_date = @cancelledDate, subscription_type = @subscriptionType, quantity = @quantity
    WHERE id = @id AND subscription_id = @subscriptionId`);

  return {
    list(orgId: number, now = new Date()): Subscription[] {
      const items = new Map<number, SubscriptionItem[]>();
      for (const r of itemsOfOrg.all(orgId) as ItemRow[]) {
        const list = items.get(r.subscription_id) ?? [];
        list.push(toItem(r, now));
        items.set(r.subscription_id, list);
      }
      return (listSubs.all(orgId) as SubscriptionRow[]).map((s) => toSubscription(s, items.get(s.id) ?? [], now));
    },
    subscription(id: number): { id: number; organizationId: number; managed: boolean } | undefined {
      const row = subById.get(id) as SubscriptionRow | undefined;
      return row && { id: row.id, organizationId: row.organization_id, managed: row.managed === 1 };
    },
    hasItem: (subscriptionId: number, itemId: number) => itemById.get(itemId, subscriptionId) !== undefined,
    create(orgId: number, form: FormValues, managed: boolean): number {
      return Number(
        insertSub.run({ ...form, notes: form.notes ?? '', organizationId: orgId, managed: managed ? 1 : 0, now: new Date().toISOString() })
          .lastInsertRowid,
      );
    },
    update(id: number, form: FormValues) {
      updateSub.run({ ...form, notes: form.notes ?? '', id });
    },
    addItem(subscriptionId: number, item: ItemValues): number {
      return Number(insertItem.run({ ...item, cancelledDate: item.cancelledDate ?? null, subscriptionId }).lastInsertRowid);
    },
    updateItem(subscriptionId: number, id: number, item: ItemValues) {
      updateItem.run({ ...item, cancelledDate: item.cancelledDate ?? null, subscriptionId, id });
    },
  };
}
export type SubscriptionStore = ReturnType<typeof subscriptionStore>;
