import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { requests } from '../../../tests/msw/recorder';
import { LIST_FILTER_DEBOUNCE_MS, passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { server } from '../../../tests/msw/server';
import { seriousViolations } from '../../../tests/setup/axe';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

/** The virtual boundaries page against the in-process sandbox (seeded boundaries of Contoso Pharmaceuticals). */
const backend = useSandboxBackend();
const boundariesPage = appPage('/virtual-boundaries/*');
const ADMIN = 'tms.admin@sandbox.test';
const orgId = (name: string) => backend.people.orgId(name);
const table = () => screen.findByRole('table', { name: /^Virtual boundaries of/ });
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '');
const product = (org: number) => `/svc/location/api/v1.0/organizations/${org}/products/1/Radar%20uAPI`;

/** Captures react-admin's downloadCSV: the file name and the text. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.getAttribute('download') ?? '', text: blob.text() });
  });
  return files;
}

describe('Virtual boundaries page against the sandbox', () => {
  it('shows the TMS admin Contoso’s boundaries by name, filters a column, downloads the CSV and opens Add boundary', async () => {
    const contoso = orgId('Contoso Pharmaceuticals');
    backend.sandbox.db
      .prepare('INSERT INTO containers (organization_id, name, description, created_on_utc, updated_on_utc) VALUES (?, ?, ?, ?, ?)')
      .run(contoso, '=Formula team', 'Leads; reviewers', '2026-05-02T12:00:00.000Z', '2026-05-02T12:00:00.000Z');
    const files = captureDownloads();
    startFakeClock();
    const { location } = await renderScreenAs(backend, ADMIN, boundariesPage.ui, {
      ...boundariesPage.at,
      path: `/virtual-boundaries?org=${contoso}`,
      menu: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual Boundaries' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('menuitem', { name: 'Virtual Boundaries' })).toHaveAttribute(
      'href',
      '/virtual-boundaries',
    );
    expect(await screen.findByText('Tenant: Contoso Pharmaceuticals')).toBeInTheDocument();
    await waitFor(async () => expect(await names()).toEqual(['=Formula team', 'Auditors', 'Clinical research', 'Sales Europe']));
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${contoso}/containers`).length).toBeGreaterThan(0);
    // The provisioning check for the user's own organization (the root) and the selected one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add boundary' })).toBeEnabled());
    expect(requests.find('GET', product(orgId('Quadrant Root')))).toHaveLength(1);
    expect(requests.find('GET', product(contoso))).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('virtual-boundaries.csv');
    const lines = (await files[0].text).trim().split(/\r?\n/);
    expect(lines[0]).toBe('name,description,createdOnUtc,updatedOnUtc');
    expect(lines[1]).toBe(`"'=Formula team",Leads! reviewers,2026-05-02T12:00:00.000Z,2026-05-02T12:00:00.000Z`);
    expect(lines).toHaveLength(5);

    await userEvent.click(screen.getByRole('textbox', { name: 'Name contains' }));
    await userEvent.paste('EUROPE');
    await passTime(LIST_FILTER_DEBOUNCE_MS);
    await waitFor(async () => expect(await names()).toEqual(['Sales Europe']));

    await userEvent.click(screen.getByRole('button', { name: 'Add boundary' }));
    await waitFor(() => expect(location().pathname + location().search).toBe(`/virtual-boundaries/add?org=${contoso}`));
  });

  it('deletes a boundary after a confirmation: DELETE sent, the row goes', async () => {
    const contoso = orgId('Contoso Pharmaceuticals');
    const auditors = backend.sandbox.db
      .prepare('SELECT id FROM containers WHERE name = ? AND organization_id = ?')
      .pluck()
      .get('Auditors', contoso) as number;
    await renderScreenAs(backend, ADMIN, boundariesPage.ui, { ...boundariesPage.at, path: `/virtual-boundaries?org=${contoso}` });
    await waitFor(async () => expect(await names()).toContain('Auditors'));
    const actions = screen.getByRole('button', { name: 'Actions for Auditors' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add boundary' })).toBeEnabled());
    await userEvent.click(actions);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the boundary Auditors?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Auditors' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    // The DELETE is held until the row shows its spinner, then goes on to the sandbox.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete(`*/svc/account/api/v1.0/containers/${auditors}`, async () => {
        await held;
      }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('progressbar', { name: 'Deleting Auditors' })).toBeInTheDocument();
    release();
    await waitFor(async () => expect(await names()).not.toContain('Auditors'));
    expect(
      requests
        .all()
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toEqual([`/svc/account/api/v1.0/containers/${auditors}`]);
    expect(backend.sandbox.db.prepare('SELECT COUNT(*) FROM containers WHERE id = ?').pluck().get(auditors)).toBe(0);
  });

  it('warns that Northwind is not provisioned and disables add, check permissions and the row actions', async () => {
    const northwind = orgId('Northwind Distribution');
    backend.sandbox.db
      .prepare('INSERT INTO containers (organization_id, name, description, created_on_utc, updated_on_utc) VALUES (?, ?, ?, ?, ?)')
      .run(northwind, 'Legacy', '', '2026-01-02T12:00:00.000Z', '2026-01-02T12:00:00.000Z');
    await renderScreenAs(backend, ADMIN, boundariesPage.ui, { ...boundariesPage.at, path: `/virtual-boundaries?org=${northwind}` });
    expect(await screen.findByText(/Reporting is not provisioned for your organization or the selected one/)).toBeInTheDocument();
    expect(requests.find('GET', product(northwind))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add boundary' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check permissions' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Legacy' }));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    expect(await seriousViolations()).toEqual([]);
  });
});
