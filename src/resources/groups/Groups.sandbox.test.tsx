import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { seriousViolations } from '../../../tests/setup/axe';
import { renderScreenAs, appPage, type ScreenOptions } from '../../../tests/setup/renderScreen';

/** Organization Groups against the in-process sandbox (seeded groups by region and by partner). */
const backend = useSandboxBackend();
const ADMIN = 'tms.admin@sandbox.test';
const groupsPage = appPage('/groups/*');
let page: Awaited<ReturnType<typeof renderScreenAs>>;
/** The groups page at `path` for a seeded account; `pathname()` is where it went. */
const open = async (as: string, path: string, more: Partial<ScreenOptions> = {}) =>
  (page = await renderScreenAs(backend, as, groupsPage.ui, { ...groupsPage.at, path, ...more }));
const pathname = () => page.location().pathname;
const rootId = () => backend.people.orgId('Quadrant Root');
const orgId = (name: string) => backend.people.orgId(name);
const groupId = (name: string) =>
  backend.sandbox.db.prepare('SELECT id FROM organization_groups WHERE name = ? AND organization_id = ?').pluck().get(name, rootId()) as number;
const base = () => `/svc/account/api/v1.0/organizations/${rootId()}/organizationGroupHierarchy`;
const writes = () => requests.all().filter((r) => r.method !== 'GET' && r.path.includes('organizationGroupHierarchy'));
const groupList = () => screen.getByRole('list', { name: 'Groups' });
/** The row of a group in the group list. */
const row = async (name: string) =>
  (await within(await screen.findByRole('list', { name: 'Groups' })).findByRole('button', { name })).closest('[role="listitem"]') as HTMLElement;
const nameBox = () => screen.getByRole('textbox', { name: 'Group name' });
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const failWith = (method: 'post' | 'patch' | 'delete', path: string, status: number, message: string) =>
  server.use(http[method](`*${path}`, () => HttpResponse.json({ message, errors: {} }, { status })));

