import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { roleIds } from '../../../tests/server';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { holdGets } from '../../../tests/msw/holdRequests';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderManageAssociations, roleOption } from '../../../tests/setup/manageAssociations';

const backend = useSandboxBackend();
const contoso = 'Contoso Pharmaceuticals';
const admin = 'tms.admin@sandbox.test';
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const rolesButton = (row: HTMLElement) => within(row).getByRole('button', { name: /^Change roles of/ });
const orgUsersPath = (orgId: number, rest = '') => `/svc/account/api/v1.0/organizations/${orgId}/users${rest}`;

describe('Manage associations: Associations tab', () => {
  it('shows the tabs the brand allows: Invitations on, User management off by default', async () => {
    const view = await renderManageAssociations(backend, admin, contoso);
    expect(await screen.findByRole('tab', { name: 'Associations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'User management' })).not.toBeInTheDocument();
    view.unmount();
    await renderManageAssociations(backend, admin, contoso, { userManagementAllowed: true, invitationsAllowed: false });
    expect(await screen.findByRole('tab', { name: 'User management' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it("lists the organization's associated users with their roles, not the invited ones", async () => {
    const orgId = backend.people.orgId('Tailspin Toys');
    const members = backend.people.members(orgId);
    const invited = members.filter((m) => m.relationshipType === 'Invited');
    expect(invited.length).toBeGreaterThan(0);
    backend.sandbox.db.prepare("UPDATE associations SET date_associated = '2025-03-02T10:00:00Z' WHERE organization_id = ?").run(orgId);
    await renderManageAssociations(backend, admin, 'Tailspin Toys');
    for (const m of members.filter((u) => u.relationshipType === 'Associated')) {
      const row = await rowOf(m.name);
      expect(within(row).getByText(m.email)).toBeInTheDocument();
      expect(within(row).getByText('2nd March 2025')).toBeInTheDocument();
      expect(rolesButton(row)).toHaveTextContent(m.roles.join(', '));
    }
    for (const m of invited) expect(screen.queryByText(m.name)).not.toBeInTheDocument();
    expect(requests.find('GET', orgUsersPath(orgId, '/roles'))).toHaveLength(1);
  });

  it('adds a ticked role (POST) and removes an unticked one (DELETE); the last role cannot be unticked', async () => {
    const julia = backend.people.user('julia.dubois@contosopharmaceuticals.com');
    const { orgId } = await renderManageAssociations(backend, admin, contoso);
    const row = await rowOf(julia.name);
    expect(rolesButton(row)).toHaveTextContent(/^System Administrator$/);
    await userEvent.click(rolesButton(row));
    const accountAdmin = await roleOption('Account Administrator');
    expect(screen.getByRole('menuitemcheckbox', { name: 'System Administrator' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(accountAdmin);
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' })).toHaveAttribute('aria-checked', 'true'));
    expect(requests.find('POST', orgUsersPath(orgId, `/${julia.id}/roles/${roleIds.accountadmin}`))).toHaveLength(1);
    const sys = screen.getByRole('menuitemcheckbox', { name: 'System Administrator' });
    expect(sys).not.toHaveAttribute('aria-disabled');
    await userEvent.click(sys);
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'System Administrator' })).toHaveAttribute('aria-checked', 'false'));
    expect(requests.find('DELETE', orgUsersPath(orgId, `/${julia.id}/roles/${roleIds.sysadmin}`))).toHaveLength(1);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rolesButton(row)).toHaveTextContent(/^Account Administrator$/));
    expect(backend.people.members(orgId).find((m) => m.id === julia.id)!.roles).toEqual(['Account Administrator']);
  });

  it('offers no role to press until the available roles have loaded (a click would not know the role)', async () => {
    const release = holdGets(accountUrl('/api/v1.0/roles'));
    const orgId = backend.people.orgId(contoso);
    const rosa = backend.people.members(orgId).find((m) => m.name === 'Rosa Kowalski')!;
    backend.sandbox.db
      .prepare('INSERT INTO association_roles (user_id, organization_id, role_id) VALUES (?, ?, ?)')
      .run(rosa.id, orgId, roleIds.accountadmin);
    await renderManageAssociations(backend, admin, contoso);
    const row = await rowOf(rosa.name);
    await userEvent.click(rolesButton(row));
    // Both held roles are listed; neither may be pressed yet.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await userEvent.click(await roleOption('Account Administrator'));
    await waitFor(() => expect(requests.find('DELETE', orgUsersPath(orgId, `/${rosa.id}/roles/${roleIds.accountadmin}`))).toHaveLength(1));
    expect(screen.queryByText(/Unable to find role/)).not.toBeInTheDocument();
    // The removal answered (the next test counts on Rosa holding System Administrator only).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rolesButton(row)).toHaveTextContent(/^System Administrator$/));
  });

  it('keeps a failure on the row as an icon with "Error updating roles: …", naming the organization once its name arrives', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations/:org/users/:user/roles/:role'), () => errorAnswer(500, 'role store offline')));
    const release = holdGets(accountUrl('/api/v1.0/organizations/:org'));
    const { orgId } = await renderManageAssociations(backend, admin, contoso);
    const rosa = await rowOf('Rosa Kowalski');
    await userEvent.click(rolesButton(rosa));
    await userEvent.click(await roleOption('Account Administrator'));
    await userEvent.keyboard('{Escape}');
    const icon = await within(rosa).findByRole('img', { name: /^Error updating roles: / });
    expect(icon).toHaveAccessibleName(
      `Error updating roles: role store offline (role Account Administrator, user Rosa Kowalski, organization #${orgId})`,
    );
    release();
    await waitFor(() =>
      expect(within(rosa).getByRole('img', { name: /^Error updating roles: / })).toHaveAccessibleName(
        `Error updating roles: role store offline (role Account Administrator, user Rosa Kowalski, organization ${contoso})`,
      ),
    );
    expect(rolesButton(rosa)).toHaveTextContent(/^System Administrator$/);
  });

  it('raises "Unable to find role {id} in available roles" for a role the service does not offer, without a call', async () => {
    const db = backend.sandbox.db;
    const orgId = backend.people.orgId(contoso);
    const andre = backend.people.user('andre.ivanova@contosopharmaceuticals.com');
    db.prepare("INSERT INTO roles (id, display_name, short_code, is_visible) VALUES ('r-gone', 'Retired role', NULL, 0)").run();
    db.prepare("INSERT INTO association_roles (user_id, organization_id, role_id) VALUES (?, ?, 'r-gone')").run(andre.id, orgId);
    // The catalogue no longer lists it: the sandbox's answer without that role.
    server.use(
      http.get(accountUrl('/api/v1.0/roles'), async ({ request }) => {
        const answer = await backend.sandbox.app.inject({
          url: '/svc/account/api/v1.0/roles',
          headers: { authorization: request.headers.get('authorization')! },
        });
        return HttpResponse.json((answer.json() as { roleId: string }[]).filter((r) => r.roleId !== 'r-gone'));
      }),
    );
    await renderManageAssociations(backend, admin, contoso);
    const row = await rowOf(andre.name);
    expect(rolesButton(row)).toHaveTextContent('Account Administrator, Retired role');
    await userEvent.click(rolesButton(row));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Retired role' }));
    await userEvent.keyboard('{Escape}');
    expect(await within(row).findByRole('img', { name: 'Unable to find role r-gone in available roles' })).toBeInTheDocument();
    expect(requests.all().filter((r) => r.path.includes('/roles/r-gone'))).toHaveLength(0);
  });
});
