import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { ApiError } from '../dataProvider/ApiError';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ErrorAlert } from './errorBar/ErrorAlert';
import { NoPermission } from './NoPermission';

async function renderWithI18n(ui: ReactNode) {
  const i18nProvider = await createI18nProvider();
  return render(<AdminContext i18nProvider={i18nProvider}>{ui}</AdminContext>);
}

describe('ErrorAlert', () => {
  it('shows friendly text and server message, retries and dismisses', async () => {
    const retry = vi.fn();
    const error = new ApiError({ status: 500, kind: 'http', serverMessage: 'boom' });
    await renderWithI18n(<ErrorAlert error={error} messageKey="invoices.error.failedToLoad" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load invoices - boom');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing without an error', async () => {
    await renderWithI18n(<ErrorAlert error={null} messageKey="invoices.error.failedToLoad" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('NoPermission', () => {
  it('shows the generic statement, and a More info link when given one', async () => {
    await renderWithI18n(<NoPermission moreInfoHref="https://help.example/roles" />);
    expect(screen.getByText(/You may need to change your role, or request a role/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More info' })).toHaveAttribute('href', 'https://help.example/roles');
  });

  it('shows the narrower tenant text on tenant pages, without a link by default', async () => {
    await renderWithI18n(<NoPermission messageKey="permissions.cannotManageTenant" />);
    expect(screen.getByText('You do not have permission to manage this tenant')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
