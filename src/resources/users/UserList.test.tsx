import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { makeInternalUser, peopleData, resetPeopleData } from '../../../tests/msw/peopleData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const listRequests = () => requests.find('GET', '/svc/account/api/v1.2/users').map((r) => new URLSearchParams(r.search));

/** 100,000 users generated on demand from offset and limit, as the sandbox pages them. */
function serveManyUsers(total: number) {
  server.use(
    http.get(accountUrl('/api/v1.2/users'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const offset = Number(q.get('offset'));
      const limit = Number(q.get('limit'));
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => {
        const n = offset + i;
        const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
        return { id, userId: id, firstName: 'User', lastName: String(n), email: `user${n}@example.test`, statusType: 1, createdOnUtc: '2025-01-02T00:00:00Z', createdDate: '2025-01-02T00:00:00Z', associationsCount: n % 5 };
      });
      return HttpResponse.json(items, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => resetPeopleData());
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

describe('Manage Users (/internalusers)', () => {
  it('lists users with a link to their page, e-mail, created date and association count', async () => {
    peopleData.users.push(makeInternalUser({ id: 'u-2', userId: 'u-2', firstName: 'Casey', lastName: 'Ng', email: 'casey@example.test', associationsCount: 0, createdDate: '2024-11-23T00:00:00Z' }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Jordan Lee' });
    expect(link).toHaveAttribute('href', '/internaluser/11111111-1111-4111-8111-111111111111');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Jordan Lee', 'jordan.lee@contoso.example', '2nd January 2025', '2']);
    expect(screen.getByText('Users found: 2')).toBeInTheDocument();
    expect(listRequests()[0].get('sort')).toBe('name');
    expect(listRequests()[0].get('order')).toBe('asc');
  });

  it('searches on the service as the user types', async () => {
    await renderApp({ profile: profiles.tmsViewer(), path: '/internalusers' });
    await screen.findByRole('link', { name: 'Jordan Lee' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('Users found: 0')).toBeInTheDocument();
    expect(listRequests().at(-1)!.get('q')).toBe('nobody');
    expect(screen.queryByRole('link', { name: 'Jordan Lee' })).not.toBeInTheDocument();
  });

  it('sorts by a column on the service, ascending then descending', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    await screen.findByRole('link', { name: 'Jordan Lee' });
    await userEvent.click(screen.getByRole('button', { name: /sort by e-mail/i }));
    await waitFor(() => expect(listRequests().at(-1)!.get('sort')).toBe('email'));
    expect(listRequests().at(-1)!.get('order')).toBe('asc');
    await userEvent.click(screen.getByRole('button', { name: /sort by e-mail descending/i }));
    await waitFor(() => expect(listRequests().at(-1)!.get('order')).toBe('desc'));
    expect(listRequests().at(-1)!.get('sort')).toBe('email');
    expect(screen.getByRole('button', { name: /sort by e-mail ascending/i })).toBeInTheDocument();
  });

  it('pages on the service: page 2 asks offset 25 and limit 25, and the total shows', async () => {
    serveManyUsers(100_000);
    await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    expect(await screen.findByText('Users found: 100,000')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'User 0' });
    expect(listRequests()[0].get('limit')).toBe('25');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'User 25' })).toBeInTheDocument();
    expect(listRequests().at(-1)!.get('offset')).toBe('25');
    expect(listRequests().at(-1)!.get('limit')).toBe('25');
  });

  it('exports the users matching the search as CSV', async () => {
    const texts: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((t) => texts.push(t));
      return 'blob:users';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    peopleData.users.push(makeInternalUser({ id: 'u-2', userId: 'u-2', firstName: 'Casey', lastName: 'Ng', email: 'casey@example.test', associationsCount: 0, createdDate: '2024-11-23T00:00:00Z' }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    await screen.findByRole('link', { name: 'Casey Ng' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'casey');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jordan Lee' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(texts).toHaveLength(1));
    expect(texts[0]).toContain('Casey Ng,casey@example.test');
    expect(texts[0]).not.toContain('Jordan');
    expect(listRequests().at(-1)!.get('q')).toBe('casey');
  });

  it('says "Failed to fetch user list - …" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.2/users'), () => errorAnswer(500, 'index rebuilding')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user list - index rebuilding');
  });

  it('shows the no-permission message to other roles, and when the service refuses', async () => {
    const view = await renderApp({ profile: profiles.tenantAccountAdmin(), path: '/internalusers' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(listRequests()).toHaveLength(0);
    view.unmount();
    server.use(http.get(accountUrl('/api/v1.2/users'), () => errorAnswer(403, 'Internal users only')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText(/Internal users only/)).not.toBeInTheDocument();
  });
});
