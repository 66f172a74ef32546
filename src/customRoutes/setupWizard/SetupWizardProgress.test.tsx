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

// Against the in-process sandbox. A provisioning takes an hour here (as it can against the real
// services), so it is still running while the steps are walked; the test ends it when it wants to
// (finishProvisioning), instead of waiting for it. Seeded without a tenant: Fourth Coffee, Bellows College (both managed by
// root.sysadmin) and Margie's Travel (viewed only); Alpine Ski House is connected, not signed up;
// Woodgrove Insurance is connected (it is connected again, to a tenant of its own).
const backend = useSandboxBackend({ env: { INIT_TENANT_SECONDS: '3600' } });
const wizardPage = appPage('/:parentOrgId/setup/:orgId?');
let page: Awaited<ReturnType<typeof renderScreenAs>>;
/** The setup wizard at `path`, and the hierarchy page it leads to, as <App> mounts them; `page.location()` is where they went. */
const openAs = async (as: string, path: string) =>
  (page = await renderScreenAs(backend, as, wizardPage.ui, { ...wizardPage.at, path, routes: { '/hierarchy/*': appPage('/hierarchy/*').element } }));
const id = (name: string) => backend.people.orgId(name);
const db = () => backend.sandbox.db;
const tenantOf: Record<string, string> = {
  'Fourth Coffee': '7a0c1d2e-1111-5bbb-8ccc-000000000001',
  'Bellows College': '7a0c1d2e-1111-5bbb-8ccc-000000000002',
  'Woodgrove Insurance': '7a0c1d2e-1111-5bbb-8ccc-000000000003',
};
const root = 'root.sysadmin@sandbox.test';
const quadrant = () => id('Quadrant Root');
let readerGranted = false;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  readerGranted = false;
  // The directory's administrator has consented for these tenants (what /emulated/consent records).
  const consent = db().prepare(
    "INSERT OR IGNORE INTO emulated_consents (tenant_id, tenant_name, client_id, granted_on_utc) VALUES (?, ?, 'console', '2026-01-01T00:00:00Z')",
  );
  for (const [org, tenant] of Object.entries(tenantOf)) consent.run(tenant, `${org.replace(/\W/g, '').toLowerCase()}.onmicrosoft.com`);
  server.use(http.get(`${testOrigin}/svc/:host/:region/api/tenants/:id/isGlobalReaderAssigned`, () => HttpResponse.json(readerGranted)));
});

const panel = () => screen.findByRole('dialog', { name: 'Set up Quadrant' });
const next = (wizard: HTMLElement) => within(wizard).getByRole('button', { name: /^(Next|Finish)$/ });
const callbackPath = (org: string) => `/${quadrant()}/setup?tenant=${tenantOf[org]}&state=${id(org)}&admin_consent=True`;
/** Provision data collection in the US (the region is asked unless the organization presets it). */
async function provisionUS(wizard: HTMLElement) {
  const provision = await within(wizard).findByRole('button', { name: 'Provision data collection' });
  const box = within(wizard).queryByRole('combobox', { name: 'Region' });
  if (box) {
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: 'US' }));
  } else {
    expect(within(wizard).getByText('Region: US')).toBeInTheDocument();
  }
  await userEvent.click(provision);
}
/** The running provisioning job ends now: the sandbox reads a job's length from its row. */
const finishProvisioning = (orgId: number) => db().prepare('UPDATE data_collection SET init_seconds = 0 WHERE organization_id = ?').run(orgId);
const connectCalls = (org: string) => requests.find('POST', `/svc/account/api/v1.0/organizations/${id(org)}/azureTenants/${tenantOf[org]}`);

