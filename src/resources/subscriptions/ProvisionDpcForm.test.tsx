import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { testOrigin } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { server } from '../../../tests/msw/server';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';

// Seeded: Contoso Pharmaceuticals (US) has no DPC application; 'contoso-eu' is the alias of Contoso Distribution EMEA's.
// A job takes DPC_PROVISION_SECONDS: in progress at the first read, successful a few polls later.
const backend = useSandboxBackend({ env: { DPC_PROVISION_SECONDS: '2' } });
const contoso = () => backend.people.orgId('Contoso Pharmaceuticals');
const appPath = (region: string) => `/svc/dpc/${region}/2019-06-01-alpha/organizations/${contoso()}/application`;
const products3 = `${testOrigin}/svc/location/api/v1.0/organizations/:org/products/3`;
const dpcRow = () => backend.sandbox.db.prepare('SELECT alias, region FROM dpc_applications WHERE organization_id = ?').get(contoso());
const render = (path: string) => renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${contoso()}${path}`);

// The sandbox's database lives as long as the file: each test starts with no application for Contoso.
beforeEach(() => {
  backend.sandbox.db.prepare('DELETE FROM dpc_applications WHERE organization_id = ?').run(contoso());
  localStorage.clear();
});

async function openForm() {
  await render('/provision-dpc/');
  const modal = await screen.findByRole('dialog');
  const alias = await within(modal).findByRole('textbox', { name: /Alias/ });
  return { modal, alias };
}

async function provision(modal: HTMLElement, alias: HTMLElement, value: string) {
  await userEvent.click(within(modal).getByRole('combobox', { name: /Region/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'EMEA' }));
  await userEvent.type(alias, value);
  await userEvent.click(within(modal).getByRole('button', { name: 'Provision' }));
}

describe('Provision DPC (/hierarchy/{orgId}/provision-dpc/)', () => {
  it('checks the alias while typing with the three messages', async () => {
    const { modal, alias } = await openForm();
    const cases: [string, RegExp][] = [
      ['Master', /This alias is reserved/],
      ['1abc', /must start with a lowercase letter/],
      ['ab--c', /must start with a lowercase letter/],
      ['abc-', /must start with a lowercase letter/],
      ['abcdefghijk', /Use at most 10 characters/],
    ];
    for (const [value, message] of cases) {
      await userEvent.clear(alias);
      await userEvent.type(alias, value);
      expect(within(modal).getByText(message)).toBeInTheDocument();
      expect(alias).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.clear(alias);
    await userEvent.type(alias, 'tenant-01');
    expect(alias).toHaveAttribute('aria-invalid', 'false');
    expect(within(modal).getByRole('button', { name: 'Provision' })).toBeDisabled();
  });

  it('sends only the alias to the chosen region and follows the job to success', async () => {
    startFakeClock();
    const { modal, alias } = await openForm();
    await provision(modal, alias, 'tenant-01');
    // Doc 000 §9: "DPC provisioning can take up to an hour."
    expect(await within(modal).findByText(/In progress\. DPC provisioning can take up to an hour/)).toBeInTheDocument();
    const [put] = requests.find('PUT', appPath('eu'));
    expect(put.json()).toEqual({ alias: 'tenant-01' });
    expect(dpcRow()).toEqual({ alias: 'tenant-01', region: 'EMEA' });
    // The job's 2 s and the console's polls, stepped over.
    expect(within(modal).queryByText('DPC provisioning completed successfully.')).toBeNull();
    await passTime(3000);
    expect(await within(modal).findByText('DPC provisioning completed successfully.')).toBeInTheDocument();
    expect(requests.find('GET', appPath('eu')).length).toBeGreaterThanOrEqual(1);
    // The start reads the DPC endpoints again, which leave nothing to provision: the modal stays on its job.
    const endpointsPath = `/svc/location/api/v1.0/organizations/${contoso()}/products/3`;
    await waitFor(() => expect(requests.find('GET', endpointsPath).length).toBeGreaterThanOrEqual(2));
    expect(within(modal).getByText('DPC provisioning completed successfully.')).toBeInTheDocument();
    expect(within(modal).queryByText('No permission')).not.toBeInTheDocument();
  });

  it('shows "Failed to trigger DPC provisioning" with the sandbox refusal of a taken alias and keeps the alias', async () => {
    const { modal, alias } = await openForm();
    await provision(modal, alias, 'contoso-eu');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Failed to trigger DPC provisioning - The alias "contoso-eu" is already used by another organization',
    );
    expect(alias).toHaveValue('contoso-eu');
    expect(dpcRow()).toBeUndefined();
  });

  it('shows details[0].message rather than the top-level message', async () => {
    server.use(
      http.put(`${testOrigin}${appPath('eu')}`, () =>
        HttpResponse.json({ message: 'Conflict', details: [{ message: 'The alias tenant-01 is already used' }] }, { status: 409 }),
      ),
    );
    const { modal, alias } = await openForm();
    await provision(modal, alias, 'tenant-01');
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Failed to trigger DPC provisioning - The alias tenant-01 is already used');
    expect(within(modal).queryByText(/Conflict/)).not.toBeInTheDocument();
  });

  it('puts the in-progress message on the organization panel once the job is started (doc 000 §2)', async () => {
    const { modal, alias } = await openForm();
    await provision(modal, alias, 'tenant-02');
    await within(modal).findByText(/DPC provisioning can take up to an hour/);
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The panel's message bar (the modal and its progress are gone).
    const bar = (await screen.findByText(/DPC provisioning can take up to an hour/)).closest('[role="status"]');
    expect(bar).not.toBeNull();
    expect(within(bar as HTMLElement).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('shows dpcProvisioning.error.failedToTrigger when the refusal has no body', async () => {
    server.use(http.put(`${testOrigin}${appPath('eu')}`, () => new HttpResponse(null, { status: 502 })));
    const { modal, alias } = await openForm();
    await provision(modal, alias, 'tenant-01');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Failed to trigger DPC provisioning - DPC provisioning could not be started. Try again later; if it keeps failing, contact support.',
    );
  });

  it('shows dpcProvisioning.error.failedToLoadRegions when products/3 fails without a message', async () => {
    server.use(http.get(products3, () => new HttpResponse(null, { status: 503 })));
    await render('/provision-dpc/');
    const modal = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(modal).getByRole('alert')).toHaveTextContent(
        'Failed to load DPC provisioning status or regions - The DPC provisioning regions could not be loaded. Refresh the page to try again.',
      ),
    );
  });

  it('shows dpcProvisioning.error.failedToLoadStatus when the status read fails without a message', async () => {
    server.use(http.get(`${testOrigin}${appPath('us')}`, () => new HttpResponse(null, { status: 503 })));
    await render('/provision-dpc/');
    const modal = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(modal).getByRole('alert')).toHaveTextContent(
        'Failed to load DPC provisioning status or regions - The DPC provisioning status could not be loaded. Refresh the page to try again.',
      ),
    );
  });

  it('shows "Failed to load DPC provisioning status or regions" when the regions fail', async () => {
    server.use(http.get(products3, () => HttpResponse.json({ message: 'location down' }, { status: 500 })));
    await render('/provision-dpc/');
    const modal = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(modal).getByRole('alert')).toHaveTextContent('Failed to load DPC provisioning status or regions - location down'),
    );
  });

  it('comes back to the progress after a reload: the host the job was started on is remembered', async () => {
    const first = await openForm();
    await provision(first.modal, first.alias, 'tenant-01');
    await within(first.modal).findByText(/DPC provisioning can take up to an hour/);
    // The job outlasts the reload: once it has succeeded, Provision DPC is no longer offered, which
    // is another test's business; a 2-second job ended before a loaded machine drew the second page.
    backend.sandbox.db.prepare('UPDATE dpc_applications SET duration_ms = 600000 WHERE organization_id = ?').run(contoso());
    // A new page (fresh query cache); while the job runs the sandbox's location service names no region.
    requests.clear();
    cleanup();
    await render('/provision-dpc/');
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText(/DPC provisioning can take up to an hour/)).toBeInTheDocument();
    expect(requests.find('GET', appPath('eu')).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the DPC tag on the Overview (doc 000 §4)', () => {
  it('follows the DPC overall status read from the first open region', async () => {
    // A failed job, long over: every region is open again, US first.
    backend.sandbox.db
      .prepare(
        `INSERT INTO dpc_applications (organization_id, alias, region, started_on_utc, duration_ms, fails)
      VALUES (?, 'tenant-01', 'EMEA', '2025-01-01T00:00:00Z', 1000, 1)`,
      )
      .run(contoso());
    await render('');
    expect(await screen.findByText('DPC: failed')).toBeInTheDocument();
    expect(screen.getByText('Provisioning failed: contact support')).toBeInTheDocument();
    expect(requests.find('GET', appPath('us')).length).toBeGreaterThan(0);
  });

  it('shows no DPC tag while DPC was never provisioned', async () => {
    await render('');
    await waitFor(() => expect(requests.find('GET', appPath('us')).length).toBeGreaterThan(0));
    expect(screen.queryByText(/^DPC:/)).not.toBeInTheDocument();
  });
});
