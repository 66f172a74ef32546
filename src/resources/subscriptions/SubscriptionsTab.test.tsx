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

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('Subscriptions tab', () => {
  it('lists the subscriptions sorted by status with their icon word and dates "Do MMMM YYYY"', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/subscriptions' });
    const table = await screen.findByRole('table', { name: 'Subscriptions of Contoso Ltd' });
    expect(requests.find('GET', '/svc/account/api/v1.0/subscriptions/organizations/40').length).toBeGreaterThan(0);
    const rows = rowsOf(table);
    expect(rows.map((r) => r[0])).toEqual(['Active', 'Cancelled', 'Expired']);
    expect(rows[0]).toEqual(['Active', 'Reporting plan', 'contoso', 'Availability', '3rd February 2026', '2nd February 2027', '', '2', 'Edit']);
    expect(table.querySelector('[data-status="success"] svg')).not.toBeNull();
    expect(table.querySelector('[data-status="warning"] svg')).not.toBeNull();
    expect(table.querySelector('[data-status="error"] svg')).not.toBeNull();
  });

  it('opens the items of a subscription at /subscriptions/{id} and comes back', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/subscriptions' });
    await userEvent.click(await screen.findByRole('link', { name: 'Show the items of Reporting plan' }));
    const items = await screen.findByRole('table', { name: 'Items of Reporting plan' });
    expect(rowsOf(items)).toEqual([
      ['Active', 'Availability', 'Core', '3rd February 2026', '2nd February 2027', '', 'Paid', '25'],
      ['Expired', 'Adoption', 'O365', '1st May 2026', '1st June 2026', '', 'Trial', '1'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'All subscriptions' }));
    expect(await screen.findByRole('table', { name: 'Subscriptions of Contoso Ltd' })).toBeInTheDocument();
  });

  it('says so for an unknown subscription id', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/subscriptions/999' });
    expect(await screen.findByText('This subscription does not exist for this organization.')).toBeInTheDocument();
  });

  it('shows "Failed to load subscriptions" with the server message, and retries', async () => {
    let fail = true;
    server.use(http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => (fail ? errorAnswer(500, 'billing offline') : undefined)));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41/subscriptions' });
    expect(await screen.findByText(/Failed to load subscriptions/)).toBeInTheDocument();
    expect(screen.getByText(/billing offline/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('This organization has no subscriptions.')).toBeInTheDocument();
    await waitFor(() => expect(requests.find('GET', '/svc/account/api/v1.0/subscriptions/organizations/41').length).toBeGreaterThanOrEqual(2));
  });
});
