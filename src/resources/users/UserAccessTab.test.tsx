import { cleanup, screen, within } from '@testing-library/react';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';
import { roleIds } from '../../../tests/server';

const backend = useSandboxBackend();
const userPage = appPage('/internaluser/:userId/:tab?');
const admin = 'tms.admin@sandbox.test';
const orgId = (name: string) => backend.sandbox.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number;

/** A request to the sandbox as a seeded account, outside the console. */
async function as(email: string, method: 'GET' | 'PUT' | 'POST', url: string) {
  const res = await backend.sandbox.app.inject({ method, url: `/svc/account/api/v1.0${url}`, headers: await backend.sandbox.authHeader(email) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as unknown;
}

/** The Access tab's row of a capability: its answer and its reason. */
async function row(capability: string) {
  const table = await screen.findByRole('region', { name: /^Access of / });
  const tr = within(table)
    .getAllByRole('row')
    .find((r) => r.getAttribute('data-capability') === capability)!;
  const cells = within(tr).getAllByRole('cell');
  return { allowed: cells[0].textContent, because: cells[1].textContent };
}

const openAccess = (email: string, org: number) =>
  renderScreenAs(backend, admin, userPage.ui, { ...userPage.at, path: `/internaluser/${backend.people.user(email).id}/access?org=${org}` });

describe('User detail: Access', () => {
  it('answers with the profile the sandbox signs the user in with: Nora Quinn after her invitation and a role elsewhere', async () => {
    const nora = backend.people.user('no.roles@sandbox.test');
    const [coho, contoso] = [orgId('Coho Winery'), orgId('Contoso Pharmaceuticals')];
    const invites = (await as('no.roles@sandbox.test', 'GET', '/users/me/invites')) as { id: string; organizationId: number; status: number }[];
    const invite = invites.find((i) => i.organizationId === coho && i.status === 0)!;
    await as('no.roles@sandbox.test', 'PUT', `/users/me/invites/${invite.id}/accept`);
    await as(admin, 'POST', `/organizations/${contoso}/users/${nora.id}/roles/${roleIds.sysadmin}`);

    await openAccess('no.roles@sandbox.test', coho);
    expect(await row('viewOrganization')).toEqual({ allowed: 'Yes', because: "Coho Winery is the user's own organization." });
    expect(await row('manageOrganization')).toEqual({
      allowed: 'Yes',
      because: "Coho Winery is the user's own organization, where the user is an administrator.",
    });
    cleanup();
    // Her System Administrator role at Contoso Pharmaceuticals is not the one she signs in with.
    await openAccess('no.roles@sandbox.test', contoso);
    expect(await row('viewOrganization')).toEqual({
      allowed: 'No',
      because: "Contoso Pharmaceuticals is neither Coho Winery, the user's own organization, nor below it.",
    });
    expect((await row('manageOrganization')).allowed).toBe('No');
  });

  it("does not read the viewer's browser: the viewer finished the wizard for Contoso Pharmaceuticals, the user's Set up reporting still says Yes", async () => {
    const contoso = orgId('Contoso Pharmaceuticals');
    localStorage.setItem(`setupWizard.setupDone.${contoso}`, new Date().toISOString());
    await openAccess('customer.admin@sandbox.test', contoso);
    expect(await row('setupReporting')).toEqual({
      allowed: 'Yes',
      because:
        'The user is a System Administrator who manages Contoso Pharmaceuticals, which has an active Reporting subscription and is not fully set up.',
    });
    expect(
      screen.getByText(
        'Set up reporting and Tab Notes are answered as for a browser in which the setup wizard has not been finished for Contoso Pharmaceuticals: only the browser that finished it knows.',
      ),
    ).toBeInTheDocument();
  });
});
