import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../tests/msw/account';
import { server } from '../tests/msw/server';
import { useSandboxBackend } from '../tests/setup/sandboxBackend';
import { seriousViolations } from '../tests/setup/axe';
import { appPage, renderScreenAs } from '../tests/setup/renderScreen';

const backend = useSandboxBackend();
const admin = 'tms.admin@sandbox.test';
/** The page <App> mounts at the route pattern `route`, alone, at `path` (the pattern itself unless told). */
const openPage = (as: string, route: string, path = route) => {
  const page = appPage(route);
  return renderScreenAs(backend, as, page.ui, { ...page.at, path });
};

/** Each test renders pages of seeded data and runs axe twice: on a loaded 2-core machine that takes more than the project's 20 s. */
const AXE_TIMEOUT = 60_000;

describe('accessibility of the people pages (axe-core)', () => {
  it(
    'Manage Users and a user detail page',
    async () => {
      const view = await openPage(admin, '/internalusers');
      await screen.findByText(/^Users found: /);
      await screen.findAllByRole('link', { name: /\w+ \w+/ });
      expect(await seriousViolations()).toEqual([]);
      view.unmount();
      const carlos = backend.people.user('customer.admin@sandbox.test');
      await openPage(admin, '/internaluser/:userId/:tab?', `/internaluser/${carlos.id}/organizations`);
      await screen.findByRole('link', { name: 'Contoso Pharmaceuticals' });
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'manage associations with a row error icon',
    async () => {
      server.use(http.post(accountUrl('/api/v1.0/organizations/:org/users/:user/roles/:role'), () => errorAnswer(500, 'offline')));
      const orgId = backend.people.orgId('Contoso Pharmaceuticals');
      await openPage(admin, '/hierarchy/*', `/hierarchy/${orgId}/manage-associations/`);
      await userEvent.click(await screen.findByRole('button', { name: /^Change roles of Rosa Kowalski/ }));
      await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' }));
      await userEvent.keyboard('{Escape}');
      await screen.findByRole('img', { name: /^Error updating roles/ });
      expect(await seriousViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
      await screen.findByText(backend.people.invites(orgId)[0].email);
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'service accounts with the form open',
    async () => {
      await openPage('customer.admin@sandbox.test', '/service-accounts');
      await screen.findByRole('cell', { name: 'Reporting collector' });
      expect(await seriousViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
      await screen.findByRole('dialog');
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'card details, my associations and my invitations',
    async () => {
      const card = await openPage('customer.admin@sandbox.test', '/card-details');
      await screen.findByRole('button', { name: 'Submit' });
      expect(await seriousViolations()).toEqual([]);
      card.unmount();
      const invitations = await openPage('no.roles@sandbox.test', '/invitations');
      await screen.findByRole('button', { name: 'Accept' });
      expect(await seriousViolations()).toEqual([]);
      invitations.unmount();
      await openPage('no.roles@sandbox.test', '/associations');
      await screen.findByRole('cell', { name: 'Contoso Pharmaceuticals' });
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );
});
