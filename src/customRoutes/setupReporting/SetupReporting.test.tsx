import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profiles } from '../../domain/testing/profiles';
import { resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { resetSubscriptions } from '../../../tests/msw/subscriptions';
import { renderApp } from '../../../tests/setup/renderApp';

beforeEach(() => {
  resetHierarchyData();
  resetSubscriptions();
});

const toolbar = () => screen.findByRole('toolbar', { name: 'Organization commands' });

describe('Setup Reporting (doc 000 §6)', () => {
  it('shows for a sysadmin when the organization has an active reporting subscription and opens /{parentOrgId}/setup/{orgId}', async () => {
    await renderApp({ profile: profiles.rootSysadmin(), path: '/hierarchy/30' });
    const link = await within(await toolbar()).findByRole('link', { name: 'Setup Reporting' });
    expect(link).toHaveAttribute('href', '/20/setup/30');
    expect(requests.find('GET', '/svc/account/api/v1.0/subscriptions/organizations/30').length).toBeGreaterThan(0);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Set up Reporting' })).toBeInTheDocument();
    expect(await screen.findByText('Organization: Wingtip Holdings')).toBeInTheDocument();
  });

  it('is absent without an active reporting subscription', async () => {
    await renderApp({ profile: profiles.rootSysadmin(), path: '/hierarchy/20' });
    const bar = await toolbar();
    await screen.findAllByText(/Northwind Partners/);
    expect(within(bar).queryByRole('link', { name: 'Setup Reporting' })).not.toBeInTheDocument();
  });
});
