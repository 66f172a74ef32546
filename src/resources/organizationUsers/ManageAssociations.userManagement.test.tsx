import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { identityUrl } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderManageAssociations } from '../../../tests/setup/manageAssociations';

// Adding users needs a brand with user management (doc 000 §6), in the sandbox as in the console.
const backend = useSandboxBackend({ brand: { userManagementAllowed: true } });
const admin = 'tms.admin@sandbox.test';
const openAsAdmin = async () => {
  const view = await renderManageAssociations(backend, admin, 'Contoso Pharmaceuticals', { userManagementAllowed: true });
  await userEvent.click(await screen.findByRole('tab', { name: 'User management' }));
  return view;
};
const fill = async (email: string, first: string, last: string) => {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  if (first) await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), first);
  if (last) await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), last);
};

describe('Manage associations: User management tab', () => {
  it('adds a user: identity POST users, then the association, then reloads the list', async () => {
    const { orgId } = await openAsAdmin();
    const add = screen.getByRole('button', { name: 'Add user' });
    expect(add).toBeDisabled();
    await fill('pat.new@contoso.example', 'Pat', '');
    expect(add).toBeDisabled();
    await fill('', '', 'New');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(requests.find('POST', '/svc/identity/users')[0].json()).toEqual({
      email: 'pat.new@contoso.example',
      providerName: 'QT',
      firstName: 'Pat',
      lastName: 'New',
    });
    const pat = backend.people.user('pat.new@contoso.example');
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${orgId}/users/${pat.id}`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Associations' }));
    expect(await screen.findByText('Pat New')).toBeInTheDocument();
  });

  it('says "Failed to add user - <server message>" and keeps the form', async () => {
    await openAsAdmin();
    await fill('rosa@contoso', 'Rosa', 'Kowalski');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(/Must be a valid email/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    // A user the sandbox already has: it refuses, and says why.
    await fill('rosa.kowalski@contosopharmaceuticals.com', '', '');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add user - A user with this e-mail address already exists: invite them instead',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
    expect(requests.all().filter((r) => r.method === 'POST' && r.path.includes('/organizations/'))).toHaveLength(0);
  });

  it('falls back to the catalogue text when the service gives no message', async () => {
    server.use(http.post(identityUrl('/users'), () => new Response(null, { status: 500 })));
    await openAsAdmin();
    await fill('pat@contoso.test', 'Pat', 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add user - The user could not be added to the organization. Check the e-mail address and names, then try again.',
    );
  });
});
