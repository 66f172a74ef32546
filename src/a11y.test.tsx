import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from './domain/testing/profiles';
import { accountUrl, errorAnswer } from '../tests/msw/account';
import { server } from '../tests/msw/server';
import { seriousViolations } from '../tests/setup/axe';
import { renderApp } from '../tests/setup/renderApp';

describe('accessibility (axe-core)', () => {
  it('home page (the organization hierarchy)', async () => {
    await renderApp({ profile: profiles.tmsAdmin() });
    await screen.findByRole('heading', { level: 2, name: 'Quadrant Root' });
    await screen.findByText('Directory tenant name');
    expect(await seriousViolations()).toEqual([]);
  });

  it('home page of a user without roles', async () => {
    await renderApp({ profile: profiles.noRoles() });
    await screen.findByRole('heading', { name: 'No permission' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('My Invoices with rows', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/my-invoices' });
    await screen.findByText('CRN-2001');
    expect(await seriousViolations()).toEqual([]);
  });

  it('My Invoices with the error bar', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => errorAnswer(500, 'boom')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/my-invoices' });
    await screen.findByText(/Failed to load invoices - boom/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('not-found page and the open user menu', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/nowhere' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await screen.findByRole('menuitem', { name: /Version 2\.105\.0/ });
    expect(await seriousViolations()).toEqual([]);
  });
});
