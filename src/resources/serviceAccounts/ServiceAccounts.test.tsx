import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { serviceAccountKeys } from '../../../server/services/serviceAccountKeys';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import ServiceAccountList from './ServiceAccountList';

// The TMS admin's organization is the root; the seed gives it four service accounts and one tenant domain.
const backend = useSandboxBackend();
const root = () => backend.people.orgId('Quadrant Root');
const listPath = () => `/svc/account/api/v1.0/organizations/${root()}/user/serviceAccounts`;
/** The page as <App> mounts it at /service-accounts (behind its access check). */
const openPage = (as = 'tms.admin@sandbox.test') =>
  renderScreenAs(backend, as, <ServiceAccountList />, {
    path: '/service-accounts',
    route: '/service-accounts',
    access: 'serviceAccounts',
    resource: 'serviceAccounts',
  });
/** The stored account of the root with that friendly name (its secret as the sandbox keeps it, sealed). */
const stored = (identifier: string) =>
  backend.sandbox.db
    .prepare('SELECT id, secret_ciphertext AS sealed FROM service_accounts WHERE organization_id = ? AND identifier = ?')
    .get(root(), identifier) as { id: number; sealed: string } | undefined;
const storedSecret = (identifier: string) => serviceAccountKeys(backend.sandbox.dataDir).open(stored(identifier)!.sealed);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** Clicks a field and pastes the text at its end: one input event, as a key per character checks nothing here. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillForm(values: { name?: string; user?: string; password?: string; confirm?: string }) {
  if (values.name !== undefined) await enter(field('Friendly name'), values.name);
  if (values.user !== undefined) await enter(field('Username'), values.user);
  if (values.password !== undefined) await enter(field('Password'), values.password);
  if (values.confirm !== undefined) await enter(field('Confirm password'), values.confirm);
}

