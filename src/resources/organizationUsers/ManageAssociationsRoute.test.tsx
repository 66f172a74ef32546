import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profiles } from '../../domain/testing/profiles';
import { resetPeopleData } from '../../../tests/msw/peopleData';
import { renderApp } from '../../../tests/setup/renderApp';

describe('/hierarchy/{orgId}/manage-associations/ (the Users command)', () => {
  it('opens the modal with the association tabs, and the close icon returns to the organization', async () => {
    resetPeopleData();
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/manage-associations/' });
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { name: 'Users of Contoso Ltd' })).toBeInTheDocument();
    expect(await within(modal).findByRole('tab', { name: 'Associations' })).toHaveAttribute('aria-selected', 'true');
    expect(within(modal).getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
    expect(await within(modal).findByText('Jordan Lee')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/hierarchy/40');
  });
});
