import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profiles } from '../../../tests/domain/profiles';
import { renderInAdmin } from '../../../tests/setup/renderInAdmin';
import { ApiError } from '../../dataProvider/ApiError';

/** A button whose mutation fails with the server's message `answers[n]` on the n-th call. */
function Saver({ answers, meta }: { answers: (string | null)[]; meta: Record<string, unknown> }) {
  const save = useMutation({
    mutationFn: async (n: number) => {
      const message = answers.shift();
      if (message) throw new ApiError({ status: message.startsWith('4') ? 409 : 500, kind: 'http', serverMessage: message });
      return n;
    },
    meta,
  });
  return (
    <button type="button" onClick={() => save.mutate(7)}>
      {save.isSuccess ? `saved ${save.data}` : 'Save'}
    </button>
  );
}

describe('the one error bar', () => {
  it('shows a failed mutation once with its friendly text, and Retry runs it again with the same variables', async () => {
    await renderInAdmin(<Saver answers={['500 database busy', null]} meta={{ errorKey: 'terms.acceptFailed', retryable: true }} />, {
      profile: profiles.tmsAdmin(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const bar = await screen.findByRole('alert');
    expect(bar).toHaveTextContent('500 database busy');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'saved 7' })).toBeInTheDocument();
  });

  it('leaves out a failure the screen shows itself, and reports the others', async () => {
    await renderInAdmin(
      <Saver
        answers={['409 card refused', '500 provider down']}
        meta={{ errorKey: 'cardDetails.error', shownByScreen: (e: unknown) => (e as ApiError).status === 409 }}
      />,
      { profile: profiles.tmsAdmin() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('provider down');
    expect(screen.queryByText(/card refused/)).not.toBeInTheDocument();
  });
});
