import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from '../../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../../tests/msw/account';
import { hierarchyData, resetHierarchyData } from '../../../../tests/msw/hierarchyData';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/setup/renderApp';

beforeEach(() => resetHierarchyData());

const dialog = () => screen.getByRole('dialog');
const treeNames = () => within(screen.getByRole('tree')).queryAllByRole('treeitem').map((t) => t.querySelector('p')?.textContent);

describe('add child (modal route /hierarchy/{orgId}/add-child/)', () => {
  it('creates a child with the spec defaults and shows it in the tree without a reload', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/20' });
    await userEvent.click(await screen.findByRole('link', { name: 'Add child' }));
    expect(window.location.pathname).toBe('/hierarchy/20/add-child/');
    expect(within(dialog()).getByRole('heading', { name: 'New child organization' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Parent organization' })).toHaveValue('Northwind Partners');
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
    expect(window.location.pathname).toBe('/hierarchy/20');
    const [post] = requests.find('POST', '/svc/account/api/v1.0/organizations');
    expect(post.json()).toEqual({ name: 'Adatum Labs', parentOrganizationId: 20, parentCanView: false, parentCanManage: true, organizationType: 5 });
    await waitFor(() => expect(treeNames()).toContain('Adatum Labs'));
    expect(requests.all().filter((r) => r.path.endsWith('/SetTenantAuthenticationType/1'))).toHaveLength(0);
  });

  it('offers only the child types the parent allows', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/30/add-child/' });
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('combobox', { name: 'Organization type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tenant Customer']);
  });

  it('sets certificate-based authentication on the new organization when ticked', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/20/add-child/' });
    await userEvent.type(await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ }), 'Cert Co');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Certificate-based authentication' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await screen.findByText('Child organization created successfully');
    expect(requests.find('PATCH', '/svc/auth-settings/api/v1/organizations/1000/Settings/SetTenantAuthenticationType/1')).toHaveLength(1);
  });

  it('keeps what was typed and shows both failure texts when the service refuses', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations'), () => errorAnswer(500, 'quota reached')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/20/add-child/' });
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Adatum Labs');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving new child organization');
    expect(alert).toHaveTextContent('Failed to create organization - quota reached');
    expect(name).toHaveValue('Adatum Labs');
    expect(window.location.pathname).toBe('/hierarchy/20/add-child/');
  });

  it('puts a field error of the service on its field', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations'), () => errorAnswer(400, 'Invalid request body', { name: ['organization.validation.blank'] })));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/20/add-child/' });
    await userEvent.type(await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ }), 'Lab');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('Organization name must not be blank')).toBeInTheDocument();
  });

  it('is not offered for a tenant customer, even by address', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/add-child/' });
    expect(await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add child' })).not.toBeInTheDocument();
  });
});

describe('edit (modal route /hierarchy/{orgId}/edit/)', () => {
  it('loads the options, sends each flag its own value, renames the tree node and shows the messages', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41' });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Edit Coho Winery details' })).toBeInTheDocument();
    expect(await within(dialog()).findByRole('textbox', { name: 'Parent organization' })).toHaveValue('Wingtip Holdings');
    expect(requests.find('GET', '/svc/account/api/v1.0/organizations/41/options')).toHaveLength(1);
    expect(within(dialog()).queryByRole('combobox', { name: 'Organization type' })).not.toBeInTheDocument();
    const name = within(dialog()).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Coho Vineyards');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Parent can view' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Organization's details updated successfully")).toBeInTheDocument();
    expect(screen.getByText('The organization is now named Coho Vineyards.')).toBeInTheDocument();
    const [patch] = requests.find('PATCH', '/svc/account/api/v1.0/organizations/41/managed');
    expect(patch.json()).toEqual({ name: 'Coho Vineyards', parentCanView: false, parentCanManage: false });
    await waitFor(() => expect(treeNames()).toContain('Coho Vineyards'));
    expect(hierarchyData.orgs.get(41)!.name).toBe('Coho Vineyards');
    await waitFor(() => expect(screen.queryByText('The organization is now named Coho Vineyards.')).not.toBeInTheDocument(), { timeout: 4500 });
    expect(screen.getByText("Organization's details updated successfully")).toBeInTheDocument();
  });

  it('shows the update failure and keeps the dialog open', async () => {
    server.use(http.patch(accountUrl('/api/v1.0/organizations/:org/managed'), () => errorAnswer(403, 'You do not have permission to manage organization 41')));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/41/edit/' });
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' Estate');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to update organizations information - You do not have permission to manage organization 41',
    );
    expect(name).toHaveValue('Coho Winery Estate');
  });
});

describe('actions of later builds', () => {
  it.each([
    ['audit-log', 'Audit log of Contoso Ltd'],
  ])('/hierarchy/40/%s/ opens "%s", says it is not available yet, and the close icon returns', async (action, title) => {
    await renderApp({ profile: profiles.tmsAdmin(), path: `/hierarchy/40/${action}/` });
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(await within(modal).findByText(/not available in this build yet/)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/hierarchy/40');
  });
});
