import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import ServiceAccountList from './ServiceAccountList';

const backend = useSandboxBackend();
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('Service accounts against the sandbox', () => {
  it('adds an account, then deletes it only after the confirmation', async () => {
    await renderScreenAs(backend, 'customer.admin@sandbox.test', <ServiceAccountList />, {
      path: '/service-accounts',
      route: '/service-accounts',
      access: 'serviceAccounts',
      resource: 'serviceAccounts',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Accounts' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add service account' }));
    await userEvent.type(field('Friendly name'), 'Sandbox reader');
    await userEvent.type(field('Username'), 'svc-sandbox@contoso.example');
    await userEvent.type(field('Password'), 'Sandbox-Secret-1');
    await userEvent.type(field('Confirm password'), 'Sandbox-Secret-1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service account Sandbox reader saved.')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Sandbox reader' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('svc-sandbox@contoso.example')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Sandbox reader' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Sandbox reader' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Service account Sandbox reader deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sandbox reader' })).not.toBeInTheDocument());
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
