import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dataCollectionSeed as seeded } from '../../../../server/db/seed/dataCollection';
import { demoExtras } from '../../../../server/db/seed/hierarchyExtras';
import type { SignupStatus } from '../../../domain/schemas/dataCollection';
import { errorAnswer } from '../../../../tests/msw/account';
import { testOrigin } from '../../../../tests/msw/config';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../../tests/setup/hierarchyPage';
import { passTime, startFakeClock } from '../../../../tests/setup/fakeClock';
import { PROVISIONING_POLL_MS } from './dataCollectionQueries';

// The sign-up states are the seed's (dataCollectionSeed): every connected organization is Signed Up
// with the global reader role granted unless named there. A provisioning run takes an hour here, so
// it is seen running however slow the machine is; a test ends it when it wants to (finishProvisioning),
// and the console, which reads a running status every 2 s, sees it finished (or failed) at its next
// read. The tests that follow a run move a fake clock over that read instead of waiting for it, inside
// act, so that React applies what the read sets off before the test looks at the screen.
const backend = useSandboxBackend({ env: { INIT_TENANT_SECONDS: '3600' } });
const db = () => backend.sandbox.db;
const id = (name: string) => backend.people.orgId(name);
const tmsAdmin = 'tms.admin@sandbox.test';
const open = (org: string, as = tmsAdmin, brand = {}) => renderHierarchyAs(backend, as, `/hierarchy/${id(org)}/data-collection`, { brand });
const statusOf = (name: string) => within(screen.getByLabelText('Provisioning components')).getByText(name).nextElementSibling as HTMLElement;
const stored = (org: string) =>
  db().prepare('SELECT sign_up_status AS status, hold, region FROM data_collection WHERE organization_id = ?').get(id(org)) as
    { status: number; hold: number; region: string | null } | undefined;
const reportingRegion = (org: string) =>
  db().prepare("SELECT region FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'").pluck().get(id(org)) as
    string | undefined;
/** The running provisioning job ends now: the sandbox reads a job's length from its row. */
const finishProvisioning = (org: string) => db().prepare('UPDATE data_collection SET init_seconds = 0 WHERE organization_id = ?').run(id(org));
/** The reporting service's calls of one kind, on any regional host (/svc/reporting/us|eu|s1). */
const reportingCalls = (method: string, path: string) =>
  requests.all().filter((r) => r.method === method && /^\/svc\/reporting\/[a-z0-9]+\//.test(r.path) && r.path.endsWith(path));
const reportingUrl = (path: string) => `${testOrigin}/svc/reporting/:region${path}`;

// The terms dialog opens over the tab 2.5 s after an organization whose policies are not accepted
// appears (TermsGate): seeded so are Coho Winery and both not-signed-up organizations. They accept
// them first, as their administrator would, so a slow run finds the tab, not the dialog.
beforeAll(async () => {
  const headers = await backend.sandbox.authHeader(tmsAdmin);
  for (const org of demoExtras.policiesNotAccepted) {
    const answer = await backend.sandbox.app.inject({ method: 'PATCH', url: `/svc/reporting/us/api/tenants/${id(org)}/acceptPolicies`, headers });
    expect(answer.statusCode).toBe(204);
  }
});

/** Contoso Pharmaceuticals is Signed Up in the US region; the connected organizations below are plain Signed Up ones. */
const contoso = 'Contoso Pharmaceuticals';
const notSignedUp = seeded.notSignedUp[0];
const presetNotSignedUp = seeded.notSignedUp[1];

describe('Data Collection tab: the sign-up status decides the view', () => {
  it("shows the provisioned view with the sandbox's component statuses", async () => {
    await open(contoso);
    expect(await screen.findByText('Sign-up status: Signed Up')).toBeInTheDocument();
    for (const part of ['Resource group', 'Database update', 'Endpoint location', 'Fabric application', 'Overall'])
      expect(statusOf(part)).toHaveTextContent('Success');
    expect(requests.find('GET', '/svc/reporting/us/api/Signup/Status')[0].search).toBe(`?organizationId=${id(contoso)}`);
  });

  it('maps each component status, anything else to unknown', async () => {
    // Components the sandbox never answers together for a Signed Up organization: its answer, with them changed.
    server.use(
      http.get(reportingUrl('/api/Signup/Status'), async ({ request }) => {
        const url = new URL(request.url);
        const answer = await backend.sandbox.app.inject({
          method: 'GET',
          url: url.pathname + url.search,
          headers: { authorization: request.headers.get('authorization')! },
        });
        const status = answer.json() as SignupStatus;
        return HttpResponse.json({
          ...status,
          fabricApplicationStatus: 'NotStarted',
          endpointLocationStatus: 'InProgress',
          databaseUpdateStatus: 'Failed',
        });
      }),
    );
    await open(contoso);
    expect(await screen.findByText('Sign-up status: Signed Up')).toBeInTheDocument();
    expect(statusOf('Resource group')).toHaveTextContent('Success');
    expect(statusOf('Database update')).toHaveTextContent('Failed');
    expect(statusOf('Endpoint location')).toHaveTextContent('In progress');
    expect(statusOf('Fabric application')).toHaveTextContent('Unknown');
  });

  it('shows "Data Collection Disabled" when de-provisioned', async () => {
    const coho = 'Coho Winery';
    const gone = await backend.sandbox.app.inject({
      method: 'DELETE',
      url: `/svc/reporting/us/api/Signup/DeleteTenant?organizationId=${id(coho)}`,
      headers: await backend.sandbox.authHeader(tmsAdmin),
    });
    expect(gone.statusCode).toBe(204);
    await open(coho);
    expect(await screen.findByText('Data Collection Disabled')).toBeInTheDocument();
    expect(screen.getByText('Sign-up status: De-provisioned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Provision data collection' })).not.toBeInTheDocument();
  });

  it('hides provisioning for a tenant customer when the brand does not allow it', async () => {
    await open(contoso, tmsAdmin, { radarProvisioningAllowed: false });
    expect(await screen.findByText(/Data collection cannot be provisioned for this type of organization/)).toBeInTheDocument();
    expect(reportingCalls('GET', '/api/Signup/Status')).toHaveLength(0);
  });
});

