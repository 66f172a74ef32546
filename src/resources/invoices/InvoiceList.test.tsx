import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../../tests/domain/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderScreen } from '../../../tests/setup/renderScreen';
import type { Profile } from '../../domain/profile';
import { InvoiceList } from './InvoiceList';

const profile = profiles.tmsAdmin(); // organization 1
/** The page as <App> mounts it at /my-invoices. */
const open = (as: Profile = profile) =>
  renderScreen(<InvoiceList />, { profile: as, path: '/my-invoices', route: '/my-invoices', access: 'invoices', resource: 'invoices' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const idsInOrder = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('My Invoices', () => {
  it('lists the organization invoices, newest first, with formatted values', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
    expect(screen.getByText(/The invoices and credit notes issued to your organization/)).toBeInTheDocument();
    await screen.findByText('CRN-2001');
    expect(idsInOrder()).toEqual(['CRN-2001', 'INV-1001', 'INV-1002']);
    const first = within(bodyRows()[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual(['Credit', 'CRN-2001', '1st March 2026', 'Credit for outage', 'EUR', '250.50', 'Unpaid']);
    const second = within(bodyRows()[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(second).toEqual(['Invoice', 'INV-1001', '15th January 2026', 'January licences', 'GBP', '1,200.00', 'Paid']);
    expect(within(bodyRows()[2]).getByText('USD')).toBeInTheDocument();
    expect(within(bodyRows()[2]).getByText('100.00')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/1/billing').length).toBeGreaterThan(0);
  });

  it('sorts when a column header is clicked', async () => {
    await open();
    await screen.findByText('CRN-2001');
    await userEvent.click(screen.getByRole('button', { name: /total \(inc\. VAT\)/i }));
    await waitFor(() => expect(idsInOrder()).toEqual(['INV-1002', 'CRN-2001', 'INV-1001']));
    await userEvent.click(screen.getByRole('button', { name: /total \(inc\. VAT\)/i }));
    await waitFor(() => expect(idsInOrder()).toEqual(['INV-1001', 'CRN-2001', 'INV-1002']));
    await userEvent.click(screen.getByRole('button', { name: /sort by type/i }));
    await waitFor(() => expect(idsInOrder()[2]).toBe('CRN-2001'));
  });

  it('shows the loading indicator until the invoices arrive', async () => {
    let release: () => void = () => undefined;
    let held = false;
    server.use(
      http.get(accountUrl('/api/v1.0/organizations/:org/billing'), async () => {
        held = true;
        await new Promise<void>((ok) => (release = ok));
        return errorAnswer(500, 'late');
      }),
    );
    await open();
    expect(await screen.findByRole('progressbar', { name: 'Loading invoices' })).toBeInTheDocument();
    // The indicator shows as the request leaves: it is released once the handler holds it.
    await waitFor(() => expect(held).toBe(true));
    release();
    await screen.findByText(/Failed to load invoices/);
    expect(screen.queryByRole('progressbar', { name: 'Loading invoices' })).not.toBeInTheDocument();
  });

  it('shows "Failed to load invoices - <server message>" in a dismissible bar, never a blank page', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => errorAnswer(500, 'boom')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load invoices - boom');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Failed to load invoices/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
  });

  it('retries from the error bar', async () => {
    let calls = 0;
    server.use(
      http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => {
        calls += 1;
        return calls === 1 ? errorAnswer(503, 'try later') : undefined;
      }),
    );
    await open();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CRN-2001')).toBeInTheDocument();
  });

  it("lists the signed-in user's own organization only", async () => {
    await open(profiles.tenantSysadmin());
    expect(await screen.findByText('INV-4001')).toBeInTheDocument();
    expect(screen.queryByText('CRN-2001')).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/40/billing').length).toBeGreaterThan(0);
  });

  it('says so when there are no invoices', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/billing'), () => HttpResponse.json([])));
    await open();
    expect(await screen.findByText('Your organization has no invoices yet.')).toBeInTheDocument();
  });
});
