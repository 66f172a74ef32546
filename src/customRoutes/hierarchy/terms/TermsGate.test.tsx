import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profiles } from '../../../domain/testing/profiles';
import { hierarchyData, resetHierarchyData } from '../../../../tests/msw/hierarchyData';
import { requests } from '../../../../tests/msw/recorder';
import { renderApp } from '../../../../tests/setup/renderApp';

const checks = (id: number) => requests.find('GET', `/svc/reporting-us/api/tenants/${id}/isPoliciesAccepted`);
const later = { timeout: 5000 };

beforeEach(() => {
  resetHierarchyData();
  hierarchyData.policiesAccepted.delete(40);
});

describe('policy check and terms dialog', () => {
  it('checks 2.5 s after the organization appears, shows the dialog, and records Agree', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await screen.findByRole('heading', { level: 2, name: 'Contoso Ltd' });
    expect(checks(40)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Quadrant Nova' }, later);
    expect(checks(40)).toHaveLength(1);
    expect(within(dialog).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Terms of Use', 'Privacy Policy', 'Software Transaction Agreement', 'Data Processing Addendum',
    ]);
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', {
      name: 'I have read, understood, and accepted the Terms of Use, Privacy Policy, Software Transaction Agreement, and Data Processing Addendum',
    }));
    await userEvent.click(agree);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('PATCH', '/svc/reporting-us/api/tenants/40/acceptPolicies')).toHaveLength(1);
    await waitFor(() => expect(checks(40)).toHaveLength(2), later);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dismisses with Cancel and does not show it again for that organization', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Quadrant Nova' }, later);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: 'Config' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find('PATCH', '/svc/reporting-us/api/tenants/40/acceptPolicies')).toHaveLength(0);
  });

  it('starts again when another organization is selected before the check ran', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await screen.findByRole('heading', { level: 2, name: 'Contoso Ltd' });
    await userEvent.click(within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Coho Winery/ }));
    await waitFor(() => expect(checks(41)).toHaveLength(1), later);
    expect(checks(40)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
