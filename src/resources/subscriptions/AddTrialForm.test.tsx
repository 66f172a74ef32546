import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const posts = () => requests.all().filter((r) => r.method === 'POST').map((r) => `${r.method} ${r.path}`);

describe('Add trial (/hierarchy/{orgId}/add-trial/)', () => {
  it('offers only services with an endpoint, creates the subscription then its item, and says so', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/add-trial/' });
    const modal = await screen.findByRole('dialog');
    const group = await within(modal).findByRole('radiogroup', { name: 'Service' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Reporting']);
    const submit = within(modal).getByRole('button', { name: 'Add trial' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'Reporting' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Trial added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Reporting: active')).toBeInTheDocument();
    expect(posts()).toEqual(['POST /svc/account/api/v1.0/organizations/40/subscriptions/managed', 'POST /svc/account/api/v1.0/subscriptions/500/managed']);
    const [sub] = requests.find('POST', '/svc/account/api/v1.0/organizations/40/subscriptions/managed');
    expect(sub.json()).toEqual({
      tenantName: 'contoso.onmicrosoft.com', description: 'Trial subscription for Reporting', notes: '',
      paymentType: 'Child', recurrenceType: 'None', paymentProvider: 'Other',
    });
    expect(requests.find('POST', '/svc/account/api/v1.0/subscriptions/500/managed')[0].json()).toEqual({ quantity: 1, product: 'Reporting', feature: 'Core', subscriptionType: 'Trial' });
  });

  it('shows "Error creating trial subscription: …" and keeps the choice; the item is not sent', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations/:org/subscriptions/managed'), () => errorAnswer(400, 'No service endpoint')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/add-trial/' });
    const modal = await screen.findByRole('dialog');
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Reporting' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add trial' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Error creating trial subscription: No service endpoint');
    expect(within(modal).getByRole('radio', { name: 'Reporting' })).toBeChecked();
    expect(posts()).toEqual(['POST /svc/account/api/v1.0/organizations/40/subscriptions/managed']);
  });
});
