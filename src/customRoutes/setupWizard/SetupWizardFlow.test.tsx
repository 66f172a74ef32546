import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { testOrigin } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { appPage, renderScreenAs } from '../../../tests/setup/renderScreen';
import { PROVISIONING_POLL_MS } from '../../resources/organizations/dataCollection/dataCollectionQueries';
import { SETUP_FETCH_DELAY_MS } from './useTenantCallback';

// Seeded (US): Fourth Coffee (under Wingtip Holdings) and Woodgrove Insurance (under Woodgrove Group) have
// no directory tenant, no sign-up and no terms; Contoso Pharmaceuticals (under Wingtip Holdings) is
// connected, signed up and has accepted them. The file shares one sandbox: the two tests that connect
// use one organization each, and the tests that connect nothing run before Fourth Coffee's full walk.
// A provisioning takes 1 s here. The tests that wait for a delay of the console (the status read
// again while provisioning runs, the organization read again after the connection) run on a fake
// clock and jump over it; the sandbox is in this process, so its jobs see the same clock.
const backend = useSandboxBackend({ env: { INIT_TENANT_SECONDS: '1' } });
const wizardPage = appPage('/:parentOrgId/setup/:orgId?');
let page: Awaited<ReturnType<typeof renderScreenAs>>;
/** The setup wizard at `path`, and the hierarchy page it leads to, as <App> mounts them; `page.location()` is where they went. */
const openAs = async (as: string, path: string) =>
  (page = await renderScreenAs(backend, as, wizardPage.ui, { ...wizardPage.at, path, routes: { '/hierarchy/*': appPage('/hierarchy/*').element } }));
const TENANT = '7a0c1d2e-1111-5bbb-8ccc-222233334444';
const OTHER_TENANT = '7a0c1d2e-1111-5bbb-8ccc-555566667777';
const id = (name: string) => backend.people.orgId(name);
const fourth = () => id('Fourth Coffee');
const db = () => backend.sandbox.db;
const wingtip = () => id('Wingtip Holdings');
const openWizard = ({ path }: { path: string }) => openAs('root.sysadmin@sandbox.test', path);
let readerGranted = false;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  readerGranted = false;
  // The directory's administrator has consented for TENANT (what /emulated/consent records).
  const consent = backend.sandbox.db.prepare(
    "INSERT OR IGNORE INTO emulated_consents (tenant_id, tenant_name, client_id, granted_on_utc) VALUES (?, ?, 'console', '2026-01-01T00:00:00Z')",
  );
  consent.run(TENANT, 'fresh.onmicrosoft.com');
  consent.run(OTHER_TENANT, 'other.onmicrosoft.com');
  server.use(http.get(`${testOrigin}/svc/:host/:region/api/tenants/:id/isGlobalReaderAssigned`, () => HttpResponse.json(readerGranted)));
});

const panel = () => screen.findByRole('dialog', { name: 'Set up Quadrant' });
const next = (wizard: HTMLElement) => within(wizard).getByRole('button', { name: 'Next' });

