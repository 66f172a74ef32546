/** Doc 000 §4 "Subscription status" and the subscription list order. */
import { products, SubscriptionStatus, type Product } from '../schemas/subscription';

export type StatusIconKind = 'success' | 'warning' | 'error' | 'info';

/**
 * Doc 000 §4: "Subscription status: active (1), cancelled (2), expired (3), undefined (0). Icons:
 * active green check, cancelled orange warning, expired red, not started informational."
 * Undefined (0) is the not-started state; any unknown value is shown like it.
 */
export function subscriptionStatusIcon(status: number | null | undefined): { kind: StatusIconKind; labelKey: string } {
  switch (status) {
    case SubscriptionStatus.Active:
      return { kind: 'success', labelKey: 'subscriptions.status.active' };
    case SubscriptionStatus.Cancelled:
      return { kind: 'warning', labelKey: 'subscriptions.status.cancelled' };
    case SubscriptionStatus.Expired:
      return { kind: 'error', labelKey: 'subscriptions.status.expired' };
    default:
      return { kind: 'info', labelKey: 'subscriptions.status.notStarted' };
  }
}

/** Doc 000 §4: "The subscription list is sorted by status" — by the status number, ascending; stable. */
export function sortByStatus<T extends { status: number }>(subscriptions: readonly T[]): T[] {
  return [...subscriptions].sort((a, b) => a.status - b.status);
}

/**
 * Whether an organization holds an active subscription for a product (Setup Reporting needs one for
 * 'Reporting', doc 000 §6): the subscription is active and it, or one of its items, is for the product.
 */
export function hasActiveSubscriptionFor(
  subscriptions: readonly { status: number; product?: string | null; subscriptionItems?: readonly { product?: string | null }[] | null }[],
  product: string,
): boolean {
  return subscriptions.some(
    (s) => s.status === SubscriptionStatus.Active && (s.product === product || (s.subscriptionItems ?? []).some((i) => i.product === product)),
  );
}

/** Dates of an item as stored and sent (ISO strings). */
export interface DatedItem {
  startDate: string;
  endDate: string;
  cancelledDate?: string | null;
}

/**
 * Doc 000 §4 "Subscription status", computed from dates (our reading, docs/decisions.md): an item
 * whose cancelled date has passed is cancelled (2); otherwise one that has not started is undefined
 * (0, "not started"); one whose end date has passed is expired (3); anything else is active (1).
 */
export function subscriptionItemStatus(item: DatedItem, now: Date): SubscriptionStatus {
  const t = now.getTime();
  if (item.cancelledDate && Date.parse(item.cancelledDate) <= t) return SubscriptionStatus.Cancelled;
  if (Date.parse(item.startDate) > t) return SubscriptionStatus.Undefined;
  if (Date.parse(item.endDate) < t) return SubscriptionStatus.Expired;
  return SubscriptionStatus.Active;
}

/**
 * A subscription's status from its items: active when any item is active; else not started (0)
 * when any item is yet to start; else cancelled when any item was cancelled; else expired. A
 * subscription without items is not started (0).
 */
export function subscriptionStatusOf(items: readonly DatedItem[], now: Date): SubscriptionStatus {
  const statuses = items.map((i) => subscriptionItemStatus(i, now));
  for (const s of [SubscriptionStatus.Active, SubscriptionStatus.Undefined, SubscriptionStatus.Cancelled, SubscriptionStatus.Expired]) {
    if (statuses.includes(s)) return s;
  }
  return SubscriptionStatus.Undefined;
}

/** DPC is also available for a trial once its master application exists (doc 000 §3, product 3). */
const DPC_MASTER_APPLICATION = 'DPC Master Application';

/**
 * Doc 000 §5 "Trial subscription: ... only services that have an endpoint are offered": the products
 * whose endpoint (named as the product) is in the organization's service locations, in the order of
 * the product enum. DPC's endpoints are not in the main location call but under product id 3 (doc 000
 * §3 "The DPC Master Application and DPC Available Region endpoints are under product id 3"): DPC is
 * offered once `dpcEndpoints` (GET …/products/3) carry its master application.
 */
export function trialProducts(
  locations: readonly { endpoints: readonly { endpointName: string }[] }[] | null | undefined,
  dpcEndpoints: readonly { endpointName: string }[] | null | undefined = [],
): Product[] {
  const names = new Set((locations ?? []).flatMap((l) => l.endpoints.map((e) => e.endpointName)));
  const dpcMaster = (dpcEndpoints ?? []).some((e) => e.endpointName === DPC_MASTER_APPLICATION);
  return products.filter((p) => names.has(p) || (p === 'DPC' && dpcMaster));
}

/**
 * Doc 000 §4 "Service tag": "If a subscription exists, the tag shows active or expired." Per product
 * named by a subscription item: true when one of its items is active, false otherwise (expired,
 * cancelled or not yet started all show as not active). Products without an item are absent.
 */
export function subscriptionStateByProduct(
  subscriptions: readonly { subscriptionItems: readonly { product: string; status: number }[] }[],
): Map<string, boolean> {
  const states = new Map<string, boolean>();
  for (const item of subscriptions.flatMap((s) => s.subscriptionItems)) {
    states.set(item.product, (states.get(item.product) ?? false) || item.status === SubscriptionStatus.Active);
  }
  return states;
}
