import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

// Doc 002 §6 as written: boundaries are managed on the user's own organization or where "the parent
// can manage (parentCanManage)", with no exception for a TMS admin. Contoso Pharmaceuticals (seeded
// with three boundaries) is switched to parentCanManage false for these tests.
const backend = useSandboxBackend();
const boundariesPage = appPage('/virtual-boundaries/*');
const CANNOT_MANAGE =
  'You cannot manage the virtual boundaries of this organization: it does not let its parent organizations manage it. Ask one of its administrators to allow it, or to make the change.';
const contoso = () => backend.people.orgId('Contoso Pharmaceuticals');

beforeEach(() => {
  backend.sandbox.db.prepare('UPDATE organizations SET parent_can_manage = 0 WHERE id = ?').run(contoso());
  backend.sandbox.app.sandbox.orgIndex.invalidate();
});

describe('Virtual boundaries of an organization whose parentCanManage is false', () => {
  it('a TMS admin reads them, sees the canNotManage warning, and Add boundary, Edit and Delete are disabled', async () => {
    await renderScreenAs(backend, 'tms.admin@sandbox.test', boundariesPage.ui, {
      ...boundariesPage.at,
      path: `/virtual-boundaries?org=${contoso()}`,
    });
    expect(await screen.findByText(CANNOT_MANAGE)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^Virtual boundaries of/ });
    expect(within(table).getByRole('cell', { name: 'Auditors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add boundary' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check permissions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Auditors' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(requests.all().filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('a TMS admin following an add address gets no wizard there', async () => {
    await renderScreenAs(backend, 'tms.admin@sandbox.test', boundariesPage.ui, {
      ...boundariesPage.at,
      path: `/virtual-boundaries/add?org=${contoso()}`,
    });
    expect(await screen.findByText(CANNOT_MANAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Add boundary/ })).not.toBeInTheDocument();
  });

  it('its own system administrator still manages them: no warning, Add boundary enabled', async () => {
    await renderScreenAs(backend, 'customer.admin@sandbox.test', boundariesPage.ui, {
      ...boundariesPage.at,
      path: `/virtual-boundaries?org=${contoso()}`,
    });
    await screen.findByRole('table', { name: /^Virtual boundaries of/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add boundary' })).toBeEnabled());
    expect(screen.queryByText(CANNOT_MANAGE)).not.toBeInTheDocument();
  });
});
