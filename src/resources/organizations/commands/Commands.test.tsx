import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { testOrigin } from '../../../../tests/msw/config';
import { hierarchyData, resetHierarchyData } from '../../../../tests/msw/hierarchyData';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/setup/renderApp';

beforeEach(() => resetHierarchyData());
afterEach(() => vi.restoreAllMocks());

const toolbar = async () => screen.findByRole('toolbar', { name: 'Organization commands' });
const commandNames = async () => [...(await toolbar()).querySelectorAll('button, a')].map((b) => b.textContent);

describe('command bar', () => {
  it('shows a TMS admin the commands of a connected tenant customer', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    expect(await commandNames()).toEqual(['Edit', 'Users', 'Add trial', 'Resync tenant', 'Delete Org', 'Provision DPC']);
  });

  it('offers Connect tenant where no tenant is connected, and Add child for a parent', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/30' });
    expect(await commandNames()).toEqual(['Add child', 'Edit', 'Users', 'Add trial', 'Delete Org', 'Provision DPC', 'Connect tenant']);
    expect(within(await toolbar()).getByRole('button', { name: 'Delete Org' })).toBeDisabled();
  });

  it('shows a TMS viewer only Users', async () => {
    await renderApp({ profile: profiles.tmsViewer(), path: '/hierarchy/40' });
    expect(await commandNames()).toEqual(['Users', 'Add trial']);
  });
});

describe('Resync tenant', () => {
  it('resyncs and says "Tenant resync successful"', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Resync tenant' }));
    expect(await screen.findByText('Tenant resync successful')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/40/azureTenants/resync')).toHaveLength(1);
    await userEvent.click(within(screen.getByText('Tenant resync successful').closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Tenant resync successful')).not.toBeInTheDocument();
  });

  it('keeps an organization\'s message bars with that organization', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Resync tenant' }));
    await screen.findByText('Tenant resync successful');
    await userEvent.click(within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Coho Winery/ }));
    await screen.findByRole('heading', { level: 2, name: 'Coho Winery' });
    expect(screen.queryByText('Tenant resync successful')).not.toBeInTheDocument();
  });

  it('shows the failure with the server message and retries', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/azureTenants/resync'), () => errorAnswer(502, 'directory unreachable'), { once: true }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Resync tenant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant resync failed - directory unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tenant resync successful')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/40/azureTenants/resync')).toHaveLength(2);
  });
});

describe('Connect tenant', () => {
  it('checks the tenant name and sends the browser to the directory consent page', async () => {
    // jsdom cannot navigate away: the browser's location is watched for the redirect, the rest left as it is.
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/30' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Connect tenant' }));
    const modal = await screen.findByRole('dialog', { name: 'Connect a directory tenant' });
    const name = within(modal).getByRole('textbox', { name: /Tenant name/ });
    await userEvent.type(name, 'wing-tip');
    expect(within(modal).getByText(/may contain only letters and digits/)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Connect' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'wingtip.onmicrosoft.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${testOrigin}/emulated/consent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'wingtip',
      client_id: 'console-app-client',
      redirect_uri: `${testOrigin}/appProvision`,
      state: '30',
    });
  });

  it('assigns the organization whitelabel when the connected tenant carries another', async () => {
    hierarchyData.orgs.get(40)!.whitelabelId = 7;
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await userEvent.click(await within(await toolbar()).findByRole('button', { name: 'Assign whitelabel' }));
    expect(await screen.findByText(/The tenant was reauthorised successfully/)).toBeInTheDocument();
    expect(requests.find('PUT', '/svc/account/api/v1.0/organizations/40/whitelabels/7')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: 'Assign whitelabel' })).not.toBeInTheDocument());
  });
});

describe('Delete Org', () => {
  it('runs the deletion workflow, selects the parent and removes the organization from the tree', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete Org' }));
    const modal = await screen.findByRole('dialog', { name: 'Delete Coho Winery?' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The organization Coho Winery was deleted.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/hierarchy/30');
    const calls = requests.all().filter((r) => r.method === 'DELETE').map((r) => `${r.path}${r.search}`);
    expect(calls).toEqual([
      '/svc/reporting-us/api/signup/DeleteTenant?organizationId=41',
      '/svc/reporting-us/api/tenants/41',
      '/svc/account/api/v1.0/organizations/41',
    ]);
    await waitFor(() => expect(within(screen.getByRole('tree')).queryByRole('treeitem', { name: /^Coho Winery/ })).not.toBeInTheDocument());
  });

  it('asks first: Cancel closes the dialog and sends nothing', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete Org' }));
    const modal = await screen.findByRole('dialog', { name: 'Delete Coho Winery?' });
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(window.location.pathname).toBe('/hierarchy/41');
    expect(within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Coho Winery/ })).toBeInTheDocument();
  });

  it('tries the three regional hosts when no reporting endpoint is known', async () => {
    server.use(http.get(`${testOrigin}/svc/location/api/v1.0/organizations/:org`, () => HttpResponse.json([{ endpoints: [] }])));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete Org' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The organization Coho Winery was deleted.');
    const hosts = requests.all().filter((r) => r.method === 'DELETE' && r.path.endsWith('/api/tenants/41')).map((r) => r.path.split('/')[2]);
    expect(hosts).toEqual(['reporting-us', 'reporting-emea', 'reporting-s1']);
  });

  it('keeps the dialog with the refusal when the organization has gained a child, deleting nothing', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    const del = within(await toolbar()).getByRole('button', { name: 'Delete Org' });
    // Someone else adds a child after the tree was loaded.
    hierarchyData.orgs.set(99, { ...hierarchyData.orgs.get(41)!, id: 99, name: 'Late Child', parentId: 41 });
    await userEvent.click(del);
    const modal = await screen.findByRole('dialog');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Coho Winery still has child organizations: delete or move them first.');
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(within(modal).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows the service refusal in the dialog', async () => {
    server.use(http.delete(accountUrl('/api/v1.0/organizations/:org'), () => errorAnswer(409, 'The root organization cannot be deleted')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete Org' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Failed to delete the organization - The root organization cannot be deleted');
    expect(window.location.pathname).toBe('/hierarchy/41');
  });
});
