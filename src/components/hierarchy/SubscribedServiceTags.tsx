import { subscriptionStateByProduct } from '../../domain/status/subscription';
import { dpcServiceTag, REPORTING_ENDPOINT_NAME, reportingServiceTag } from '../../domain/status/provisioning';
import { useSignupStatus } from '../../resources/organizations/dataCollection/dataCollectionQueries';
import type { OrganizationDetail } from '../../resources/organizations/useOrganizationDetail';
import { serviceNames, ServiceTags, type ServiceTagInput } from './ServiceTags';
import { useDpcStatus } from '../../resources/subscriptions/dpcQueries';
import { useSubscriptions } from '../../resources/subscriptions/subscriptionQueries';

/** The DPC service's name on its tag. */
const DPC_SERVICE_NAME = 'DPC';

/**
 * The Overview's service tags fed with the subscriptions (doc 000 §4): a service with a subscription
 * item shows active or expired; the others keep their provisioning tag. Subscriptions are read only
 * by those who may see the Subscriptions tab (others keep the provisioning tags). Without a
 * subscription, the DPC tag follows the DPC overall provisioning status (nothing while DPC was never
 * provisioned) and the Reporting tag the sign-up status (in progress, failed, provisioned-inactive
 * on hold, not signed up: `reportingServiceTag`), never green for its endpoint alone.
 */
export function SubscribedServiceTags({ orgId, detail }: { orgId: number; detail: OrganizationDetail }) {
  const canRead = detail.tabs.includes('subscriptions');
  const subscriptions = useSubscriptions(orgId, canRead);
  const states = subscriptionStateByProduct(canRead ? (subscriptions.data ?? []) : []);
  const locationNames = serviceNames(detail.locations.data ?? []);
  const names = [...new Set([...locationNames, ...states.keys()])];
  const dpc = useDpcStatus(orgId);
  const signup = useSignupStatus(orgId, !states.has(REPORTING_ENDPOINT_NAME));
  // A subscription decides a tag like any other; without one, DPC and Reporting follow their provisioning.
  const decided = new Map<string, ServiceTagInput['tag']>();
  if (!states.has(DPC_SERVICE_NAME)) decided.set(DPC_SERVICE_NAME, dpcServiceTag(dpc.status.data?.overallStatus));
  if (!states.has(REPORTING_ENDPOINT_NAME)) {
    decided.set(REPORTING_ENDPOINT_NAME, reportingServiceTag(signup.data, locationNames.includes(REPORTING_ENDPOINT_NAME)));
  }
  const services = names.filter((n) => !decided.has(n)).map((name): ServiceTagInput => ({ name, subscriptionActive: states.get(name) }));
  const provisioning = [...decided].filter(([, tag]) => tag).map(([name, tag]): ServiceTagInput => ({ name, tag }));
  return <ServiceTags services={[...services, ...provisioning]} />;
}