describe("Setup wizard: the start step considers the user's accounts (doc 002 §2)", () => {
  it('opens a connected organization at step two for a user without service accounts, and past it for one with', async () => {
    const alpine = id('Alpine Ski House');
    const home = id('Northwind Distribution');
    // distributor.admin's own organization has no directory tenant, so no service accounts.
    expect(db().prepare('SELECT COUNT(*) FROM service_accounts WHERE organization_id = ?').pluck().get(home)).toBe(0);
    const view = await openAs('distributor.admin@sandbox.test', `/${home}/setup/${alpine}`);
    const wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Connection result' })).toBeInTheDocument();
    expect(within(wizard).getByText(/You have no service account yet\./)).toBeInTheDocument();
    expect(within(wizard).getByRole('link', { name: 'Service accounts' })).toHaveAttribute('href', '/service-accounts');
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${home}/user/serviceAccounts`).length).toBeGreaterThan(0);
    expect(next(wizard)).toBeEnabled();
    view.unmount();
    await openAs(root, `/${home}/setup/${alpine}`);
    expect(await within(await panel()).findByRole('heading', { name: 'Terms and Agreements' })).toBeInTheDocument();
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${quadrant()}/user/serviceAccounts`).length).toBeGreaterThan(0);
  });
});

describe('Setup wizard: provisioning does not hold the user', () => {
  it('lets the user go on while provisioning runs, shows its progress, and finishes once it is done; setupDone is then honoured', async () => {
    // On a fake clock, so that the status read that follows the provisioning need not be waited for.
    startFakeClock();
    const org = 'Fourth Coffee';
    const view = await openAs(root, callbackPath(org));
    let wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Connection result' })).toBeInTheDocument();
    await userEvent.click(next(wizard));
    expect(await within(wizard).findByRole('heading', { name: 'Terms and Agreements' })).toBeInTheDocument();
    expect(next(wizard)).toBeDisabled();
    await provisionUS(wizard);

    // Running: its progress shows and Next opens at once; the terms wait for the reporting service.
    expect(
      await within(wizard).findByText(
        'Data collection is being provisioned. This can take up to an hour: you can go on with the next steps meanwhile.',
      ),
    ).toBeInTheDocument();
    expect(within(wizard).getByRole('progressbar', { name: 'Provisioning data collection…' })).toBeInTheDocument();
    expect(
      within(wizard).getByText('The terms can be accepted once data collection is provisioned: here, or at the final check.'),
    ).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(next(wizard)).toBeEnabled();
    expect(requests.find('POST', '/svc/reporting/us/api/Signup/InitTenant')[0].json()).toEqual({ region: 'US' });
    await userEvent.click(next(wizard));

    expect(await within(wizard).findByRole('heading', { name: 'Global reader role' })).toBeInTheDocument();
    expect(
      within(wizard).getByText(
        'The global reader role can be verified once data collection is provisioned. You can go on: the final check verifies it.',
      ),
    ).toBeInTheDocument();
    expect(next(wizard)).toBeEnabled();
    await userEvent.click(next(wizard));

    expect(await within(wizard).findByRole('heading', { name: 'Final check' })).toBeInTheDocument();
    expect(within(wizard).getByText(/Data collection is still being provisioned \(this can take up to an hour\)/)).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Finish' })).toBeDisabled();

    // Provisioning ends (the status is followed): the terms are accepted here; the role is read again.
    readerGranted = true;
    finishProvisioning(id(org));
    // The status of a running job is read again every PROVISIONING_POLL_MS: the clock jumps to that read.
    await passTime(PROVISIONING_POLL_MS);
    const checks = within(wizard).getByRole('list', { name: 'Final check' });
    expect(await within(checks).findByText('Signed Up')).toBeInTheDocument();
    await userEvent.click(await within(wizard).findByRole('checkbox', { name: /I have read, understood, and accepted/ }));
    await userEvent.click(within(wizard).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(requests.find('PATCH', `/svc/reporting/us/api/tenants/${id(org)}/acceptPolicies`)).toHaveLength(1));
    // The call is recorded when it is sent; the sandbox writes the row a moment later.
    await waitFor(() =>
      expect(db().prepare('SELECT policies_accepted_on_utc FROM reporting_tenants WHERE organization_id = ?').pluck().get(id(org))).toBeTruthy(),
    );
    expect(await within(checks).findByText('Accepted')).toBeInTheDocument();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Verify' }));
    expect(await within(checks).findByText('Granted')).toBeInTheDocument();
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Finish' })).toBeEnabled());
    await userEvent.click(within(wizard).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(page.location().pathname).toBe(`/hierarchy/${id(org)}`));
    const doneOn = localStorage.getItem(`setupWizard.setupDone.${id(org)}`);
    expect(doneOn).not.toBeNull();
    view.unmount();

    // setupDone is read: the wizard opens at the final check, saying when, even with a step saved at the global reader.
    sessionStorage.setItem(`setupWizard.step.${id(org)}`, 'globalReader');
    await openAs(root, `/${quadrant()}/setup/${id(org)}`);
    wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Final check' })).toBeInTheDocument();
    expect(
      within(wizard).getByText(/^Setup was completed on [A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)\.$/),
    ).toBeInTheDocument();
  });

  it('reopens at step 2 while provisioning runs, with Next open', async () => {
    // Alpine Ski House, as the test of the user's accounts (before) left it: connected, not signed up.
    const path = `/${id('Northwind Distribution')}/setup/${id('Alpine Ski House')}`;
    const view = await openAs(root, path);
    let wizard = await panel();
    await within(wizard).findByRole('heading', { name: 'Terms and Agreements' });
    expect(next(wizard)).toBeDisabled();
    await provisionUS(wizard);
    await waitFor(() => expect(next(wizard)).toBeEnabled());
    view.unmount();
    await openAs(root, path);
    wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Terms and Agreements' })).toBeInTheDocument();
    expect(await within(wizard).findByText(/Data collection is being provisioned/)).toBeInTheDocument();
    expect(next(wizard)).toBeEnabled();
  });
});

