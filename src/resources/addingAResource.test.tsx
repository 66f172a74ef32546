import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoteIcon from '@mui/icons-material/StickyNote2';
import { Create, DataTable, DeleteWithConfirmButton, List, SimpleForm, TextInput } from 'react-admin';
import { ApiError } from '../dataProvider/ApiError';
import { listFromArray } from '../dataProvider/listFromArray';
import type { ResourceHandlers } from '../dataProvider/resourceHandlers';
import type { Profile } from '../domain/profile';
import { profiles } from '../../tests/domain/profiles';
import { renderApp } from '../../tests/setup/renderApp';
import type { ResourceEntry } from './types';

/**
 * docs/adding-a-resource.md: a resource declared only here — a folder's worth of screens and its
 * entry (access rule, menu entry), a resource-map entry — rendered with the production authProvider
 * (createAuthProvider over a fake OIDC user manager, `oidc: true`), which knows it only through the
 * resource list <App> is given. It appears in the menu for a permitted role, at the place its `order`
 * says, is absent for another, and lists, creates and deletes rows through the data provider.
 */
type Note = { id: number; text: string };
let rows: Note[] = [];
const calls: string[] = [];

const handlers: ResourceHandlers = {
  getList: async (params) => {
    calls.push('getList');
    return listFromArray(rows, params);
  },
  create: async ({ data }) => {
    calls.push(`create ${data.text}`);
    const note = { id: Math.max(0, ...rows.map((r) => r.id)) + 1, text: String(data.text) };
    rows = [...rows, note];
    return { data: note };
  },
  delete: async ({ id }) => {
    calls.push(`delete ${id}`);
    const found = rows.find((r) => r.id === Number(id));
    if (!found) throw new ApiError({ status: 404, kind: 'http' });
    rows = rows.filter((r) => r !== found);
    return { data: found };
  },
};

const NoteList = () => (
  <List title="Test notes" sort={{ field: 'id', order: 'ASC' }}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="text" />
      <DataTable.Col source="id" label="Actions" render={() => <DeleteWithConfirmButton />} />
    </DataTable>
  </List>
);

const NoteCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="text" />
    </SimpleForm>
  </Create>
);

const entry: ResourceEntry = {
  name: 'test-notes',
  // The Manage Users page's rule: TMS admin and TMS viewer only.
  access: { route: 'internalUsers' },
  icon: NoteIcon,
  list: NoteList,
  create: NoteCreate,
  // After My Invoices (70), before Card Details (80).
  menu: { path: '/test-notes', labelKey: 'Test notes', order: 75 },
};

const withNotes = (profile: Profile, path: string) => renderApp({ profile, path, oidc: true, extraResources: [{ entry, handlers }] });

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

beforeEach(() => {
  rows = [{ id: 1, text: 'First note' }];
  calls.length = 0;
});

describe('adding a resource', () => {
  it('shows its menu entry to a permitted role only', async () => {
    const view = await withNotes(profiles.tmsAdmin(), '/my-invoices');
    expect(await within(await menu()).findByRole('menuitem', { name: 'Test notes' })).toHaveAttribute('href', '/test-notes');
    const labels = within(await menu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels.slice(labels.indexOf('My Invoices'), labels.indexOf('Manage Users') + 1)).toEqual(['My Invoices', 'Test notes', 'Manage Users']);
    view.unmount();
    await withNotes(profiles.tenantSysadmin(), '/my-invoices');
    const nav = await menu();
    await within(nav).findByRole('menuitem', { name: 'My Invoices' });
    expect(within(nav).queryByRole('menuitem', { name: 'Test notes' })).not.toBeInTheDocument();
  });

  it('lists, creates and deletes rows through the data provider, asking before it deletes', async () => {
    await withNotes(profiles.tmsAdmin(), '/test-notes');
    expect(await screen.findByText('First note')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /create/i }));
    await userEvent.type(await screen.findByRole('textbox', { name: /text/i }), 'Second note');
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Second note')).toBeInTheDocument();
    expect(calls).toContain('create Second note');

    const row = screen.getByText('First note').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /delete/i }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.startsWith('delete'))).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: /delete/i }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(screen.queryByText('First note')).not.toBeInTheDocument());
    expect(calls).toContain('delete 1');
    expect(rows.map((r) => r.text)).toEqual(['Second note']);
  });

  it('refuses the screens to a role without the page rule', async () => {
    await withNotes(profiles.tenantSysadmin(), '/test-notes');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText('First note')).not.toBeInTheDocument();
    expect(calls).not.toContain('getList');
  });
});
