import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { identityUrl } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

const backend = useSandboxBackend();
const userPage = appPage('/internaluser/:userId/:tab?');
const admin = 'tms.admin@sandbox.test';
const open = (email: string, tab = 'general', as = admin) =>
  renderScreenAs(backend, as, userPage.ui, { ...userPage.at, path: `/internaluser/${backend.people.user(email).id}/${tab}` });
const field = (label: string) => (screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement).textContent;
const chen = 'chen.novak@prosewaresolutions.com';
/** Gives a seeded user the profile values a test reads back. */
const setProfile = (email: string, values: string) => backend.sandbox.db.prepare(`UPDATE users SET ${values} WHERE email = ?`).run(email);

describe('User detail: General and Audit', () => {
  it('shows every profile field, dates as "MMMM Do YYYY, h:mm:ss a", MFA and account type', async () => {
    setProfile(
      chen,
      `phone_number = '+44 20 7946 0000', two_factor_enabled = 1, two_factor_provider = 2, auth_providers = 2, status_type = 1,
      last_successful_logon_utc = '2026-03-04T15:06:07Z', created_on_utc = '2025-01-02T03:04:05Z', access_failed_count = 3`,
    );
    const user = backend.people.user(chen);
    const shown = backend.people.associationsOf(user.id).filter((a) => a.relationshipType.includes('Associated'));
    await open(chen);
    expect(await screen.findByRole('heading', { level: 1, name: user.name })).toBeInTheDocument();
    await screen.findByText('User ID', { selector: 'dt' });
    expect(field('E-mail')).toBe(chen);
    expect(field('MFA')).toBe('Authy');
    expect(field('Account type')).toBe('AAD');
    expect(field('Status')).toBe('Active');
    expect(field('Phone number')).toBe('+44 20 7946 0000');
    expect(field('Last successful sign-in')).toMatch(/^March 4th 2026, \d{1,2}:\d{2}:07 (am|pm)$/);
    expect(field('Created on')).toMatch(/^January 2nd 2025, \d{1,2}:\d{2}:05 (am|pm)$/);
    expect(field('Failed sign-in attempts')).toBe('3');
    expect(field('Roles')).toBe([...new Set(shown.flatMap((a) => a.roles))].sort().join(', '));
    expect(field('Associations')).toBe(String(shown.length));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Organizations', 'Invites', 'Audit', 'Access']);
    expect(requests.find('GET', `/svc/identity/ium/${user.id}/details`)).toHaveLength(1);
  });

  it('shows "Error" with the reason when the profile cannot be loaded', async () => {
    server.use(http.get(identityUrl('/ium/:id/details'), () => errorAnswer(500, 'identity offline')));
    await open(chen);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error - identity offline');
  });

  it('shows the audit log of the user on the Audit tab (it said "Audit functionality coming soon")', async () => {
    await open(chen, 'audit');
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByText('Audit functionality coming soon')).not.toBeInTheDocument();
  });

  it('is refused to other roles', async () => {
    await open(chen, 'general', 'customer.admin@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });
});

describe('User detail: commands', () => {
  const cases = [
    ['Reset password', 'password/reset', 'Password has successfully been reset'],
    ['Remove MFA', 'mfa/disable', 'MFA has successfully been removed'],
    ['Reset lockout', 'lockout/reset', 'Lockout has successfully been reset'],
  ] as const;
  const nadia = 'nadia.hansen@olympiasportsparis.com';

  it.each(cases)('%s asks for confirmation, then reports success', async (label, path, success) => {
    await open(nadia, 'general', 'tms.viewer@sandbox.test');
    await userEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('This action is audited, and you should check you have the users permission first. It cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(success)).toBeInTheDocument();
    const [call] = requests.find('POST', `/svc/identity/ium/${backend.people.user(nadia).id}/${path}`);
    expect(call.body).toBe('');
  });

  it('does nothing when the confirmation is cancelled; shows the refreshed profile after an action', async () => {
    const aaliyah = 'aaliyah.jensen@southridgevideogroup.com';
    setProfile(aaliyah, 'two_factor_enabled = 1, two_factor_provider = 2');
    await open(aaliyah);
    await screen.findByText('User ID', { selector: 'dt' });
    expect(field('MFA')).toBe('Authy');
    await userEvent.click(screen.getByRole('button', { name: 'Remove MFA' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove MFA' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(field('MFA')).toBe('None'));
  });

  it('shows "Failed to reset password - …" in a dismissible bar', async () => {
    server.use(http.post(identityUrl('/ium/:id/password/reset'), () => errorAnswer(403, 'Only TMS staff may reset passwords')));
    await open(chen);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const bar = await screen.findByText('Failed to reset password - Only TMS staff may reset passwords');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(bar.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Failed to reset password/)).not.toBeInTheDocument();
  });

  it('shows the metadata as JSON and deletes it, after a second confirmation', async () => {
    const bianca = 'bianca.wagner@margiestravel.com';
    setProfile(bianca, `metadata = '{"theme":"dark","pinned":[40]}'`);
    await open(bianca);
    await userEvent.click(await screen.findByRole('button', { name: 'Metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'User metadata' });
    expect(await within(dialog).findByText(/"theme": "dark"/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete metadata' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByText('{}')).toBeInTheDocument();
    expect(requests.find('POST', `/svc/account/api/v1.0/ium/${backend.people.user(bianca).id}/userPersistedMetadata/reset`)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Delete metadata' })).toBeDisabled();
  });

  it('shows metadata errors inside the modal', async () => {
    server.use(http.post(accountUrl('/api/v1.0/ium/:id/userPersistedMetadata/reset'), () => errorAnswer(500, 'store locked')));
    await open(chen);
    await userEvent.click(await screen.findByRole('button', { name: 'Metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'User metadata' });
    await within(dialog).findByText(/"theme"/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete metadata' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByText('Failed to delete metadata - store locked')).toBeInTheDocument();
  });
});
