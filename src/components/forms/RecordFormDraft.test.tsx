import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogTitle } from '@mui/material';
import { Form, NumberInput, Notification, SaveButton, TextInput } from 'react-admin';
import { useUnsavedInputGuard } from '../unsavedInput';
import { draftsAtSessionEnd, removeAllDrafts } from '../drafts';
import { profiles } from '../../../tests/domain/profiles';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { RecordFormDraft } from './RecordFormDraft';

/** A react-admin record form in a guarded dialog, as the child organization form is. */
function RecordDialog() {
  const guard = useUnsavedInputGuard(() => undefined);
  return (
    <>
      <Dialog open onClose={guard.requestClose} {...guard.inputProps} aria-labelledby="d">
        <DialogTitle id="d">Edit details</DialogTitle>
        <div data-draft="never">
          <Form record={{ id: 5, name: 'Contoso', whitelabelId: 3 }} onSubmit={() => undefined}>
            <RecordFormDraft name="details" />
            <TextInput source="name" label="Name" />
            <NumberInput source="whitelabelId" label="Whitelabel ID" />
            <SaveButton />
          </Form>
        </div>
      </Dialog>
      <Notification />
      {guard.confirmation}
    </>
  );
}

const stored = () => Object.entries(localStorage).filter(([k]) => k.startsWith('console.draft.'));
const fieldsStored = () => JSON.parse(stored()[0]?.[1] ?? '{}').fields as unknown;
const profile = profiles.tmsAdmin();
const open = () => renderInAdmin(<RecordDialog />, { profile, path: '/hierarchy/5/edit/' });

describe('the draft of a react-admin record form', () => {
  beforeEach(() => removeAllDrafts());

  it("holds the form's values while they differ from the record, once, and goes when typed back or closed", async () => {
    const view = await open();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    fireEvent.change(screen.getByLabelText('Whitelabel ID'), { target: { value: '7' } });
    await waitFor(() => expect(fieldsStored()).toEqual({ id: 5, name: 'Contoso Ltd', whitelabelId: 7 }));
    expect(stored()).toHaveLength(1);
    expect(stored()[0][0]).toContain('/hierarchy/5/edit/');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Contoso' } });
    fireEvent.change(screen.getByLabelText('Whitelabel ID'), { target: { value: '3' } });
    await waitFor(() => expect(stored()).toHaveLength(0));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    await waitFor(() => expect(stored()).toHaveLength(1));
    view.unmount();
    expect(stored()).toHaveLength(0);
  });

  it("after a session ended, gives the values back as the user's input: Save is enabled, and closing asks first", async () => {
    const first = await open();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Contoso Ltd' } });
    await waitFor(() => expect(stored()).toHaveLength(1));
    draftsAtSessionEnd();
    first.unmount();
    expect(stored()).toHaveLength(1);

    await open();
    await screen.findByText('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Name')).toHaveValue('Contoso Ltd');
    expect(screen.getByLabelText('Whitelabel ID')).toHaveValue(3);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Edit details' }), { key: 'Escape' });
    await screen.findByText('Discard your changes?');
  });
});
