import { SubscriptionsTab } from '../../src/resources/subscriptions/SubscriptionsTab';
import { renderScreenAs } from './renderScreen';
import type { SandboxBackend } from './sandboxBackend';

/** An organization's Subscriptions tab, at its address in the hierarchy page (which mounts it for a visible tab). */
export function openSubscriptionsTab(backend: SandboxBackend, org: string, as = 'tms.admin@sandbox.test', rest = '') {
  const orgId = backend.people.orgId(org);
  return renderScreenAs(backend, as, <SubscriptionsTab orgId={orgId} orgName={org} />, {
    path: `/hierarchy/${orgId}/subscriptions${rest}`,
    route: '/hierarchy/*',
    access: 'hierarchy',
  });
}
