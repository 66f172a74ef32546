import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { profiles } from './domain/testing/profiles';
import { accountUrl, errorAnswer } from '../tests/msw/account';
import { makeInvite, peopleData, resetPeopleData, userIds } from '../tests/msw/peopleData';
import { server } from '../tests/msw/server';
import { renderApp } from '../tests/setup/renderApp';

/** axe-core over the issue 5 pages (colour contrast is left to the browser tests, as in a11y.test.tsx). */
async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => resetPeopleData());

describe('accessibility of the people pages (axe-core)', () => {
  it('Manage Users and a user detail page', async () => {
    const view = await renderApp({ profile: profiles.tmsAdmin(), path: '/internalusers' });
    await screen.findByRole('link', { name: 'Jordan Lee' });
    expect(await seriousViolations()).toEqual([]);
    view.unmount();
    await renderApp({ profile: profiles.tmsAdmin(), path: `/internaluser/${userIds.jordan}/organizations` });
    await screen.findByRole('link', { name: 'Fabrikam Tenant' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('manage associations with a row error icon', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations/:org/users/:user/roles/:role'), () => errorAnswer(500, 'offline')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/manage-associations/' });
    await userEvent.click(await screen.findByRole('button', { name: /^Change roles of Jordan Lee/ }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Account Administrator' }));
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('img', { name: /^Error updating roles/ });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
    await screen.findByText('robin@contoso.example');
    expect(await seriousViolations()).toEqual([]);
  }, 40000); // two axe runs over a modal: about 10 s alone, past 20 s on two busy cores

  it('service accounts with the form open', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/service-accounts' });
    await screen.findByRole('cell', { name: 'Policy sync' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add service account' }));
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('card details, my associations and my invitations', async () => {
    const card = await renderApp({ profile: profiles.tenantSysadmin(), path: '/card-details' });
    await screen.findByRole('button', { name: 'Submit' });
    expect(await seriousViolations()).toEqual([]);
    card.unmount();
    peopleData.myInvites = [makeInvite({ inviteId: 'ffffffff-0000-4000-8000-00000000000a' })];
    const invitations = await renderApp({ profile: profiles.noRoles(), path: '/invitations' });
    await screen.findByRole('button', { name: 'Accept' });
    expect(await seriousViolations()).toEqual([]);
    invitations.unmount();
    await renderApp({ profile: profiles.noRoles(), path: '/associations' });
    await screen.findByText(/You are not associated with any organization yet/);
    expect(await seriousViolations()).toEqual([]);
  });
});
