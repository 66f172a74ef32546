import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { identityUrl } from '../../../tests/msw/identity';
import { peopleData } from '../../../tests/msw/peopleData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderManageAssociations } from './testSupport';

const openInvitations = async () => userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
const inviteRow = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('Manage associations: Invitations tab', () => {
  it('lists only the pending invites of the organization', async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    await openInvitations();
    const robin = await inviteRow('robin@contoso.example');
    expect(within(robin).getByText('1st February 2026')).toBeInTheDocument();
    expect(within(robin).getByRole('button', { name: 'Cancel invite' })).toBeEnabled();
    expect(screen.queryByText('old@contoso.example')).not.toBeInTheDocument();
  });

  it('invites by e-mail with a role: identity createinvite, then the organization invite', async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    await openInvitations();
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new.person@contoso.example');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Account Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation sent to new.person@contoso.example.')).toBeInTheDocument();
    const [create] = requests.find('POST', '/svc/identity/users/createinvite');
    expect(create.json()).toEqual({ organizationId: 40, email: 'new.person@contoso.example', roles: ['r-acc'] });
    const [invite] = requests.find('POST', '/svc/account/api/v1.1/organizations/40/invites');
    const userId = peopleData.users.find((u) => u.email === 'new.person@contoso.example')!.id;
    expect(invite.json()).toEqual({ userId, roles: ['r-acc'] });
    expect(await inviteRow('new.person@contoso.example')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it('refuses a second invite to a pending address with "User already has a pending invite", and an invite without a role', async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    await openInvitations();
    await inviteRow('robin@contoso.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Robin@Contoso.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('User already has a pending invite')).toBeInTheDocument();
    expect(screen.getByText('Select at least one role.')).toBeInTheDocument();
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('Robin@Contoso.example');
  });

  it("shows the service's refusal in a bar and keeps what was typed", async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    await openInvitations();
    await inviteRow('robin@contoso.example');
    // pending elsewhere: the console does not know, the service refuses
    peopleData.invites.push({ ...peopleData.invites[0], inviteId: 'x', id: 'x', userId: peopleData.users[0].id, userEmail: 'jordan.lee@contoso.example' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jordan.lee@contoso.example');
    await userEvent.click(screen.getByRole('checkbox', { name: 'System Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send invite - User already has a pending invite');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jordan.lee@contoso.example');
    expect(requests.find('POST', '/svc/account/api/v1.1/organizations/40/invites')).toHaveLength(0);
  });

  it('cancels an invite: "Cancelling", then removed from the pending list', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(accountUrl('/api/v1.0/invites/:id/cancel'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return undefined;
      }),
    );
    await renderManageAssociations(profiles.tmsAdmin());
    await openInvitations();
    await userEvent.click(within(await inviteRow('robin@contoso.example')).getByRole('button', { name: 'Cancel invite' }));
    // The confirmation first: Cancel there sends nothing; Confirm cancels the invite.
    const ask = await screen.findByRole('dialog', { name: 'Cancel the invite?' });
    expect(ask).toHaveTextContent('The invitation of robin@contoso.example to');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel the invite?' })).not.toBeInTheDocument());
    expect(requests.find('PUT', '/svc/account/api/v1.0/invites/aaaaaaaa-0000-4000-8000-000000000001/cancel')).toHaveLength(0);
    await userEvent.click(within(await inviteRow('robin@contoso.example')).getByRole('button', { name: 'Cancel invite' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the invite?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Cancelling' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByText('robin@contoso.example')).not.toBeInTheDocument());
    expect(requests.find('PUT', '/svc/account/api/v1.0/invites/aaaaaaaa-0000-4000-8000-000000000001/cancel')).toHaveLength(1);
  });

  it('keeps a cancel failure on that invite only', async () => {
    server.use(http.put(accountUrl('/api/v1.0/invites/:id/cancel'), () => errorAnswer(409, 'Invite already accepted')));
    await renderManageAssociations(profiles.tmsAdmin(), {}, () => {
      peopleData.invites.push({ ...peopleData.invites[0], inviteId: 'i-2', id: 'i-2', userEmail: 'sam@contoso.example' });
    });
    await openInvitations();
    const robin = await inviteRow('robin@contoso.example');
    await userEvent.click(within(robin).getByRole('button', { name: 'Cancel invite' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the invite?' })).getByRole('button', { name: 'Confirm' }));
    expect(await within(robin).findByRole('alert')).toHaveTextContent('Failed to cancel invite - Invite already accepted');
    expect(within(await inviteRow('sam@contoso.example')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(robin).getByRole('button', { name: 'Cancel invite' })).toBeEnabled();
  });

  it('disables cancel and invite for a TMS-restricted admin', async () => {
    await renderManageAssociations(profiles.tmsAdmin({ tmsRestricted: true }));
    await openInvitations();
    expect(within(await inviteRow('robin@contoso.example')).getByRole('button', { name: 'Cancel invite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeDisabled();
    expect(screen.getByText(/you cannot send or cancel invitations/)).toBeInTheDocument();
  });
});

describe('Manage associations: User management tab', () => {
  const openTab = async () => userEvent.click(await screen.findByRole('tab', { name: 'User management' }));
  const fill = async (email: string, first: string, last: string) => {
    if (email) await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
    if (first) await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), first);
    if (last) await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), last);
  };

  it('adds a user: identity POST users, then the association, then reloads the list', async () => {
    await renderManageAssociations(profiles.tmsAdmin(), { userManagementAllowed: true });
    await openTab();
    const add = screen.getByRole('button', { name: 'Add user' });
    expect(add).toBeDisabled();
    await fill('pat.new@contoso.example', 'Pat', '');
    expect(add).toBeDisabled();
    await fill('', '', 'New');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(requests.find('POST', '/svc/identity/users')[0].json()).toEqual({
      email: 'pat.new@contoso.example', providerName: 'QT', firstName: 'Pat', lastName: 'New',
    });
    const userId = peopleData.users.find((u) => u.email === 'pat.new@contoso.example')!.id;
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/40/users/${userId}`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Associations' }));
    expect(await screen.findByText('Pat New')).toBeInTheDocument();
  });

  it('says "Failed to add user - <server message>" and keeps the form', async () => {
    server.use(http.post(identityUrl('/users'), () => errorAnswer(400, 'The e-mail address is not valid')));
    await renderManageAssociations(profiles.tmsAdmin(), { userManagementAllowed: true });
    await openTab();
    await fill('pat@contoso', 'Pat', 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(/Must be a valid email/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await fill('pat@contoso.test', '', '');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add user - The e-mail address is not valid');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Pat');
  });

  it('falls back to the catalogue text when the service gives no message', async () => {
    server.use(http.post(identityUrl('/users'), () => new Response(null, { status: 500 })));
    await renderManageAssociations(profiles.tmsAdmin(), { userManagementAllowed: true });
    await openTab();
    await fill('pat@contoso.test', 'Pat', 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add user - The user could not be added to the organization. Check the e-mail address and names, then try again.',
    );
  });
});
