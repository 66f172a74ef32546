import { subscriptionStateByProduct } from '../../domain/status/subscription';
import type { OrganizationDetail } from './useOrganizationDetail';
import { serviceNames, ServiceTags, type ServiceTagInput } from './ServiceTags';
import { dpcServiceTag } from '../../domain/status/provisioning';
import { useDpcStatus } from './dpcQueries';

/** The DPC service's name on its tag. */
const DPC_SERVICE_NAME = 'DPC';
import { useSubscriptions } from './subscriptionQueries';

/**
 * The Overview's service tags fed with the subscriptions (doc 000 §4): a service with a subscription
 * item shows active or expired; the others keep their provisioning tag. Subscriptions are read only
 * by those who may see the Subscriptions tab (others keep the provisioning tags). The DPC tag follows
 * the DPC overall provisioning status when no DPC subscription decides it (nothing while DPC was
 * never provisioned).
 */
export function SubscribedServiceTags({ orgId, detail }: { orgId: number; detail: OrganizationDetail }) {
  const canRead = detail.tabs.includes('subscriptions');
  const subscriptions = useSubscriptions(orgId, canRead);
  const states = subscriptionStateByProduct(canRead ? (subscriptions.data ?? []) : []);
  const names = [...new Set([...serviceNames(detail.locations.data ?? []), ...states.keys()])];
  const dpc = useDpcStatus(orgId);
  // A DPC subscription decides the tag like any other; without one, the DPC overall status does.
  const dpcTag = states.has(DPC_SERVICE_NAME) ? null : dpcServiceTag(dpc.status.data?.overallStatus);
  const services = names.filter((n) => !(dpcTag && n === DPC_SERVICE_NAME)).map((name): ServiceTagInput => ({ name, subscriptionActive: states.get(name) }));
  return (
    <ServiceTags services={dpcTag ? [...services, { name: DPC_SERVICE_NAME, tag: dpcTag }] : services} />
  );
}
