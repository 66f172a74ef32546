import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { roleIds } from '../../../tests/server';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { fakeAuthProvider } from '../../../tests/setup/fakes';
import { renderScreenAs, type ScreenOptions } from '../../../tests/setup/renderScreen';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import MyInvitationList from './MyInvitationList';

const backend = useSandboxBackend();
const nora = 'no.roles@sandbox.test';
/** The page as <App> mounts it at /invitations. */
const open = (as: string, options: Partial<ScreenOptions> = {}) =>
  renderScreenAs(backend, as, <MyInvitationList />, {
    path: '/invitations',
    route: '/invitations',
    access: 'myInvitations',
    resource: 'myInvitations',
    ...options,
  });
const rowOf = async (org: string) => (await screen.findByRole('cell', { name: org })).closest('tr') as HTMLElement;

/** A TMS admin invites Nora to `org` (the sandbox's own route); returns the invite id. */
async function inviteNora(org: string): Promise<string> {
  const answer = await backend.sandbox.app.inject({
    method: 'POST',
    url: `/svc/account/api/v1.1/organizations/${backend.people.orgId(org)}/invites`,
    headers: await backend.sandbox.authHeader('tms.admin@sandbox.test'),
    payload: { userId: backend.people.user(nora).id, roles: [roleIds.sysadmin] },
  });
  expect(answer.statusCode).toBe(201);
  return (answer.json() as { inviteId: string }).inviteId;
}

describe('My Invitations to Associate (/invitations)', () => {
  it('lists the pending invitations of a user without any role', async () => {
    const [seeded] = backend.sandbox.db
      .prepare('SELECT id FROM invites WHERE user_id = ? AND status = 0')
      .pluck()
      .all(backend.people.user(nora).id) as string[];
    backend.sandbox.db.prepare("UPDATE invites SET created_on_utc = '2026-02-01T09:00:00Z' WHERE id = ?").run(seeded);
    const cancelled = await inviteNora('Relecloud');
    await backend.sandbox.app.inject({
      method: 'PUT',
      url: `/svc/account/api/v1.0/invites/${cancelled}/cancel`,
      headers: await backend.sandbox.authHeader('tms.admin@sandbox.test'),
    });
    await open(nora);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invitations to Associate' })).toBeInTheDocument();
    const row = await rowOf('Coho Winery');
    expect(within(row).getByText('Account Administrator')).toBeInTheDocument();
    expect(within(row).getByText('1st February 2026')).toBeInTheDocument();
    expect(screen.queryByText('Relecloud')).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/users/me/invites')).toHaveLength(1);
  });

  it('accepts an invitation, then offers to sign in again to get the new role', async () => {
    const inviteId = await inviteNora('Lucerne Publishing');
    const { profile } = await backend.signIn(nora);
    const login = vi.fn(async () => undefined);
    await open(nora, { authProvider: { ...fakeAuthProvider(profile), login } });
    const row = await rowOf('Lucerne Publishing');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/You are now associated with Lucerne Publishing/)).toBeInTheDocument();
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/users/me/invites/${inviteId}/accept`)).toHaveLength(1);
    expect(backend.people.members(backend.people.orgId('Lucerne Publishing')).find((m) => m.email === nora)?.roles).toEqual(['System Administrator']);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ returnTo: '/associations' }));
  });

  it('declines an invitation', async () => {
    const inviteId = await inviteNora('Trey Research');
    await open(nora);
    const row = await rowOf('Trey Research');
    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation from Trey Research.')).toBeInTheDocument();
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/users/me/invites/${inviteId}/decline`)).toHaveLength(1);
  });

  it('keeps a failure on the invitation', async () => {
    server.use(http.put(accountUrl('/api/v1.0/users/me/invites/:id/accept'), () => errorAnswer(409, 'The invite was cancelled')));
    await open(nora);
    const row = await rowOf('Coho Winery');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Failed to accept the invitation - The invite was cancelled');
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('says so when nothing waits', async () => {
    await open('customer.admin@sandbox.test');
    expect(await screen.findByText('You have no invitations waiting.')).toBeInTheDocument();
  });
});
