import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { openSubscriptionsTab } from '../../../tests/setup/subscriptionsTab';
import { draftsAtSessionEnd } from '../../components/drafts';
import { sandboxSubscription } from '../../../tests/setup/sandboxSubscriptions';
import { pick, setDate, writes } from '../../../tests/setup/subscriptionDialog';

const backend = useSandboxBackend();
const designInstitute = 'Graphic Design Institute';
const openSubscriptions = (org: string, as?: string, rest?: string) => openSubscriptionsTab(backend, org, as, rest);

async function fillItem(dialog: HTMLElement, n: number, product: string, feature: string) {
  await pick(dialog, `Item ${n}: Product`, product);
  await pick(dialog, `Item ${n}: Feature`, feature);
  setDate(dialog, `Item ${n}: Start date`, '2026-01-01');
  setDate(dialog, `Item ${n}: End date`, '2026-12-31');
  await pick(dialog, `Item ${n}: Subscription type`, 'Paid');
}

/** Opens "Add subscription" on Graphic Design Institute (no terms to accept first) and pastes the description (one input event: no test here is about single keys). */
async function openAddDialog(description: string) {
  await openSubscriptions(designInstitute);
  await userEvent.click(await screen.findByRole('button', { name: 'Add subscription' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Description' }));
  await userEvent.paste(description);
  return dialog;
}

describe('Add / edit subscription (doc 000 §2, §4, §5)', () => {
  it('blocks an invalid item, saves the subscription first, keeps the failing item and re-sends only it', async () => {
    const dialog = await openAddDialog('Coho plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await fillItem(dialog, 1, 'Radar', 'Core');
    await fillItem(dialog, 2, 'InvestigationCenter', 'AUD');
    setDate(dialog, 'Item 2: End date', '2025-12-01');
    fireEvent.change(within(dialog).getByLabelText('Item 2: Quantity'), { target: { value: '0' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(within(dialog).getByText('The quantity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    setDate(dialog, 'Item 2: End date', '2026-12-31');
    fireEvent.change(within(dialog).getByLabelText('Item 2: Quantity'), { target: { value: '2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Saving subscription item failed - The billing system refused the item/)).toBeInTheDocument();
    const saved = sandboxSubscription(backend, designInstitute, 'Coho plan');
    expect(writes()).toEqual([
      `POST /svc/account/api/v1.0/organizations/${saved.orgId}/subscriptions`,
      `POST /svc/account/api/v1.0/subscriptions/${saved.id}/items`,
      `POST /svc/account/api/v1.0/subscriptions/${saved.id}/items`,
    ]);
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${saved.orgId}/subscriptions`)[0].json()).toMatchObject({
      organizationId: saved.orgId,
      description: 'Coho plan',
    });
    expect(saved.items.map((i) => `${i.product} ${i.feature}`)).toEqual(['Radar Core']);
    expect(within(dialog).getByLabelText('Item 2: Quantity')).toHaveValue(2);
    // The saved item reads Saved; the failed one is marked new again, with its error (doc 000 §4).
    const [, itemOne, itemTwo] = within(within(dialog).getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(itemOne).toHaveTextContent('Saved');
    expect(itemOne).not.toHaveTextContent('New, not saved');
    expect(itemTwo).toHaveTextContent('New, not saved');
    // The failed row says which one it is.
    expect(within(itemTwo).getByRole('alert')).toHaveTextContent(/^Item 2: Saving subscription item failed - The billing system refused the item/);

    requests.clear();
    await pick(dialog, 'Item 2: Feature', 'Core');
    // While its POST is on its way, item 2 shows its own submitting state (doc 000 §3 "isSubmitting"); item 1, not sent, does not.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((open) => (release = open));
    server.use(
      http.post(accountUrl('/api/v1.0/subscriptions/:sub/items'), async () => {
        await gate;
        return undefined;
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(itemTwo).findByRole('status')).toHaveTextContent('Saving item 2…');
    expect(within(itemOne).queryByRole('status')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([`POST /svc/account/api/v1.0/subscriptions/${saved.id}/items`, `PATCH /svc/account/api/v1.0/subscriptions/${saved.id}`]);
    expect(await screen.findByText('Subscription saved')).toBeInTheDocument();
    expect(sandboxSubscription(backend, designInstitute, 'Coho plan').items.map((i) => `${i.product} ${i.feature} ${i.quantity}`)).toEqual([
      'Radar Core 1',
      'InvestigationCenter Core 2',
    ]);
  });

  it('says "Saving base subscription failed" and keeps what was typed', async () => {
    const dialog = await openAddDialog('Refused by billing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Saving base subscription failed - The billing system refused the subscription',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Refused by billing');
  });

  it('edits an existing subscription: changed items patched, then the subscription; after a failed PATCH only it is sent again', async () => {
    server.use(http.patch(accountUrl('/api/v1.0/subscriptions/:sub'), () => errorAnswer(500, 'billing offline'), { once: true }));
    const plan = sandboxSubscription(backend, 'Contoso Pharmaceuticals', 'Reporting 2026');
    const [first] = plan.items;
    await openSubscriptions('Contoso Pharmaceuticals');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reporting 2026' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Item 1: Quantity'), { target: { value: '30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Saving base subscription failed - billing offline');
    expect(writes()).toEqual([
      `PATCH /svc/account/api/v1.0/subscriptions/${plan.id}/items/${first.id}`,
      `PATCH /svc/account/api/v1.0/subscriptions/${plan.id}`,
    ]);
    expect(requests.find('PATCH', `/svc/account/api/v1.0/subscriptions/${plan.id}/items/${first.id}`)[0].json()).toMatchObject({
      quantity: 30,
      product: first.product,
    });

    requests.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([`PATCH /svc/account/api/v1.0/subscriptions/${plan.id}`]);
    expect(await screen.findByText('Subscription saved')).toBeInTheDocument();
    expect(sandboxSubscription(backend, 'Contoso Pharmaceuticals', 'Reporting 2026').items[0].quantity).toBe(30);
  });

  it('shows Add and Edit only to TMS admin, TMS viewer and TMS license admin', async () => {
    await openSubscriptions('Contoso Pharmaceuticals', 'root.sysadmin@sandbox.test');
    expect(await screen.findByRole('table', { name: 'Subscriptions of Contoso Pharmaceuticals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  // Last in this file: the session-end flag stays set for the module.
  it('the dialog comes back open, with the added item row and what was typed, when the session ended before Save', async () => {
    const dialog = await openAddDialog('Kept plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await pick(dialog, 'Item 1: Product', 'Radar');
    const kept = () => Object.entries(localStorage).filter(([k]) => k.startsWith('console.draft.'));
    // The form's draft, and beside it what the dialog was opened on (a new subscription).
    await waitFor(() =>
      expect(kept().map(([, v]) => JSON.parse(v).fields)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ description: 'Kept plan', subscriptionItems: [expect.objectContaining({ product: 'Radar' })] }),
          { open: 'new' },
        ]),
      ),
    );
    draftsAtSessionEnd();
    cleanup();

    // The dialog opens again by itself at the same address, with what was typed.
    await openSubscriptions(designInstitute);
    const again = await screen.findByRole('dialog');
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    await waitFor(() => expect(within(again).getByRole('combobox', { name: 'Item 1: Product' })).toHaveTextContent('Radar'));
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('Kept plan'));
  });
});
