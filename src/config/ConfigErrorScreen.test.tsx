import { render, screen } from '@testing-library/react';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ConfigErrorScreen } from './ConfigErrorScreen';

describe('ConfigErrorScreen', () => {
  it('explains the problem in words from the catalogue', async () => {
    const { translate } = await createI18nProvider();
    render(<ConfigErrorScreen translate={translate} details="services.account: Invalid URL" />);
    expect(screen.getByRole('heading', { name: 'The console cannot start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded or is not valid/);
    expect(screen.getByText('Details: services.account: Invalid URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
