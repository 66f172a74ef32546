import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../tests/msw/account';
import { server } from '../tests/msw/server';
import { useSandboxBackend } from '../tests/setup/sandboxBackend';
import { renderAppAs } from '../tests/setup/sandboxRender';

// The whole console against the sandbox: a TMS admin at the seed's root, and the seeded account without roles.
const backend = useSandboxBackend();
const open = (email: string, path?: string) => renderAppAs(backend, email, { path });
const tmsAdmin = 'tms.admin@sandbox.test';
const noRoles = 'no.roles@sandbox.test';
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('App shell', () => {
  it('shows a TMS admin the organization hierarchy at / and its pages in the menu', async () => {
    await open(tmsAdmin, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' })).toBeInTheDocument();
    expect(await screen.findByRole('tree', { name: 'Organizations' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Quadrant Root' })).toBeInTheDocument();
    const items = await within(menu()).findAllByRole('menuitem');
    const labels = items.map((i) => i.textContent);
    expect(labels).toContain('My Organization');
    expect(labels).toContain('My Invoices');
    expect(within(menu()).getByRole('menuitem', { name: 'My Organization' })).toHaveAttribute('href', '/hierarchy');
  });

  it('shows a user without roles the no-permission message at / and only the pages open to everyone', async () => {
    await open(noRoles, '/');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByText(/You may need to change your role, or request a role/)).toBeInTheDocument();
    expect(
      within(menu())
        .queryAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My Associations', 'My Invitations to Associate']);
    expect(screen.queryByText('My Invoices')).not.toBeInTheDocument();
  });

  it('sends a user without roles who opens /my-invoices to the no-permission message', async () => {
    await open(noRoles, '/my-invoices');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the not-found page with a link home for an unknown path', async () => {
    await open(tmsAdmin, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/\/no\/such\/page/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' })).toBeInTheDocument();
  });

  it('shows the version 2.105.0 and a sign-out in the user menu', async () => {
    await open(tmsAdmin, '/');
    await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: /Version 2\.105\.0/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Sign out/ })).toBeInTheDocument();
  });

  it('offers the dark theme toggle', async () => {
    await open(tmsAdmin, '/');
    await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' });
    expect(screen.getByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
  });

  it('shows "Unable to fetch available roles" with the server message when roles fail, and dismisses it', async () => {
    server.use(http.get(accountUrl('/api/v1.0/roles'), () => errorAnswer(500, 'roles store down')));
    await open(tmsAdmin, '/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to fetch available roles - roles store down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Unable to fetch available roles/)).not.toBeInTheDocument();
  });
});
