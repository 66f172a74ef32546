import { screen, within } from '@testing-library/react';
import { requests } from '../../../tests/msw/recorder';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';

const backend = useSandboxBackend();
const userPage = appPage('/internaluser/:userId/:tab?');
const open = (path: string) => renderScreenAs(backend, 'partner.admin@sandbox.test', userPage.ui, { ...userPage.at, path });

/** A user of the organization, other than the signed-in one, with its name (sandbox seed). */
function memberOf(orgId: number, except: string) {
  return backend.sandbox.db
    .prepare(
      `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, o.name AS orgName FROM associations a
       JOIN users u ON u.id = a.user_id JOIN organizations o ON o.id = a.organization_id
       WHERE a.organization_id = ? AND a.user_id <> ? AND a.relationship_type LIKE '%Associated%' ORDER BY u.email LIMIT 1`,
    )
    .get(orgId, except) as { id: string; firstName: string; lastName: string; orgName: string };
}

describe('User detail for an Account Administrator (doc 001 §6)', () => {
  it('shows only the Organizations tab, from the associations alone, without reading the user or its identity', async () => {
    const { profile } = await backend.signIn('partner.admin@sandbox.test');
    const member = memberOf(profile.organizationId, profile.userId);
    await open(`/internaluser/${member.id}`);
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getByRole('link', { name: member.orgName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Organizations']);
    expect(screen.queryByRole('heading', { name: 'No permission' })).not.toBeInTheDocument();
    const paths = requests.all().map((r) => r.path);
    expect(paths).toContain(`/svc/account/api/v1.2/users/${member.id}/associations`);
    expect(paths.filter((p) => p.endsWith(`/users/${member.id}`))).toEqual([]);
    expect(paths.filter((p) => p.includes(member.id) && !p.endsWith('/associations'))).toEqual([]);
  });

  it('shows the no-permission message, and nothing in the error bar, for a user outside the organizations he manages', async () => {
    const outsider = backend.sandbox.db.prepare("SELECT id FROM users WHERE email = 'tms.viewer@sandbox.test'").pluck().get() as string;
    await open(`/internaluser/${outsider}`);
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Organizations' })).not.toBeInTheDocument();
    // The one alert is the no-permission message itself, not an error bar repeating it.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([expect.stringContaining('You do not have permission')]);
  });
});
