import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A console test renders the screen under test in react-admin's AdminContext (docs/testing.md,
 * "Writing tests"); the whole <App> only for what belongs to the shell. These are the files that may
 * render it, each for what only the whole console shows.
 */
const shell: Record<string, string> = {
  'src/App.test.tsx': 'the landing page and menu per role, the not-found page, the user menu, the theme toggle',
  'src/authProvider/authFlow.test.tsx': 'sign-in: /login, /auth-callback, a 401 signing in again',
  'src/layout/languageSwitch.test.tsx': 'the language chosen in the app bar, kept across a reload',
  'src/layout/AlertsButton.sandbox.test.tsx': "the app bar's alerts button over the pages",
  'src/a11y.test.tsx': 'the layout under axe: app bar, menu, not-found page and user menu',
  'src/resources/addingAResource.test.tsx': 'a resource added to the list <App> is given gets its routes and menu entry',
};

const root = resolve(import.meta.dirname, '..');
const files = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'tests'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(tsx?)$/.test(f));
/** A call of renderApp / renderAppAs (tests/setup) or an <App> element with its props (comments name <App> alone). */
const rendersApp = (text: string) => /\brenderApp(As)?\s*\(|<App\s+\w+=|<App\s*\/>/.test(text);

describe('whole-console renders in the console tests', () => {
  it('are in at most 8 files, each named here with the part of the shell it checks', () => {
    const helpers = new Set(['tests/setup/renderApp.tsx', 'tests/setup/sandboxRender.tsx', 'src/main.tsx']);
    const found = files().filter((f) => !helpers.has(f) && rendersApp(readFileSync(resolve(root, f), 'utf8')));
    expect(found.sort()).toEqual(Object.keys(shell).sort());
    expect(found.length).toBeLessThanOrEqual(8);
  });
});
