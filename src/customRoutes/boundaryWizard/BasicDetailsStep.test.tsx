import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { zodFormResolver } from '../../components/zodFormResolver';
import { emptyBoundaryForm } from '../../domain/boundaries/boundaryForm';
import { profiles } from '../../../tests/domain/profiles';
import { boundaryFormSchema } from '../../domain/validation/boundary';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { BasicDetailsStep } from './BasicDetailsStep';

/** The step in the wizard's form, as the wizard holds it. */
function Step() {
  return (
    <Form defaultValues={emptyBoundaryForm()} resolver={zodFormResolver(boundaryFormSchema)}>
      <BasicDetailsStep />
    </Form>
  );
}

/** The wizard's first step shows the rule for stored text on its fields as they are typed (docs/decisions.md "Security" (names that lie)). */
describe('BasicDetailsStep', () => {
  it('names a hidden character in the name, and one in the description, where line breaks are fine', async () => {
    await renderInAdmin(<Step />, { profile: profiles.tmsAdmin() });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Fin\u202Eance');
    expect(name).toHaveAccessibleDescription('Remove U+202E and try again: invisible and control characters can hide or reorder what is shown.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'line one{Enter}line two');
    expect(description).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(description, '\u200B');
    expect(description).toHaveAccessibleDescription(/^Remove U\+200B and try again/);
  });
});
