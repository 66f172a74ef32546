import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PREFERRED_APPLICATION } from '../../../server/services/tenants';
import { testOrigin } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { appPage, renderScreenAs } from '../../../tests/setup/renderScreen';
import { draftsAtSessionEnd } from '../../components/drafts';

// Seeded, under Wingtip Holdings (no Reporting subscription of its own): Coho Winery (connected, active
// Reporting) and Fourth Coffee (no directory tenant, active Reporting); Alpine Ski House (under
// Northwind Distribution) is connected but not signed up for data collection.
const backend = useSandboxBackend();
const wizardPage = appPage('/:parentOrgId/setup/:orgId?');
let page: Awaited<ReturnType<typeof renderScreenAs>>;
/** The setup wizard at `path`, and the hierarchy page it leads to, as <App> mounts them; `page.location()` is where they went. */
const openAs = async (as: string, path: string) =>
  (page = await renderScreenAs(backend, as, wizardPage.ui, { ...wizardPage.at, path, routes: { '/hierarchy/*': appPage('/hierarchy/*').element } }));
const id = (name: string) => backend.people.orgId(name);
const orgPath = (name: string) => `/svc/account/api/v1.0/organizations/${id(name)}`;
const setupPath = (parent: string, org: string) => `/${id(parent)}/setup/${id(org)}`;
const openWizard = ({ as = 'root.sysadmin@sandbox.test', path }: { as?: string; path: string }) => openAs(as, path);

const readerAnswer = (value: boolean) =>
  http.get(`${testOrigin}/svc/:host/:region/api/tenants/:id/isGlobalReaderAssigned`, () => HttpResponse.json(value));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.use(readerAnswer(false));
});

const panel = () => screen.findByRole('dialog', { name: 'Set up Quadrant' });

describe('Setup wizard: who may open it (doc 002 §6)', () => {
  it('is for system administrators only: anyone else sees No permission and nothing is read', async () => {
    await openWizard({ as: 'partner.admin@sandbox.test', path: setupPath('Wingtip Holdings', 'Fourth Coffee') });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Set up Quadrant' })).not.toBeInTheDocument();
    expect(requests.find('GET', orgPath('Fourth Coffee'))).toHaveLength(0);
  });

  it('opens from Setup Reporting on the hierarchy at /{parentOrgId}/setup/{orgId}', async () => {
    await openWizard({ path: `/hierarchy/${id('Coho Winery')}` });
    const link = await within(await screen.findByRole('toolbar', { name: 'Organization commands' })).findByRole('link', { name: 'Setup Reporting' });
    expect(link).toHaveAttribute('href', setupPath('Wingtip Holdings', 'Coho Winery'));
    await userEvent.click(link);
    expect(await within(await panel()).findByText('Organization: Coho Winery')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/account/api/v1.0/subscriptions/organizations/${id('Coho Winery')}`).length).toBeGreaterThan(0);
  });

  it('offers no Setup Reporting without an active reporting subscription', async () => {
    await openWizard({ path: `/hierarchy/${id('Wingtip Holdings')}` });
    const bar = await screen.findByRole('toolbar', { name: 'Organization commands' });
    await screen.findAllByText(/Wingtip Holdings/);
    expect(within(bar).queryByRole('link', { name: 'Setup Reporting' })).not.toBeInTheDocument();
  });
});

describe('Setup Reporting reads setupDone (doc 002 §5)', () => {
  // Contoso Pharmaceuticals is seeded set up (tenant, whitelabel, Reporting endpoint, active Reporting).
  const commands = async () => within(await screen.findByRole('toolbar', { name: 'Organization commands' }));
  it('is offered until the wizard was finished for the organization, then not, and the Notes tab shows', async () => {
    const contoso = id('Contoso Pharmaceuticals');
    const first = await openWizard({ as: 'customer.admin@sandbox.test', path: `/hierarchy/${contoso}` });
    expect(await (await commands()).findByRole('link', { name: 'Setup Reporting' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/\\d+/setup/${contoso}$`)),
    );
    expect(screen.queryByRole('tab', { name: 'Notes' })).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(`setupWizard.setupDone.${contoso}`, '2026-01-05T10:00:00.000Z');
    await openWizard({ as: 'customer.admin@sandbox.test', path: `/hierarchy/${contoso}` });
    expect(await screen.findByRole('tab', { name: 'Notes' })).toBeInTheDocument();
    expect((await commands()).queryByRole('link', { name: 'Setup Reporting' })).not.toBeInTheDocument();
  });
});

