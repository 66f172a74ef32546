import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatDate, listDateFormat, userDetailDateFormat } from '../../../domain/formats';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { testOrigin } from '../../../../tests/msw/config';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../../tests/setup/hierarchyPage';

// Seeded: Contoso Pharmaceuticals (US) is a connected tenant customer with a note; Fourth Coffee has no
// directory tenant; Fabrikam Residences lets its parent view but not manage it.
const backend = useSandboxBackend();
const db = () => backend.sandbox.db;
const id = (name: string) => backend.people.orgId(name);
const contoso = () => id('Contoso Pharmaceuticals');
const open = (org: string, tab = '', as = 'tms.admin@sandbox.test') => renderHierarchyAs(backend, as, `/hierarchy/${id(org)}${tab}`);
const contosoRow = () =>
  db()
    .prepare('SELECT customer_reference AS reference, parent_can_view AS pcv, created_on_utc AS created FROM organizations WHERE id = ?')
    .get(contoso()) as { reference: string | null; pcv: number; created: string };
const noteOf = () => db().prepare('SELECT note FROM reporting_tenants WHERE organization_id = ?').pluck().get(contoso()) as string;
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const notesPath = () => `/svc/reporting/us/api/tenants/${contoso()}/notes`;
const locationOrg = `${testOrigin}/svc/location/api/v1.0/organizations/:org`;

describe('Overview tab', () => {
  it('shows every field of the organization and its directory tenant, and a tag per service', async () => {
    const tenant = db()
      .prepare('SELECT id, name, last_updated_on_utc AS updated FROM directory_tenants WHERE organization_id = ?')
      .get(contoso()) as { id: string; name: string; updated: string };
    const domains = db().prepare('SELECT domain_name AS name, is_default AS isDefault FROM verified_domains WHERE tenant_id = ?').all(tenant.id) as {
      name: string;
      isDefault: number;
    }[];
    db().prepare("INSERT OR IGNORE INTO service_endpoints (organization_id, endpoint_name, region) VALUES (?, 'Radar uAPI', 'US')").run(contoso());
    await open('Contoso Pharmaceuticals');
    await waitFor(() => expect(field('Directory tenant name')).toHaveTextContent(tenant.name));
    expect(field('Status')).toHaveTextContent('Enabled');
    expect(field('Tenant connected')).toHaveTextContent('Yes');
    expect(field('Primary domain')).toHaveTextContent(domains.find((d) => d.isDefault)!.name);
    expect(field('Tenant GUID')).toHaveTextContent(tenant.id);
    expect(field('Last updated')).toHaveTextContent(formatDate(tenant.updated, userDetailDateFormat));
    expect(
      within(field('Verified domains'))
        .getAllByRole('listitem')
        .map((l) => l.textContent)
        .sort(),
    ).toEqual(domains.map((d) => d.name).sort());
    expect(field('Created on')).toHaveTextContent(formatDate(contosoRow().created, listDateFormat));
    await waitFor(() => expect(field('Authentication type')).toHaveTextContent('Base'));
    // Reporting has an active subscription (seeded); Radar uAPI only an endpoint.
    expect(await screen.findByText('Reporting: active')).toBeInTheDocument();
    expect(screen.getByText('Radar uAPI: provisioned')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/analytics/api/v1/organizations/${contoso()}/Settings/GetTenantAuthenticationType`)).toHaveLength(1);
  });

  it('reads a failed authentication-type call as base and blocked, and shows "None" without a tenant', async () => {
    server.use(
      http.get(`${testOrigin}/svc/analytics/api/v1/organizations/:org/Settings/GetTenantAuthenticationType`, () => errorAnswer(500, 'down')),
    );
    await open('Fourth Coffee');
    await waitFor(() => expect(field('Authentication type')).toHaveTextContent('Base (blocked)'));
    expect(field('Tenant connected')).toHaveTextContent('No');
    expect(field('Directory tenant name')).toHaveTextContent('None');
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${id('Fourth Coffee')}/azureTenants`)).toHaveLength(0);
  });
});

