import { ErrorBar } from '../../../components/ErrorBar';
import { subscriptionStateByProduct } from '../../../domain/status/subscription';
import type { OrganizationDetail } from '../detail/useOrganizationDetail';
import { serviceNames, ServiceTags } from '../detail/ServiceTags';
import { useSubscriptions } from './subscriptionQueries';

/**
 * The Overview's service tags fed with the subscriptions (doc 000 §4): a service with a subscription
 * item shows active or expired; the others keep their provisioning tag. Subscriptions are read only
 * by those who may see the Subscriptions tab (others keep the provisioning tags).
 */
export function SubscribedServiceTags({ orgId, detail }: { orgId: number; detail: OrganizationDetail }) {
  const canRead = detail.tabs.includes('subscriptions');
  const subscriptions = useSubscriptions(orgId, canRead);
  const states = subscriptionStateByProduct(canRead ? (subscriptions.data ?? []) : []);
  const names = [...new Set([...serviceNames(detail.locations.data ?? []), ...states.keys()])];
  return (
    <>
      <ErrorBar error={subscriptions.error} messageKey="subscriptions.error.failedToLoad" onRetry={() => subscriptions.refetch()} />
      <ServiceTags services={names.map((name) => ({ name, subscriptionActive: states.get(name) }))} />
    </>
  );
}
