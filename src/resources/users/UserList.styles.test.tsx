import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountUrl } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { writeEmotionStyles } from '../../../tests/setup/emotionStyles';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';
import { USER_ROW_HEIGHT } from './UserTable';

// It reads the list's computed heights: emotion writes MUI's styles for this file.
writeEmotionStyles();

const backend = useSandboxBackend();
const listRequests = () => requests.find('GET', '/svc/account/api/v1.2/users').map((r) => new URLSearchParams(r.search));
const listPage = appPage('/internalusers');
const openList = () => renderScreenAs(backend, 'tms.admin@sandbox.test', listPage.ui, { ...listPage.at, path: '/internalusers' });

/** 100,000 users generated on demand from offset and limit: more than the seed has. */
function serveManyUsers(total: number) {
  server.use(
    http.get(accountUrl('/api/v1.2/users'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const offset = Number(q.get('offset'));
      const limit = Number(q.get('limit'));
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => {
        const n = offset + i;
        const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
        return {
          id,
          userId: id,
          firstName: 'User',
          lastName: String(n),
          email: `user${n}@example.test`,
          statusType: 1,
          createdOnUtc: '2025-01-02T00:00:00Z',
          createdDate: '2025-01-02T00:00:00Z',
          associationsCount: n % 5,
        };
      });
      return HttpResponse.json(items, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
}

describe('Manage Users (/internalusers)', () => {
  it('is a virtual list at half the viewport height, in a page 80vh high, that loads the next 25 from the service as the user scrolls', async () => {
    serveManyUsers(100_000);
    await openList();
    expect(await screen.findByText('Users found: 100,000')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'User 0' });
    expect(listRequests()[0].get('offset')).toBe('0');
    expect(listRequests()[0].get('limit')).toBe('25');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    const box = screen.getByTestId('user-list-scroll');
    expect(box).toHaveStyle({ height: '50vh', overflowY: 'auto' });
    // Doc 001 §9: "User list height 80vh and virtual list height 50vh".
    expect(screen.getByRole('region', { name: 'Manage Users' })).toHaveStyle({ height: '80vh' });
    // Only the rows in view (and a few more) are in the DOM, not the 25 loaded.
    expect(within(table).getAllByRole('row').length).toBeLessThan(25);
    expect(screen.queryByRole('link', { name: 'User 24' })).not.toBeInTheDocument();
    const pagesBefore = listRequests().length;

    box.scrollTop = 20 * USER_ROW_HEIGHT;
    fireEvent.scroll(box);
    expect(await screen.findByRole('link', { name: 'User 25' })).toBeInTheDocument();
    const more = listRequests().slice(pagesBefore);
    expect(more.map((q) => [q.get('offset'), q.get('limit'), q.get('sort'), q.get('order')])).toEqual([['25', '25', 'name', 'asc']]);
    expect(screen.queryByRole('link', { name: 'User 0' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  });
});
