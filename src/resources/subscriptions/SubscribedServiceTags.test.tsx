import { screen } from '@testing-library/react';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import HierarchyPage from '../../customRoutes/hierarchy/HierarchyPage';

const backend = useSandboxBackend();
// Seeded: an active reporting subscription, an expired availability one, and a Radar endpoint without a subscription.
const lamna = 'Lamna Healthcare';
/** The hierarchy page at `/hierarchy/{orgId}{rest}`, as <App> mounts it. */
const openHierarchy = (org: string, as = 'tms.admin@sandbox.test', rest = '') =>
  renderScreenAs(backend, as, <HierarchyPage />, {
    path: `/hierarchy/${backend.people.orgId(org)}${rest}`,
    route: '/hierarchy/*',
    access: 'hierarchy',
  });

describe('Overview service tags fed with the subscriptions (doc 000 §4)', () => {
  it('shows active or expired for subscribed services and the provisioning tag for the others', async () => {
    const orgId = backend.people.orgId(lamna);
    await openHierarchy(lamna);
    expect(await screen.findByText('Reporting: active')).toBeInTheDocument();
    expect(screen.getByText('Availability: expired')).toBeInTheDocument();
    expect(screen.getByText('Radar: provisioned')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/account/api/v1.0/subscriptions/organizations/${orgId}`).length).toBeGreaterThan(0);
  });

  it('keeps the provisioning tags and shows "Failed to load subscriptions" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => errorAnswer(503, 'billing offline')));
    await openHierarchy(lamna);
    expect(await screen.findByText(/Failed to load subscriptions - billing offline/)).toBeInTheDocument();
    // The tags come from the provisioning status, a request of its own that may answer after the failed list.
    expect(await screen.findByText('Radar: provisioned')).toBeInTheDocument();
  });
});

describe('the Reporting tag follows the sign-up status when no subscription decides it (doc 000 §4)', () => {
  // Seeded: Humongous Insurance has a Reporting endpoint, no Reporting subscription, is Not Signed Up and
  // its provisioning fails at the database update. The tests run in order on one sandbox.
  const humongous = 'Humongous Insurance';
  const db = () => backend.sandbox.db;
  const open = (org: string, as = 'tms.admin@sandbox.test') => openHierarchy(org, as);
  const reportingItems = (org: string) =>
    db()
      .prepare(
        `SELECT COUNT(*) FROM subscription_items i JOIN subscriptions s ON s.id = i.subscription_id
    WHERE s.organization_id = ? AND i.product = 'Reporting'`,
      )
      .pluck()
      .get(backend.people.orgId(org));
  const endpoints = (org: string) =>
    db().prepare('SELECT endpoint_name FROM service_endpoints WHERE organization_id = ?').pluck().all(backend.people.orgId(org));
  const startInit = (org: string, startedOn: string, seconds: number) =>
    db()
      .prepare(
        `UPDATE data_collection SET sign_up_status = 2,
    init_started_on_utc = ?, init_seconds = ? WHERE organization_id = ?`,
      )
      .run(startedOn, seconds, backend.people.orgId(org));

  it('shows "not signed up", not green "provisioned", for a listed Reporting endpoint without a sign-up', async () => {
    expect(endpoints(humongous)).toContain('Reporting');
    expect(reportingItems(humongous)).toBe(0);
    await open(humongous);
    expect(await screen.findByText('Reporting: not signed up')).toBeInTheDocument();
    expect(screen.queryByText('Reporting: provisioned')).not.toBeInTheDocument();
    expect(requests.all().filter((r) => r.method === 'GET' && r.path.endsWith('/api/Signup/Status')).length).toBeGreaterThan(0);
  });

  it('shows "in progress" while the provisioning runs', async () => {
    startInit(humongous, new Date().toISOString(), 3600);
    await open(humongous);
    expect(await screen.findByText('Reporting: in progress')).toBeInTheDocument();
  });

  it('shows red "failed" with the support hint after a failed provisioning', async () => {
    startInit(humongous, '2025-01-01T00:00:00Z', 4);
    await open(humongous);
    expect(await screen.findByText('Reporting: failed')).toBeInTheDocument();
    expect(screen.getByText('Provisioning failed: contact support')).toBeInTheDocument();
  });

  it('shows "provisioned, inactive" for a signed-up organization on hold when no subscription is known', async () => {
    // Lamna Healthcare is on hold; without its subscriptions (the list fails) the sign-up status decides.
    server.use(http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => errorAnswer(503, 'billing offline')));
    await open(lamna);
    expect(await screen.findByText('Reporting: provisioned, inactive')).toBeInTheDocument();
  });
});
