import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoteIcon from '@mui/icons-material/StickyNote2';
import { Create, DataTable, DeleteWithConfirmButton, List, SimpleForm, TextInput } from 'react-admin';
import { ApiError } from '../dataProvider/ApiError';
import { listFromArray } from '../dataProvider/listFromArray';
import type { ResourceHandlers } from '../dataProvider/resourceHandlers';
import { profiles } from '../domain/testing/profiles';
import { renderApp } from '../../tests/setup/renderApp';
import type { ResourceEntry } from './types';

/**
 * Adding a resource (docs/adding-a-resource.md): a resource declared only here — a folder's worth of
 * screens, a resource-map entry, a page rule — appears in the menu for a permitted role, is absent for
 * another, and lists, creates and deletes rows through the data provider.
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
  // Guarded by the Manage Users rule: TMS admin and TMS viewer only.
  routeKey: 'internalUsers',
  icon: NoteIcon,
  list: NoteList,
  create: NoteCreate,
  menu: { path: '/test-notes', labelKey: 'Test notes' },
};

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

beforeEach(() => {
  rows = [{ id: 1, text: 'First note' }];
  calls.length = 0;
});

describe('adding a resource', () => {
  it('shows its menu entry to a permitted role only', async () => {
    const view = await renderApp({ profile: profiles.tmsAdmin(), path: '/my-invoices', extraResources: [{ entry, handlers }] });
    expect(await within(await menu()).findByRole('menuitem', { name: 'Test notes' })).toHaveAttribute('href', '/test-notes');
    view.unmount();
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/my-invoices', extraResources: [{ entry, handlers }] });
    const nav = await menu();
    await within(nav).findByRole('menuitem', { name: 'My Invoices' });
    expect(within(nav).queryByRole('menuitem', { name: 'Test notes' })).not.toBeInTheDocument();
  });

  it('lists, creates and deletes rows through the data provider, asking before it deletes', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/test-notes', extraResources: [{ entry, handlers }] });
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
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/test-notes', extraResources: [{ entry, handlers }] });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText('First note')).not.toBeInTheDocument();
    expect(calls).not.toContain('getList');
  });
});
