import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl } from '../../../tests/msw/account';
import { testOrigin } from '../../../tests/msw/config';
import { dataCollectionHandlers, notSignedUp, signupStatus } from '../../../tests/msw/dataCollection';
import { resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

/** Wingtip Holdings (30) has an active reporting subscription; no other organization has one. */
const reporting = {
  id: 310, organizationId: 30, tenantName: 'contoso', description: 'Wingtip reporting', notes: '', paymentType: 'Prepaid', recurrenceType: 'Yearly',
  paymentProvider: 'Direct', managed: false, startDate: '2026-01-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z', cancelledDate: null, product: 'Reporting',
  feature: 'Core', subscriptionType: 'Paid', quantity: 1, status: 1,
  subscriptionItems: [{ id: 3101, subscriptionId: 310, product: 'Reporting', feature: 'Core', startDate: '2026-01-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z', cancelledDate: null, subscriptionType: 'Paid', quantity: 1, status: 1 }],
};
const subscriptionsAnswer = http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), ({ params }) => HttpResponse.json(params.org === '30' ? [reporting] : []));

const readerAnswer = (value: boolean) =>
  http.get(`${testOrigin}/svc/:host/api/tenants/:id/isGlobalReaderAssigned`, () => HttpResponse.json(value));

beforeEach(() => {
  resetHierarchyData();
  sessionStorage.clear();
  localStorage.clear();
  server.use(...dataCollectionHandlers({ 40: signupStatus(40), 41: notSignedUp(41) }), readerAnswer(false), subscriptionsAnswer);
});

const panel = () => screen.findByRole('dialog', { name: 'Set up Quadrant' });

describe('Setup wizard: who may open it (doc 002 §6)', () => {
  it('is for system administrators only: anyone else sees No permission and nothing is read', async () => {
    await renderApp({ profile: profiles.tenantAccountAdmin(), path: '/30/setup/41' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Set up Quadrant' })).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/41')).toHaveLength(0);
  });

  it('opens from Setup Reporting on the hierarchy at /{parentOrgId}/setup/{orgId}', async () => {
    await renderApp({ profile: profiles.rootSysadmin(), path: '/hierarchy/30' });
    const link = await within(await screen.findByRole('toolbar', { name: 'Organization commands' })).findByRole('link', { name: 'Setup Reporting' });
    expect(link).toHaveAttribute('href', '/20/setup/30');
    await userEvent.click(link);
    expect(await within(await panel()).findByText('Organization: Wingtip Holdings')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/subscriptions/organizations/30').length).toBeGreaterThan(0);
  });

  it('offers no Setup Reporting without an active reporting subscription', async () => {
    await renderApp({ profile: profiles.rootSysadmin(), path: '/hierarchy/20' });
    const bar = await screen.findByRole('toolbar', { name: 'Organization commands' });
    await screen.findAllByText(/Northwind Partners/);
    expect(within(bar).queryByRole('link', { name: 'Setup Reporting' })).not.toBeInTheDocument();
  });
});

describe('Setup wizard: tenant connection step (doc 002 §2, §4, §5)', () => {
  it('checks the tenant name, has no way back, and redirects to the directory with state and /{parent}/setup', async () => {
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }));
    await renderApp({ profile: profiles.rootSysadmin(), path: '/30/setup/41' });
    const wizard = await panel();
    expect(await within(wizard).findByText('Organization: Coho Winery')).toBeInTheDocument();
    expect(within(wizard).getByText(/redirected to the cloud sign-in page.*Global Administrator/)).toBeInTheDocument();
    expect(await within(wizard).findByRole('heading', { name: 'Connect Tenant' })).toBeInTheDocument();
    const name = within(wizard).getByRole('textbox', { name: /Tenant name/ });
    expect(name).toHaveFocus();
    expect(name).toBeRequired();
    expect(within(wizard).getByText('.onmicrosoft.com')).toBeInTheDocument();
    expect(within(wizard).queryByRole('button', { name: /Previous|Back/ })).not.toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(wizard).getByRole('button', { name: 'Connect Tenant' })).toBeDisabled();
    await userEvent.type(name, 'coho winery');
    expect(within(wizard).getByText(/may contain only letters and digits/)).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Connect Tenant' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'coho-winery');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Connect Tenant' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${testOrigin}/emulated/consent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'coho-winery',
      client_id: 'console-app-client',
      redirect_uri: `${testOrigin}/30/setup`,
      state: '41',
    });
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('starts past the connection when a tenant is connected, whatever step was saved before', async () => {
    server.use(...dataCollectionHandlers({ 40: notSignedUp(40) }));
    sessionStorage.setItem('setupWizard.step.40', 'connect');
    await renderApp({ profile: profiles.rootSysadmin(), path: '/30/setup/40' });
    const wizard = await panel();
    expect(await within(wizard).findByRole('heading', { name: 'Terms and Agreements' })).toBeInTheDocument();
  });

  it('closing the panel refreshes the organization data and opens the organization', async () => {
    await renderApp({ profile: profiles.rootSysadmin(), path: '/30/setup/41' });
    const wizard = await panel();
    await within(wizard).findByText('Organization: Coho Winery');
    const before = requests.find('GET', '/svc/account/api/v1.0/organizations/41').length;
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/hierarchy/41'));
    await waitFor(() => expect(requests.find('GET', '/svc/account/api/v1.0/organizations/41').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set up Quadrant' })).not.toBeInTheDocument(), { timeout: 4000 });
  });
});
