import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from '../src/domain/testing/profiles';
import { accountUrl, errorAnswer } from '../tests/msw/account';
import { server } from '../tests/msw/server';
import { renderApp } from '../tests/setup/renderApp';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('App shell', () => {
  it('shows a TMS admin the home page and My Invoices in the menu', async () => {
    await renderApp({ profile: profiles.tmsAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeInTheDocument();
    expect(screen.getByText('Organization: Quadrant Root')).toBeInTheDocument();
    const items = await within(menu()).findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My Invoices']);
    expect(within(screen.getByRole('navigation', { name: 'Where would you like to go?' })).getByRole('link', { name: 'My Invoices' })).toHaveAttribute('href', '/my-invoices');
  });

  it('shows a user without roles the no-permission message at / and an empty menu', async () => {
    await renderApp({ profile: profiles.noRoles() });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByText(/You may need to change your role, or request a role/)).toBeInTheDocument();
    expect(within(menu()).queryAllByRole('menuitem')).toHaveLength(0);
    expect(screen.queryByText('My Invoices')).not.toBeInTheDocument();
  });

  it('sends a user without roles who opens /my-invoices to the no-permission message', async () => {
    await renderApp({ profile: profiles.noRoles(), path: '/my-invoices' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the not-found page with a link home for an unknown path', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/\/no\/such\/page/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam' })).toBeInTheDocument();
  });

  it('shows the version 2.105.0 and a sign-out in the user menu', async () => {
    await renderApp({ profile: profiles.tmsAdmin() });
    await screen.findByRole('heading', { name: 'Welcome, Sam' });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: /Version 2\.105\.0/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Sign out/ })).toBeInTheDocument();
  });

  it('offers the dark theme toggle', async () => {
    await renderApp({ profile: profiles.tmsAdmin() });
    await screen.findByRole('heading', { name: 'Welcome, Sam' });
    expect(screen.getByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
  });

  it('shows "Unable to fetch available roles" with the server message when roles fail, and dismisses it', async () => {
    server.use(http.get(accountUrl('/api/v1.0/roles'), () => errorAnswer(500, 'roles store down')));
    await renderApp({ profile: profiles.tmsAdmin() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to fetch available roles - roles store down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Unable to fetch available roles/)).not.toBeInTheDocument();
  });
});
