import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AuthProvider } from 'react-admin';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { makeInvite, peopleData, resetPeopleData, roleRef } from '../../../tests/msw/peopleData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { fakeAuthProvider } from '../../../tests/setup/fakes';
import { renderApp } from '../../../tests/setup/renderApp';

const noRoles = profiles.noRoles();
const inviteId = 'ffffffff-0000-4000-8000-000000000001';

beforeEach(() => {
  resetPeopleData();
  peopleData.myInvites = [
    makeInvite({ inviteId, userId: noRoles.userId, organizationName: 'Contoso Ltd', roles: [roleRef('r-sys')] }),
    makeInvite({ inviteId: 'ffffffff-0000-4000-8000-000000000002', userId: noRoles.userId, organizationName: 'Old Org', status: 3 }),
  ];
});

describe('My Invitations to Associate (/invitations)', () => {
  it('lists the pending invitations of a user without any role', async () => {
    await renderApp({ profile: noRoles, path: '/invitations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invitations to Associate' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Contoso Ltd' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('System Administrator')).toBeInTheDocument();
    expect(within(row).getByText('1st February 2026')).toBeInTheDocument();
    expect(screen.queryByText('Old Org')).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/users/me/invites')).toHaveLength(1);
  });

  it('accepts an invitation, then offers to sign in again to get the new role', async () => {
    const login = vi.fn(async () => undefined);
    const authProvider: AuthProvider = { ...fakeAuthProvider(noRoles), login };
    await renderApp({ profile: noRoles, path: '/invitations', authProvider });
    const row = (await screen.findByRole('cell', { name: 'Contoso Ltd' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/You are now associated with Contoso Ltd/)).toBeInTheDocument();
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/users/me/invites/${inviteId}/accept`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ returnTo: '/associations' }));
  });

  it('declines an invitation', async () => {
    await renderApp({ profile: noRoles, path: '/invitations' });
    const row = (await screen.findByRole('cell', { name: 'Contoso Ltd' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation from Contoso Ltd.')).toBeInTheDocument();
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/users/me/invites/${inviteId}/decline`)).toHaveLength(1);
  });

  it('keeps a failure on the invitation', async () => {
    server.use(http.put(accountUrl('/api/v1.0/users/me/invites/:id/accept'), () => errorAnswer(409, 'The invite was cancelled')));
    await renderApp({ profile: noRoles, path: '/invitations' });
    const row = (await screen.findByRole('cell', { name: 'Contoso Ltd' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Failed to accept the invitation - The invite was cancelled');
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('says so when nothing waits', async () => {
    peopleData.myInvites = [];
    await renderApp({ profile: noRoles, path: '/invitations' });
    expect(await screen.findByText('You have no invitations waiting.')).toBeInTheDocument();
  });
});