describe('Service accounts (/service-accounts)', () => {
  it("lists the organization's service accounts", async () => {
    backend.sandbox.db
      .prepare("UPDATE service_accounts SET last_updated_utc = '2026-03-01T00:00:00Z', product_id = 3 WHERE id = ?")
      .run(stored('Old collector')!.id);
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Accounts' })).toBeInTheDocument();
    const row = await rowOf('Old collector');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual([
      'Old collector',
      'collector@legacy-contoso.com',
      'Management',
      'Failed',
      'The domain legacy-contoso.com is not a verified domain of the tenant',
      '1st March 2026',
    ]);
    expect(requests.find('GET', listPath())).toHaveLength(1);
  });

  it('creates an account: the password travels only RSA-encrypted (PKCS#1 v1.5, base64), and the service reads it', async () => {
    await openPage();
    await rowOf('Old collector');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({
      name: 'Reports reader',
      user: 'svc-reports@quadrantroot.onmicrosoft.com',
      password: 'S3cure-passphrase',
      confirm: 'S3cure-passphrase',
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service account Reports reader saved.')).toBeInTheDocument();
    const [post] = requests.find('POST', listPath());
    const body = post.json() as Record<string, unknown>;
    expect(body).toEqual({
      identifier: 'Reports reader',
      userName: 'svc-reports@quadrantroot.onmicrosoft.com',
      productId: 1,
      secret: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    expect(post.body).not.toContain('S3cure-passphrase');
    expect(storedSecret('Reports reader')).toBe('S3cure-passphrase');
    expect(requests.find('GET', '/svc/account/api/v1.1/serviceAccounts/encryptionPublicKey')).toHaveLength(1);
    expect(await rowOf('Reports reader')).toBeInTheDocument();
    expect(requests.all().every((r) => !r.body.includes('S3cure-passphrase'))).toBe(true);
  });

  it('keeps the typed input in a draft while the dialog is open, never the password', async () => {
    await openPage();
    await rowOf('Old collector');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ name: 'Reports reader', password: 'S3cure-passphrase', confirm: 'S3cure-passphrase' });
    const drafts = Object.keys(localStorage)
      .filter((k) => k.startsWith('console.draft.'))
      .map((k) => localStorage.getItem(k) ?? '');
    expect(drafts.join('\n')).toContain('Reports reader');
    expect(drafts.join('\n')).not.toContain('S3cure-passphrase');
  });

  it('checks the form before sending: lengths, a valid username, matching passwords', async () => {
    await openPage();
    await rowOf('Old collector');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ name: 'ab', user: 'svc-reports', password: 'short', confirm: 'other' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('The friendly name must be at least 3 characters long.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Enter the username as a sign-in name, e.g. svc-reports@contoso.com.')).toBeInTheDocument();
    expect(within(dialog()).getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(within(dialog()).getByText('The passwords do not match. Type the same password in both fields.')).toBeInTheDocument();
    // A friendly name with a hidden character (the rule for stored text): its code point on the field.
    await userEvent.clear(field('Friendly name'));
    await fillForm({ name: 'Rep\u200Borts' });
    expect(await within(dialog()).findByText(/^Remove U\+200B and try again/)).toBeInTheDocument();
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("warns when the username's domain is not the tenant's", async () => {
    await openPage();
    await rowOf('Old collector');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({ user: 'svc@quadrantroot.onmicrosoft.com' });
    expect(within(dialog()).queryByText(/is not one of your tenant's domains/)).not.toBeInTheDocument();
    await userEvent.clear(field('Username'));
    await fillForm({ user: 'svc@fabrikam.example' });
    expect(await within(dialog()).findByText(/is not one of your tenant's domains \(quadrantroot\.onmicrosoft\.com\)/)).toBeInTheDocument();
  });

  it('edits an account with PATCH and the new encrypted password', async () => {
    const { id } = stored('Management automation')!;
    await openPage();
    await userEvent.click(within(await rowOf('Management automation')).getByRole('button', { name: 'Edit Management automation' }));
    expect(field('Friendly name')).toHaveValue('Management automation');
    await userEvent.clear(field('Friendly name'));
    await fillForm({ name: 'Management automation v2', password: 'An0ther-secret', confirm: 'An0ther-secret' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service account Management automation v2 saved.')).toBeInTheDocument();
    expect(await rowOf('Management automation v2')).toBeInTheDocument();
    const [patch] = requests.find('PATCH', `/svc/account/api/v1.0/serviceAccounts/${id}`);
    expect(patch.json()).toMatchObject({ identifier: 'Management automation v2' });
    expect(patch.body).not.toContain('An0ther-secret');
    expect(storedSecret('Management automation v2')).toBe('An0ther-secret');
  });

  it('keeps the form and shows the server message when saving fails; field errors land on the fields', async () => {
    server.use(
      http.post(accountUrl('/api/v1.0/organizations/:org/user/serviceAccounts'), () =>
        errorAnswer(400, 'Invalid service account', { userName: ['This username is already used by another service account'] }),
      ),
    );
    await openPage();
    await rowOf('Old collector');
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await fillForm({
      name: 'Reports reader',
      user: 'svc-export@quadrantroot.onmicrosoft.com',
      password: 'S3cure-passphrase',
      confirm: 'S3cure-passphrase',
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Failed to save service account - Invalid service account')).toBeInTheDocument();
    expect(within(dialog()).getByText('This username is already used by another service account')).toBeInTheDocument();
    expect(field('Friendly name')).toHaveValue('Reports reader');
  });

  it('deletes after confirmation, Cancel changing nothing; the row says it is being deleted while the call runs', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.delete(accountUrl('/api/v1.0/serviceAccounts/:id'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return undefined;
      }),
    );
    const { id } = stored('New collector')!;
    await openPage();
    const row = await rowOf('New collector');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete New collector' }));
    expect(
      within(dialog()).getByText('Delete the service account New collector? The services that use it stop signing in with it.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/serviceAccounts/${id}`)).toHaveLength(0);
    expect(within(row).getByRole('cell', { name: 'New collector' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete New collector' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    // Doc 001 §4 isDeleting: the confirmation closes and the row shows the deletion running.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row).findByRole('status')).toHaveTextContent('Deleting New collector…');
    expect(within(row).queryByRole('button', { name: 'Delete New collector' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Service account New collector deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'New collector' })).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/serviceAccounts/${id}`)).toHaveLength(1);
    expect(stored('New collector')).toBeUndefined();
  });

  it('shows "Failed to delete service account - …" and keeps the row', async () => {
    server.use(http.delete(accountUrl('/api/v1.0/serviceAccounts/:id'), () => errorAnswer(409, 'In use by a running job')));
    await openPage();
    const row = await rowOf('Reporting collector');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Reporting collector' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    // The confirmation is closed and the failure readable (by role: nothing hides it behind a modal).
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete service account - In use by a running job');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Delete Reporting collector' })).toBeEnabled();
    expect(stored('Reporting collector')).toBeDefined();
  });

  it('shows the no-permission message when the service refuses, and to roles without the page', async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/user/serviceAccounts'), () => errorAnswer(403, 'Forbidden')));
    const view = await openPage();
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText(/Forbidden/)).not.toBeInTheDocument();
    view.unmount();
    await openPage('tms.viewer@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });
});
