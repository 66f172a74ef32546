import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, screenAt } from '../../../tests/setup/renderScreen';
import HierarchyPage from '../hierarchy/HierarchyPage';
import TenantStatusPage from './TenantStatusPage';

// Tenant Status opened from the menu after the tree has loaded: the filter reads the organizations
// the tree holds ("Query keys and hooks: one owner" in docs/decisions.md). Opened by its address, as the
// page's other tests do, the tree's cache is empty and the two never meet.
const backend = useSandboxBackend();
const associationsCalls = () => requests.all().filter((r) => r.method === 'GET' && r.path.endsWith('/associations'));

describe('Tenant Status after the tree', () => {
  it("the tree loads, then the menu entry shows the filter with the tree's organizations, without asking again", async () => {
    const organization = 'Quadrant Internal IT';
    // The two pages and the menu between them, as <App> mounts them.
    const { location } = await renderScreenAs(backend, 'tms.admin@sandbox.test', <HierarchyPage />, {
      path: '/hierarchy',
      route: '/hierarchy/*',
      access: 'hierarchy',
      routes: { '/tenant-overview/*': screenAt(<TenantStatusPage />, { access: 'tenantOverview' }) },
      menu: true,
    });
    const tree = await screen.findByRole('tree');
    await within(tree).findAllByRole('treeitem');
    expect(associationsCalls()).toHaveLength(1);

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('menuitem', { name: 'Tenant Status' }));
    const select = await screen.findByRole('combobox', { name: /organizations/ });
    expect(location().pathname).toBe('/tenant-overview/united-states');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.type(select, organization.slice(0, 8));
    expect(await screen.findByRole('option', { name: organization })).toBeInTheDocument();
    // One request, one cache: the filter's options are the tree's answer.
    await waitFor(() => expect(associationsCalls()).toHaveLength(1));
  });
});
