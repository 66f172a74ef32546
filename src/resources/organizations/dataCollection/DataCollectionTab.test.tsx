import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignupStatus } from '../../../domain/schemas/dataCollection';
import { profiles } from '../../../domain/testing/profiles';
import { errorAnswer } from '../../../../tests/msw/account';
import { testConfig } from '../../../../tests/msw/config';
import { dataCollectionHandlers, demoHandlers, notSignedUp, signupStatus } from '../../../../tests/msw/dataCollection';
import { resetHierarchyData } from '../../../../tests/msw/hierarchyData';
import { locationUrl } from '../../../../tests/msw/location';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/setup/renderApp';

beforeEach(() => resetHierarchyData());

const statusOf = (name: string) => within(screen.getByLabelText('Provisioning components')).getByText(name).nextElementSibling as HTMLElement;
const use = (store: Record<number, SignupStatus>, options?: Parameters<typeof dataCollectionHandlers>[1]) =>
  server.use(...dataCollectionHandlers(store, options));

describe('Data Collection tab: the sign-up status decides the view', () => {
  it('shows the provisioned view with the component statuses mapped (anything else unknown)', async () => {
    use({ 40: signupStatus(40, { fabricApplicationStatus: 'NotStarted', endpointLocationStatus: 'InProgress', databaseUpdateStatus: 'Failed' }) });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByText('Sign-up status: Signed Up')).toBeInTheDocument();
    expect(statusOf('Resource group')).toHaveTextContent('Success');
    expect(statusOf('Database update')).toHaveTextContent('Failed');
    expect(statusOf('Endpoint location')).toHaveTextContent('In progress');
    expect(statusOf('Fabric application')).toHaveTextContent('Unknown');
    expect(requests.find('GET', '/svc/reporting-us/api/Signup/Status')[0].search).toBe('?organizationId=40');
  });

  it('shows "Data Collection Disabled" when de-provisioned', async () => {
    use({ 40: signupStatus(40, { status: 3 }) });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByText('Data Collection Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Provision data collection' })).not.toBeInTheDocument();
  });

  it('hides provisioning for a tenant customer when the brand does not allow it', async () => {
    use({ 40: signupStatus(40) });
    const config = { ...testConfig, brand: { ...testConfig.brand, radarProvisioningAllowed: false } };
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection', config });
    expect(await screen.findByText(/Data collection cannot be provisioned for this type of organization/)).toBeInTheDocument();
    expect(requests.find('GET', '/svc/reporting-us/api/Signup/Status')).toHaveLength(0);
  });
});

