import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requests } from '../../tests/msw/recorder';
import { server } from '../../tests/msw/server';
import { useSandboxBackend } from '../../tests/setup/sandboxBackend';
import { renderAppAs } from '../../tests/setup/sandboxRender';

// The app bar (doc 002 §7 "Alerting"): the Alerts list and its acknowledgement, against the sandbox.
const backend = useSandboxBackend();
const tms = 'tms.admin@sandbox.test';
const patches = () => requests.all().filter((r) => r.method === 'PATCH' && r.path.startsWith('/svc/alerting/api/v1/alert/'));
const newIdsInDb = () =>
  backend.sandbox.db
    .prepare("SELECT id FROM alerts WHERE status_type = 'new' AND product_set = ? ORDER BY id")
    .pluck()
    .all(backend.people.orgId('Quadrant Root')) as number[];
const WALK_TIMEOUT = 60_000;
/** How many change requests wait for the account's decision, as the sandbox answers it (they share the bell). */
const waitingChanges = async (email: string) =>
  (
    (
      await backend.sandbox.app.inject({
        method: 'GET',
        url: '/svc/changes/api/v1.0/waiting/count',
        headers: await backend.sandbox.authHeader(email),
      })
    ).json() as { count: number }
  ).count;
/** The alerts of the open list, apart from the change requests listed below them. */
const alertItems = (list: HTMLElement) => within(within(list).getByRole('list', { name: 'New alerts' })).getAllByRole('listitem');
// Each test starts from the seed's alerts: four new for the root, one acknowledged.
beforeEach(() => {
  backend.sandbox.db
    .prepare(
      "UPDATE alerts SET status_type = 'new', acknowledged_by = NULL, acknowledged_on_utc = NULL WHERE title <> 'Monthly invoices were issued'",
    )
    .run();
});

describe('Alerts (app bar)', () => {
  it(
    'lists the new alerts; Acknowledge all sends one PATCH per new alert with statusType acknowledged, and none after a reload',
    async () => {
      const ids = newIdsInDb();
      expect(ids).toHaveLength(4);
      const waiting = await waitingChanges(tms);
      expect(waiting).toBeGreaterThan(0);
      const first = await renderAppAs(backend, tms, { path: '/my-invoices' });
      const button = await screen.findByRole('button', { name: 'Alerts' });
      // The change requests waiting for tms.admin's decision count in the bell too, and are named apart.
      await waitFor(() => expect(button).toHaveAccessibleDescription(`New alerts: 4 · Changes waiting for your approval: ${waiting}`));
      // The badge's number is told by the description, not in the name, which holds only the label (WCAG 2.5.3).
      expect(within(button).getByText(String(4 + waiting))).toHaveAttribute('aria-hidden', 'true');
      await userEvent.click(button);
      const list = await screen.findByRole('dialog', { name: 'New alerts' });
      // The list is a chunk of its own, loaded when it is first opened.
      await waitFor(() => expect(alertItems(list)).toHaveLength(4));
      expect(within(list).getByText('Data collection failed for Contoso Pharmaceuticals')).toBeInTheDocument();
      // The specification's query: field Id, ProductSet the authorization set, StatusType new.
      requests.clear();
      await userEvent.click(within(list).getByRole('button', { name: 'Acknowledge all' }));
      await within(list).findByText('No new alerts');
      const [query] = requests.find('GET', '/svc/alerting/api/v1/alert');
      expect(Object.fromEntries(new URLSearchParams(query.search))).toEqual({
        fields: 'Id',
        ProductSet: String(first.profile.organizationId),
        StatusType: 'new',
      });
      expect(
        patches()
          .map((r) => r.path)
          .sort(),
      ).toEqual(ids.map((id) => `/svc/alerting/api/v1/alert/${id}`).sort());
      expect(patches().map((r) => r.json())).toEqual(ids.map(() => ({ statusType: 'acknowledged' })));
      expect(newIdsInDb()).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Alerts' })).toHaveAccessibleDescription(
          `New alerts: 0 · Changes waiting for your approval: ${waiting}`,
        ),
      );
      first.unmount();

      // A reload: nothing is new any more, so nothing is sent again.
      requests.clear();
      await renderAppAs(backend, tms, { path: '/my-invoices' });
      await userEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
      const again = await screen.findByRole('dialog', { name: 'New alerts' });
      await within(again).findByText('No new alerts');
      expect(within(again).queryByRole('button', { name: 'Acknowledge all' })).toBeNull();
      expect(patches()).toHaveLength(0);
    },
    WALK_TIMEOUT,
  );

  it(
    'ignores a failed PATCH (doc 002 §7) and keeps the list as the service holds it: the failed alert stays new',
    async () => {
      const ids = newIdsInDb();
      const failing = ids[1];
      server.use(
        http.patch(`${backend.config.services.alerting}/api/v1/alert/${failing}`, () => HttpResponse.json({ message: 'busy' }, { status: 503 })),
      );
      await renderAppAs(backend, tms, { path: '/my-invoices' });
      await userEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
      const list = await screen.findByRole('dialog', { name: 'New alerts' });
      await waitFor(() => expect(alertItems(list)).toHaveLength(ids.length));
      await userEvent.click(within(list).getByRole('button', { name: 'Acknowledge all' }));
      await waitFor(() => expect(alertItems(list)).toHaveLength(1));
      expect(patches()).toHaveLength(ids.length);
      expect(newIdsInDb()).toEqual([failing]);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    WALK_TIMEOUT,
  );

  it(
    'shows the TMS viewer the shared list without Acknowledge all, and a user without roles no Alerts button',
    async () => {
      const viewer = await renderAppAs(backend, 'tms.viewer@sandbox.test', { path: '/my-invoices' });
      await userEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
      const list = await screen.findByRole('dialog', { name: 'New alerts' });
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
      expect(within(list).queryByRole('button', { name: 'Acknowledge all' })).toBeNull();
      viewer.unmount();
      await renderAppAs(backend, 'no.roles@sandbox.test', { path: '/' });
      await screen.findByRole('heading', { name: 'No permission' });
      expect(screen.queryByRole('button', { name: 'Alerts' })).toBeNull();
    },
    WALK_TIMEOUT,
  );

  it(
    'shows a failed load inside the open list, with the server message and Retry (doc 001 §8)',
    async () => {
      server.use(
        http.get(`${backend.config.services.alerting}/api/v1/alert`, () => HttpResponse.json({ message: 'alerting down' }, { status: 503 }), {
          once: true,
        }),
      );
      await renderAppAs(backend, tms, { path: '/my-invoices' });
      await userEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
      const list = await screen.findByRole('dialog', { name: 'New alerts' });
      const failure = await within(list).findByRole('alert');
      expect(failure).toHaveTextContent('Failed to load alerts - alerting down');
      await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
      expect(within(list).queryByRole('alert')).toBeNull();
    },
    WALK_TIMEOUT,
  );
});
