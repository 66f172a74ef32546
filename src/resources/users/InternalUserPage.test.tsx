import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { identityUrl } from '../../../tests/msw/identity';
import { makeInvite, peopleData, resetPeopleData, userIds } from '../../../tests/msw/peopleData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const jordan = userIds.jordan;
const open = (tab = 'general', profile = profiles.tmsAdmin()) => renderApp({ profile, path: `/internaluser/${jordan}/${tab}` });
const field = (label: string) => (screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement).textContent;

beforeEach(() => resetPeopleData());

describe('User detail: General and Audit', () => {
  it('shows every profile field, dates as "MMMM Do YYYY, h:mm:ss a", MFA and account type', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Lee' })).toBeInTheDocument();
    await screen.findByText('User ID', { selector: 'dt' });
    expect(field('E-mail')).toBe('jordan.lee@contoso.example');
    expect(field('MFA')).toBe('Authy');
    expect(field('Account type')).toBe('AAD');
    expect(field('Status')).toBe('Active');
    expect(field('Phone number')).toBe('+44 20 7946 0000');
    expect(field('Last successful sign-in')).toMatch(/^March 4th 2026, \d{1,2}:\d{2}:07 (am|pm)$/);
    expect(field('Created on')).toMatch(/^January 2nd 2025, \d{1,2}:\d{2}:05 (am|pm)$/);
    expect(field('Failed sign-in attempts')).toBe('3');
    expect(field('Roles')).toBe('System Administrator');
    expect(field('Associations')).toBe('2');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Organizations', 'Invites', 'Audit']);
    expect(requests.find('GET', `/svc/identity/ium/${jordan}/details`)).toHaveLength(1);
  });

  it('shows "Error" with the reason when the profile cannot be loaded', async () => {
    server.use(http.get(identityUrl('/ium/:id/details'), () => errorAnswer(500, 'identity offline')));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error - identity offline');
  });

  it('says "Audit functionality coming soon" on the Audit tab', async () => {
    await open('audit');
    expect(await screen.findByText('Audit functionality coming soon')).toBeInTheDocument();
  });

  it('is refused to other roles', async () => {
    await open('general', profiles.tenantSysadmin());
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });
});

describe('User detail: commands', () => {
  const cases = [
    ['Reset password', 'password/reset', 'Password has successfully been reset'],
    ['Remove MFA', 'mfa/disable', 'MFA has successfully been removed'],
    ['Reset lockout', 'lockout/reset', 'Lockout has successfully been reset'],
  ] as const;

  it.each(cases)('%s asks for confirmation, then reports success', async (label, path, success) => {
    await open('general', profiles.tmsViewer());
    await userEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('This action is audited, and you should check you have the users permission first. It cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(success)).toBeInTheDocument();
    const [call] = requests.find('POST', `/svc/identity/ium/${jordan}/${path}`);
    expect(call.body).toBe('');
  });

  it('does nothing when the confirmation is cancelled; shows the refreshed profile after an action', async () => {
    await open();
    await screen.findByText('User ID', { selector: 'dt' });
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
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const bar = await screen.findByText('Failed to reset password - Only TMS staff may reset passwords');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(bar.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Failed to reset password/)).not.toBeInTheDocument();
  });

  it('shows the metadata as JSON and deletes it, after a second confirmation', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'User metadata' });
    expect(await within(dialog).findByText(/"theme": "dark"/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete metadata' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByText('{}')).toBeInTheDocument();
    expect(requests.find('POST', `/svc/account/api/v1.0/ium/${jordan}/userPersistedMetadata/reset`)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Delete metadata' })).toBeDisabled();
  });

  it('shows metadata errors inside the modal', async () => {
    server.use(http.post(accountUrl('/api/v1.0/ium/:id/userPersistedMetadata/reset'), () => errorAnswer(500, 'store locked')));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'User metadata' });
    await within(dialog).findByText(/"theme"/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete metadata' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByText('Failed to delete metadata - store locked')).toBeInTheDocument();
  });
});

describe('User detail: Organizations and Invites', () => {
  it('lists the "Associated" relationships with role picker and remove', async () => {
    await open('organizations');
    const row = (await screen.findByRole('link', { name: 'Fabrikam Tenant' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Contoso Ltd' })).toHaveAttribute('href', '/hierarchy/40');
    expect(screen.queryByText('Hidden Invite')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Change roles in Fabrikam Tenant/ }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' }));
    await waitFor(() => expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/41/users/${jordan}/roles/r-acc`)).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove from Fabrikam Tenant' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fabrikam Tenant' })).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/41/users/${jordan}`)).toHaveLength(1);
  });

  it('shows them read-only to a TMS viewer, and "This user has no associations" when there are none', async () => {
    const view = await open('organizations', profiles.tmsViewer());
    const row = (await screen.findByRole('link', { name: 'Contoso Ltd' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    view.unmount();
    peopleData.userAssociations[jordan] = [];
    await open('organizations');
    expect(await screen.findByText('This user has no associations')).toBeInTheDocument();
  });

  it("lists the user's invites; Cancel invite on a pending one marks it Cancelled", async () => {
    peopleData.invites.push(makeInvite({ inviteId: 'eeeeeeee-0000-4000-8000-000000000009', userId: jordan, organizationName: 'Northwind Partners' }));
    await open('invites');
    const pending = (await screen.findByRole('cell', { name: 'Northwind Partners' })).closest('tr') as HTMLElement;
    const accepted = screen.getByRole('cell', { name: 'Fabrikam Tenant' }).closest('tr') as HTMLElement;
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel invite' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel the invite?' })).getByRole('button', { name: 'Confirm' }));
    expect(await within(pending).findByText('Cancelled')).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.find('PUT', '/svc/account/api/v1.0/ium/invites/eeeeeeee-0000-4000-8000-000000000009/cancel')).toHaveLength(1);
  });

  it('shows a TMS viewer the invites without Cancel (read-only, issue 13)', async () => {
    peopleData.invites.push(makeInvite({ inviteId: 'eeeeeeee-0000-4000-8000-00000000000a', userId: jordan, organizationName: 'Northwind Partners' }));
    await open('invites', profiles.tmsViewer());
    const pending = (await screen.findByRole('cell', { name: 'Northwind Partners' })).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Cancel invite' })).not.toBeInTheDocument();
  });

  it('says so when the user has no invites', async () => {
    peopleData.invites = [];
    await open('invites');
    expect(await screen.findByText('This user has no invites. Invites sent to the user will be listed here.')).toBeInTheDocument();
  });
});
