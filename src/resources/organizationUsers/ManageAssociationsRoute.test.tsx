import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';

const backend = useSandboxBackend();

describe('/hierarchy/{orgId}/manage-associations/ (the Users command)', () => {
  it('opens the modal with the association tabs, and the close icon returns to the organization', async () => {
    const orgId = backend.people.orgId('Contoso Pharmaceuticals');
    const { location } = await renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${orgId}/manage-associations/`);
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { name: 'Users of Contoso Pharmaceuticals' })).toBeInTheDocument();
    expect(await within(modal).findByRole('tab', { name: 'Associations' })).toHaveAttribute('aria-selected', 'true');
    expect(within(modal).getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
    expect(await within(modal).findByText('Carlos Mendes')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe(`/hierarchy/${orgId}`);
  });
});