describe('Config tab', () => {
  it('lets a TMS admin edit, save only what changed, and shows the success bar', async () => {
    await open('Contoso Pharmaceuticals', '/config');
    const reference = await screen.findByRole('textbox', { name: 'Customer reference' });
    expect(reference).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(reference);
    await userEvent.type(reference, 'PO-88');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parent can view' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Organization's details updated successfully")).toBeInTheDocument();
    const [patch] = requests.find('PATCH', `/svc/account/api/v1.0/ium/organizations/${contoso()}`);
    expect(patch.json()).toEqual({ parentCanView: false, customerReference: 'PO-88' });
    expect(contosoRow()).toMatchObject({ reference: 'PO-88', pcv: 0 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveAttribute('readonly'));
    expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveValue('PO-88');
  });

  it('keeps the edits and says why when the save fails', async () => {
    server.use(http.patch(accountUrl('/api/v1.0/ium/organizations/:org'), () => errorAnswer(500, 'database locked')));
    await open('Contoso Pharmaceuticals', '/config');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const billing = screen.getByRole('textbox', { name: 'External billing ID' });
    const stored = db().prepare('SELECT external_billing_id FROM organizations WHERE id = ?').pluck().get(contoso());
    await userEvent.clear(billing);
    await userEvent.type(billing, 'NAV-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update organizations information - database locked');
    expect(billing).toHaveValue('NAV-9');
    expect(billing).not.toHaveAttribute('readonly');
    expect(db().prepare('SELECT external_billing_id FROM organizations WHERE id = ?').pluck().get(contoso())).toBe(stored);
  });

  it('cancels an edit back to the stored values', async () => {
    await open('Contoso Pharmaceuticals', '/config');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer reference' }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveValue(contosoRow().reference ?? '');
    expect(requests.find('PATCH', `/svc/account/api/v1.0/ium/organizations/${contoso()}`)).toHaveLength(0);
  });

  it('is read-only for a TMS viewer, billing fields included', async () => {
    await open('Contoso Pharmaceuticals', '/config', 'tms.viewer@sandbox.test');
    expect(await screen.findByText('Only a TMS admin can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer reference' })).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Parent can view' })).toBeDisabled();
  });

  it('shows an organization administrator the parent flags only', async () => {
    await open('Contoso Pharmaceuticals', '/config', 'customer.admin@sandbox.test');
    expect(await screen.findByRole('checkbox', { name: 'Parent can manage' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Customer reference' })).not.toBeInTheDocument();
  });
});

describe('Services tab', () => {
  it('says "Failed to load services" with the server message', async () => {
    server.use(http.get(locationOrg, () => errorAnswer(503, 'location service down')));
    await open('Contoso Pharmaceuticals', '/services');
    expect(await screen.findByText('Failed to load services - location service down')).toBeInTheDocument();
  });
});

describe('Notes tab', () => {
  it('reads the note from the Reporting endpoint and saves it', async () => {
    const seeded = noteOf();
    await open('Contoso Pharmaceuticals', '/notes');
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue(seeded);
    await userEvent.type(note, ' Call back.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('The note was saved.')).toBeInTheDocument();
    const [patch] = requests.find('PATCH', notesPath());
    expect(patch.json()).toEqual({ customNodes: `${seeded} Call back.` });
    expect(noteOf()).toBe(`${seeded} Call back.`);
    // Back on the tab, the note already read (cached) fills the box at once.
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByRole('textbox', { name: 'Note' })).toHaveValue(`${seeded} Call back.`);
  });

  it('says "Failed to get notes" and "Failed to send notes", keeping the text', async () => {
    const stored = noteOf();
    server.use(http.get(`${testOrigin}${notesPath()}`, () => errorAnswer(500, 'store offline'), { once: true }));
    await open('Contoso Pharmaceuticals', '/notes');
    expect(await screen.findByText('Failed to get notes - store offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    server.use(http.patch(`${testOrigin}${notesPath()}`, () => errorAnswer(500, 'write refused')));
    await userEvent.type(note, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Failed to send notes - write refused')).toBeInTheDocument();
    expect(note).toHaveValue(`${stored}!`);
    expect(noteOf()).toBe(stored);
  });

  it('offers Retry on a failed save, which sends the same note again', async () => {
    const stored = noteOf();
    server.use(http.patch(`${testOrigin}${notesPath()}`, () => errorAnswer(500, 'write refused'), { once: true }));
    await open('Contoso Pharmaceuticals', '/notes');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), '?');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Failed to send notes - write refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(noteOf()).toBe(`${stored}?`));
    expect(requests.find('PATCH', notesPath()).map((r) => r.json())).toEqual([{ customNodes: `${stored}?` }, { customNodes: `${stored}?` }]);
  });

  it('is read-only for a TMS viewer, who is told why', async () => {
    await open('Contoso Pharmaceuticals', '/notes', 'tms.viewer@sandbox.test');
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue(noteOf());
    expect(note).toHaveAttribute('readonly');
    expect(screen.getByText('You can read this note; saving it needs permission to manage the tenant.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save note' })).not.toBeInTheDocument();
  });

  it('is not offered without a Reporting endpoint', async () => {
    server.use(http.get(locationOrg, () => HttpResponse.json([{ endpoints: [] }])));
    await open('Contoso Pharmaceuticals', '/notes');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // The tab list is drawn before the locations arrive, and the Notes tab is decided by them: the Services tab's
    // empty list says they have arrived.
    await userEvent.click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByText('No service endpoints are configured for this organization.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Notes' })).not.toBeInTheDocument();
  });
});

describe('permissions and later tabs', () => {
  it('tells a user who may view but not manage the organization', async () => {
    await open('Fabrikam Residences', '', 'partner.admin@sandbox.test');
    expect(await screen.findByText('You do not have permission to manage this tenant')).toBeInTheDocument();
  });

  it('shows the Data Collection tab (its own tests: dataCollection/DataCollectionTab.test.tsx)', async () => {
    await open('Contoso Pharmaceuticals', '/data-collection');
    expect(await screen.findByText('Sign-up status: Signed Up')).toBeInTheDocument();
  });
});
