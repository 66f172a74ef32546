import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSandboxBackend } from '../../tests/setup/sandboxBackend';
import { renderAppAs } from '../../tests/setup/sandboxRender';
import { setDisplayLanguage } from '../domain/formats';

// Issue 18, 4: the language is chosen in the user menu, kept across a reload, and the page, its
// dates and react-admin's own texts follow it.
const backend = useSandboxBackend();
const tmsAdmin = 'tms.admin@sandbox.test';
const germanDate = /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

// Two whole renders of the console and two language changes, each of which renders the whole console
// again (react-admin's way): about 8 s on a quiet machine, so more time than one render's 20 s default.
const slow = { timeout: 45_000 };

afterEach(() => setDisplayLanguage('en'));

describe('the language switcher in the user menu', () => {
  it('shows the console in German after choosing Deutsch, still after a reload, and in English again', slow, async () => {
    const first = await renderAppAs(backend, tmsAdmin, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' })).toBeInTheDocument();
    // The language is chosen in the user menu only: react-admin's app-bar language button is not shown.
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Organisationshierarchie' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('menuitem', { name: 'Meine Organisation' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Übersicht' })).toBeInTheDocument();
    expect(await screen.findByText(germanDate)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    first.unmount();

    // A reload: a new provider and a new <Admin> over the same browser storage.
    await renderAppAs(backend, tmsAdmin, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisationshierarchie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hell-/Dunkelmodus umschalten' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profil' }));
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: /Abmelden/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Hierarchy' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
