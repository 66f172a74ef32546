import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { peopleData, userIds } from '../../../tests/msw/peopleData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderManageAssociations } from './testSupport';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const rolesButton = (row: HTMLElement) => within(row).getByRole('button', { name: /^Change roles of/ });

describe('Manage associations: Associations tab', () => {
  it('shows the tabs the brand allows: Invitations on, User management off by default', async () => {
    const view = await renderManageAssociations(profiles.tmsAdmin());
    expect(await screen.findByRole('tab', { name: 'Associations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'User management' })).not.toBeInTheDocument();
    view.unmount();
    await renderManageAssociations(profiles.tmsAdmin(), { userManagementAllowed: true, invitationsAllowed: false });
    expect(await screen.findByRole('tab', { name: 'User management' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it("lists the organization's associated users with their roles, not the invited ones", async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    const jordan = await rowOf('Jordan Lee');
    expect(within(jordan).getByText('jordan.lee@contoso.example')).toBeInTheDocument();
    expect(within(jordan).getByText('2nd March 2025')).toBeInTheDocument();
    expect(rolesButton(jordan)).toHaveTextContent('System Administrator');
    expect(rolesButton(await rowOf('Casey Ng'))).toHaveTextContent('System Administrator, Account Administrator');
    expect(screen.queryByText('Robin Invited')).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/40/users/roles')).toHaveLength(1);
  });

  it('adds a ticked role (POST) and removes an unticked one (DELETE); the last role cannot be unticked', async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    const jordan = await rowOf('Jordan Lee');
    await userEvent.click(rolesButton(jordan));
    expect(screen.getByRole('menuitemcheckbox', { name: 'System Administrator' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' }));
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' })).toHaveAttribute('aria-checked', 'true'));
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/40/users/${userIds.jordan}/roles/r-acc`)).toHaveLength(1);
    const sys = screen.getByRole('menuitemcheckbox', { name: 'System Administrator' });
    expect(sys).not.toHaveAttribute('aria-disabled');
    await userEvent.click(sys);
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'System Administrator' })).toHaveAttribute('aria-checked', 'false'));
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/40/users/${userIds.jordan}/roles/r-sys`)).toHaveLength(1);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rolesButton(jordan)).toHaveTextContent(/^Account Administrator$/));
  });

  it('keeps a failure on the row as an icon with "Error updating roles: …"', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations/:org/users/:user/roles/:role'), () => errorAnswer(500, 'role store offline')));
    await renderManageAssociations(profiles.tmsAdmin());
    const jordan = await rowOf('Jordan Lee');
    await userEvent.click(rolesButton(jordan));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' }));
    await userEvent.keyboard('{Escape}');
    const icon = await within(jordan).findByRole('img', { name: /^Error updating roles: / });
    expect(icon).toHaveAccessibleName(
      'Error updating roles: role store offline (role Account Administrator, user Jordan Lee, organization Contoso Ltd)',
    );
    expect(rolesButton(jordan)).toHaveTextContent(/^System Administrator$/);
  });

  it('raises "Unable to find role {id} in available roles" for a role the service does not offer, without a call', async () => {
    await renderManageAssociations(profiles.tmsAdmin(), {}, () => {
      peopleData.orgUsers[40][0].roles.push({ roleId: 'r-gone', displayName: 'Retired role', shortCode: null });
    });
    const jordan = await rowOf('Jordan Lee');
    expect(rolesButton(jordan)).toHaveTextContent('System Administrator, Retired role');
    await userEvent.click(rolesButton(jordan));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Retired role' }));
    await userEvent.keyboard('{Escape}');
    expect(await within(jordan).findByRole('img', { name: 'Unable to find role r-gone in available roles' })).toBeInTheDocument();
    expect(requests.all().filter((r) => r.path.includes('/roles/r-gone'))).toHaveLength(0);
  });

  it('removes an association after confirmation; a failure stays on the row', async () => {
    await renderManageAssociations(profiles.tmsAdmin());
    await userEvent.click(within(await rowOf('Casey Ng')).getByRole('button', { name: 'Remove Casey Ng' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Casey Ng')).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/40/users/${userIds.casey}`)).toHaveLength(1);

    server.use(http.delete(accountUrl('/api/v1.0/organizations/:org/users/:user'), () => errorAnswer(409, 'User holds the last administrator role')));
    const jordan = await rowOf('Jordan Lee');
    await userEvent.click(within(jordan).getByRole('button', { name: 'Remove Jordan Lee' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await within(jordan).findByRole('img', { name: 'Failed to remove association - User holds the last administrator role' }),
    ).toBeInTheDocument();
  });

  it("gives an Account Administrator no picker and no remove on their own row", async () => {
    await renderManageAssociations(profiles.tenantAccountAdmin());
    const own = await rowOf('Alex Morgan');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).getByText('Account Administrator')).toBeInTheDocument();
    expect(rolesButton(await rowOf('Jordan Lee'))).toBeInTheDocument();
    expect(within(await rowOf('Jordan Lee')).getByRole('button', { name: 'Remove Jordan Lee' })).toBeInTheDocument();
  });

  it('offers an Account Administrator only Account Administrator, in the role picker and the invite form', async () => {
    await renderManageAssociations(profiles.tenantAccountAdmin());
    await userEvent.click(rolesButton(await rowOf('Jordan Lee')));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'System Administrator' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByRole('checkbox', { name: 'Account Administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'System Administrator' })).not.toBeInTheDocument();
  });

  it('shows a TMS viewer the users read-only, with the no-manage message', async () => {
    await renderManageAssociations(profiles.tmsViewer());
    const jordan = await rowOf('Jordan Lee');
    expect(screen.getByText('You do not have permission to manage this tenant')).toBeInTheDocument();
    expect(within(jordan).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the no-permission message when the service refuses the list', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/users/roles'), () => errorAnswer(403, 'Forbidden')));
    await renderManageAssociations(profiles.tmsAdmin());
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });

  it('says "Failed to fetch user list - …" with a retry when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/users/roles'), () => errorAnswer(500, 'db down')));
    await renderManageAssociations(profiles.tmsAdmin());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user list - db down');
  });
});
