import { screen } from '@testing-library/react';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderAppAs } from '../../../tests/setup/sandboxRender';

const backend = useSandboxBackend();
// Seeded: an active reporting subscription, an expired availability one, and a Radar endpoint without a subscription.
const lamna = 'Lamna Healthcare';

describe('Overview service tags fed with the subscriptions (doc 000 §4)', () => {
  it('shows active or expired for subscribed services and the provisioning tag for the others', async () => {
    const orgId = backend.people.orgId(lamna);
    await renderAppAs(backend, 'tms.admin@sandbox.test', { path: `/hierarchy/${orgId}` });
    expect(await screen.findByText('Reporting: active')).toBeInTheDocument();
    expect(screen.getByText('Availability: expired')).toBeInTheDocument();
    expect(screen.getByText('Radar: provisioned')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/account/api/v1.0/subscriptions/organizations/${orgId}`).length).toBeGreaterThan(0);
  });

  it('keeps the provisioning tags and shows "Failed to load subscriptions" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => errorAnswer(503, 'billing offline')));
    await renderAppAs(backend, 'tms.admin@sandbox.test', { path: `/hierarchy/${backend.people.orgId(lamna)}` });
    expect(await screen.findByText(/Failed to load subscriptions - billing offline/)).toBeInTheDocument();
    expect(screen.getByText('Radar: provisioned')).toBeInTheDocument();
  });
});
