import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { LIST_FILTER_DEBOUNCE_MS, passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

const backend = useSandboxBackend();
const listPage = appPage('/internalusers');
const admin = 'tms.admin@sandbox.test';
const listRequests = () => requests.find('GET', '/svc/account/api/v1.2/users').map((r) => new URLSearchParams(r.search));
const openList = (as = admin) => renderScreenAs(backend, as, listPage.ui, { ...listPage.at, path: '/internalusers' });
/** The user the list shows first: by "first last", as the sandbox sorts. */
const firstByName = () =>
  backend.sandbox.db
    .prepare("SELECT id, first_name || ' ' || last_name AS name, email FROM users ORDER BY lower(first_name || ' ' || last_name), id LIMIT 1")
    .get() as { id: string; name: string; email: string };

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

describe('Manage Users (/internalusers)', () => {
  it('lists users with a link to their page, e-mail, created date and association count', async () => {
    const first = firstByName();
    backend.sandbox.db.prepare("UPDATE users SET created_on_utc = '2025-01-02T03:04:05Z' WHERE id = ?").run(first.id);
    const total = backend.sandbox.db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
    const associations = backend.people.associationsOf(first.id).filter((a) => a.relationshipType.includes('Associated')).length;
    await openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: first.name });
    expect(link).toHaveAttribute('href', `/internaluser/${first.id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([first.name, first.email, '2nd January 2025', String(associations)]);
    expect(screen.getByText(`Users found: ${total.toLocaleString('en')}`)).toBeInTheDocument();
    expect(listRequests()[0].get('sort')).toBe('name');
    expect(listRequests()[0].get('order')).toBe('asc');
  });

  it('searches on the service as the user types', async () => {
    const first = firstByName();
    startFakeClock();
    await openList('tms.viewer@sandbox.test');
    await screen.findByRole('link', { name: first.name });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    await passTime(LIST_FILTER_DEBOUNCE_MS);
    expect(await screen.findByText('Users found: 0')).toBeInTheDocument();
    // No user matches the first letters either: the count shows 0 before the whole word has been asked.
    await waitFor(() => expect(listRequests().at(-1)!.get('q')).toBe('nobody'));
    expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument();
  });

  it('sorts by a column on the service, ascending then descending', async () => {
    await openList();
    await screen.findByRole('link', { name: firstByName().name });
    await userEvent.click(screen.getByRole('button', { name: /sort by e-mail/i }));
    await waitFor(() => expect(listRequests().at(-1)!.get('sort')).toBe('email'));
    expect(listRequests().at(-1)!.get('order')).toBe('asc');
    await userEvent.click(screen.getByRole('button', { name: /sort by e-mail descending/i }));
    await waitFor(() => expect(listRequests().at(-1)!.get('order')).toBe('desc'));
    expect(listRequests().at(-1)!.get('sort')).toBe('email');
    expect(screen.getByRole('button', { name: /sort by e-mail ascending/i })).toBeInTheDocument();
  });

  it('exports the users matching the search as CSV', async () => {
    const texts: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((t) => texts.push(t));
      return 'blob:users';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const first = firstByName();
    startFakeClock();
    await openList();
    await screen.findByRole('link', { name: first.name });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'carlos');
    await passTime(LIST_FILTER_DEBOUNCE_MS);
    await waitFor(() => expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(texts).toHaveLength(1));
    const [, ...lines] = texts[0].trim().split('\n');
    expect(texts[0]).toContain('Carlos Mendes,customer.admin@sandbox.test');
    for (const line of lines) expect(line.toLowerCase()).toContain('carlos');
    expect(listRequests().at(-1)!.get('q')).toBe('carlos');
  });

  it('says "Failed to fetch user list - …" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.2/users'), () => errorAnswer(500, 'index rebuilding')));
    await openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user list - index rebuilding');
  });

  it('shows the no-permission message to other roles, and when the service refuses', async () => {
    const view = await openList('partner.admin@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(listRequests()).toHaveLength(0);
    view.unmount();
    server.use(http.get(accountUrl('/api/v1.2/users'), () => errorAnswer(403, 'Internal users only')));
    await openList();
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText(/Internal users only/)).not.toBeInTheDocument();
  });
});
