import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { testOrigin } from '../../../../tests/msw/config';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { openOrganization, toolbar } from '../../../../tests/setup/organizationCommands';

// Seeded leaves in the US region with their terms accepted; each test deletes (or tries to) its own.
const backend = useSandboxBackend();
const id = (org: string) => backend.people.orgId(org);
const exists = (org: string) => backend.sandbox.db.prepare('SELECT COUNT(*) FROM organizations WHERE name = ?').pluck().get(org) === 1;
const deletes = () =>
  requests
    .all()
    .filter((r) => r.method === 'DELETE')
    .map((r) => `${r.path}${r.search}`);
// Where the page went: the memory router's address of the page last opened.
let page: Awaited<ReturnType<typeof openOrganization>>;
const pathname = () => page.location().pathname;
const askDelete = async (org: string) => {
  page = await openOrganization(backend, org);
  await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete Org' }));
  return screen.findByRole('dialog', { name: `Delete ${org}?` });
};

describe('Delete Org', () => {
  it('runs the deletion workflow, selects the parent and removes the organization from the tree', async () => {
    const [org, parent] = [id('Blue Yonder Airlines'), id('Fabrikam Partners')];
    await userEvent.click(within(await askDelete('Blue Yonder Airlines')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The organization Blue Yonder Airlines was deleted.')).toBeInTheDocument();
    expect(pathname()).toBe(`/hierarchy/${parent}`);
    expect(deletes()).toEqual([
      `/svc/reporting/us/api/signup/DeleteTenant?organizationId=${org}`,
      `/svc/reporting/us/api/tenants/${org}`,
      `/svc/account/api/v1.0/organizations/${org}`,
    ]);
    await waitFor(() => expect(within(screen.getByRole('tree')).queryByRole('treeitem', { name: /^Blue Yonder Airlines/ })).not.toBeInTheDocument());
    expect(exists('Blue Yonder Airlines')).toBe(false);
  });

  it('asks first: Cancel closes the dialog and sends nothing', async () => {
    const modal = await askDelete('Woodgrove Bank');
    expect(deletes()).toHaveLength(0);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
    expect(pathname()).toBe(`/hierarchy/${id('Woodgrove Bank')}`);
    expect(within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Woodgrove Bank/ })).toBeInTheDocument();
  });

  it('tries the three regional hosts when no reporting endpoint is known', async () => {
    server.use(http.get(`${testOrigin}/svc/location/api/v1.0/organizations/:org`, () => HttpResponse.json([{ endpoints: [] }])));
    const org = id('Relecloud');
    await userEvent.click(within(await askDelete('Relecloud')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The organization Relecloud was deleted.');
    const hosts = requests
      .all()
      .filter((r) => r.method === 'DELETE' && r.path.endsWith(`/api/tenants/${org}`))
      .map((r) => r.path.split('/')[3]);
    expect(hosts).toEqual(['us', 'eu', 's1']);
    expect(exists('Relecloud')).toBe(false);
  });

  it('closes the dialog and shows the refusal in the page when the organization has gained a child, deleting nothing', async () => {
    // A partner without children (made for this test), to which someone else adds one after the tree was loaded.
    const create = async (name: string, parent: number, organizationType: number) => {
      const answer = await backend.sandbox.app.inject({
        method: 'POST',
        url: '/svc/account/api/v1.0/organizations',
        headers: await backend.sandbox.authHeader('tms.admin@sandbox.test'),
        payload: { name, parentOrganizationId: parent, parentCanView: false, parentCanManage: true, organizationType },
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    };
    await create('Empty Partners', id('Northwind Distribution'), 3);
    page = await openOrganization(backend, 'Empty Partners');
    const del = within(await toolbar()).getByRole('button', { name: 'Delete Org' });
    await create('Late Child', id('Empty Partners'), 5);
    await userEvent.click(del);
    const modal = await screen.findByRole('dialog');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    // Doc 002, "Deletion workflow" 5: the dialog closes; the failure stays in the page's error bar.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refusal = await screen.findByText('Empty Partners still has child organizations: delete or move them first.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(deletes()).toHaveLength(0);
    expect(pathname()).toBe(`/hierarchy/${id('Empty Partners')}`);
  });

  it("closes the dialog and shows the service's refusal in the page's error bar, dismissible, the organization still selected", async () => {
    server.use(http.delete(accountUrl('/api/v1.0/organizations/:org'), () => errorAnswer(409, 'The root organization cannot be deleted')));
    await userEvent.click(within(await askDelete('Southridge Video')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refusal = await screen.findByText(/^Failed to delete the organization - The root organization cannot be deleted/);
    const bar = refusal.closest('[role="alert"]') as HTMLElement;
    expect(bar).not.toBeNull();
    expect(pathname()).toBe(`/hierarchy/${id('Southridge Video')}`);
    expect(screen.getByRole('heading', { name: 'Southridge Video', level: 2 })).toBeInTheDocument();
    expect(exists('Southridge Video')).toBe(true);
    await userEvent.click(within(bar).getByRole('button', { name: /dismiss|close/i }));
    await waitFor(() => expect(screen.queryByText(/^Failed to delete the organization/)).not.toBeInTheDocument());
  });
});