describe('Organization Groups against the sandbox', () => {
  it('shows the TMS admin the seeded groups, hierarchical, and a selected group’s organizations with its id in the URL', async () => {
    await open(ADMIN, '/groups', { menu: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Groups' })).toBeInTheDocument();
    expect(within(menu()).getByRole('menuitem', { name: 'Organization Groups' })).toHaveAttribute('href', '/groups');
    expect(await row('By region')).toBeInTheDocument();
    expect(await row('By partner')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${rootId()}/organizationGroupHierarchies`)).toHaveLength(1);
    expect(screen.getByText('Select a group to see its organizations')).toBeInTheDocument();

    await userEvent.click(within(await row('Europe')).getByRole('button', { name: 'Europe' }));
    await waitFor(() => expect(pathname()).toBe(`/groups/${groupId('Europe')}`));
    const members = await screen.findByRole('list', { name: 'Organizations in Europe' });
    expect(await within(members).findByText('Contoso Distribution EMEA')).toBeInTheDocument();
    expect(within(members).getByText('Quadrant Demo Partners')).toBeInTheDocument();

    // Hide and show the child groups of Europe.
    await userEvent.click(screen.getByRole('button', { name: 'Hide the child groups of Europe' }));
    expect(within(groupList()).queryByRole('button', { name: 'Germany' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the child groups of Europe' }));
    expect(await row('Germany')).toBeInTheDocument();
  });

  it('adds a group in a new row: Save disabled while empty, Escape cancels, Enter saves with parentId null', async () => {
    await open(ADMIN, '/groups');
    await row('By region');
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(nameBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(nameBox(), '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(nameBox(), 'Discarded{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Group name' })).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await userEvent.type(nameBox(), 'Key accounts{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', path: base() });
    expect(writes()[0].json()).toEqual({ name: 'Key accounts', parentId: null });
    expect(await row('Key accounts')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe(`/groups/${groupId('Key accounts')}`));
  });

  it('adds a child group with the Save button, renames it with Enter, and removes it after a confirmation', async () => {
    await open(ADMIN, '/groups');
    await userEvent.click(within(await row('Key accounts')).getByRole('button', { name: 'Add child group' }));
    await userEvent.type(nameBox(), 'Gold');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await row('Gold')).toBeInTheDocument();
    expect(writes()[0].json()).toEqual({ name: 'Gold', parentId: groupId('Key accounts') });

    await userEvent.click(within(await row('Gold')).getByRole('button', { name: 'Rename' }));
    expect(nameBox()).toHaveValue('Gold');
    await userEvent.clear(nameBox());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(nameBox(), 'Platinum{Enter}');
    expect(await row('Platinum')).toBeInTheDocument();
    const gold = groupId('Platinum');
    expect(writes()[1]).toMatchObject({ method: 'PATCH', path: `${base()}/${gold}` });
    expect(writes()[1].json()).toEqual({ name: 'Platinum' });

    // A group with child groups: the specification's text, and no call.
    await userEvent.click(within(await row('Key accounts')).getByRole('button', { name: 'Remove group' }));
    expect(await screen.findByText('A group that has child groups cannot be deleted')).toBeInTheDocument();
    expect(writes().filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(await row('Platinum')).getByRole('button', { name: 'Remove group' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(groupList()).queryByRole('button', { name: 'Platinum' })).not.toBeInTheDocument());
    expect(writes().at(-1)).toMatchObject({ method: 'DELETE', path: `${base()}/${gold}` });
    expect(backend.sandbox.db.prepare('SELECT 1 FROM organization_groups WHERE id = ?').get(gold)).toBeUndefined();
  });

  it('adds organizations in one call each, run together: Select disabled with progress, then the panel closes; a failure names its organization', async () => {
    const europe = groupId('Europe');
    const toys = orgId('Tailspin Toys');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`*${base()}/${europe}/organizations/${toys}`, async () => {
        await held;
        return HttpResponse.json({ message: 'Organization is locked for maintenance', errors: {} }, { status: 400 });
      }),
    );
    await open(ADMIN, `/groups/${europe}/add-organizations`);
    const panel = await screen.findByRole('dialog', { name: 'Add organizations to Europe' });
    expect(within(panel).getByRole('button', { name: 'Select' })).toBeDisabled();
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search organizations by name' }), 'tailspin');
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'Tailspin Toys' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Tailspin Partners' }));
    expect(within(panel).queryByRole('checkbox', { name: 'Contoso Pharmaceuticals' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Select' }));

    expect(await within(panel).findByRole('progressbar', { name: 'Adding organizations' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Select' })).toBeDisabled();
    // Both calls are under way before either has answered.
    await waitFor(() => expect(writes().filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(
      writes()
        .map((r) => r.path)
        .sort(),
    ).toEqual([`${base()}/${europe}/organizations/${orgId('Tailspin Partners')}`, `${base()}/${europe}/organizations/${toys}`].sort());
    expect(writes().every((r) => r.body === '')).toBe(true);
    release();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add organizations to Europe' })).not.toBeInTheDocument());
    expect(pathname()).toBe(`/groups/${europe}`);
    expect(
      await screen.findByText('Failed to add organization to group - Tailspin Toys: Organization is locked for maintenance'),
    ).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Organizations in Europe' })).findByText('Tailspin Partners')).toBeInTheDocument();
  });

  it('removes an organization from the selected group', async () => {
    const europe = groupId('Europe');
    await open(ADMIN, `/groups/${europe}`);
    const members = await screen.findByRole('list', { name: 'Organizations in Europe' });
    await userEvent.click(await within(members).findByRole('button', { name: 'Remove Quadrant Demo Partners from the group' }));
    await waitFor(() => expect(within(members).queryByText('Quadrant Demo Partners')).not.toBeInTheDocument());
    expect(writes()).toMatchObject([{ method: 'DELETE', path: `${base()}/${europe}/organizations/${orgId('Quadrant Demo Partners')}`, body: '' }]);
  });

  it('shows doc 001 §8’s texts with the server’s message in the dismissible error bar', async () => {
    const europe = groupId('Europe');
    failWith('patch', `${base()}/${europe}`, 500, 'Database busy');
    failWith('post', base(), 500, 'Name service down');
    failWith('delete', `${base()}/${groupId('S1')}`, 500, 'Delete refused');
    failWith('delete', `${base()}/${europe}/organizations/${orgId('Contoso Distribution EMEA')}`, 500, 'Member locked');
    await open(ADMIN, `/groups/${europe}`);

    await userEvent.click(within(await row('Europe')).getByRole('button', { name: 'Rename' }));
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'EMEA{Enter}');
    expect(await screen.findByText('Failed to rename group to "EMEA" - Database busy')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await userEvent.type(nameBox(), 'Broken{Enter}');
    expect(await screen.findByText('Unable to create group with name Broken - Name service down')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(await row('S1')).getByRole('button', { name: 'Remove group' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete group - Delete refused')).toBeInTheDocument();
    // The confirmation fades out; until it has gone, the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const members = await screen.findByRole('list', { name: 'Organizations in Europe' });
    await userEvent.click(await within(members).findByRole('button', { name: 'Remove Contoso Distribution EMEA from the group' }));
    const bar = (await screen.findByText('Failed to remove organization to group - Member locked')).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(bar).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Failed to remove organization to group - Member locked')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch organization groups" when the list cannot be read, and Refresh reads it again', async () => {
    const listPath = `/svc/account/api/v1.0/organizations/${rootId()}/organizationGroupHierarchies`;
    let fail = true;
    server.use(http.get(`*${listPath}`, () => (fail ? HttpResponse.json({ message: 'Store offline', errors: {} }, { status: 500 }) : undefined)));
    await open(ADMIN, '/groups');
    expect(await screen.findByText(/^Failed to fetch organization groups/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh groups' }));
    expect(await row('By region')).toBeInTheDocument();
    expect(requests.find('GET', listPath).length).toBeGreaterThanOrEqual(2);
  });

  it('has no serious axe violations: the page with a selected group, and the add-organizations panel', async () => {
    const europe = groupId('Europe');
    await open(ADMIN, `/groups/${europe}`);
    await within(await screen.findByRole('list', { name: 'Organizations in Europe' })).findByText('Contoso Distribution EMEA');
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add organizations' }));
    await waitFor(() => expect(pathname()).toBe(`/groups/${europe}/add-organizations`));
    await screen.findByRole('dialog', { name: 'Add organizations to Europe' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('lets a TMS viewer read the groups and change nothing', async () => {
    await open('tms.viewer@sandbox.test', `/groups/${groupId('Europe')}`);
    expect(await row('By region')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add group' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove group' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add organizations' })).toBeDisabled();
    expect(await within(screen.getByRole('list', { name: 'Organizations in Europe' })).findByText('Contoso Distribution EMEA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from the group$/ })).not.toBeInTheDocument();
  });

  it('has no "Organization Groups" entry for the TMS license admin, nor for anyone when groups are disabled', async () => {
    await open('license.admin@sandbox.test', '/groups', { menu: true });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('menuitem', { name: 'Organization Groups' })).not.toBeInTheDocument();
  });

  it('hides the entry and the page from a TMS admin when the brand disables groups', async () => {
    await open(ADMIN, '/groups', { brand: { groupsEnabled: false }, menu: true });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('menuitem', { name: 'Organization Groups' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('menuitem', { name: 'My Organization' })).toBeInTheDocument();
  });
});
