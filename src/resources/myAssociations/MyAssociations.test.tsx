import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import MyAssociationList from './MyAssociationList';

const backend = useSandboxBackend();
/** The page as <App> mounts it at /associations. */
const open = (as: string) =>
  renderScreenAs(backend, as, <MyAssociationList />, {
    path: '/associations',
    route: '/associations',
    access: 'myAssociations',
    resource: 'myAssociations',
  });

describe('My Associations (/associations)', () => {
  it("lists the user's own associations with their roles, not the invited ones", async () => {
    const ines = backend.people.user('ines.lopez@contosopharmaceuticals.com');
    const db = backend.sandbox.db;
    db.prepare("UPDATE associations SET date_associated = '2025-03-02T10:00:00Z' WHERE user_id = ?").run(ines.id);
    db.prepare(
      "INSERT INTO associations (user_id, organization_id, relationship_type, date_associated) VALUES (?, ?, 'Invited', '2025-03-02T10:00:00Z')",
    ).run(ines.id, backend.people.orgId('Bellows College'));
    await open(ines.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Associations' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Contoso Pharmaceuticals' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Contoso Pharmaceuticals', 'Account Administrator, System Administrator', 'Associated', '2nd March 2025']);
    expect(screen.queryByText('Bellows College')).not.toBeInTheDocument();
    expect(requests.find('GET', '/svc/account/api/v1.0/users/me/associations')).toHaveLength(1);
  });

  it('points a user without associations to their invitations', async () => {
    // Her one association removed by an administrator: she still signs in, associated with nothing.
    const julia = backend.people.user('julia.ivanova@contosopharmaceuticals.com');
    const removed = await backend.sandbox.app.inject({
      method: 'DELETE',
      url: `/svc/account/api/v1.0/organizations/${backend.people.orgId('Contoso Pharmaceuticals')}/users/${julia.id}`,
      headers: await backend.sandbox.authHeader('tms.admin@sandbox.test'),
    });
    expect(removed.statusCode).toBe(204);
    await open(julia.email);
    expect(await screen.findByText(/You are not associated with any organization yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Invitations to Associate' })).toHaveAttribute('href', '/invitations');
  });

  it('shows "Failed to load your associations - …" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/users/me/associations'), () => errorAnswer(500, 'down')));
    await open('no.roles@sandbox.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your associations - down');
  });
});
