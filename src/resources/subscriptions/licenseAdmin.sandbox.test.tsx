import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import HierarchyPage from '../../customRoutes/hierarchy/HierarchyPage';
import { sandboxSubscription } from '../../../tests/setup/sandboxSubscriptions';
import { pick, setDate, writes } from '../../../tests/setup/subscriptionDialog';

// Doc 000 §2 "Visibility" and §6 "Subscription Add/Edit": the TMS license admin of the root sees
// Overview and Subscriptions on every organization, adds and edits subscriptions and their items, and
// has no command bar (so no Add trial).
const backend = useSandboxBackend();
const LICENSE = 'license.admin@sandbox.test';
/** The hierarchy page at `/hierarchy/{orgId}{rest}`, as <App> mounts it. */
const openHierarchy = (org: string, as = 'tms.admin@sandbox.test', rest = '') =>
  renderScreenAs(backend, as, <HierarchyPage />, {
    path: `/hierarchy/${backend.people.orgId(org)}${rest}`,
    route: '/hierarchy/*',
    access: 'hierarchy',
  });
const open = (org: string, tab = '') => openHierarchy(org, LICENSE, tab);

describe('The TMS license admin (doc 000 §2, §6)', () => {
  it.each(['Quadrant Root', 'Northwind Distribution', 'Contoso Pharmaceuticals'])(
    'sees Overview and Subscriptions on %s, and no command bar (no Add trial)',
    async (org) => {
      await open(org);
      await screen.findByRole('heading', { level: 2, name: org });
      await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Subscriptions']));
      expect(screen.queryByRole('toolbar', { name: 'Organization commands' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add trial' })).not.toBeInTheDocument();
    },
  );

  it('adds a subscription with an item from the Subscriptions tab; the sandbox keeps both', async () => {
    const org = 'Graphic Design Institute';
    const { location } = await open(org);
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    await waitFor(() => expect(location().pathname).toBe(`/hierarchy/${backend.people.orgId(org)}/subscriptions`));
    await userEvent.click(await screen.findByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Licensed by the desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await pick(dialog, 'Item 1: Product', 'Radar');
    await pick(dialog, 'Item 1: Feature', 'Core');
    setDate(dialog, 'Item 1: Start date', '2026-01-01');
    setDate(dialog, 'Item 1: End date', '2026-12-31');
    await pick(dialog, 'Item 1: Subscription type', 'Paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = sandboxSubscription(backend, org, 'Licensed by the desk');
    expect(saved.items.map((i) => `${i.product} ${i.feature}`)).toEqual(['Radar Core']);
    expect(writes()).toEqual([
      `POST /svc/account/api/v1.0/organizations/${saved.orgId}/subscriptions`,
      `POST /svc/account/api/v1.0/subscriptions/${saved.id}/items`,
    ]);
  });

  it('edits a subscription’s item and the subscription itself; the sandbox keeps the change', async () => {
    const plan = sandboxSubscription(backend, 'Contoso Pharmaceuticals', 'Reporting 2026');
    const [first] = plan.items;
    await open('Contoso Pharmaceuticals', '/subscriptions');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reporting 2026' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Item 1: Quantity'), { target: { value: '31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      `PATCH /svc/account/api/v1.0/subscriptions/${plan.id}/items/${first.id}`,
      `PATCH /svc/account/api/v1.0/subscriptions/${plan.id}`,
    ]);
    expect(sandboxSubscription(backend, 'Contoso Pharmaceuticals', 'Reporting 2026').items[0].quantity).toBe(31);
  });
});
