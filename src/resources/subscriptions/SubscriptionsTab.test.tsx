import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { openSubscriptionsTab } from '../../../tests/setup/subscriptionsTab';
import { sandboxSubscription } from '../../../tests/setup/sandboxSubscriptions';

const backend = useSandboxBackend();
const contoso = 'Contoso Pharmaceuticals';
/** Reporting 2026's items run from 3 February 2026 to 2 February 2027 (the seed's dates move with its clock). */
function reporting2026() {
  const sub = sandboxSubscription(backend, contoso, 'Reporting 2026');
  backend.sandbox.db
    .prepare("UPDATE subscription_items SET start_date = '2026-02-03T00:00:00Z', end_date = '2027-02-02T00:00:00Z' WHERE subscription_id = ?")
    .run(sub.id);
  return sub;
}
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
const openSubscriptions = (org: string, as?: string, rest?: string) => openSubscriptionsTab(backend, org, as, rest);
const openTab = (org: string, rest = '') => openSubscriptions(org, 'tms.admin@sandbox.test', rest);

describe('Subscriptions tab', () => {
  it('lists the subscriptions sorted by status with their icon word and dates "Do MMMM YYYY"', async () => {
    // Beside the seeded active and expired ones, a cancelled subscription.
    const db = backend.sandbox.db;
    const orgId = backend.people.orgId(contoso);
    const id = Number(
      db
        .prepare(
          `INSERT INTO subscriptions (organization_id, tenant_name, description, payment_type, recurrence_type, payment_provider, created_on_utc)
      VALUES (?, 'contoso', 'Cancelled adoption', 'Prepaid', 'Yearly', 'Direct', '2026-01-01T00:00:00Z')`,
        )
        .run(orgId).lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO subscription_items (subscription_id, product, feature, start_date, end_date, cancelled_date, subscription_type, quantity)
      VALUES (?, 'Adoption', 'Core', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', '2026-03-01T00:00:00Z', 'Paid', 1)`,
    ).run(id);
    const active = reporting2026();
    await openTab(contoso);
    const table = await screen.findByRole('table', { name: `Subscriptions of ${contoso}` });
    expect(requests.find('GET', `/svc/account/api/v1.0/subscriptions/organizations/${orgId}`).length).toBeGreaterThan(0);
    const rows = rowsOf(table);
    expect(rows.map((r) => r[0])).toEqual(['Active', 'Cancelled', 'Expired']);
    const [first] = active.items;
    expect(rows[0]).toEqual([
      'Active',
      'Reporting 2026',
      active.tenantName,
      first.product,
      '3rd February 2026',
      '2nd February 2027',
      '',
      String(active.items.length),
      'Edit',
    ]);
    expect(rows[1].slice(1, 7)).toEqual(['Cancelled adoption', 'contoso', 'Adoption', '1st January 2026', '1st January 2027', '1st March 2026']);
    expect(table.querySelector('[data-status="success"] svg')).not.toBeNull();
    expect(table.querySelector('[data-status="warning"] svg')).not.toBeNull();
    expect(table.querySelector('[data-status="error"] svg')).not.toBeNull();
  });

  it('opens the items of a subscription at /subscriptions/{id} and comes back', async () => {
    const { items } = reporting2026();
    await openTab(contoso);
    await userEvent.click(await screen.findByRole('link', { name: 'Show the items of Reporting 2026' }));
    const table = await screen.findByRole('table', { name: 'Items of Reporting 2026' });
    expect(rowsOf(table)).toEqual(
      items.map((i) => ['Active', i.product, i.feature, '3rd February 2026', '2nd February 2027', '', i.subscriptionType, String(i.quantity)]),
    );
    await userEvent.click(screen.getByRole('link', { name: 'All subscriptions' }));
    expect(await screen.findByRole('table', { name: `Subscriptions of ${contoso}` })).toBeInTheDocument();
  });

  it('says so for an unknown subscription id', async () => {
    const other = sandboxSubscription(backend, 'Coho Winery', 'Reporting');
    await openTab(contoso, `/${other.id}`);
    expect(await screen.findByText('This subscription does not exist for this organization.')).toBeInTheDocument();
  });

  it('shows "Failed to load subscriptions" with the server message, and retries', async () => {
    let fail = true;
    server.use(http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => (fail ? errorAnswer(500, 'billing offline') : undefined)));
    const orgId = backend.people.orgId('Graphic Design Institute');
    await openTab('Graphic Design Institute');
    expect(await screen.findByText(/Failed to load subscriptions/)).toBeInTheDocument();
    expect(screen.getByText(/billing offline/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('This organization has no subscriptions.')).toBeInTheDocument();
    await waitFor(() => expect(requests.find('GET', `/svc/account/api/v1.0/subscriptions/organizations/${orgId}`).length).toBeGreaterThanOrEqual(2));
  });
});