describe('Provision form', () => {
  it('asks a region when none is preset, sends InitTenant to that region and follows the run to Success', async () => {
    server.use(http.get(locationUrl('/api/v1.0/organizations/:org'), () => HttpResponse.json([])));
    use({ 40: notSignedUp(40) }, { readsUntilDone: 2 });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    const provision = await screen.findByRole('button', { name: 'Provision data collection' });
    expect(provision).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'EMEA' }));
    await userEvent.click(provision);
    const [init] = requests.find('POST', '/svc/reporting-emea/api/Signup/InitTenant');
    expect(init.search).toBe(`?userId=${profiles.tmsAdmin().userId}&organizationId=40`);
    expect(init.json()).toEqual({ region: 'EMEA' });
    expect(await screen.findByText('Sign-up status: New Sign Up', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(statusOf('Overall')).toHaveTextContent('In progress');
    expect(await screen.findByText('Sign-up status: Signed Up', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(statusOf('Overall')).toHaveTextContent('Success');
  }, 15000);

  it('uses the preset region, shows "Failed to init tenant" with the server message, and keeps the form', async () => {
    use({ 40: notSignedUp(40) });
    server.use(http.post(`${testConfig.regions.US!.reporting}/api/Signup/InitTenant`, () => errorAnswer(409, 'already running')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByText('Region: US')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Provision data collection' }));
    expect(await screen.findByText(/Failed to init tenant - already running/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Provision data collection' })).toBeEnabled();
  });

  it('shows "Data collection provisioning failed" with Retry when the run fails, and Retry starts it again', async () => {
    use({ 40: notSignedUp(40) }, { failRun: true });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Provision data collection' }));
    expect(await screen.findByText('Data collection provisioning failed', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(statusOf('Database update')).toHaveTextContent('Failed');
    expect(statusOf('Endpoint location')).toHaveTextContent('Unknown');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests.find('POST', '/svc/reporting-us/api/Signup/InitTenant')).toHaveLength(2));
  }, 15000);

  it('is disabled without a directory tenant id', async () => {
    use({ 41: notSignedUp(41) });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41/data-collection' });
    expect(await screen.findByText('Organization does not have a tenant connected, so set up reporting first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Provision data collection' })).toBeDisabled();
  });
});

describe('Provisioned view', () => {
  it('asks before flipping the toggle, sends the opposite hold and flips on 200', async () => {
    use({ 40: signupStatus(40) });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    const toggle = await screen.findByRole('switch', { name: 'Data collection enabled' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Disable data collection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.find('POST', '/svc/reporting-us/api/Signup/SetHold')).toHaveLength(0);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Data collection enabled' })).not.toBeChecked());
    expect(requests.find('POST', '/svc/reporting-us/api/Signup/SetHold')[0].search).toBe('?hold=true&organizationId=40');
  });

  it('keeps the toggle when SetHold fails and shows the failure', async () => {
    use({ 40: signupStatus(40, { hold: true }) });
    server.use(http.post(`${testConfig.regions.US!.reporting}/api/Signup/SetHold`, () => errorAnswer(409, 'not signed up')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    const toggle = await screen.findByRole('switch', { name: 'Data collection enabled' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Enable data collection?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Failed to change data collection - not signed up/)).toBeInTheDocument();
    expect(requests.find('POST', '/svc/reporting-us/api/Signup/SetHold')[0].search).toBe('?hold=false&organizationId=40');
    expect(toggle).not.toBeChecked();
  });

  it('lets the root organization deprovision, with the dismissible success and the deletion note', async () => {
    use({ 40: signupStatus(40) });
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deprovision' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Deprovision data collection?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Data collection was deprovisioned. The collected data is deleted within 15 minutes to an hour.')).toBeInTheDocument();
    expect(requests.find('DELETE', '/svc/reporting-us/api/Signup/DeleteTenant')[0].search).toBe('?organizationId=40');
    expect(await screen.findByText('Data Collection Disabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Data collection was deprovisioned/)).not.toBeInTheDocument();
  });

  it('offers no deprovision to a tenant system administrator', async () => {
    use({ 40: signupStatus(40) });
    server.use(...demoHandlers({ status: 0, lastCopyDate: '0001-01-01T00:00:00' }));
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByRole('switch', { name: 'Data collection enabled' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Deprovision' })).not.toBeInTheDocument();
  });
});

describe('Global reader role', () => {
  const verifyUrl = `${testConfig.regions.US!.reporting}/api/tenants/40/isGlobalReaderAssigned`;

  it('starts not verified, verifies through isGlobalReaderAssigned and shows granted without a message', async () => {
    use({ 40: signupStatus(40) });
    server.use(http.get(verifyUrl, () => HttpResponse.json(true)));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Granted')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/reporting-us/api/tenants/40/isGlobalReaderAssigned')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the permission message on 424 and "Something went wrong" on other failures; false is not granted', async () => {
    use({ 40: signupStatus(40) });
    let answer = () => errorAnswer(424, 'missing permission');
    server.use(http.get(verifyUrl, () => answer()));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/DeviceManagementRBAC\.Read\.All permission is allowed; if it still fails, contact support\./)).toBeInTheDocument();
    answer = () => errorAnswer(500, 'down');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Something went wrong, please try again later…')).toBeInTheDocument();
    answer = () => HttpResponse.json(false);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Not granted')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try again later…')).not.toBeInTheDocument();
  });

  it('resets to not verified when another organization is selected', async () => {
    use({ 40: signupStatus(40), 1: signupStatus(1) });
    server.use(http.get(`${testConfig.regions.US!.reporting}/api/tenants/:id/isGlobalReaderAssigned`, () => HttpResponse.json(true)));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Granted')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('tree', { name: 'Organizations' })).getByRole('treeitem', { name: /^Quadrant Root/ }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Data Collection' }));
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByText('Granted')).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/reporting-us/api/tenants/1/isGlobalReaderAssigned')).toHaveLength(0);
  });
});