describe('Setup wizard: the tenant connection', () => {
  it('offers Retry on a failed connection; a retry that succeeds clears the message and moves on', async () => {
    const org = 'Bellows College';
    let refuse = true;
    server.use(
      http.post(`${testOrigin}/svc/account/api/v1.0/organizations/:org/azureTenants/:tenantId`, () =>
        refuse ? HttpResponse.json({ message: 'Directory busy' }, { status: 503 }) : undefined,
      ),
    );
    await openAs(root, callbackPath(org));
    const wizard = await panel();
    const alert = await within(wizard).findByText(/^We were unable to connect to your tenant - .*Directory busy/);
    expect(db().prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(id(org))).toBeUndefined();
    refuse = false;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await within(wizard).findByRole('heading', { name: 'Connection result' })).toBeInTheDocument();
    expect(within(wizard).queryByText(/We were unable to connect to your tenant/)).not.toBeInTheDocument();
    expect(connectCalls(org)).toHaveLength(2);
    expect(db().prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(id(org))).toBe(tenantOf[org]);
  });

  it('clears a refused consent with Retry and leaves the name box to connect again', async () => {
    const description = encodeURIComponent('AADSTS65004: User declined to consent to access the app.');
    await openAs(root, `/${quadrant()}/setup?error=access_denied&error_description=${description}&state=${id("Margie's Travel")}`);
    const wizard = await panel();
    const alert = (await within(wizard).findByText(/^Entra ID authorization failed - AADSTS65004/)).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(wizard).queryByText(/Entra ID authorization failed/)).not.toBeInTheDocument();
    expect(within(wizard).getByRole('textbox', { name: /Tenant name/ })).toBeInTheDocument();
  });

  it('keeps whitelabelAssigned: the re-authorised message shows after the connection and again after a reload', async () => {
    const org = 'Woodgrove Insurance';
    db().prepare('UPDATE organizations SET whitelabel_id = 7 WHERE id = ?').run(id(org));
    const view = await openAs(root, callbackPath(org));
    let wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Connection result' })).toBeInTheDocument();
    expect(within(wizard).getByText('The tenant was reauthorised successfully. Nothing more needs to be done.')).toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/organizations/${id(org)}/whitelabels/7`)).toHaveLength(1);
    expect(db().prepare('SELECT whitelabel_id FROM directory_tenants WHERE organization_id = ?').pluck().get(id(org))).toBe(7);
    view.unmount();
    await openAs(root, `/${quadrant()}/setup/${id(org)}`);
    wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Connection result' })).toBeInTheDocument();
    expect(within(wizard).getByText('The tenant was reauthorised successfully. Nothing more needs to be done.')).toBeInTheDocument();
    expect(connectCalls(org)).toHaveLength(1);
  });
});
