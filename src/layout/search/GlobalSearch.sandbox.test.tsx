import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountUrl } from '../../../tests/msw/account';
import { server } from '../../../tests/msw/server';
import { requests } from '../../../tests/msw/recorder';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { seriousViolations } from '../../../tests/setup/axe';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import HierarchyPage from '../../customRoutes/hierarchy/HierarchyPage';
import { GlobalSearch } from './GlobalSearch';
import { SEARCH_DEBOUNCE_MS } from './useSearchResults';

// Ctrl+K, type, Enter opens the organization or the internal user; only what the sandbox answers for the user.
const backend = useSandboxBackend();
/** Two searches and the page they open, on a shared 2-core machine. */
const WALK_TIMEOUT = 60_000;
/**
 * The search as the app bar holds it (outside the routes, so it stays while the address changes), on
 * /my-invoices, with the hierarchy page where an organization found opens.
 */
const open = (as: string) =>
  renderScreenAs(backend, as, <HierarchyPage />, { path: '/my-invoices', route: '/hierarchy/*', access: 'hierarchy', beside: <GlobalSearch /> });
const openSearch = async () => {
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search organizations and users' });
  return { dialog, box: within(dialog).getByRole('combobox', { name: 'Organization or user name' }) };
};
/** Types in the search box; the search's debounce is stepped over on the fake clock. */
async function typeQuery(box: HTMLElement, text: string) {
  await userEvent.type(box, text);
  await passTime(SEARCH_DEBOUNCE_MS);
}
// Each test steps over the search's debounce instead of waiting it out.
beforeEach(() => {
  startFakeClock();
});
const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('global search (app bar, Ctrl+K)', () => {
  it(
    'finds an organization by name and opens /hierarchy/{id} with Enter; an internal user opens /internaluser/{id}',
    async () => {
      const { location } = await open('tms.admin@sandbox.test');
      await screen.findByRole('button', { name: 'Search' });
      let { dialog, box } = await openSearch();
      expect(box).toHaveFocus();
      await typeQuery(box, 'tailspin to');
      await waitFor(() => expect(optionNames(dialog)).toEqual(['Tailspin ToysTailspin Partners']));
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations()).toEqual([]);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(location().pathname).toBe(`/hierarchy/${backend.people.orgId('Tailspin Toys')}`));
      expect(screen.queryByRole('dialog', { name: 'Search organizations and users' })).toBeNull();

      ({ dialog, box } = await openSearch());
      const priya = backend.people.user('partner.admin@sandbox.test');
      await typeQuery(box, 'priya');
      const option = await within(dialog).findByRole('option', { name: /partner\.admin@sandbox\.test/ });
      // Arrows move the highlighted option (aria-activedescendant) among the results; Enter opens it.
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(option.id));
      await userEvent.keyboard('{Enter}');
      // The user page then goes on to its first tab; a quick machine is there before the first look.
      await waitFor(() => expect(location().pathname).toMatch(new RegExp(`^/internaluser/${priya.id}(/general)?$`)));
      const search = requests.find('GET', '/svc/account/api/v1.2/users').map((r) => new URLSearchParams(r.search).get('q'));
      expect(search).toContain('priya');
      // The tree was read once (for the search, then the hierarchy page shares it): never downloaded again.
      const trees = requests.all().filter((r) => /\/organizations\/\d+\/associations$/.test(r.path) && r.search === '?addUsers=true');
      expect(trees).toHaveLength(1);
    },
    WALK_TIMEOUT,
  );

  it(
    'shows a partner administrator only organizations of their own subtree, and no user search; Escape closes',
    async () => {
      await open('partner.admin@sandbox.test');
      await screen.findByRole('button', { name: 'Search' });
      const { dialog, box } = await openSearch();
      await typeQuery(box, 'contoso');
      await waitFor(() => expect(optionNames(dialog)).toEqual(['Contoso PharmaceuticalsWingtip Holdings']));
      await userEvent.clear(box);
      await typeQuery(box, 'tailspin');
      await within(dialog).findByText('No organization or user matches');
      expect(optionNames(dialog)).toEqual([]);
      expect(requests.find('GET', '/svc/account/api/v1.2/users')).toHaveLength(0);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    WALK_TIMEOUT,
  );

  it(
    'shows a failed user search inside the dialog, not on the page behind it (doc 001 §8)',
    async () => {
      server.use(http.get(accountUrl('/api/v1.2/users'), () => HttpResponse.json({ message: 'directory busy' }, { status: 503 })));
      await open('tms.admin@sandbox.test');
      await screen.findByRole('button', { name: 'Search' });
      const { dialog, box } = await openSearch();
      await typeQuery(box, 'priya');
      // By role within the dialog: a bar behind the modal is hidden from it (aria-hidden).
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch user list - directory busy');
      expect(box).toHaveValue('priya');
    },
    WALK_TIMEOUT,
  );
});
