import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AssociationItem } from '../../domain/schemas/association';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { holdGets } from '../../../tests/msw/holdRequests';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';

// Seeded: Quadrant Root → Northwind Distribution → Fabrikam Partners → Wingtip Holdings → Contoso
// Pharmaceuticals (customer.admin's organization, a leaf), Coho Winery beside it. The expected tree
// order is the sandbox's own answer (siblings by name), read below, never a copy of the seed.
const backend = useSandboxBackend();
const id = (name: string) => backend.people.orgId(name);
const tmsAdmin = 'tms.admin@sandbox.test';
const open = (path: string, as = tmsAdmin) => renderHierarchyAs(backend, as, path);

const tree = () => screen.getByRole('tree', { name: 'Organizations' });
const rowNames = () =>
  within(tree())
    .queryAllByRole('treeitem')
    .map((t) => t.querySelector('p')?.textContent);
const row = (name: string) => within(tree()).getByRole('treeitem', { name: new RegExp(`^${name}`) });

/** The whole hierarchy as the sandbox answers it to the TMS admin (users included), parents first. */
async function hierarchy(): Promise<AssociationItem[]> {
  const answer = await backend.sandbox.app.inject({
    method: 'GET',
    url: `/svc/account/api/v1.0/organizations/${id('Quadrant Root')}/associations?addUsers=true`,
    headers: await backend.sandbox.authHeader(tmsAdmin),
  });
  return answer.json() as AssociationItem[];
}
/** Names from the root down to `name`, `name` last. */
function pathTo(items: AssociationItem[], name: string): string[] {
  const byId = new Map(items.map((i) => [i.organizationId, i]));
  const out: string[] = [];
  for (let i = items.find((x) => x.organizationName === name); i; i = i.parentId === null ? undefined : byId.get(i.parentId))
    out.unshift(i.organizationName);
  return out;
}
/** The rows a tree shows with the `open` branches open: depth first, children in the answer's order. */
function shownRows(items: AssociationItem[], open: Iterable<string>): string[] {
  const byId = new Map(items.map((i) => [i.organizationId, i]));
  const opened = new Set(open);
  const out: string[] = [];
  const visit = (i: AssociationItem) => {
    out.push(i.organizationName);
    if (opened.has(i.organizationName)) i.children.forEach((c) => visit(byId.get(c)!));
  };
  visit(items[0]);
  return out;
}
/** Selecting an organization opens the path to it and closes every other branch (doc 000 §2). */
const rowsWhenSelected = (items: AssociationItem[], name: string) => shownRows(items, pathTo(items, name));
/** Organizations whose name or a user's e-mail contains `query`. */
const matching = (items: AssociationItem[], query: string) =>
  items.filter((i) => [i.organizationName, ...(i.users ?? [])].some((s) => s.toLowerCase().includes(query))).map((i) => i.organizationName);

describe('hierarchy page: routes, title and loading', () => {
  it('opens a deep link with the organization selected, the path to it open and its Overview', async () => {
    const items = await hierarchy();
    await open(`/hierarchy/${id('Contoso Pharmaceuticals')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contoso Pharmaceuticals' })).toBeInTheDocument();
    expect(rowNames()).toEqual(rowsWhenSelected(items, 'Contoso Pharmaceuticals'));
    expect(rowNames()).toEqual(expect.arrayContaining(['Coho Winery', 'Fabrikam Partners', 'Northwind Distribution']));
    expect(row('Contoso Pharmaceuticals')).toHaveAttribute('aria-selected', 'true');
    expect(row('Contoso Pharmaceuticals')).toHaveTextContent('Tenant Customer');
    expect(row('Wingtip Holdings')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Wingtip Holdings')).toHaveAttribute('aria-level', String(pathTo(items, 'Wingtip Holdings').length));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const [assoc] = requests.find('GET', `/svc/account/api/v1.0/organizations/${id('Quadrant Root')}/associations`);
    expect(assoc.search).toBe('?addUsers=true');
  });

  it('opens the tab named in the path', async () => {
    await open(`/hierarchy/${id('Contoso Pharmaceuticals')}/services`);
    expect(await screen.findByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'Reporting' })).toBeInTheDocument();
  });

  it('shows an organization administrator "My Organization", rooted at their own organization, without users', async () => {
    await open('/', 'customer.admin@sandbox.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Organization' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Contoso Pharmaceuticals' });
    expect(rowNames()).toEqual(['Contoso Pharmaceuticals']);
    const [assoc] = requests.find('GET', `/svc/account/api/v1.0/organizations/${id('Contoso Pharmaceuticals')}/associations`);
    expect(assoc.search).toBe('?addUsers=false');
  });

  it('shows "Loading hierarchy" until the organizations arrive', async () => {
    // A gate made before the request: the status can show before the request has even left, and
    // opening the gate then must still let it through.
    const release = holdGets(accountUrl('/api/v1.0/organizations/:org/associations'));
    await open('/hierarchy');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading hierarchy');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('tree')).toBeInTheDocument();
  });

  it('says the structure could not be fetched, with the server message, and retries', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/associations'), () => errorAnswer(500, 'index rebuilding'), { once: true }));
    await open('/hierarchy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch organization structure - index rebuilding');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tree')).toBeInTheDocument();
    expect(await within(tree()).findByRole('treeitem', { name: /^Quadrant Root/ })).toBeInTheDocument();
  });

  it('shows the no-permission message at / to a user without any role', async () => {
    await open('/', 'no.roles@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(requests.all().filter((r) => /\/organizations\/\d+\/associations$/.test(r.path))).toHaveLength(0);
  });

  it('does not show an organization outside the user subtree, and asks nothing about it', async () => {
    await open(`/hierarchy/${id('Quadrant Root')}`, 'customer.admin@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${id('Quadrant Root')}`)).toHaveLength(0);
  });

  it('shows a license admin the Overview and Subscriptions tabs and no command bar', async () => {
    await open(`/hierarchy/${id('Contoso Pharmaceuticals')}/config`, 'license.admin@sandbox.test');
    await screen.findByText('Directory tenant name');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Subscriptions']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('toolbar', { name: 'Organization commands' })).not.toBeInTheDocument();
  });
});

