import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSandboxBackend } from '../../tests/setup/sandboxBackend';
import { renderAppAs } from '../../tests/setup/sandboxRender';
import { setDisplayLanguage } from '../domain/formats';

// The language is chosen in the user menu, kept across a reload, and the page, its
// dates, its numbers and react-admin's own texts follow it. My Invoices has all of them.
const backend = useSandboxBackend();
const tmsAdmin = 'tms.admin@sandbox.test';
const germanDate = /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;
const germanAmount = /^\d{1,3}(\.\d{3})*,\d{2}$/;
const englishDate = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/;
const englishAmount = /^\d{1,3}(,\d{3})*\.\d{2}$/;

// Two whole renders of the console and two language changes, each of which renders the whole console
// again (react-admin's way): a few seconds on a quiet machine, more than one render's 20 s when loaded.

afterEach(() => setDisplayLanguage('en'));

async function openUserMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('the language switcher in the user menu', () => {
  it('shows the console in German after choosing Deutsch, still after a reload, and in English again', async () => {
    const first = await renderAppAs(backend, tmsAdmin, { path: '/my-invoices' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
    // The language is chosen in the user menu only: react-admin's app-bar language button is not shown.
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    await openUserMenu('Profile');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Rechnungen' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Hauptmenü' })).getByRole('menuitem', { name: 'Meine Organisation' })).toBeInTheDocument();
    expect((await screen.findAllByText(germanDate)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(germanAmount).length).toBeGreaterThan(0);
    expect(screen.getByText('Zeilen pro Seite:')).toBeInTheDocument(); // react-admin's own pagination text
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Mandantenkonsole');
    first.unmount();

    // A reload: a new i18n provider and a new <Admin> over the same browser storage.
    await renderAppAs(backend, tmsAdmin, { path: '/my-invoices' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Rechnungen' })).toBeInTheDocument();
    expect((await screen.findAllByText(germanDate)).length).toBeGreaterThan(0);
    await openUserMenu('Profil');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: /Abmelden/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
    expect((await screen.findAllByText(englishDate)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(englishAmount).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Tenant Console');
  });
});
