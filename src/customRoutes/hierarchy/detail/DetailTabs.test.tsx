import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { testConfig, testOrigin } from '../../../../tests/msw/config';
import { hierarchyData, resetHierarchyData, tenantIds } from '../../../../tests/msw/hierarchyData';
import { locationUrl } from '../../../../tests/msw/location';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { dataCollectionHandlers, signupStatus } from '../../../../tests/msw/dataCollection';
import { renderApp } from '../../../../tests/setup/renderApp';

beforeEach(() => resetHierarchyData());

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const notesUrl = `${testOrigin}/svc/reporting-us/api/tenants/40/notes`;

describe('Overview tab', () => {
  it('shows every field of the organization and its directory tenant, and a tag per service', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await screen.findByText('contoso.onmicrosoft.com', { selector: 'dd' });
    expect(field('Status')).toHaveTextContent('Enabled');
    expect(field('Tenant connected')).toHaveTextContent('Yes');
    expect(field('Primary domain')).toHaveTextContent('contoso.example');
    expect(field('Tenant GUID')).toHaveTextContent(tenantIds.contoso);
    expect(field('Last updated')).toHaveTextContent(/^March 4th 2026, /);
    expect(within(field('Verified domains')).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['contoso.onmicrosoft.com', 'contoso.example']);
    expect(field('Created on')).toHaveTextContent('2nd June 2021');
    await waitFor(() => expect(field('Authentication type')).toHaveTextContent('Base'));
    expect(screen.getByText('Reporting: provisioned')).toBeInTheDocument();
    expect(screen.getByText('Radar uAPI: provisioned')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/analytics/api/v1/organizations/40/Settings/GetTenantAuthenticationType')).toHaveLength(1);
  });

  it('reads a failed authentication-type call as base and blocked, and shows "None" without a tenant', async () => {
    server.use(http.get(`${testConfig.services.analytics}/api/v1/organizations/:org/Settings/GetTenantAuthenticationType`, () => errorAnswer(500, 'down')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    await waitFor(() => expect(field('Authentication type')).toHaveTextContent('Base (blocked)'));
    expect(field('Tenant connected')).toHaveTextContent('No');
    expect(field('Directory tenant name')).toHaveTextContent('None');
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/41/azureTenants')).toHaveLength(0);
  });
});

describe('Config tab', () => {
  it('lets a TMS admin edit, save only what changed, and shows the success bar', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/config' });
    const reference = await screen.findByRole('textbox', { name: 'Customer reference' });
    expect(reference).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(reference);
    await userEvent.type(reference, 'PO-88');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parent can view' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Organization's details updated successfully")).toBeInTheDocument();
    const [patch] = requests.find('PATCH', '/svc/account/api/v1.0/ium/organizations/40');
    expect(patch.json()).toEqual({ parentCanView: false, customerReference: 'PO-88' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveAttribute('readonly'));
    expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveValue('PO-88');
  });

  it('keeps the edits and says why when the save fails', async () => {
    server.use(http.patch(accountUrl('/api/v1.0/ium/organizations/:org'), () => errorAnswer(500, 'database locked')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/config' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const billing = screen.getByRole('textbox', { name: 'External billing ID' });
    await userEvent.type(billing, 'NAV-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update organizations information - database locked');
    expect(billing).toHaveValue('NAV-9');
    expect(billing).not.toHaveAttribute('readonly');
  });

  it('cancels an edit back to the stored values', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/config' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer reference' }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveValue('PO-77');
    expect(requests.find('PATCH', '/svc/account/api/v1.0/ium/organizations/40')).toHaveLength(0);
  });

  it('is read-only for a TMS viewer, billing fields included', async () => {
    await renderApp({ profile: profiles.tmsViewer(), path: '/hierarchy/40/config' });
    expect(await screen.findByText('Only a TMS admin can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Parent can view' })).toBeDisabled();
  });

  it('shows an organization administrator the parent flags only', async () => {
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/hierarchy/40/config' });
    expect(await screen.findByRole('checkbox', { name: 'Parent can manage' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Customer reference' })).not.toBeInTheDocument();
  });
});

describe('Services tab', () => {
  it('says "Failed to load services" with the server message', async () => {
    server.use(http.get(locationUrl('/api/v1.0/organizations/:org'), () => errorAnswer(503, 'location service down')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/services' });
    expect(await screen.findByText('Failed to load services - location service down')).toBeInTheDocument();
  });
});

describe('Notes tab', () => {
  it('reads the note from the Reporting endpoint and saves it', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/notes' });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Renewal call booked for May.');
    await userEvent.type(note, ' Call back.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('The note was saved.')).toBeInTheDocument();
    const [patch] = requests.find('PATCH', '/svc/reporting-us/api/tenants/40/notes');
    expect(patch.json()).toEqual({ customNodes: 'Renewal call booked for May. Call back.' });
    expect(hierarchyData.notes[40]).toBe('Renewal call booked for May. Call back.');
  });

  it('says "Failed to get notes" and "Failed to send notes", keeping the text', async () => {
    server.use(http.get(notesUrl, () => errorAnswer(500, 'store offline'), { once: true }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/notes' });
    expect(await screen.findByText('Failed to get notes - store offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    server.use(http.patch(notesUrl, () => errorAnswer(500, 'write refused')));
    await userEvent.type(note, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Failed to send notes - write refused')).toBeInTheDocument();
    expect(note).toHaveValue('Renewal call booked for May.!');
  });

  it('is not offered without a Reporting endpoint', async () => {
    server.use(http.get(locationUrl('/api/v1.0/organizations/:org'), () => HttpResponse.json([{ endpoints: [] }])));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/notes' });
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByText('No services are provisioned for this organization yet.')).toBeInTheDocument();
  });
});

describe('permissions and later tabs', () => {
  it('tells a user who may view but not manage the organization', async () => {
    await renderApp({ profile: profiles.partnerSysadmin(), path: '/hierarchy/41' });
    expect(await screen.findByText('You do not have permission to manage this tenant')).toBeInTheDocument();
  });

  it('shows the Data Collection tab of issue 6 (its own tests: dataCollection/DataCollectionTab.test.tsx)', async () => {
    server.use(...dataCollectionHandlers({ 40: signupStatus(40) }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByText('Sign-up status: Signed Up')).toBeInTheDocument();
  });
});