describe('hierarchy page: the tree', () => {
  it('selects an organization: the address changes, other branches close and the path opens', async () => {
    const items = await hierarchy();
    const view = await open(`/hierarchy/${id('Contoso Pharmaceuticals')}`);
    await screen.findByRole('heading', { level: 2, name: 'Contoso Pharmaceuticals' });
    await userEvent.click(row('Northwind Distribution'));
    await screen.findByRole('heading', { level: 2, name: 'Northwind Distribution' });
    expect(view.location().pathname).toBe(`/hierarchy/${id('Northwind Distribution')}`);
    expect(rowNames()).toEqual(rowsWhenSelected(items, 'Northwind Distribution'));
    expect(rowNames()).not.toContain('Wingtip Holdings');
  });

  it('opens and closes a branch with its chevron without selecting it', async () => {
    const items = await hierarchy();
    const view = await open(`/hierarchy/${id('Northwind Distribution')}`);
    await screen.findByRole('heading', { level: 2, name: 'Northwind Distribution' });
    expect(rowNames()).not.toContain('Wingtip Holdings');
    const chevron = () => row('Fabrikam Partners').querySelector('span[aria-hidden]')!;
    await userEvent.click(chevron());
    expect(rowNames()).toEqual(shownRows(items, [...pathTo(items, 'Northwind Distribution'), 'Fabrikam Partners']));
    expect(rowNames()).toContain('Wingtip Holdings');
    expect(view.location().pathname).toBe(`/hierarchy/${id('Northwind Distribution')}`);
    await userEvent.click(chevron());
    expect(rowNames()).toEqual(rowsWhenSelected(items, 'Northwind Distribution'));
  });

  it('filters by name, keeping the path to each match, and says when nothing matches', async () => {
    const items = await hierarchy();
    expect(matching(items, 'coho')).toEqual(['Coho Winery']);
    await open(`/hierarchy/${id('Northwind Distribution')}`);
    await screen.findByRole('heading', { level: 2, name: 'Northwind Distribution' });
    const search = screen.getByRole('searchbox', { name: 'Search organizations' });
    await userEvent.type(search, 'coho');
    await waitFor(() => expect(rowNames()).toEqual(pathTo(items, 'Coho Winery')));
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No organization matches "zzz".')).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(rowNames()).toEqual(rowsWhenSelected(items, 'Northwind Distribution')));
  });

  it('finds an organization by a user e-mail for support staff', async () => {
    const items = await hierarchy();
    // customer.admin is associated with Contoso Pharmaceuticals only, and no organization is named so.
    expect(matching(items, 'customer.admin@')).toEqual(['Contoso Pharmaceuticals']);
    await open(`/hierarchy/${id('Northwind Distribution')}`);
    await screen.findByRole('heading', { level: 2, name: 'Northwind Distribution' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'customer.admin@');
    await waitFor(() => expect(rowNames()).toEqual(pathTo(items, 'Contoso Pharmaceuticals')));
  });

  it('is used with the keyboard: arrows, Home/End, Left/Right and Enter', async () => {
    const items = await hierarchy();
    const shown = rowsWhenSelected(items, 'Fabrikam Partners');
    const firstChild = shown[shown.indexOf('Fabrikam Partners') + 1];
    expect(pathTo(items, firstChild).slice(0, -1)).toEqual(pathTo(items, 'Fabrikam Partners'));
    const view = await open(`/hierarchy/${id('Fabrikam Partners')}`);
    await screen.findByRole('heading', { level: 2, name: 'Fabrikam Partners' });
    const t = tree();
    t.focus();
    const active = () => document.getElementById(t.getAttribute('aria-activedescendant')!)?.querySelector('p')?.textContent;
    expect(active()).toBe('Fabrikam Partners');
    expect(row('Fabrikam Partners')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('Fabrikam Partners')).toHaveAttribute('aria-expanded', 'false');
    expect(rowNames()).not.toContain(firstChild);
    await userEvent.keyboard('{ArrowRight}');
    expect(row('Fabrikam Partners')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe(firstChild);
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('Fabrikam Partners');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Quadrant Root');
    await userEvent.keyboard('{End}');
    expect(active()).toBe(shown[shown.length - 1]);
    // Up one row and Enter selects it; that opens its path, and Down then Enter selects the next row shown.
    const above = shown[shown.length - 2];
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await screen.findByRole('heading', { level: 2, name: above });
    const after = rowsWhenSelected(items, above);
    const below = after[after.indexOf(above) + 1];
    expect(below).toBeDefined();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('heading', { level: 2, name: below });
    expect(view.location().pathname).toBe(`/hierarchy/${id(below)}`);
  });

  it('hides and shows the tree panel', async () => {
    await open(`/hierarchy/${id('Northwind Distribution')}`);
    await screen.findByRole('heading', { level: 2, name: 'Northwind Distribution' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide the organization tree' }));
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the organization tree' }));
    expect(screen.getByRole('tree')).toBeInTheDocument();
  });
});