describe('Provision form', () => {
  it('asks a region when none is preset, sends InitTenant to that region, follows the run, then goes to the organization', async () => {
    startFakeClock();
    // Connected, not signed up, and no Reporting endpoint yet (as after the setup wizard's connect): no preset region.
    db().prepare("DELETE FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'").run(id(notSignedUp));
    const { profile, location } = await open(notSignedUp);
    const provision = await screen.findByRole('button', { name: 'Provision data collection' });
    expect(provision).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'EMEA' }));
    await userEvent.click(provision);
    await waitFor(() => expect(requests.find('POST', '/svc/reporting/eu/api/Signup/InitTenant')).toHaveLength(1));
    const [init] = requests.find('POST', '/svc/reporting/eu/api/Signup/InitTenant');
    expect(init.search).toBe(`?userId=${profile.userId}&organizationId=${id(notSignedUp)}`);
    expect(profile.userId).toBe(backend.people.user(tmsAdmin).id);
    expect(init.json()).toEqual({ region: 'EMEA' });
    expect(await screen.findByText('Sign-up status: New Sign Up')).toBeInTheDocument();
    expect(statusOf('Overall')).toHaveTextContent('In progress');
    expect(location().pathname).toBe(`/hierarchy/${id(notSignedUp)}/data-collection`);
    // The run ends; the console's next read of the status is due one poll later.
    finishProvisioning(notSignedUp);
    await passTime(PROVISIONING_POLL_MS);
    // Doc 000 §4: "After init completes outside setup mode, the user is sent to /hierarchy/{orgId}".
    await waitFor(() => expect(location().pathname).toBe(`/hierarchy/${id(notSignedUp)}`));
    // Doc 002 §4, said on the organization's page once the registration has succeeded.
    expect(await screen.findByText('Data may take minutes to hours to appear after registration.')).toBeInTheDocument();
    expect(stored(notSignedUp)).toMatchObject({ status: 1, region: 'EMEA' });
    expect(reportingRegion(notSignedUp)).toBe('EMEA');
  });

  it('uses the preset region, shows "Failed to init tenant" with the server message, and keeps the form', async () => {
    server.use(http.post(reportingUrl('/api/Signup/InitTenant'), () => errorAnswer(409, 'already running')));
    await open(presetNotSignedUp);
    expect(await screen.findByText(`Region: ${reportingRegion(presetNotSignedUp)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Provision data collection' }));
    expect(await screen.findByText(/Failed to init tenant - already running/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Provision data collection' })).toBeEnabled();
    expect(reportingCalls('POST', '/api/Signup/InitTenant')).toHaveLength(1);
    expect(stored(presetNotSignedUp)).toMatchObject({ status: 0 });
  });

  it('shows "Data collection provisioning failed" with Retry when the run fails, and Retry starts it again', async () => {
    startFakeClock();
    const failing = seeded.initFails;
    await open(failing);
    await userEvent.click(await screen.findByRole('button', { name: 'Provision data collection' }));
    // The run is ended once the console shows InitTenant's answer (running): the sandbox has started
    // it by then, so its start cannot overwrite the end. It fails at the database update, seen at the next read.
    await screen.findByText('Sign-up status: New Sign Up');
    finishProvisioning(failing);
    await passTime(PROVISIONING_POLL_MS);
    expect(await screen.findByText('Data collection provisioning failed')).toBeInTheDocument();
    expect(statusOf('Database update')).toHaveTextContent('Failed');
    expect(statusOf('Endpoint location')).toHaveTextContent('Unknown');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reportingCalls('POST', '/api/Signup/InitTenant')).toHaveLength(2));
    expect(reportingCalls('POST', '/api/Signup/InitTenant').map((r) => r.search)).toEqual([
      `?userId=${backend.people.user(tmsAdmin).id}&organizationId=${id(failing)}`,
      `?userId=${backend.people.user(tmsAdmin).id}&organizationId=${id(failing)}`,
    ]);
  });

  it('is disabled without a directory tenant id', async () => {
    // Fourth Coffee is seeded without a directory tenant.
    await open('Fourth Coffee');
    expect(await screen.findByText('Organization does not have a tenant connected, so set up reporting first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Provision data collection' })).toBeDisabled();
  });
});

describe('Provisioned view', () => {
  it('asks before flipping the toggle, sends the opposite hold and flips on 200', async () => {
    const org = 'Lucerne Publishing';
    await open(org);
    const toggle = await screen.findByRole('switch', { name: 'Data collection enabled' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Disable data collection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reportingCalls('POST', '/api/Signup/SetHold')).toHaveLength(0);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Data collection enabled' })).not.toBeChecked());
    expect(requests.find('POST', '/svc/reporting/us/api/Signup/SetHold')[0].search).toBe(`?hold=true&organizationId=${id(org)}`);
    expect(stored(org)).toMatchObject({ hold: 1 });
  });

  it('disables the toggle while the demo status is In Progress or Yes, for a TMS admin and a TMS viewer too', async () => {
    const org = 'Lucerne Publishing';
    const setDemo = (startedOn: string | null, seconds: number) =>
      db()
        .prepare('UPDATE data_collection SET demo_started_on_utc = ?, demo_seconds = ?, demo_failed = 0 WHERE organization_id = ?')
        .run(startedOn, seconds, id(org));
    try {
      for (const [startedOn, seconds, who] of [
        [new Date().toISOString(), 600, tmsAdmin],
        ['2026-01-01T00:00:00.000Z', 1, tmsAdmin],
        ['2026-01-01T00:00:00.000Z', 1, 'tms.viewer@sandbox.test'],
      ] as const) {
        setDemo(startedOn, seconds);
        const view = await open(org, who);
        expect(await screen.findByText('Data collection cannot be changed while demo data is copied or in use.')).toBeInTheDocument();
        expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeDisabled();
        // Not the demo section's own reader: the demo status is read for the toggle.
        expect(screen.queryByRole('button', { name: /^(Copy|Update)$/ })).not.toBeInTheDocument();
        view.unmount();
      }
      setDemo(null, 0);
      await open(org);
      expect(await screen.findByRole('switch', { name: 'Data collection enabled' })).toBeEnabled();
      expect(screen.queryByText('Data collection cannot be changed while demo data is copied or in use.')).not.toBeInTheDocument();
    } finally {
      setDemo(null, 0);
    }
  });

  it('keeps the toggle when SetHold fails and shows the failure', async () => {
    const onHold = seeded.onHold[0];
    expect(reportingRegion(onHold)).toBe('EMEA');
    server.use(http.post(reportingUrl('/api/Signup/SetHold'), () => errorAnswer(409, 'not signed up')));
    await open(onHold);
    const toggle = await screen.findByRole('switch', { name: 'Data collection enabled' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Enable data collection?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Failed to change data collection - not signed up/)).toBeInTheDocument();
    expect(requests.find('POST', '/svc/reporting/eu/api/Signup/SetHold')[0].search).toBe(`?hold=false&organizationId=${id(onHold)}`);
    expect(toggle).not.toBeChecked();
    expect(stored(onHold)).toMatchObject({ hold: 1 });
  });

  it('lets the root organization deprovision, with the dismissible success and the deletion note', async () => {
    const org = 'Woodgrove Bank';
    await open(org);
    await userEvent.click(await screen.findByRole('button', { name: 'Deprovision' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deprovision data collection?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(
      await screen.findByText('Data collection was deprovisioned. The collected data is deleted within 15 minutes to an hour.'),
    ).toBeInTheDocument();
    expect(requests.find('DELETE', '/svc/reporting/us/api/Signup/DeleteTenant')[0].search).toBe(`?organizationId=${id(org)}`);
    expect(await screen.findByText('Data Collection Disabled')).toBeInTheDocument();
    expect(stored(org)).toMatchObject({ status: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Data collection was deprovisioned/)).not.toBeInTheDocument();
  });

  it('offers no deprovision to a tenant system administrator', async () => {
    // customer.admin is System Administrator of Contoso Pharmaceuticals, whose demo data was never copied.
    await open(contoso, 'customer.admin@sandbox.test');
    expect(await screen.findByRole('switch', { name: 'Data collection enabled' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Deprovision' })).not.toBeInTheDocument();
  });
});

describe('Global reader role', () => {
  const granted = 'VanArsdel';
  const verifyCalls = (org: string) =>
    requests.find('GET', `/svc/reporting/${reportingRegion(org) === 'EMEA' ? 'eu' : 'us'}/api/tenants/${id(org)}/isGlobalReaderAssigned`);

  it('starts not verified, verifies through isGlobalReaderAssigned and shows granted without a message', async () => {
    await open(granted);
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Granted')).toBeInTheDocument();
    expect(verifyCalls(granted)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the permission message on 424 and "Something went wrong" on other failures', async () => {
    const missing = seeded.missingPermission[0];
    await open(missing);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/DeviceManagementRBAC\.Read\.All permission is allowed; if it still fails, contact support\./),
    ).toBeInTheDocument();
    server.use(http.get(reportingUrl('/api/tenants/:id/isGlobalReaderAssigned'), () => errorAnswer(500, 'down'), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Something went wrong, please try again later…')).toBeInTheDocument();
    expect(verifyCalls(missing)).toHaveLength(2);
  });

  it('shows false as not granted, and the message of an earlier failure goes', async () => {
    const notGranted = seeded.readerNotGranted[0];
    server.use(http.get(reportingUrl('/api/tenants/:id/isGlobalReaderAssigned'), () => errorAnswer(500, 'down'), { once: true }));
    await open(notGranted);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Something went wrong, please try again later…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Not granted')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try again later…')).not.toBeInTheDocument();
    expect(verifyCalls(notGranted)).toHaveLength(2);
  });

  it('resets to not verified when another organization is selected', async () => {
    await open(granted);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Granted')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('tree', { name: 'Organizations' })).getByRole('treeitem', { name: /^Quadrant Root/ }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Data Collection' }));
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByText('Granted')).not.toBeInTheDocument();
    expect(verifyCalls('Quadrant Root')).toHaveLength(0);
  });
});
