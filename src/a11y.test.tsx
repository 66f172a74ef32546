import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../tests/msw/account';
import { server } from '../tests/msw/server';
import { seriousViolations } from '../tests/setup/axe';
import { useSandboxBackend } from '../tests/setup/sandboxBackend';
import { renderAppAs } from '../tests/setup/sandboxRender';

// The whole console against the sandbox: the TMS admin at the seed's root (Quadrant Root, with invoices) and the account without roles.
const backend = useSandboxBackend();
const open = (email: string, path = '/') => renderAppAs(backend, email, { path });
const tmsAdmin = 'tms.admin@sandbox.test';
/** Whole pages of seeded data under axe: on a loaded 2-core machine that takes more than the project's 20 s (as in peopleA11y.test.tsx). */
const AXE_TIMEOUT = 60_000;
/** The root's newest invoice, as My Invoices lists it first. */
const newestRootInvoice = () =>
  backend.sandbox.db
    .prepare('SELECT id FROM invoices WHERE organization_id = ? ORDER BY date DESC LIMIT 1')
    .pluck()
    .get(backend.people.orgId('Quadrant Root')) as string;

describe('accessibility (axe-core)', () => {
  it(
    'home page (the organization hierarchy)',
    async () => {
      await open(tmsAdmin);
      await screen.findByRole('heading', { level: 2, name: 'Quadrant Root' });
      await screen.findByText('Directory tenant name');
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'home page of a user without roles',
    async () => {
      await open('no.roles@sandbox.test');
      await screen.findByRole('heading', { name: 'No permission' });
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'My Invoices with rows',
    async () => {
      await open(tmsAdmin, '/my-invoices');
      await screen.findByText(newestRootInvoice());
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'My Invoices with the error bar',
    async () => {
      server.use(http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => errorAnswer(500, 'boom')));
      await open(tmsAdmin, '/my-invoices');
      await screen.findByText(/Failed to load invoices - boom/);
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it(
    'not-found page and the open user menu',
    async () => {
      await open(tmsAdmin, '/nowhere');
      await screen.findByRole('heading', { name: 'Page not found' });
      expect(await seriousViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
      await screen.findByRole('menuitem', { name: /Version 2\.105\.0/ });
      expect(await seriousViolations()).toEqual([]);
    },
    AXE_TIMEOUT,
  );
});
