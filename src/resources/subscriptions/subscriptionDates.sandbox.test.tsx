import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { openSubscriptionsTab } from '../../../tests/setup/subscriptionsTab';
import { sandboxSubscription } from '../../../tests/setup/sandboxSubscriptions';

/**
 * Subscription start and end dates are calendar dates, the same day in every time zone,
 * in the form, the list and the payload. Node applies process.env.TZ as soon as it changes, so the
 * console runs here as in a browser far east (UTC+14) or far west (UTC-11) of UTC.
 */
const backend = useSandboxBackend();
const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});
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
const openTab = (org: string) => openSubscriptions(org);

describe('subscription dates are calendar dates', () => {
  it('lists the stored days in Pago Pago (UTC-11), not the day before', async () => {
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(new Date(2026, 1, 3).getTimezoneOffset()).toBe(660);
    const sub = sandboxSubscription(backend, 'Contoso Pharmaceuticals', 'Reporting 2026');
    backend.sandbox.db
      .prepare(
        "UPDATE subscription_items SET start_date = '2026-02-03T00:00:00.000Z', end_date = '2027-02-02T00:00:00.000Z' WHERE subscription_id = ?",
      )
      .run(sub.id);
    await openTab('Contoso Pharmaceuticals');
    const table = await screen.findByRole('table', { name: 'Subscriptions of Contoso Pharmaceuticals' });
    const row = rowsOf(table).find((r) => r.includes('Reporting 2026'))!;
    expect(row).toContain('3rd February 2026');
    expect(row).toContain('2nd February 2027');
  });

  it("starts a new item on the user's today in Kiritimati (UTC+14) and sends and stores the days typed", async () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(new Date(2026, 10, 25).getTimezoneOffset()).toBe(-840);
    const today = format(new Date(), 'yyyy-MM-dd');
    await openTab('Graphic Design Institute');
    await userEvent.click(await screen.findByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Kiritimati plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(dialog).getByLabelText('Item 1: Start date')).toHaveValue(today);
    const pick = async (name: string, option: string) => {
      await userEvent.click(within(dialog).getByRole('combobox', { name }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Item 1: Product', 'Radar');
    await pick('Item 1: Feature', 'Core');
    fireEvent.change(within(dialog).getByLabelText('Item 1: End date'), { target: { value: '2027-03-01' } });
    await pick('Item 1: Subscription type', 'Paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = sandboxSubscription(backend, 'Graphic Design Institute', 'Kiritimati plan');
    expect(requests.find('POST', `/svc/account/api/v1.0/subscriptions/${saved.id}/items`)[0].json()).toMatchObject({
      startDate: `${today}T00:00:00.000Z`,
      endDate: '2027-03-01T00:00:00.000Z',
    });
    expect(saved.items.map((i) => [i.startDate.slice(0, 10), i.endDate.slice(0, 10)])).toEqual([[today, '2027-03-01']]);
    const table = await screen.findByRole('table', { name: 'Subscriptions of Graphic Design Institute' });
    await waitFor(() => expect(rowsOf(table).find((r) => r.includes('Kiritimati plan'))).toContain('1st March 2027'));
  });
});
