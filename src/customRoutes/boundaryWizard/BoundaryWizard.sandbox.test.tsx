import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { requests } from '../../../tests/msw/recorder';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { draftsAtSessionEnd } from '../../components/drafts';
import { renderInAdminAs } from '../../../tests/setup/sandboxRender';
import { BoundaryWizardPanel } from './BoundaryWizardPanel';
import { PICKER_DELAY_MS } from './UserPicker';

/** The add/edit boundary wizard against the in-process sandbox, as the TMS admin on Contoso Pharmaceuticals. */
const backend = useSandboxBackend();
const ADMIN = 'tms.admin@sandbox.test';
const db = () => backend.sandbox.db;
const contoso = () => backend.people.orgId('Contoso Pharmaceuticals');
const nora = () => backend.people.user('no.roles@sandbox.test');
const carlos = () => backend.people.user('customer.admin@sandbox.test');
const containerIdOf = (name: string) => db().prepare('SELECT id FROM containers WHERE name = ?').pluck().get(name) as number | undefined;
const writes = () =>
  requests
    .all()
    .filter((r) => r.method !== 'GET')
    .map((r) => ({ call: `${r.method} ${r.path.replace('/svc/account', '')}`, body: r.json() }));
const click = (name: string | RegExp) => user.click(screen.getByRole('button', { name }));
let user: UserEvent;
beforeEach(() => {
  // No pause between keystrokes; the picker's own debounce is stepped over on the fake clock.
  user = userEvent.setup({ delay: null });
  startFakeClock();
});
/** Puts text into a field at once (a paste: one change, not one per character). */
async function fill(name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function open(props: Partial<Parameters<typeof BoundaryWizardPanel>[0]> = {}) {
  const onClose = vi.fn();
  await renderInAdminAs(backend, ADMIN, <BoundaryWizardPanel mode="add" organizationId={contoso()} onClose={onClose} {...props} />);
  return onClose;
}
/** Types in the picker and picks the user whose option shows `name` (display text and e-mail). */
async function search(text: string) {
  const box = screen.getByRole('combobox', { name: 'Find users' });
  await user.clear(box);
  await user.paste(text);
  await passTime(PICKER_DELAY_MS);
}
async function pick(text: string, name: string) {
  await search(text);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
async function basicsAndUsers(name: string, users: [string, string][]) {
  await fill('Name', name);
  await click('Next');
  await stepHeading('Users');
  for (const [search, shown] of users) await pick(search, shown);
  await click('Add users');
}

describe('the boundary wizard against the sandbox', () => {
  it('validates the steps (missing_name, missing_user); the users step picks, excludes, removes and flags users', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add boundary' })).toBeInTheDocument();
    const stepper = screen.getByLabelText('Steps of the boundary');
    expect(['Basic details', 'Users', 'Data sources', 'Scope restrictions'].every((s) => within(stepper).getByText(s))).toBe(true);
    // Enter in a field neither checks nor moves: the steps move by their buttons.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await click('Next');
    // The step is checked when the form submits, a tick after the click.
    expect(await screen.findByRole('alert')).toHaveTextContent('The boundary has no name. Enter a name, then continue.');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await fill('Name', 'Checked');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await click('Next');
    await stepHeading('Users');
    await click('Next');
    expect(await screen.findByRole('alert')).toHaveTextContent('The boundary has no users. Add at least one user, then continue.');

    expect(screen.getByRole('button', { name: 'Add users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove users' })).toBeDisabled();
    await search('zzzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await pick('NO.ROLES@', 'Nora Quinn'); // case-insensitive, on the e-mail
    await pick('mendes', 'Carlos Mendes');
    await click('Add users');
    const table = screen.getByRole('table', { name: 'Users of the boundary' });
    expect(within(table).getByText('Nora Quinn')).toBeInTheDocument();
    // Added users are no longer offered.
    await search('nora quinn');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select Carlos Mendes'));
    await click('Remove users');
    expect(within(table).queryByText('Carlos Mendes')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Anonymous: Nora Quinn'));
    expect(within(table).getByRole('row', { name: /Nora Quinn/ })).toHaveTextContent('Yes');
    await click('Next');
    await stepHeading('Data sources');
    await click('Previous');
    await stepHeading('Users');
    expect(writes()).toEqual([]);
  });

  it('walks to the summary and submits the calls in order: the container, its users, its data sources', async () => {
    const onClose = await open();
    await fill('Name', 'Field sales');
    await fill('Description', 'EMEA reps');
    await click('Next');
    await stepHeading('Users');
    await pick('nora', 'Nora Quinn');
    await click('Add users');
    await user.click(screen.getByLabelText('Anonymous: Nora Quinn'));
    await click('Next');

    await stepHeading('Data sources');
    await user.click(screen.getByRole('checkbox', { name: 'Users' }));
    await user.click(screen.getByRole('combobox', { name: 'Fields of Users' }));
    await user.paste('Country');
    await user.click(await screen.findByRole('option', { name: 'Country or region' }));
    await user.click(screen.getByRole('checkbox', { name: 'Devices' }));
    await click('Next');

    await stepHeading('Scope restrictions');
    await click('Add group');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'Created');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'last');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '7');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('day');
    await click('Next');

    await stepHeading('Summary');
    expect(screen.getByText('(createdDateTime gt ago(7d))')).toBeInTheDocument();
    const users = screen.getByRole('table', { name: 'Users of the boundary' });
    expect(within(users).getByRole('row', { name: /Nora Quinn/ })).toHaveTextContent('Yes');
    const sources = screen.getByRole('table', { name: 'Data sources' });
    expect(within(sources).getByRole('row', { name: /Users/ })).toHaveTextContent('Country or region');
    expect(within(sources).getByRole('row', { name: /Devices/ })).toHaveTextContent('All Fields');
    // Edit links: users is step 2, the restriction step 4.
    const editLinks = screen.getAllByRole('button', { name: 'Edit' });
    expect(editLinks).toHaveLength(4);
    await user.click(editLinks[2]);
    await stepHeading('Scope restrictions');
    await click('Next');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1]);
    await stepHeading('Users');
    for (let i = 0; i < 3; i++) await click('Next');
    await stepHeading('Summary');
    expect(writes()).toEqual([]);

    await click('Submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const id = containerIdOf('Field sales')!;
    expect(writes()).toEqual([
      { call: `POST /api/v1.0/organizations/${contoso()}/containers`, body: { name: 'Field sales', description: 'EMEA reps' } },
      { call: `POST /api/v1.0/containers/${id}/users`, body: { userId: nora().id, anonymous: true, allowedActions: [] } },
      {
        call: `POST /api/v1.0/containers/${id}/datasources`,
        body: { datasource: 'azure_users', allowedFields: ['country'], restriction: '(createdDateTime gt ago(7d))' },
      },
      { call: `POST /api/v1.0/containers/${id}/datasources`, body: { datasource: 'azure_devices', allowedFields: [], restriction: '' } },
    ]);
    expect(db().prepare('SELECT user_id, anonymous FROM container_users WHERE container_id = ?').all(id)).toEqual([
      { user_id: nora().id, anonymous: 1 },
    ]);
    expect(db().prepare('SELECT datasource, restriction FROM container_datasources WHERE container_id = ? ORDER BY datasource').all(id)).toEqual([
      { datasource: 'azure_devices', restriction: '' },
      { datasource: 'azure_users', restriction: '(createdDateTime gt ago(7d))' },
    ]);
  });

  it('a failed user call: the failure list with the server’s message; Retry sends only that call; then it saves and closes', async () => {
    let failing = true;
    server.use(
      http.post('*/api/v1.0/containers/:id/users', async ({ request }) => {
        const body = (await request.clone().json()) as { userId: string };
        if (failing && body.userId === nora().id) return HttpResponse.json({ message: 'The user store is busy' }, { status: 500 });
        return undefined;
      }),
    );
    const onClose = await open();
    await basicsAndUsers('Retry team', [
      ['nora', 'Nora Quinn'],
      ['mendes', 'Carlos Mendes'],
    ]);
    for (let i = 0; i < 3; i++) await click('Next');
    await click('Submit');
    const failure = await screen.findByRole('list', { name: 'Calls that failed' });
    const id = containerIdOf('Retry team')!;
    expect(failure).toHaveTextContent(`POST /api/v1.0/containers/${id}/users`);
    expect(failure).toHaveTextContent('The user store is busy');
    // The one error bar: the friendly text with the server's message.
    expect(screen.getByText(/One or more requests failed while creating a boundary/)).toHaveTextContent('The user store is busy');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(writes().map((w) => w.call)).toEqual([
      `POST /api/v1.0/organizations/${contoso()}/containers`,
      `POST /api/v1.0/containers/${id}/users`,
      `POST /api/v1.0/containers/${id}/users`,
    ]);
    const sent = writes().length;

    await click('Retry');
    await screen.findByRole('list', { name: 'Calls that failed' });
    await waitFor(() => expect(writes()).toHaveLength(sent + 1));
    expect(writes()[sent]).toEqual({
      call: `POST /api/v1.0/containers/${id}/users`,
      body: { userId: nora().id, anonymous: false, allowedActions: [] },
    });
    failing = false;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    await click('Retry');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(sent + 2);
    expect(db().prepare('SELECT user_id FROM container_users WHERE container_id = ? ORDER BY user_id').pluck().all(id)).toEqual(
      [nora().id, carlos().id].sort(),
    );
  });

  it('Discard boundary deletes the container created by a submit that failed', async () => {
    server.use(http.post('*/api/v1.0/containers/:id/users', () => HttpResponse.json({ message: 'No users today' }, { status: 500 })));
    const onClose = await open();
    await basicsAndUsers('Discarded team', [['nora', 'Nora Quinn']]);
    for (let i = 0; i < 3; i++) await click('Next');
    await click('Submit');
    await screen.findByRole('list', { name: 'Calls that failed' });
    const id = containerIdOf('Discarded team')!;
    await click('Discard boundary');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes().at(-1)).toEqual({ call: `DELETE /api/v1.0/containers/${id}`, body: undefined });
    expect(containerIdOf('Discarded team')).toBeUndefined();
  });

  it('edit: loads the boundary, warns about a restriction it cannot show and keeps it, sends only the change', async () => {
    const id = containerIdOf('Clinical research')!;
    db()
      .prepare("UPDATE container_datasources SET restriction = ? WHERE container_id = ? AND datasource = 'azure_users'")
      .run("((country eq 'Spain'))", id);
    const onClose = await open({ mode: 'edit', containerId: id });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Clinical research');
    await click('Next');
    await stepHeading('Users');
    await user.click(screen.getByLabelText('Anonymous: Carlos Mendes'));
    await click('Next');
    await click('Next');
    await stepHeading('Scope restrictions');
    expect(
      screen.getByText('Unable to display existing scope restrictions (created via API, or nested groups; changes override them)'),
    ).toBeInTheDocument();
    await click('Next');
    // The edit variant of the last step's button (doc 002 §2); adding reads Submit.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await click('Save changes');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const novaId = db().prepare('SELECT id FROM container_users WHERE container_id = ? AND user_id = ?').pluck().get(id, carlos().id);
    expect(writes()).toEqual([{ call: `PATCH /api/v1.0/containers/${id}/users/${novaId}`, body: { anonymous: true, allowedActions: [] } }]);
    expect(db().prepare("SELECT restriction FROM container_datasources WHERE container_id = ? AND datasource = 'azure_users'").pluck().get(id)).toBe(
      "((country eq 'Spain'))",
    );
  });

  it('edit: a boundary that cannot be loaded shows the loading error', async () => {
    await open({ mode: 'edit', containerId: 987654 });
    expect(await screen.findByText('Error occurred while loading a boundary')).toBeInTheDocument();
  });
});

// Last in the file: once a session has ended, drafts are kept for the rest of the file's run.
describe('the boundary wizard when the session ends', () => {
  it('keeps the users picked and the step it was on, and puts them back with the message', async () => {
    const kept = () =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('console.draft.'))
        .map((k) => localStorage.getItem(k) ?? '');
    // The wizard with react-admin's notifications beside it, as the page shows them.
    const wizard = () => (
      <>
        <BoundaryWizardPanel mode="add" organizationId={contoso()} onClose={vi.fn()} />
        <Notification />
      </>
    );
    const first = await renderInAdminAs(backend, ADMIN, wizard());
    await fill('Name', 'Kept through a sign-in');
    await click('Next');
    await stepHeading('Users');
    await pick('NO.ROLES@', 'Nora Quinn');
    await click('Add users');
    await waitFor(() => expect(kept().join()).toContain(nora().email));
    draftsAtSessionEnd();
    first.unmount();

    await renderInAdminAs(backend, ADMIN, wizard());
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    await stepHeading('Users');
    expect(within(screen.getByRole('table', { name: 'Users of the boundary' })).getByText('Nora Quinn')).toBeInTheDocument();
    await click('Previous');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept through a sign-in');
    expect(writes()).toEqual([]);
  });
});
