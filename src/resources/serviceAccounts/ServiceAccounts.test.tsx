import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { decryptSecret, resetServiceAccountData, serviceAccountData } from '../../../tests/msw/serviceAccounts';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const listPath = '/svc/account/api/v1.0/organizations/1/user/serviceAccounts';
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fillForm(values: { name?: string; user?: string; password?: string; confirm?: string }) {
  if (values.name !== undefined) await userEvent.type(field('Friendly name'), values.name);
  if (values.user !== undefined) await userEvent.type(field('Username'), values.user);
  if (values.password !== undefined) await userEvent.type(field('Password'), values.password);
  if (values.confirm !== undefined) await userEvent.type(field('Confirm password'), values.confirm);
}

beforeEach(() => resetServiceAccountData());

describe('Service accounts (/service-accounts)', () => {
  it("lists the organization's service accounts", async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Accounts' })).toBeInTheDocument();
    const row = await rowOf('Policy sync');
    expect(within(row).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual([
      'Policy sync', 'svc-policy@quadrant.example', 'Management', 'Failed', 'Sign-in refused by the directory', '1st March 2026',
    ]);
    expect(requests.find('GET', listPath)).toHaveLength(1);
  });

  it('creates an account: the password travels only RSA-encrypted (PKCS#1 v1.5, base64)', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/1/azureTenants'), () => errorAnswer(404, 'No directory tenant is connected')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    await rowOf('Policy sync');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ name: 'Reports reader', user: 'svc-reports@quadrant.example', password: 'S3cure-passphrase', confirm: 'S3cure-passphrase' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service account Reports reader saved.')).toBeInTheDocument();
    const [post] = requests.find('POST', listPath);
    const body = post.json() as Record<string, unknown>;
    expect(body).toEqual({ identifier: 'Reports reader', userName: 'svc-reports@quadrant.example', productId: 1, secret: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(post.body).not.toContain('S3cure-passphrase');
    expect(decryptSecret(body.secret as string)).toBe('S3cure-passphrase');
    expect(requests.find('GET', '/svc/account/api/v1.1/serviceAccounts/encryptionPublicKey')).toHaveLength(1);
    expect(await rowOf('Reports reader')).toBeInTheDocument();
    expect(requests.all().every((r) => !r.body.includes('S3cure-passphrase'))).toBe(true);
  });

  it('checks the form before sending: lengths, a valid username, matching passwords', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    await rowOf('Policy sync');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ name: 'ab', user: 'svc-reports', password: 'short', confirm: 'other' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('The friendly name must be at least 3 characters long.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Enter the username as a sign-in name, e.g. svc-reports@contoso.com.')).toBeInTheDocument();
    expect(within(dialog()).getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(within(dialog()).getByText('The passwords do not match. Type the same password in both fields.')).toBeInTheDocument();
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("warns when the username's domain is not the tenant's", async () => {
    server.use(
      http.get(accountUrl('/api/v1.0/organizations/1/azureTenants'), () =>
        HttpResponse.json({
          id: '0f6c5a3e-1111-4222-8333-444455556666', name: 'quadrant.onmicrosoft.com', lastUpdatedOnUtc: '2026-01-01T00:00:00Z',
          verifiedDomains: [{ domainName: 'quadrant.example', isDefault: true }], whitelabelId: null,
        }),
      ),
    );
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    await rowOf('Policy sync');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ user: 'svc@quadrant.example' });
    expect(within(dialog()).queryByText(/is not one of your tenant's domains/)).not.toBeInTheDocument();
    await userEvent.clear(field('Username'));
    await fillForm({ user: 'svc@fabrikam.example' });
    expect(await within(dialog()).findByText(/is not one of your tenant's domains \(quadrant\.onmicrosoft\.com, quadrant\.example\)/)).toBeInTheDocument();
  });

  it('edits an account with PATCH and the new encrypted password', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    await userEvent.click(within(await rowOf('Nightly export')).getByRole('button', { name: 'Edit Nightly export' }));
    expect(field('Friendly name')).toHaveValue('Nightly export');
    await userEvent.clear(field('Friendly name'));
    await fillForm({ name: 'Nightly export v2', password: 'An0ther-secret', confirm: 'An0ther-secret' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service account Nightly export v2 saved.')).toBeInTheDocument();
    expect(await rowOf('Nightly export v2')).toBeInTheDocument();
    const [patch] = requests.find('PATCH', '/svc/account/api/v1.0/serviceAccounts/7');
    const body = patch.json() as Record<string, string>;
    expect(body.identifier).toBe('Nightly export v2');
    expect(decryptSecret(body.secret)).toBe('An0ther-secret');
  });

  it('keeps the form and shows the server message when saving fails; field errors land on the fields', async () => {
    server.use(
      http.post(accountUrl('/api/v1.0/organizations/:org/user/serviceAccounts'), () =>
        errorAnswer(400, 'Invalid service account', { userName: ['This username is already used by another service account'] }),
      ),
    );
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    await rowOf('Policy sync');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ name: 'Reports reader', user: 'svc-export@quadrant.example', password: 'S3cure-passphrase', confirm: 'S3cure-passphrase' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Failed to save service account - Invalid service account')).toBeInTheDocument();
    expect(within(dialog()).getByText('This username is already used by another service account')).toBeInTheDocument();
    expect(field('Friendly name')).toHaveValue('Reports reader');
  });

  it('deletes after confirmation, Cancel changing nothing; the confirmation waits for the call', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.delete(accountUrl('/api/v1.0/serviceAccounts/:id'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return undefined;
      }),
    );
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    const row = await rowOf('Nightly export');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Nightly export' }));
    expect(within(dialog()).getByText('Delete the service account Nightly export? The services that use it stop signing in with it.')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('DELETE', '/svc/account/api/v1.0/serviceAccounts/7')).toHaveLength(0);
    expect(within(row).getByRole('cell', { name: 'Nightly export' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Nightly export' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    release();
    expect(await screen.findByText('Service account Nightly export deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Nightly export' })).not.toBeInTheDocument());
    expect(requests.find('DELETE', '/svc/account/api/v1.0/serviceAccounts/7')).toHaveLength(1);
    expect(serviceAccountData.accounts.map((a) => a.id)).toEqual([8]);
  });

  it('shows "Failed to delete service account - …" and keeps the row', async () => {
    server.use(http.delete(accountUrl('/api/v1.0/serviceAccounts/:id'), () => errorAnswer(409, 'In use by a running job')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    const row = await rowOf('Nightly export');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Nightly export' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete service account - In use by a running job')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Delete Nightly export' })).toBeEnabled();
  });

  it('shows the no-permission message when the service refuses, and to roles without the page', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/user/serviceAccounts'), () => errorAnswer(403, 'Forbidden')));
    const view = await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText(/Forbidden/)).not.toBeInTheDocument();
    view.unmount();
    await renderApp({ profile: profiles.tmsViewer(), path: '/service-accounts' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });
});
