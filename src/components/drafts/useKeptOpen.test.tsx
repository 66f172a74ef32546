import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogTitle } from '@mui/material';
import { Form, Notification, TextInput } from 'react-admin';
import { useUnsavedInputGuard } from '../unsavedInput';
import { profiles } from '../../../tests/domain/profiles';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { draftsAtSessionEnd, keepOnlyDraftsOf, removeAllDrafts } from './draftStore';
import { FormDraft } from './FormDraft';
import { useKeptOpen, type KeptOpenValue } from './useKeptOpen';

const isAccount = (value: KeptOpenValue): value is 'new' | number => value === 'new' || typeof value === 'number';

/** A page whose dialog has no address of its own, as the service accounts' add and edit dialog. */
function Page() {
  const [editing, setEditing] = useKeptOpen('account', isAccount);
  return (
    <>
      <button onClick={() => setEditing(7)}>Edit account 7</button>
      {editing !== null && <AccountDialog id={editing} onClose={() => setEditing(null)} />}
      <Notification />
    </>
  );
}

function AccountDialog({ id, onClose }: { id: 'new' | number; onClose: () => void }) {
  const guard = useUnsavedInputGuard(onClose);
  return (
    <Dialog open onClose={guard.requestClose} aria-labelledby="d">
      <DialogTitle id="d">Edit account {id}</DialogTitle>
      <Form defaultValues={{ friendlyName: '' }} onSubmit={() => undefined}>
        <FormDraft id="account" />
        <TextInput source="friendlyName" label="Friendly name" />
      </Form>
      <button onClick={onClose}>Close</button>
      {/* As a dialog's onSuccess: react-admin resolves a write refused with 401 with no data once it has signed out. */}
      <button onClick={onClose}>Saved</button>
    </Dialog>
  );
}

const stored = () => Object.keys(localStorage).filter((k) => k.startsWith('console.draft.'));
const profile = profiles.tmsAdmin();
const path = '/service-accounts';

async function openAndEnd(type: boolean) {
  const view = await renderInAdmin(<Page />, { profile, path });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit account 7' }));
  await screen.findByRole('dialog', { name: 'Edit account 7' });
  if (type) fireEvent.change(screen.getByLabelText('Friendly name'), { target: { value: 'Nightly export' } });
  await waitFor(() => expect(stored()).toHaveLength(type ? 2 : 1));
  draftsAtSessionEnd();
  view.unmount();
}

describe('a dialog without an address of its own, when the session ends', () => {
  beforeEach(() => {
    removeAllDrafts();
    // A sign-in: drafts done with go again.
    keepOnlyDraftsOf(profile.userId);
  });

  it('closed by the user, it keeps nothing', async () => {
    await renderInAdmin(<Page />, { profile, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit account 7' }));
    fireEvent.change(await screen.findByLabelText('Friendly name'), { target: { value: 'Nightly export' } });
    await waitFor(() => expect(stored()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(stored()).toHaveLength(0));
  });

  it('holding input, it opens again on the same record after the next sign-in, with the input and the message', async () => {
    await openAndEnd(true);
    await renderInAdmin(<Page />, { profile, path });
    expect(await screen.findByRole('dialog', { name: 'Edit account 7' })).toBeTruthy();
    await screen.findByText('Your unsaved changes were restored.');
    expect((screen.getByLabelText('Friendly name') as HTMLInputElement).value).toBe('Nightly export');
  });

  it('closed by its save as the session ends (react-admin resolves the refused write), it still comes back', async () => {
    await renderInAdmin(<Page />, { profile, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit account 7' }));
    fireEvent.change(await screen.findByLabelText('Friendly name'), { target: { value: 'Nightly export' } });
    await waitFor(() => expect(stored()).toHaveLength(2));
    draftsAtSessionEnd();
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(stored()).toHaveLength(2);
    cleanup();

    await renderInAdmin(<Page />, { profile, path });
    expect(await screen.findByRole('dialog', { name: 'Edit account 7' })).toBeTruthy();
    await screen.findByText('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Friendly name')).toHaveValue('Nightly export');
  });

  it('holding no input, it stays closed and its kept state goes', async () => {
    await openAndEnd(false);
    keepOnlyDraftsOf(profile.userId);
    await renderInAdmin(<Page />, { profile, path });
    await screen.findByRole('button', { name: 'Edit account 7' });
    await waitFor(() => expect(stored()).toHaveLength(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
