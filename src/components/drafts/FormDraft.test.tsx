import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, NumberInput, Notification, PasswordInput, SaveButton, TextInput } from 'react-admin';
import { GuardedDialog, useUnsavedInputGuard } from '../unsavedInput';
import { profiles } from '../../../tests/domain/profiles';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { draftsAtSessionEnd, keepOnlyDraftsOf, removeAllDrafts } from './draftStore';
import { FormDraft } from './FormDraft';

const record = { id: 5, name: 'Contoso', whitelabelId: 3, password: '', clientSecret: '', note: '' };

/**
 * A react-admin record form in a guarded dialog, as the child organization form is. Its save ends
 * as react-admin ends a write refused as the session ends: resolved, so the form takes the values as
 * its record and the dialog closes.
 */
function RecordDialog({ title = 'Edit details', leaveOut }: { title?: string; leaveOut?: string[] }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState(record);
  const guard = useUnsavedInputGuard(() => setOpen(false));
  if (!open) return <Notification />;
  return (
    <>
      <GuardedDialog guard={guard} aria-labelledby="d">
        <DialogTitle id="d">{title}</DialogTitle>
        <Form
          record={saved}
          onSubmit={(values: Record<string, unknown>) => {
            setSaved(values as unknown as typeof record);
            setOpen(false);
          }}
        >
          <FormDraft id="details" leaveOut={leaveOut} />
          <TextInput source="name" label="Name" />
          <NumberInput source="whitelabelId" label="Whitelabel ID" />
          <PasswordInput source="password" label="Password" />
          <TextInput source="clientSecret" label="Client secret" />
          <TextInput source="note" label="Note" />
          <SaveButton alwaysEnable />
        </Form>
      </GuardedDialog>
      <Notification />
    </>
  );
}

const stored = () => Object.entries(localStorage).filter(([k]) => k.startsWith('console.draft.'));
const fieldsStored = () => JSON.parse(stored()[0]?.[1] ?? '{}').fields as unknown;
const profile = profiles.tmsAdmin();
const path = '/hierarchy/5/edit/';
const open = (ui = <RecordDialog />, who = profile) => renderInAdmin(ui, { profile: who, path });

/** Types a name, lets the session end and closes the form, as the sign-in page does. */
async function typeAndEnd(ui = <RecordDialog />) {
  const first = await open(ui);
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
  await waitFor(() => expect(stored()).toHaveLength(1));
  draftsAtSessionEnd();
  first.unmount();
  expect(stored()).toHaveLength(1);
}

describe("the draft of a react-admin form, from the form's own values", () => {
  beforeEach(() => {
    removeAllDrafts();
    // A sign-in: drafts done with go again.
    keepOnlyDraftsOf(profile.userId);
  });

  it('holds the values while they differ from the record, under the user, address and form id, and goes when typed back or closed', async () => {
    const view = await open();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    fireEvent.change(screen.getByLabelText('Whitelabel ID'), { target: { value: '7' } });
    await waitFor(() => expect(fieldsStored()).toMatchObject({ id: 5, name: 'Contoso Ltd', whitelabelId: 7 }));
    expect(stored()).toHaveLength(1);
    expect(JSON.parse(stored()[0][0].slice('console.draft.'.length))).toEqual([profile.userId, path, 'details']);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Contoso' } });
    fireEvent.change(screen.getByLabelText('Whitelabel ID'), { target: { value: '3' } });
    await waitFor(() => expect(stored()).toHaveLength(0));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    await waitFor(() => expect(stored()).toHaveLength(1));
    view.unmount();
    expect(stored()).toHaveLength(0);
  });

  it('never keeps a password, a secret or a field the form leaves out', async () => {
    await open(<RecordDialog leaveOut={['note']} />);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'hunter2' } });
    fireEvent.change(screen.getByLabelText('Client secret'), { target: { value: 's3cr3t' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'private' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    await waitFor(() => expect(fieldsStored()).toMatchObject({ name: 'Contoso Ltd' }));
    expect(fieldsStored()).not.toHaveProperty('password');
    expect(fieldsStored()).not.toHaveProperty('clientSecret');
    expect(fieldsStored()).not.toHaveProperty('note');
    expect(stored()[0][1]).not.toMatch(/hunter2|s3cr3t|private/);
  });

  it("after a session ended, gives the values back as the user's input: closing asks first", async () => {
    await typeAndEnd();
    keepOnlyDraftsOf(profile.userId);
    await open();
    await screen.findByText('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Name')).toHaveValue('Contoso Ltd');
    expect(screen.getByLabelText('Whitelabel ID')).toHaveValue(3);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Edit details' }), { key: 'Escape' });
    await screen.findByText('Discard your changes?');
  });

  it('comes back when the dialog has another title: the draft is named by the form, not its title', async () => {
    await typeAndEnd(<RecordDialog title="Edit details" />);
    keepOnlyDraftsOf(profile.userId);
    await open(<RecordDialog title="Edit the organization's details" />);
    await screen.findByText('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Name')).toHaveValue('Contoso Ltd');
  });

  it("never gives another user's draft back, and that user's sign-in removes it", async () => {
    await typeAndEnd();
    const other = profiles.tmsAdmin({ userId: 'someone-else' });
    await open(<RecordDialog />, other);
    expect(await screen.findByLabelText('Name')).toHaveValue('Contoso');
    await new Promise((ok) => setTimeout(ok, 50));
    expect(screen.queryByText('Your unsaved changes were restored.')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Contoso');
    keepOnlyDraftsOf(other.userId);
    expect(stored()).toHaveLength(0);
  });

  it('Save pressed after the session ended keeps the draft, though react-admin resolves the refused write', async () => {
    await open();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    await waitFor(() => expect(stored()).toHaveLength(1));
    draftsAtSessionEnd();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toHaveLength(1);
    cleanup();

    keepOnlyDraftsOf(profile.userId);
    await open();
    await screen.findByText('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Name')).toHaveValue('Contoso Ltd');
  });

  it('a real save removes the draft', async () => {
    await open();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    await waitFor(() => expect(stored()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toHaveLength(0);
  });
});
