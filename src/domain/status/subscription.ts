/** Doc 000 §4 "Subscription status" and the subscription list order. */
import { SubscriptionStatus } from '../schemas/subscription';

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
    (s) =>
      s.status === SubscriptionStatus.Active &&
      (s.product === product || (s.subscriptionItems ?? []).some((i) => i.product === product)),
  );
}
