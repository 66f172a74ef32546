import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { behindAccess, renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { renderInAdminAs } from '../../../tests/setup/sandboxRender';
import { GroupsPage } from '../../resources/groups/GroupsPage';

/**
 * Names that lie (docs/decisions.md "Security" (names that lie)), in the console against the sandbox: a name
 * stored before the rule for stored text shows its hidden characters as markers, in the tree, the
 * detail's title and the group list; a form shows the rule's message on its field before sending.
 */
const backend = useSandboxBackend();
const TMS = 'tms.admin@sandbox.test';
/** The groups page at /groups, as App mounts the resource's route (its resource context, its access check). */
const openGroups = () =>
  renderInAdminAs(
    backend,
    TMS,
    <ResourceContextProvider value="groups">
      <Routes>
        <Route path="/groups/*" element={behindAccess('groups', <GroupsPage />)} />
      </Routes>
    </ResourceContextProvider>,
    {},
    '/groups',
  );
const MESSAGE = /^Remove U\+202E and try again: invisible and control characters can hide or reorder what is shown\.$/;

/** A name written straight into the database, as one stored before the rule (or by another service) would be. */
function storeRaw(table: 'organizations' | 'organization_groups', from: string, to: string) {
  backend.sandbox.db.prepare(`UPDATE ${table} SET name = ? WHERE name = ?`).run(to, from);
  backend.sandbox.app.sandbox.orgIndex.invalidate();
}

describe('a stored name that breaks the rule is shown, not interpreted', () => {
  it('in the organization tree and the detail’s title: invoice⟨U+202E⟩gnp.exe', async () => {
    const id = backend.people.orgId('Coho Winery');
    storeRaw('organizations', 'Coho Winery', 'invoice\u202Egnp.exe');
    await renderHierarchyAs(backend, TMS, `/hierarchy/${id}`);
    const tree = await screen.findByRole('tree', { name: 'Organizations' });
    const row = await within(tree).findByRole('treeitem', { name: /^invoice⟨U\+202E⟩gnp\.exe/ });
    expect(row.textContent).not.toContain('\u202E');
    expect(await screen.findByRole('heading', { level: 2, name: 'invoice⟨U+202E⟩gnp.exe' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('\u202E');
  });

  it('in the group list, a zero-width space and a NUL too', async () => {
    storeRaw('organization_groups', 'Europe', 'Eu\u200Brope\u0000');
    await openGroups();
    const list = await screen.findByRole('list', { name: 'Groups' });
    expect(await within(list).findByRole('button', { name: 'Eu⟨U+200B⟩rope⟨U+0000⟩' })).toBeInTheDocument();
  });
});

describe('a form shows the rule’s message on its field before sending', () => {
  it('the child organization form: the name field names U+202E; nothing is sent', async () => {
    const parent = backend.people.orgId('Fabrikam Partners');
    await renderHierarchyAs(backend, TMS, `/hierarchy/${parent}/add-child/`);
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'invoice\u202Egnp.exe');
    await waitFor(() => expect(name).toHaveAccessibleDescription(MESSAGE));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(requests.find('POST', '/svc/account/api/v1.0/organizations')).toHaveLength(0);
  });

  it('the group name editor: the message under the box, Save disabled', async () => {
    await openGroups();
    await screen.findByRole('list', { name: 'Groups' });
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const box = screen.getByRole('textbox', { name: 'Group name' });
    await userEvent.type(box, 'Gold\u202E');
    expect(box).toHaveAccessibleDescription(MESSAGE);
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(box, '{Backspace}');
    expect(box).not.toHaveAccessibleDescription(MESSAGE);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
