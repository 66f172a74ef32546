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

// A brand with the step-two flag (doc 002 §2: "stepTwo: connection result; skipped when a flag is set.
// Terms and Agreements: inserted after stepTwo unless that flag is set"). A provisioning takes 1 s here,
// on a fake clock that the test moves past it; the sandbox is in this process and sees the same clock.
const backend = useSandboxBackend({ brand: { setupWizardSkipStepTwo: true }, env: { INIT_TENANT_SECONDS: '1' } });
const wizardPage = appPage('/:parentOrgId/setup/:orgId?');
/** The setup wizard at `path`, as <App> mounts it. */
const openAs = (as: string, path: string) => renderScreenAs(backend, as, wizardPage.ui, { ...wizardPage.at, path });
const id = (name: string) => backend.people.orgId(name);
const TENANT = '7a0c1d2e-1111-5bbb-8ccc-0000000000f1';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  backend.sandbox.db
    .prepare(
      "INSERT OR IGNORE INTO emulated_consents (tenant_id, tenant_name, client_id, granted_on_utc) VALUES (?, 'fourthcoffee.onmicrosoft.com', 'console', '2026-01-01T00:00:00Z')",
    )
    .run(TENANT);
  server.use(http.get(`${testOrigin}/svc/:host/:region/api/tenants/:id/isGlobalReaderAssigned`, () => HttpResponse.json(true)));
});

describe('Setup wizard with the step-two flag', () => {
  it('has no connection result and no terms: after the connection it provisions data collection, then the role, then finishes', async () => {
    startFakeClock();
    const org = id('Fourth Coffee');
    await openAs('root.sysadmin@sandbox.test', `/${id('Wingtip Holdings')}/setup?tenant=${TENANT}&state=${org}`);
    const wizard = await screen.findByRole('dialog', { name: 'Set up Quadrant' });
    expect(await within(wizard).findByRole('heading', { name: 'Enable Data Collection' })).toBeInTheDocument();
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${org}/azureTenants/${TENANT}`)).toHaveLength(1);
    const steps = within(wizard).getByLabelText('Setup steps');
    expect(steps.textContent?.replace(/\d/g, '')).toBe('Connect TenantEnable Data CollectionGlobal reader roleFinal check');
    expect(within(wizard).queryByText('Connection result')).not.toBeInTheDocument();
    expect(within(wizard).queryByRole('heading', { name: 'Accept the terms' })).not.toBeInTheDocument();
    expect(within(wizard).queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();

    await userEvent.click(await within(wizard).findByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'US' }));
    await userEvent.click(within(wizard).getByRole('button', { name: 'Provision data collection' }));
    // While the job runs its status is read again every PROVISIONING_POLL_MS; once the running state
    // shows, that read is scheduled, and the clock jumps to it (past the job's 1 s).
    await within(wizard).findByText(/^Data collection is being provisioned\./);
    await passTime(PROVISIONING_POLL_MS);
    expect(await within(wizard).findByText('Data collection is provisioned (region US).')).toBeInTheDocument();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('heading', { name: 'Global reader role' })).toBeInTheDocument();
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Next' })).toBeEnabled());
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('heading', { name: 'Final check' })).toBeInTheDocument();
    const checks = within(wizard).getByRole('list', { name: 'Final check' });
    expect(await within(checks).findByText('Granted')).toBeInTheDocument();
    expect(within(checks).queryByText('Terms and Agreements')).not.toBeInTheDocument();
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Finish' })).toBeEnabled());
    expect(requests.find('PATCH', `/svc/reporting/us/api/tenants/${org}/acceptPolicies`)).toHaveLength(0);
  });
});
