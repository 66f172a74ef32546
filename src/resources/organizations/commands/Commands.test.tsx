import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CBA_CLIENT_ID, PREFERRED_APPLICATION } from '../../../../server/services/tenants';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { testOrigin } from '../../../../tests/msw/config';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { openOrganization, toolbar } from '../../../../tests/setup/organizationCommands';

// Seeded: Contoso Pharmaceuticals is a connected tenant customer; Southridge Video Group a customer group
// with children and no tenant; Lucerne Publishing a connected tenant customer.
const backend = useSandboxBackend();
const contoso = 'Contoso Pharmaceuticals';
const id = (org: string) => backend.people.orgId(org);
const open = (org: string, as?: string) => openOrganization(backend, org, as);
const commandNames = async () => [...(await toolbar()).querySelectorAll('button, a')].map((b) => b.textContent);
const resyncPath = () => `/svc/account/api/v1.0/organizations/${id(contoso)}/azureTenants/resync`;

afterEach(() => vi.restoreAllMocks());

/**
 * Southridge Video Group with certificate-based authentication: Connect tenant "southridge" until the
 * browser is sent to the consent page, then `check`; the organization's flag is put back after.
 */
async function connectWithCertAuth(assign: ReturnType<typeof vi.fn>, check: () => void) {
  const org = id('Southridge Video Group');
  backend.sandbox.db.prepare('UPDATE organizations SET use_cert_based_auth = 1 WHERE id = ?').run(org);
  try {
    await open('Southridge Video Group');
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Connect tenant' }));
    const modal = await screen.findByRole('dialog', { name: 'Connect a directory tenant' });
    await userEvent.type(within(modal).getByRole('textbox', { name: /Tenant name/ }), 'southridge');
    await userEvent.click(within(modal).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    check();
  } finally {
    backend.sandbox.db.prepare('UPDATE organizations SET use_cert_based_auth = 0 WHERE id = ?').run(org);
  }
}

describe('command bar', () => {
  it('shows a TMS admin the commands of a connected tenant customer', async () => {
    await open(contoso);
    // Provision DPC joins once products/3 has answered (open regions, no master application).
    await waitFor(async () =>
      expect(await commandNames()).toEqual([
        'Edit',
        'Users',
        'Add trial',
        'Resync tenant',
        'Delete Org',
        'Provision DPC',
        'Audit log',
        'Change it and everything below…',
      ]),
    );
  });

  it('offers Connect tenant where no tenant is connected, and Add child for a parent', async () => {
    await open('Southridge Video Group');
    await waitFor(async () =>
      expect(await commandNames()).toEqual([
        'Add child',
        'Edit',
        'Users',
        'Add trial',
        'Delete Org',
        'Provision DPC',
        'Connect tenant',
        'Audit log',
        'Change it and everything below…',
      ]),
    );
    expect(within(await toolbar()).getByRole('button', { name: 'Delete Org' })).toBeDisabled();
  });

  it('reads Provision DPC from products/3 and hides it once the DPC master application exists (doc 000 §6)', async () => {
    // Contoso Distribution EMEA's DPC application was provisioned long ago: master application, no open region.
    const emea = id('Contoso Distribution EMEA');
    await open('Contoso Distribution EMEA');
    // The Overview's DPC tag is read from the same products/3 answer (the master application's host):
    // once it shows, the command bar has decided with that answer too.
    expect(await screen.findByText('DPC: provisioned')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/location/api/v1.0/organizations/${emea}/products/3`).length).toBeGreaterThan(0);
    expect(await commandNames()).not.toContain('Provision DPC');
    expect(await commandNames()).toContain('Edit');
  });

  it('offers Provision DPC after a failed DPC job (the regions are open again)', async () => {
    const org = id('Contoso Pharmaceuticals');
    backend.sandbox.db
      .prepare(
        `INSERT INTO dpc_applications (organization_id, alias, region, started_on_utc, duration_ms, fails)
      VALUES (?, 'tenant-x', 'US', '2025-01-01T00:00:00Z', 1000, 1)`,
      )
      .run(org);
    try {
      await open(contoso);
      await waitFor(async () => expect(await commandNames()).toContain('Provision DPC'));
    } finally {
      backend.sandbox.db.prepare('DELETE FROM dpc_applications WHERE organization_id = ?').run(org);
    }
  });

  it('does not offer Provision DPC to an organization administrator', async () => {
    await open('Contoso Pharmaceuticals', 'customer.admin@sandbox.test');
    expect(await commandNames()).not.toContain('Provision DPC');
  });

  it('shows a TMS viewer only Users, Add trial, the audit log and a change job (a trial across the subtree)', async () => {
    await open(contoso, 'tms.viewer@sandbox.test');
    await waitFor(async () => expect(await commandNames()).toEqual(['Users', 'Add trial', 'Audit log', 'Change it and everything below…']));
  });
});

describe('Resync tenant', () => {
  it('resyncs and says "Tenant resync successful"', async () => {
    await open(contoso);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Resync tenant' }));
    expect(await screen.findByText('Tenant resync successful')).toBeInTheDocument();
    expect(requests.find('GET', resyncPath())).toHaveLength(1);
    await userEvent.click(
      within(screen.getByText('Tenant resync successful').closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText('Tenant resync successful')).not.toBeInTheDocument();
  });

  it("keeps an organization's message bars with that organization", async () => {
    await open(contoso);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Resync tenant' }));
    await screen.findByText('Tenant resync successful');
    await userEvent.click(within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Lucerne Publishing/ }));
    await screen.findByRole('heading', { level: 2, name: 'Lucerne Publishing' });
    expect(screen.queryByText('Tenant resync successful')).not.toBeInTheDocument();
  });

  it('shows the failure with the server message and retries', async () => {
    server.use(
      http.get(accountUrl('/api/v1.0/organizations/:org/azureTenants/resync'), () => errorAnswer(502, 'directory unreachable'), { once: true }),
    );
    await open(contoso);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Resync tenant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant resync failed - directory unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tenant resync successful')).toBeInTheDocument();
    expect(requests.find('GET', resyncPath())).toHaveLength(2);
  });
});

describe('Connect tenant', () => {
  it('checks the tenant name and sends the browser to the directory consent page', async () => {
    // jsdom cannot navigate away: the browser's location is watched for the redirect, the rest left as it is.
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }),
    );
    await open('Southridge Video Group');
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Connect tenant' }));
    const modal = await screen.findByRole('dialog', { name: 'Connect a directory tenant' });
    const name = within(modal).getByRole('textbox', { name: /Tenant name/ });
    await userEvent.type(name, 'south-ridge');
    expect(
      within(modal).getByText('The tenant name may contain only letters and digits. Enter the name without ".onmicrosoft.com" and try again.'),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Connect' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'southridge.onmicrosoft.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${testOrigin}/emulated/consent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'southridge.onmicrosoft.com', // the directory's domain: the suffix is appended (doc 002 §5)
      client_id: PREFERRED_APPLICATION.clientId, // the sandbox's preferred application
      redirect_uri: `${testOrigin}/appProvision`,
      state: String(id('Southridge Video Group')),
    });
  });

  it('consents to the certificate-authentication client (cbaClientId) for an organization with certificate-based authentication, after the public-key fetch', async () => {
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }),
    );
    await connectWithCertAuth(assign, () => {
      expect(new URL(assign.mock.calls[0][0]).searchParams.get('client_id')).toBe(CBA_CLIENT_ID);
      expect(requests.find('GET', '/svc/account/api/v1.0/azureApplications/cbaClientId')).toHaveLength(1);
      expect(requests.find('GET', `/emulated/graph/applications/${PREFERRED_APPLICATION.id}/publicKey`)).toHaveLength(1);
    });
  });

  it('falls back to the preferred application when cbaClientId fails (only logged)', async () => {
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(accountUrl('/api/v1.0/azureApplications/cbaClientId'), () => errorAnswer(503, 'directory busy')));
    await connectWithCertAuth(assign, () => {
      expect(new URL(assign.mock.calls[0][0]).searchParams.get('client_id')).toBe(PREFERRED_APPLICATION.clientId);
      expect(warn).toHaveBeenCalled();
      expect(screen.queryByText(/directory busy/)).not.toBeInTheDocument();
    });
  });

  it('assigns the organization whitelabel when the connected tenant carries another', async () => {
    backend.sandbox.db.prepare('UPDATE organizations SET whitelabel_id = 7 WHERE id = ?').run(id('Lucerne Publishing'));
    await open('Lucerne Publishing');
    await userEvent.click(await within(await toolbar()).findByRole('button', { name: 'Assign whitelabel' }));
    expect(await screen.findByText(/The tenant was reauthorised successfully/)).toBeInTheDocument();
    expect(requests.find('PUT', `/svc/account/api/v1.0/organizations/${id('Lucerne Publishing')}/whitelabels/7`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: 'Assign whitelabel' })).not.toBeInTheDocument());
    expect(
      backend.sandbox.db.prepare('SELECT whitelabel_id FROM directory_tenants WHERE organization_id = ?').pluck().get(id('Lucerne Publishing')),
    ).toBe(7);
  });
});