describe('Setup wizard: tenant connection step (doc 002 §2, §4, §5)', () => {
  it('checks the tenant name, has no way back, and redirects to the directory with state and /{parent}/setup', async () => {
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }),
    );
    await openWizard({ path: setupPath('Wingtip Holdings', 'Fourth Coffee') });
    const wizard = await panel();
    expect(await within(wizard).findByText('Organization: Fourth Coffee')).toBeInTheDocument();
    expect(within(wizard).getByText(/redirected to the cloud sign-in page.*Global Administrator/)).toBeInTheDocument();
    expect(await within(wizard).findByRole('heading', { name: 'Connect Tenant' })).toBeInTheDocument();
    const name = within(wizard).getByRole('textbox', { name: /Tenant name/ });
    expect(name).toHaveFocus();
    expect(name).toBeRequired();
    expect(within(wizard).getByText('.onmicrosoft.com')).toBeInTheDocument();
    expect(within(wizard).queryByRole('button', { name: /Previous|Back/ })).not.toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(wizard).getByRole('button', { name: 'Connect Tenant' })).toBeDisabled();
    await userEvent.type(name, 'fourth coffee');
    // The wizard's rule allows hyphens (doc 002 §5), and its message says so.
    expect(
      within(wizard).getByText(
        'The tenant name may contain only letters, digits and hyphens. Enter the name without ".onmicrosoft.com" and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Connect Tenant' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'fourth-coffee');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Connect Tenant' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${testOrigin}/emulated/consent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'fourth-coffee.onmicrosoft.com', // doc 002 §5: ".onmicrosoft.com is appended"
      client_id: PREFERRED_APPLICATION.clientId,
      redirect_uri: `${testOrigin}/${id('Wingtip Holdings')}/setup`,
      state: String(id('Fourth Coffee')),
    });
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps the tenant name typed when the session ends, and puts it back at the same step after the next sign-in', async () => {
    const first = await openWizard({ path: setupPath('Wingtip Holdings', 'Fourth Coffee') });
    const wizard = await panel();
    await userEvent.type(await within(wizard).findByRole('textbox', { name: /Tenant name/ }), 'fourth-coffee');
    await waitFor(() => expect(Object.values(localStorage).some((v) => v.includes('fourth-coffee'))).toBe(true));
    draftsAtSessionEnd();
    first.unmount();

    await openWizard({ path: setupPath('Wingtip Holdings', 'Fourth Coffee') });
    const again = await panel();
    expect(await within(again).findByRole('heading', { name: 'Connect Tenant' })).toBeInTheDocument();
    await screen.findByText('Your unsaved changes were restored.');
    expect(within(again).getByRole('textbox', { name: /Tenant name/ })).toHaveValue('fourth-coffee');
    expect(within(again).getByRole('button', { name: 'Connect Tenant' })).toBeEnabled();
  });

  it('starts past the connection when a tenant is connected, whatever step was saved before', async () => {
    sessionStorage.setItem(`setupWizard.step.${id('Alpine Ski House')}`, 'connect');
    await openWizard({ path: setupPath('Northwind Distribution', 'Alpine Ski House') });
    const wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Terms and Agreements' })).toBeInTheDocument();
  });

  it('closing the panel refreshes the organization data and opens the organization', async () => {
    await openWizard({ path: setupPath('Wingtip Holdings', 'Fourth Coffee') });
    const wizard = await panel();
    await within(wizard).findByText('Organization: Fourth Coffee');
    const before = requests.find('GET', orgPath('Fourth Coffee')).length;
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.location().pathname).toBe(`/hierarchy/${id('Fourth Coffee')}`));
    await waitFor(() => expect(requests.find('GET', orgPath('Fourth Coffee')).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set up Quadrant' })).not.toBeInTheDocument(), { timeout: 4000 });
  });
});
