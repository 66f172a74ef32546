import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { peopleData, resetPeopleData, roleRef } from '../../../tests/msw/peopleData';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const noRoles = profiles.noRoles();

beforeEach(() => resetPeopleData());

describe('My Associations (/associations)', () => {
  it("lists the user's own associations with their roles", async () => {
    peopleData.myAssociations = [
      { organizationId: 40, organizationName: 'Contoso Ltd', relationshipType: 'Associated', dateAssociated: '2025-03-02T10:00:00Z', roles: [roleRef('r-sys'), roleRef('r-acc')] },
      { organizationId: 30, organizationName: 'Pending Org', relationshipType: 'Invited', dateAssociated: '2025-03-02T10:00:00Z', roles: [] },
    ];
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/associations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Associations' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Contoso Ltd' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Contoso Ltd', 'System Administrator, Account Administrator', 'Associated', '2nd March 2025',
    ]);
    expect(screen.queryByText('Pending Org')).not.toBeInTheDocument();
  });

  it('points a user without associations to their invitations', async () => {
    await renderApp({ profile: noRoles, path: '/associations' });
    expect(await screen.findByText(/You are not associated with any organization yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Invitations to Associate' })).toHaveAttribute('href', '/invitations');
  });

  it('shows "Failed to load your associations - …" when the list fails', async () => {
    server.use(http.get(accountUrl('/api/v1.0/users/me/associations'), () => errorAnswer(500, 'down')));
    await renderApp({ profile: noRoles, path: '/associations' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your associations - down');
  });
});
