import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { roleIds } from '../../../tests/server';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderManageAssociations } from '../../../tests/setup/manageAssociations';

const backend = useSandboxBackend();
const contoso = 'Contoso Pharmaceuticals';
const admin = 'tms.admin@sandbox.test';
const openInvitations = async () => userEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
const inviteRow = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
const pending = (org: string) => backend.people.invites(backend.people.orgId(org));

describe('Manage associations: Invitations tab', () => {
  it('lists only the pending invites of the organization', async () => {
    const orgId = backend.people.orgId(contoso);
    const [first, second] = pending(contoso);
    backend.sandbox.db.prepare("UPDATE invites SET created_on_utc = '2026-02-01T09:00:00Z' WHERE id = ?").run(first.inviteId);
    await renderManageAssociations(backend, admin, contoso);
    await openInvitations();
    const row = await inviteRow(first.email);
    expect(within(row).getByText('1st February 2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel invite' })).toBeEnabled();
    expect(await inviteRow(second.email)).toBeInTheDocument();
    const settled = [...backend.people.invites(orgId, 2), ...backend.people.invites(orgId, 3)];
    expect(settled.length).toBeGreaterThan(0);
    for (const s of settled) expect(screen.queryByText(s.email)).not.toBeInTheDocument();
  });

  it('invites by e-mail with a role: identity createinvite, then the organization invite', async () => {
    const { orgId } = await renderManageAssociations(backend, admin, contoso);
    await openInvitations();
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new.person@contoso.example');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Account Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation sent to new.person@contoso.example.')).toBeInTheDocument();
    const [create] = requests.find('POST', '/svc/identity/users/createinvite');
    expect(create.json()).toEqual({ organizationId: orgId, email: 'new.person@contoso.example', roles: [roleIds.accountadmin] });
    const [invite] = requests.find('POST', `/svc/account/api/v1.1/organizations/${orgId}/invites`);
    expect(invite.json()).toEqual({ userId: backend.people.user('new.person@contoso.example').id, roles: [roleIds.accountadmin] });
    expect(await inviteRow('new.person@contoso.example')).toBeInTheDocument();
    expect(pending(contoso).map((i) => i.email)).toContain('new.person@contoso.example');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it('refuses a second invite to a pending address with "User already has a pending invite", and an invite without a role', async () => {
    const [invited] = pending(contoso);
    await renderManageAssociations(backend, admin, contoso);
    await openInvitations();
    await inviteRow(invited.email);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), invited.email.toUpperCase());
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('User already has a pending invite')).toBeInTheDocument();
    expect(screen.getByText('Select at least one role.')).toBeInTheDocument();
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(invited.email.toUpperCase());
  });

  it("shows the service's refusal in a bar and keeps what was typed", async () => {
    const { orgId } = await renderManageAssociations(backend, admin, contoso);
    await openInvitations();
    await inviteRow(pending(contoso)[0].email);
    // Another administrator invites her meanwhile: the console does not know, the service refuses.
    const outsider = backend.people.user('theo.patel@litwaresecurity.com');
    const meanwhile = await backend.sandbox.app.inject({
      method: 'POST',
      url: `/svc/account/api/v1.1/organizations/${orgId}/invites`,
      headers: await backend.sandbox.authHeader(admin),
      payload: { userId: outsider.id, roles: [roleIds.sysadmin] },
    });
    expect(meanwhile.statusCode).toBe(201);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), outsider.email);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'System Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send invite - User already has a pending invite');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(outsider.email);
    expect(requests.find('POST', `/svc/account/api/v1.1/organizations/${orgId}/invites`)).toHaveLength(0);
  });

  it('cancels an invite: "Cancelling", then removed from the pending list', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(accountUrl('/api/v1.0/invites/:id/cancel'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return undefined; // then the sandbox answers
      }),
    );
    const [invite] = pending('Woodgrove Insurance');
    const cancelPath = `/svc/account/api/v1.0/invites/${invite.inviteId}/cancel`;
    await renderManageAssociations(backend, admin, 'Woodgrove Insurance');
    await openInvitations();
    await userEvent.click(within(await inviteRow(invite.email)).getByRole('button', { name: 'Cancel invite' }));
    // The confirmation first: Cancel there sends nothing; Confirm cancels the invite.
    const ask = await screen.findByRole('dialog', { name: 'Cancel the invite?' });
    expect(ask).toHaveTextContent(`The invitation of ${invite.email} to`);
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel the invite?' })).not.toBeInTheDocument());
    expect(requests.find('PUT', cancelPath)).toHaveLength(0);
    await userEvent.click(within(await inviteRow(invite.email)).getByRole('button', { name: 'Cancel invite' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the invite?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Cancelling' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByText(invite.email)).not.toBeInTheDocument());
    expect(requests.find('PUT', cancelPath)).toHaveLength(1);
    expect(pending('Woodgrove Insurance').map((i) => i.inviteId)).not.toContain(invite.inviteId);
  });

  it('keeps a cancel failure on that invite only', async () => {
    server.use(http.put(accountUrl('/api/v1.0/invites/:id/cancel'), () => errorAnswer(409, 'Invite already accepted')));
    const [first, second] = pending('Blue Yonder Airlines');
    await renderManageAssociations(backend, admin, 'Blue Yonder Airlines');
    await openInvitations();
    const row = await inviteRow(first.email);
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel invite' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the invite?' })).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Failed to cancel invite - Invite already accepted');
    expect(within(await inviteRow(second.email)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel invite' })).toBeEnabled();
  });

  it('disables cancel and invite for a TMS-restricted admin', async () => {
    const [invite] = pending('Blue Yonder Airlines');
    await renderManageAssociations(backend, 'restricted.admin@sandbox.test', 'Blue Yonder Airlines');
    await openInvitations();
    expect(within(await inviteRow(invite.email)).getByRole('button', { name: 'Cancel invite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeDisabled();
    expect(screen.getByText(/you cannot send or cancel invitations/)).toBeInTheDocument();
  });
});
