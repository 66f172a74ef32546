import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../../tests/setup/hierarchyPage';
import { passTime, startFakeClock } from '../../../../tests/setup/fakeClock';

// Seeded: Adatum IT Services is a partner, Wingtip Holdings a customer group (tenant customers below it),
// Lucerne Publishing and Contoso Pharmaceuticals tenant customers (terms accepted, so no terms dialog over the modals).
const backend = useSandboxBackend();
const id = (org: string) => backend.people.orgId(org);
const open = (path: string) => renderHierarchyAs(backend, 'tms.admin@sandbox.test', path);
const orgRow = (name: string) =>
  backend.sandbox.db.prepare('SELECT id, name, parent_can_view AS pcv, parent_can_manage AS pcm FROM organizations WHERE name = ?').get(name);

const dialog = () => screen.getByRole('dialog');
const treeNames = () =>
  within(screen.getByRole('tree'))
    .queryAllByRole('treeitem')
    .map((t) => t.querySelector('p')?.textContent);

describe('add child (modal route /hierarchy/{orgId}/add-child/)', () => {
  it('creates a child with the spec defaults and shows it in the tree without a reload', async () => {
    const adatum = id('Adatum IT Services');
    const view = await open(`/hierarchy/${adatum}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Add child' }));
    expect(view.location().pathname).toBe(`/hierarchy/${adatum}/add-child/`);
    expect(within(dialog()).getByRole('heading', { name: 'New child organization' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Parent organization' })).toHaveValue('Adatum IT Services');
    expect(within(dialog()).getByRole('checkbox', { name: 'Parent can manage' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Parent can view' })).not.toBeChecked();
    expect(within(dialog()).getByRole('combobox', { name: 'Organization type' })).toHaveTextContent('Tenant Customer');
    const create = within(dialog()).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeDisabled());

    const name = within(dialog()).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'a@b');
    expect(await within(dialog()).findByText('An organization name must not contain "@". Remove it and try again.')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Adatum Labs');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    expect(await screen.findByText('Child organization created successfully')).toBeInTheDocument();
    expect(view.location().pathname).toBe(`/hierarchy/${adatum}`);
    const [post] = requests.find('POST', '/svc/account/api/v1.0/organizations');
    expect(post.json()).toEqual({
      name: 'Adatum Labs',
      parentOrganizationId: adatum,
      parentCanView: false,
      parentCanManage: true,
      organizationType: 5,
    });
    await waitFor(() => expect(treeNames()).toContain('Adatum Labs'));
    expect(backend.sandbox.db.prepare('SELECT parent_id FROM organizations WHERE name = ?').pluck().get('Adatum Labs')).toBe(adatum);
    expect(requests.all().filter((r) => r.path.endsWith('/SetTenantAuthenticationType/1'))).toHaveLength(0);
  });

  it('offers only the child types the parent allows', async () => {
    await open(`/hierarchy/${id('Wingtip Holdings')}/add-child/`);
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('combobox', { name: 'Organization type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tenant Customer']);
  });

  it('sets certificate-based authentication on the new organization when ticked', async () => {
    await open(`/hierarchy/${id('Adatum IT Services')}/add-child/`);
    await userEvent.type(await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ }), 'Cert Co');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Certificate-based authentication' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await screen.findByText('Child organization created successfully');
    const created = id('Cert Co');
    expect(requests.find('PATCH', `/svc/auth-settings/api/v1/organizations/${created}/Settings/SetTenantAuthenticationType/1`)).toHaveLength(1);
    expect(backend.sandbox.db.prepare('SELECT use_cert_based_auth FROM organizations WHERE id = ?').pluck().get(created)).toBe(1);
  });

  it('keeps what was typed and shows both failure texts when the service refuses', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations'), () => errorAnswer(500, 'quota reached')));
    const adatum = id('Adatum IT Services');
    const view = await open(`/hierarchy/${adatum}/add-child/`);
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Adatum Labs');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving new child organization');
    expect(alert).toHaveTextContent('Failed to create organization - quota reached');
    expect(name).toHaveValue('Adatum Labs');
    expect(view.location().pathname).toBe(`/hierarchy/${adatum}/add-child/`);
  });

  it('puts a field error of the service on its field', async () => {
    server.use(
      http.post(accountUrl('/api/v1.0/organizations'), () => errorAnswer(400, 'Invalid request body', { name: ['organization.validation.blank'] })),
    );
    await open(`/hierarchy/${id('Adatum IT Services')}/add-child/`);
    await userEvent.type(await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ }), 'Lab');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('Organization name must not be blank')).toBeInTheDocument();
  });

  it('is not offered for a tenant customer, even by address', async () => {
    await open(`/hierarchy/${id('Contoso Pharmaceuticals')}/add-child/`);
    expect(await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add child' })).not.toBeInTheDocument();
  });
});

describe('edit (modal route /hierarchy/{orgId}/edit/)', () => {
  it('loads the options, sends each flag its own value, renames the tree node and shows the messages', async () => {
    const lucerne = id('Lucerne Publishing');
    expect(orgRow('Lucerne Publishing')).toMatchObject({ pcv: 0, pcm: 0 });
    await open(`/hierarchy/${lucerne}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Edit Lucerne Publishing details' })).toBeInTheDocument();
    expect(await within(dialog()).findByRole('textbox', { name: 'Parent organization' })).toHaveValue('Wingtip Holdings');
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${lucerne}/options`)).toHaveLength(1);
    expect(within(dialog()).queryByRole('combobox', { name: 'Organization type' })).not.toBeInTheDocument();
    const name = within(dialog()).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lucerne Press');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Parent can view' }));
    // The rename message's 4 s are stepped over on a fake clock, not waited out.
    startFakeClock();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Organization's details updated successfully")).toBeInTheDocument();
    expect(screen.getByText('The organization is now named Lucerne Press.')).toBeInTheDocument();
    const [patch] = requests.find('PATCH', `/svc/account/api/v1.0/organizations/${lucerne}/managed`);
    expect(patch.json()).toEqual({ name: 'Lucerne Press', parentCanView: true, parentCanManage: false });
    await waitFor(() => expect(treeNames()).toContain('Lucerne Press'));
    expect(orgRow('Lucerne Press')).toEqual({ id: lucerne, name: 'Lucerne Press', pcv: 1, pcm: 0 });
    await passTime(4000);
    expect(screen.queryByText('The organization is now named Lucerne Press.')).not.toBeInTheDocument();
    expect(screen.getByText("Organization's details updated successfully")).toBeInTheDocument();
  });

  it('shows the update failure and keeps the dialog open', async () => {
    server.use(
      http.patch(accountUrl('/api/v1.0/organizations/:org/managed'), () => errorAnswer(403, 'You do not have permission to manage organization 41')),
    );
    await open(`/hierarchy/${id('Contoso Pharmaceuticals')}/edit/`);
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' Estate');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to update organizations information - You do not have permission to manage organization 41',
    );
    expect(name).toHaveValue('Contoso Pharmaceuticals Estate');
    expect(orgRow('Contoso Pharmaceuticals')).toBeDefined();
  });
});
