import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

beforeEach(() => resetHierarchyData());

const tree = () => screen.getByRole('tree', { name: 'Organizations' });
const rowNames = () => within(tree()).queryAllByRole('treeitem').map((t) => t.querySelector('p')?.textContent);
const row = (name: string) => within(tree()).getByRole('treeitem', { name: new RegExp(`^${name}`) });

describe('hierarchy page: routes, title and loading', () => {
  it('opens a deep link with the organization selected, the path to it open and its Overview', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contoso Ltd' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Quadrant Root', 'Fabrikam Distribution', 'Northwind Partners', 'Wingtip Holdings', 'Coho Winery', 'Contoso Ltd']);
    expect(row('Contoso Ltd')).toHaveAttribute('aria-selected', 'true');
    expect(row('Contoso Ltd')).toHaveTextContent('Tenant Customer');
    expect(row('Wingtip Holdings')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Wingtip Holdings')).toHaveAttribute('aria-level', '4');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const [assoc] = requests.find('GET', '/svc/account/api/v1.0/organizations/1/associations');
    expect(assoc.search).toBe('?addUsers=true');
  });

  it('opens the tab named in the path', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/services' });
    expect(await screen.findByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'Reporting' })).toBeInTheDocument();
  });

  it('shows an organization administrator "My Organization", rooted at their own organization, without users', async () => {
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Organization' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Contoso Ltd' });
    expect(rowNames()).toEqual(['Contoso Ltd']);
    const [assoc] = requests.find('GET', '/svc/account/api/v1.0/organizations/40/associations');
    expect(assoc.search).toBe('?addUsers=false');
  });

  it('shows "Loading hierarchy" until the organizations arrive', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(accountUrl('/api/v1.0/organizations/:org/associations'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return HttpResponse.json([]);
      }),
    );
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading hierarchy');
    release();
  });

  it('says the structure could not be fetched, with the server message, and retries', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/associations'), () => errorAnswer(500, 'index rebuilding'), { once: true }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch organization structure - index rebuilding');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tree')).toBeInTheDocument();
  });

  it('shows the no-permission message at / to a user without any role', async () => {
    await renderApp({ profile: profiles.noRoles(), path: '/' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/40/associations')).toHaveLength(0);
  });

  it('does not show an organization outside the user subtree, and asks nothing about it', async () => {
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/hierarchy/1' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/1')).toHaveLength(0);
  });

  it('shows a license admin only the Overview tab and no command bar', async () => {
    await renderApp({ profile: profiles.licenseAdmin(), path: '/hierarchy/40/config' });
    await screen.findByText('Directory tenant name');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('toolbar', { name: 'Organization commands' })).not.toBeInTheDocument();
  });
});

describe('hierarchy page: the tree', () => {
  it('selects an organization: the address changes, other branches close and the path opens', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await screen.findByRole('heading', { level: 2, name: 'Contoso Ltd' });
    await userEvent.click(row('Fabrikam Distribution'));
    await screen.findByRole('heading', { level: 2, name: 'Fabrikam Distribution' });
    expect(window.location.pathname).toBe('/hierarchy/10');
    expect(rowNames()).toEqual(['Quadrant Root', 'Fabrikam Distribution', 'Northwind Partners']);
  });

  it('opens and closes a branch with its chevron without selecting it', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/10' });
    await screen.findByRole('heading', { level: 2, name: 'Fabrikam Distribution' });
    const chevron = row('Northwind Partners').querySelector('span[aria-hidden]')!;
    await userEvent.click(chevron);
    expect(rowNames()).toContain('Wingtip Holdings');
    expect(window.location.pathname).toBe('/hierarchy/10');
  });

  it('filters by name, keeping the path to each match, and says when nothing matches', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/10' });
    await screen.findByRole('heading', { level: 2, name: 'Fabrikam Distribution' });
    const search = screen.getByRole('searchbox', { name: 'Search organizations' });
    await userEvent.type(search, 'coho');
    await waitFor(() => expect(rowNames()).toEqual(['Quadrant Root', 'Fabrikam Distribution', 'Northwind Partners', 'Wingtip Holdings', 'Coho Winery']));
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No organization matches "zzz".')).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(rowNames()).toEqual(['Quadrant Root', 'Fabrikam Distribution', 'Northwind Partners']));
  });

  it('finds an organization by a user e-mail for support staff', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/10' });
    await screen.findByRole('heading', { level: 2, name: 'Fabrikam Distribution' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'alex.morgan@');
    await waitFor(() => expect(rowNames()).toEqual(['Quadrant Root', 'Fabrikam Distribution', 'Northwind Partners', 'Wingtip Holdings', 'Contoso Ltd']));
  });

  it('is used with the keyboard: arrows, Home/End, Left/Right and Enter', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/20' });
    await screen.findByRole('heading', { level: 2, name: 'Northwind Partners' });
    const t = tree();
    t.focus();
    const active = () => document.getElementById(t.getAttribute('aria-activedescendant')!)?.querySelector('p')?.textContent;
    expect(active()).toBe('Northwind Partners');
    expect(row('Northwind Partners')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('Northwind Partners')).toHaveAttribute('aria-expanded', 'false');
    expect(rowNames()).not.toContain('Wingtip Holdings');
    await userEvent.keyboard('{ArrowRight}');
    expect(row('Northwind Partners')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe('Wingtip Holdings');
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('Northwind Partners');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Quadrant Root');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Wingtip Holdings');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Northwind Partners' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Wingtip Holdings' });
    expect(window.location.pathname).toBe('/hierarchy/30');
  });

  it('hides and shows the tree panel', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/10' });
    await screen.findByRole('heading', { level: 2, name: 'Fabrikam Distribution' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide the organization tree' }));
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the organization tree' }));
    expect(screen.getByRole('tree')).toBeInTheDocument();
  });
});
