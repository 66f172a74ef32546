import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../msw/recorder';

/** Every request that changed something, as "METHOD path", in order. */
export const writes = () =>
  requests
    .all()
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path}`);

/** Chooses `option` in the subscription dialog's select labelled `name`. */
export async function pick(dialog: HTMLElement, name: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a date (yyyy-mm-dd) into the subscription dialog's date field labelled `name`. */
export const setDate = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
