import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleIds } from '../../../tests/server';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

const backend = useSandboxBackend();
const userPage = appPage('/internaluser/:userId/:tab?');
const admin = 'tms.admin@sandbox.test';
const open = (userId: string, tab: string, as = admin) =>
  renderScreenAs(backend, as, userPage.ui, { ...userPage.at, path: `/internaluser/${userId}/${tab}` });
const rowOfLink = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const rowOfCell = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('User detail: Organizations and Invites', () => {
  it('lists the "Associated" relationships with role picker and remove', async () => {
    const chen = backend.people.user('chen.novak@prosewaresolutions.com');
    const [home, parent] = ['Associated', 'ParentAssociated'].map((t) =>
      backend.people.associationsOf(chen.id).find((a) => a.relationshipType === t)!,
    );
    const db = backend.sandbox.db;
    // Two roles where he may lose one, and an invitation elsewhere that the tab does not show.
    db.prepare('INSERT OR IGNORE INTO association_roles (user_id, organization_id, role_id) VALUES (?, ?, ?), (?, ?, ?)').run(
      chen.id,
      parent.orgId,
      roleIds.sysadmin,
      chen.id,
      parent.orgId,
      roleIds.accountadmin,
    );
    db.prepare(
      "INSERT INTO associations (user_id, organization_id, relationship_type, date_associated) VALUES (?, ?, 'Invited', '2025-07-01T10:00:00Z')",
    ).run(chen.id, backend.people.orgId('Bellows College'));
    await open(chen.id, 'organizations');
    const row = await rowOfLink(parent.orgName);
    expect(screen.getByRole('link', { name: home.orgName })).toHaveAttribute('href', `/hierarchy/${home.orgId}`);
    expect(screen.queryByText('Bellows College')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^Change roles in ${parent.orgName}`) }));
    // The roles can be pressed once the available roles have loaded.
    const accountAdmin = await waitFor(() => {
      const item = screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' });
      expect(item).not.toHaveAttribute('aria-disabled');
      return item;
    });
    await userEvent.click(accountAdmin);
    const rolePath = `/svc/account/api/v1.0/organizations/${parent.orgId}/users/${chen.id}/roles/${roleIds.accountadmin}`;
    await waitFor(() => expect(requests.find('DELETE', rolePath)).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    // The row's buttons come back once the role change is answered (the request is recorded when it is sent).
    const remove = await waitFor(() => {
      const button = within(row).getByRole('button', { name: `Remove from ${parent.orgName}` });
      expect(button).toBeEnabled();
      return button;
    });
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    // hidden: true: while the confirmation closes, the page behind it is aria-hidden (no link found before the answer).
    await waitFor(() => expect(screen.queryByRole('link', { name: parent.orgName, hidden: true })).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/${parent.orgId}/users/${chen.id}`)).toHaveLength(1);
    expect(backend.people.associationsOf(chen.id).map((a) => a.orgId)).not.toContain(parent.orgId);
  });

  it('shows them read-only to a TMS viewer, and "This user has no associations" when there are none', async () => {
    const nadia = backend.people.user('nadia.hansen@olympiasportsparis.com');
    const [first] = backend.people.associationsOf(nadia.id);
    const view = await open(nadia.id, 'organizations', 'tms.viewer@sandbox.test');
    expect(within(await rowOfLink(first.orgName)).queryByRole('button')).not.toBeInTheDocument();
    view.unmount();
    backend.sandbox.db.prepare('DELETE FROM associations WHERE user_id = ?').run(nadia.id);
    await open(nadia.id, 'organizations');
    expect(await screen.findByText('This user has no associations')).toBeInTheDocument();
  });

  it("lists the user's invites; Cancel invite on a pending one marks it Cancelled", async () => {
    const theo = backend.people.user('theo.patel@litwaresecurity.com');
    const invites = backend.people.invitesOf(theo.id);
    const pendingInvite = invites.find((i) => i.status === 0)!;
    const acceptedInvite = invites.find((i) => i.status === 1)!;
    await open(theo.id, 'invites');
    const pending = await rowOfCell(pendingInvite.orgName);
    const accepted = await rowOfCell(acceptedInvite.orgName);
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel invite' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the invite?' })).getByRole('button', { name: 'Confirm' }));
    expect(await within(pending).findByText('Cancelled')).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/ium/invites/${pendingInvite.inviteId}/cancel`)).toHaveLength(1);
    expect(backend.people.invitesOf(theo.id).find((i) => i.inviteId === pendingInvite.inviteId)!.status).toBe(3);
  });

  it('shows a TMS viewer the invites without Cancel (read-only)', async () => {
    const alex = backend.people.user('alex.nakamura@alpineskihouse.com');
    const pendingInvite = backend.people.invitesOf(alex.id).find((i) => i.status === 0)!;
    await open(alex.id, 'invites', 'tms.viewer@sandbox.test');
    const pending = await rowOfCell(pendingInvite.orgName);
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Cancel invite' })).not.toBeInTheDocument();
  });

  it('says so when the user has no invites', async () => {
    const carlos = backend.people.user('customer.admin@sandbox.test');
    expect(backend.people.invitesOf(carlos.id)).toEqual([]);
    await open(carlos.id, 'invites');
    expect(await screen.findByText('This user has no invites. Invites sent to the user will be listed here.')).toBeInTheDocument();
  });
});