describe('Setup wizard: the tenant callback and the steps to the end (doc 002 §2, §4)', () => {
  it('reports a refused consent on the connection step and connects nothing', async () => {
    const description = encodeURIComponent('AADSTS65004: User declined to consent to access the app.\r\nTrace ID: 1');
    await openWizard({ path: `/${wingtip()}/setup?error=access_denied&error_description=${description}&state=${fourth()}` });
    const wizard = await panel();
    expect(
      await within(wizard).findByText('Entra ID authorization failed - AADSTS65004: User declined to consent to access the app.'),
    ).toBeInTheDocument();
    expect(within(wizard).getByRole('heading', { name: 'Connect Tenant' })).toBeInTheDocument();
    // The router's location is read from the page's last render, which may come after the message shows.
    await waitFor(() => expect(page.location().search).toBe(''));
    expect(requests.all().filter((r) => r.method === 'POST' && r.path.includes('/azureTenants/'))).toHaveLength(0);
  });

  it('reports a failed connection with the service message', async () => {
    server.use(
      http.post(`${testOrigin}/svc/account/api/v1.0/organizations/:org/azureTenants/:tenantId`, () =>
        HttpResponse.json({ message: 'Tenant is connected to another organization' }, { status: 409 }),
      ),
    );
    await openWizard({ path: `/${wingtip()}/setup/${fourth()}?tenant=${TENANT}&state=${fourth()}` });
    const wizard = await panel();
    expect(
      await within(wizard).findByText(/We were unable to connect to your tenant - .*Tenant is connected to another organization/),
    ).toBeInTheDocument();
    expect(next(wizard)).toBeDisabled();
  });

  it('connects the consented tenant, then provisions, accepts the terms, checks the global reader and finishes', async () => {
    startFakeClock();
    await openWizard({ path: `/${wingtip()}/setup?tenant=${TENANT}&state=${fourth()}&admin_consent=True` });
    const wizard = await panel();
    // The organization comes from state; the directory's answer leaves the address bar at once.
    await waitFor(() => expect(page.location().search).toBe(''));
    expect(page.location().pathname).toBe(`/${wingtip()}/setup/${fourth()}`);
    expect(await within(wizard).findByRole('heading', { name: 'Connection result' })).toBeInTheDocument();
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${fourth()}/azureTenants/${TENANT}`)).toHaveLength(1);
    expect(within(wizard).getByText('The directory tenant fresh.onmicrosoft.com is connected to Fourth Coffee.')).toBeInTheDocument();
    expect(db().prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(fourth())).toBe(TENANT);
    expect(within(wizard).queryByRole('button', { name: /Previous|Back/ })).not.toBeInTheDocument();

    await userEvent.click(next(wizard));
    expect(await within(wizard).findByRole('heading', { name: 'Terms and Agreements' })).toBeInTheDocument();
    expect(next(wizard)).toBeDisabled();
    expect(within(wizard).getByRole('button', { name: 'Agree' })).toBeDisabled();
    // A newly connected organization has no Reporting endpoint yet: the region is chosen.
    await userEvent.click(await within(wizard).findByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'US' }));
    await userEvent.click(within(wizard).getByRole('button', { name: 'Provision data collection' }));
    // While the job runs its status is read again every PROVISIONING_POLL_MS; once the running state
    // shows, that read is scheduled, and the clock jumps to it (past the job's 1 s).
    await within(wizard).findByText(/^Data collection is being provisioned\./);
    await passTime(PROVISIONING_POLL_MS);
    expect(await within(wizard).findByText('Data collection is provisioned (region US).')).toBeInTheDocument();
    const init = requests.find('POST', '/svc/reporting/us/api/Signup/InitTenant');
    expect(init).toHaveLength(1);
    expect(init[0].json()).toEqual({ region: 'US' });
    expect(next(wizard)).toBeDisabled();
    await userEvent.click(await within(wizard).findByRole('checkbox', { name: /I have read, understood, and accepted/ }));
    await userEvent.click(within(wizard).getByRole('button', { name: 'Agree' }));
    expect(await within(wizard).findByText('The terms were accepted.')).toBeInTheDocument();
    expect(db().prepare('SELECT policies_accepted_on_utc FROM reporting_tenants WHERE organization_id = ?').pluck().get(fourth())).toBeTruthy();
    expect(requests.find('PATCH', `/svc/reporting/us/api/tenants/${fourth()}/acceptPolicies`)).toHaveLength(1);

    await userEvent.click(next(wizard));
    expect(await within(wizard).findByRole('heading', { name: 'Global reader role' })).toBeInTheDocument();
    expect(next(wizard)).toBeDisabled();
    // Automatic is the default; the manual way verifies here (the automatic one: e2e/setupWizard.test.ts).
    expect(within(wizard).getByRole('radio', { name: 'Automatic' })).toBeChecked();
    await userEvent.click(within(wizard).getByRole('radio', { name: 'Manual' }));
    readerGranted = true;
    await userEvent.click(within(wizard).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(next(wizard)).toBeEnabled());

    await userEvent.click(next(wizard));
    expect(await within(wizard).findByRole('heading', { name: 'Final check' })).toBeInTheDocument();
    const checks = within(wizard).getByRole('list', { name: 'Final check' });
    expect(await within(checks).findByText('Granted')).toBeInTheDocument();
    expect(within(checks).getByText('Signed Up')).toBeInTheDocument();
    expect(within(checks).getByText('Accepted')).toBeInTheDocument();
    // Doc 002 §4, said where the registration has succeeded.
    expect(within(wizard).getByText('Data may take minutes to hours to appear after registration.')).toBeInTheDocument();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(page.location().pathname).toBe(`/hierarchy/${fourth()}`));
    expect(localStorage.getItem(`setupWizard.setupDone.${fourth()}`)).not.toBeNull();
    expect(sessionStorage.getItem(`setupWizard.step.${fourth()}`)).toBeNull();
  });

  it('reads the organization again 3500 ms after the connection (doc 002 §9)', async () => {
    startFakeClock();
    await openWizard({ path: `/${id('Woodgrove Group')}/setup?tenant=${OTHER_TENANT}&state=${id('Woodgrove Insurance')}` });
    await within(await panel()).findByRole('heading', { name: 'Connection result' });
    const reads = () => requests.find('GET', `/svc/account/api/v1.0/organizations/${id('Woodgrove Insurance')}`);
    const before = reads().length;
    // The delayed read is scheduled when the result shows: the clock jumps to it instead of waiting.
    await passTime(SETUP_FETCH_DELAY_MS);
    // Measured on the requests' own clock (the fake one, which the jump moves too), so that a slow
    // machine cannot make the delay look shorter.
    await waitFor(() => expect(reads()).toHaveLength(before + 1));
    const [connected, again] = reads().slice(-2);
    expect(again.at - connected.at).toBeGreaterThanOrEqual(3500);
  });

  it('shows the provisioning failure text when the sign-up status cannot be read', async () => {
    server.use(
      http.get(`${testOrigin}/svc/:host/:region/api/Signup/Status`, () =>
        HttpResponse.json({ message: 'Reporting service unavailable' }, { status: 503 }),
      ),
    );
    await openWizard({ path: `/${id('Northwind Distribution')}/setup/${id('Alpine Ski House')}` });
    const wizard = await panel();
    expect(
      await within(wizard).findByText(
        /Data collection could not be provisioned\. Try again; if it keeps failing, contact support\. - .*Reporting service unavailable/,
      ),
    ).toBeInTheDocument();
    expect(next(wizard)).toBeDisabled();
  });

  it('opens at the final check when everything is done, and at the global reader step when only the role is missing', async () => {
    readerGranted = true;
    const first = await openWizard({ path: `/${wingtip()}/setup/${id('Contoso Pharmaceuticals')}` });
    expect(await within(await panel()).findByRole('heading', { name: 'Final check' })).toBeInTheDocument();
    first.unmount();
    readerGranted = false;
    await openWizard({ path: `/${wingtip()}/setup/${id('Contoso Pharmaceuticals')}` });
    expect(await within(await panel()).findByRole('heading', { name: 'Global reader role' })).toBeInTheDocument();
  });
});
