import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderManageAssociations, roleOption } from '../../../tests/setup/manageAssociations';

const backend = useSandboxBackend();
const contoso = 'Contoso Pharmaceuticals';
const admin = 'tms.admin@sandbox.test';
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const rolesButton = (row: HTMLElement) => within(row).getByRole('button', { name: /^Change roles of/ });

describe('Manage associations: removal and who may change what', () => {
  it('removes an association after confirmation; a failure stays on the row', async () => {
    const ines = backend.people.user('ines.lopez@contosopharmaceuticals.com');
    const { orgId } = await renderManageAssociations(backend, admin, contoso);
    await userEvent.click(within(await rowOf(ines.name)).getByRole('button', { name: `Remove ${ines.name}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(ines.name)).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/${orgId}/users/${ines.id}`)).toHaveLength(1);
    expect(backend.people.members(orgId).map((m) => m.id)).not.toContain(ines.id);

    server.use(http.delete(accountUrl('/api/v1.0/organizations/:org/users/:user'), () => errorAnswer(409, 'User holds the last administrator role')));
    const andre = await rowOf('Andre Ivanova');
    await userEvent.click(within(andre).getByRole('button', { name: 'Remove Andre Ivanova' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(
      // Removing a user from the organization's list: doc 001 §8 "Failed to remove user".
      await within(andre).findByRole('img', { name: 'Failed to remove user - User holds the last administrator role' }),
    ).toBeInTheDocument();
  });

  it('gives an Account Administrator no picker and no remove on their own row', async () => {
    await renderManageAssociations(backend, 'partner.admin@sandbox.test', 'Fabrikam Partners');
    const own = await rowOf('Priya Patel');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).getByText('Account Administrator')).toBeInTheDocument();
    const kai = await rowOf('Kai Walsh');
    expect(rolesButton(kai)).toBeInTheDocument();
    expect(within(kai).getByRole('button', { name: 'Remove Kai Walsh' })).toBeInTheDocument();
  });

  it('offers an Account Administrator only Account Administrator, in the role picker and the invite form', async () => {
    await renderManageAssociations(backend, 'partner.admin@sandbox.test', 'Fabrikam Partners');
    await userEvent.click(rolesButton(await rowOf('Lina Patel')));
    expect(await roleOption('Account Administrator')).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'System Administrator' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByRole('checkbox', { name: 'Account Administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'System Administrator' })).not.toBeInTheDocument();
  });

  it('shows a TMS viewer the users read-only, with the no-manage message', async () => {
    await renderManageAssociations(backend, 'tms.viewer@sandbox.test', contoso);
    const rosa = await rowOf('Rosa Kowalski');
    expect(screen.getByText('You do not have permission to manage this tenant')).toBeInTheDocument();
    expect(within(rosa).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the no-permission message when the service refuses the list', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/users/roles'), () => errorAnswer(403, 'Forbidden')));
    await renderManageAssociations(backend, admin, contoso);
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });

  it('says "Failed to fetch user list - …" with a retry when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/users/roles'), () => errorAnswer(500, 'db down')));
    await renderManageAssociations(backend, admin, contoso);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user list - db down');
  });
});
