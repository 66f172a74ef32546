import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Form, Notification, SaveButton, SelectInput, TextInput } from 'react-admin';
import { useUnsavedInputGuard } from '../unsavedInput';
import { profiles } from '../../../tests/domain/profiles';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { draftsAtSessionEnd, keepOnlyDraftsOf, removeAllDrafts } from './draftStore';
import { useFormDraft } from './useFormDraft';

/** A form as the console's dialogs have them: a title, a text field, a box, and a secret. */
function EditForm() {
  const draft = useFormDraft();
  const [name, setName] = useState('');
  const [notify, setNotify] = useState(false);
  const [secret, setSecret] = useState('');
  return (
    <div role="dialog" aria-labelledby="t" {...draft}>
      <h2 id="t">Edit contact</h2>
      <label htmlFor="name">Contact name</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="notify">Send reports</label>
      <input id="notify" type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
      <label htmlFor="secret">Client secret</label>
      <input id="secret" value={secret} onChange={(e) => setSecret(e.target.value)} />
      <input aria-label="Password" type="password" defaultValue="" />
      <Notification />
    </div>
  );
}

/** A react-admin form in a guarded dialog, as the service account and subscription dialogs are. */
function GuardedDialog() {
  const guard = useUnsavedInputGuard(() => undefined);
  const [term, setTerm] = useState('');
  return (
    <>
      <Dialog open onClose={guard.requestClose} {...guard.inputProps} aria-labelledby="d">
        <DialogTitle id="d">Add service account</DialogTitle>
        <Form defaultValues={{ friendlyName: '', product: 'a' }} onSubmit={() => undefined}>
          <TextInput source="friendlyName" label="Friendly name" />
          <SelectInput
            source="product"
            label="Product"
            choices={[
              { id: 'a', name: 'Alpha' },
              { id: 'b', name: 'Beta' },
            ]}
          />
          <SaveButton />
        </Form>
        {/* A plain MUI select named on its visible box only, as the subscription item rows have them. */}
        <TextField
          select
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          slotProps={{ select: { SelectDisplayProps: { 'aria-label': 'Item 1 term' } as object } }}
        >
          <MenuItem value="">-</MenuItem>
          <MenuItem value="12">12 months</MenuItem>
        </TextField>
      </Dialog>
      <Notification />
      {guard.confirmation}
    </>
  );
}

const stored = () => Object.entries(localStorage).filter(([k]) => k.startsWith('console.draft.'));
const profile = profiles.tmsAdmin();

async function typeInto() {
  const view = await renderInAdmin(<EditForm />, { profile, path: '/tenant-overview?orgs=5' });
  await waitFor(() => expect(screen.getByLabelText('Contact name')).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Contact name'), { target: { value: 'Nora Quinn' } });
  fireEvent.click(screen.getByLabelText('Send reports'));
  fireEvent.change(screen.getByLabelText('Client secret'), { target: { value: 's3cr3t' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hunter2' } });
  return view;
}

describe('drafts of unsaved input', () => {
  beforeEach(() => {
    removeAllDrafts();
    keepOnlyDraftsOf(profile.userId);
  });

  it('keeps what was typed for the user at the address, never a secret; closing the form discards it', async () => {
    const view = await typeInto();
    await waitFor(() => expect(stored()).toHaveLength(1));
    const [[key, value]] = stored();
    expect(key).toContain(profile.userId);
    expect(key).toContain('/tenant-overview?orgs=5');
    expect(key).toContain('Edit contact');
    expect(JSON.parse(value).fields).toEqual({ 'Contact name': 'Nora Quinn', 'Send reports': true });
    expect(value).not.toMatch(/s3cr3t|hunter2/);
    view.unmount();
    await waitFor(() => expect(stored()).toHaveLength(0));
  });

  it('a session that ends keeps the draft; the form opened again gets it back as input, with the message', async () => {
    const view = await typeInto();
    await waitFor(() => expect(stored()).toHaveLength(1));
    draftsAtSessionEnd();
    view.unmount();
    await new Promise((ok) => setTimeout(ok, 20));
    expect(stored()).toHaveLength(1);

    await renderInAdmin(<EditForm />, { profile, path: '/tenant-overview?orgs=5' });
    await screen.findByText('Your unsaved changes were restored.');
    expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Nora Quinn');
    expect((screen.getByLabelText('Send reports') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
  });

  it("a react-admin form in a guarded dialog gets its draft back as the user's input: Save is enabled, and closing asks first", async () => {
    draftsAtSessionEnd();
    const first = await renderInAdmin(<GuardedDialog />, { profile, path: '/service-accounts' });
    fireEvent.change(await screen.findByLabelText('Friendly name'), { target: { value: 'Nightly export' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Item 1 term' }));
    fireEvent.click(await screen.findByRole('option', { name: '12 months' }));
    await waitFor(() =>
      expect(JSON.parse(stored()[0]?.[1] ?? '{}').fields).toEqual({ friendlyName: 'Nightly export', product: 'b', 'Item 1 term': '12' }),
    );
    first.unmount();

    await renderInAdmin(<GuardedDialog />, { profile, path: '/service-accounts' });
    await screen.findByText('Your unsaved changes were restored.');
    expect((screen.getByLabelText('Friendly name') as HTMLInputElement).value).toBe('Nightly export');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' }).textContent).toBe('Beta'));
    expect(screen.getByRole('combobox', { name: 'Item 1 term' }).textContent).toBe('12 months');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Add service account' }), { key: 'Escape' });
    await screen.findByText('Discard your changes?');
  });

  it('sign-out removes every draft', async () => {
    await typeInto();
    await waitFor(() => expect(stored()).toHaveLength(1));
    removeAllDrafts();
    expect(stored()).toHaveLength(0);
  });
});
