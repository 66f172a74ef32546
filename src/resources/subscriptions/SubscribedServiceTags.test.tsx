import { screen } from '@testing-library/react';
import { http } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { resetSubscriptions } from '../../../tests/msw/subscriptions';
import { renderApp } from '../../../tests/setup/renderApp';

beforeEach(() => {
  resetHierarchyData();
  resetSubscriptions();
});

describe('Overview service tags fed with the subscriptions (doc 000 §4)', () => {
  it('shows active or expired for subscribed services and the provisioning tag for the others', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    expect(await screen.findByText('Availability: active')).toBeInTheDocument();
    expect(screen.getByText('Radar: expired')).toBeInTheDocument();
    expect(screen.getByText('Adoption: expired')).toBeInTheDocument();
    expect(screen.getByText('Reporting: provisioned')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/subscriptions/organizations/40').length).toBeGreaterThan(0);
  });

  it('keeps the provisioning tags and shows "Failed to load subscriptions" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => errorAnswer(503, 'billing offline')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    expect(await screen.findByText(/Failed to load subscriptions - billing offline/)).toBeInTheDocument();
    expect(screen.getByText('Reporting: provisioned')).toBeInTheDocument();
  });
});
