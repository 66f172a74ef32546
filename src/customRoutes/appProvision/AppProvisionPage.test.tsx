import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { tenantGuidFor } from '../../../server/emulated/consent';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { behindAccess, hierarchyRoutes } from '../../../tests/setup/hierarchyPage';
import { renderInAdminAs } from '../../../tests/setup/sandboxRender';
import { AppProvisionPage } from './AppProvisionPage';

// Organizations seeded without a directory tenant; each test connects its own.
const backend = useSandboxBackend();
const db = () => backend.sandbox.db;
/** What the emulated consent page's Grant records for a directory: the tenant the landing may then connect. */
function consented(directory: string): string {
  const id = tenantGuidFor(`${directory}.onmicrosoft.com`);
  db()
    .prepare("INSERT INTO emulated_consents VALUES (?, ?, 'console-app-client', '2026-01-01T00:00:00.000Z')")
    .run(id, `${directory}.onmicrosoft.com`);
  return id;
}
const tenantOf = (orgId: number) => db().prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(orgId);
/** The landing at /appProvision?{query}, and the hierarchy page it goes on to, as App mounts them. */
const land = (query: string, as = 'tms.admin@sandbox.test') =>
  renderInAdminAs(
    backend,
    as,
    hierarchyRoutes(<Route path="/appProvision" element={behindAccess('appProvision', <AppProvisionPage />)} />),
    {},
    `/appProvision?${query}`,
  );
const connectPath = (orgId: number, tenant: string) => `/svc/account/api/v1.0/organizations/${orgId}/azureTenants/${tenant}`;

describe('/appProvision, the tenant connection landing', () => {
  it('connects the consented tenant to the organization in state and lands on it', async () => {
    const orgId = backend.people.orgId('Fourth Coffee');
    const tenant = consented('fourthcoffee');
    const { location } = await land(`tenant=${tenant}&state=${orgId}&admin_consent=True`);
    expect(await screen.findByText('The tenant was connected successfully. You can now set up reporting for it.')).toBeInTheDocument();
    expect(location().pathname).toBe(`/hierarchy/${orgId}`);
    expect(location().search).toBe('');
    expect(requests.find('POST', connectPath(orgId, tenant))).toHaveLength(1);
    expect(requests.all().filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(tenantOf(orgId)).toBe(tenant);
  });

  it('shows "Connecting tenant" while it connects', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(accountUrl('/api/v1.0/organizations/:org/azureTenants/:tenantId'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return undefined; // then the sandbox answers
      }),
    );
    const orgId = backend.people.orgId("Margie's Travel");
    const { location } = await land(`tenant=${consented('margiestravel')}&state=${orgId}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Connecting tenant');
    expect(location().search).toBe('');
    release();
    expect(await screen.findByText(/The tenant was connected successfully/)).toBeInTheDocument();
  });

  it('assigns the organization whitelabel when the new tenant carries another, and says the tenant was reauthorised', async () => {
    const orgId = backend.people.orgId('Graphic Design Institute');
    db().prepare('UPDATE organizations SET whitelabel_id = 7 WHERE id = ?').run(orgId);
    await land(`tenant=${consented('graphicdesign')}&state=${orgId}`);
    expect(await screen.findByText('The tenant was reauthorised successfully. Nothing more needs to be done.')).toBeInTheDocument();
    expect(screen.queryByText(/The tenant was connected successfully/)).not.toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/organizations/${orgId}/whitelabels/7`)).toHaveLength(1);
    expect(db().prepare('SELECT whitelabel_id FROM directory_tenants WHERE organization_id = ?').pluck().get(orgId)).toBe(7);
  });

  it('reports a refused consent with the first line of its description only', async () => {
    const orgId = backend.people.orgId('Bellows College');
    const description = encodeURIComponent('AADSTS65004: User declined to consent to access the app.\r\nTrace ID: abc\r\nTimestamp: now');
    const { location } = await land(`error=access_denied&error_description=${description}&state=${orgId}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Entra ID authorization failed - AADSTS65004: User declined to consent to access the app.');
    expect(alert).not.toHaveTextContent('Trace ID');
    expect(location().pathname).toBe(`/hierarchy/${orgId}`);
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a directory tenant' })).toBeInTheDocument();
  });

  it('says it was unable to connect, with the server message, and retries the connection', async () => {
    server.use(
      http.post(
        accountUrl('/api/v1.0/organizations/:org/azureTenants/:tenantId'),
        () => errorAnswer(409, 'Tenant is connected to another organization'),
        { once: true },
      ),
    );
    const orgId = backend.people.orgId('Humongous Logistics');
    const tenant = consented('humongouslogistics');
    const { location } = await land(`tenant=${tenant}&state=${orgId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We were unable to connect to your tenant - Tenant is connected to another organization',
    );
    expect(location().pathname).toBe(`/hierarchy/${orgId}`);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/The tenant was connected successfully/)).toBeInTheDocument();
    await waitFor(() => expect(requests.find('POST', connectPath(orgId, tenant))).toHaveLength(2));
    expect(tenantOf(orgId)).toBe(tenant);
  });

  it('sends a user without a hierarchy role to /associations', async () => {
    const { location } = await land(`tenant=${consented('nobody')}&state=${backend.people.orgId('Bellows College')}`, 'no.roles@sandbox.test');
    await waitFor(() => expect(location().pathname).toBe('/associations'));
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
