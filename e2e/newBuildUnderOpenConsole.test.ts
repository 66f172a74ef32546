import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import en from '../src/i18n/en.json';
import { closeTestPage, newTestPage, signIn } from './support/browser';
import { buildConsole, builtConsole, copyOfBuild, servedDirectory } from './support/builds';
import { mainMenu, pageShown } from './support/journey';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * A deployment replaces the console's files while administrators have it open: the pages they have
 * not opened yet are chunks of the old build, whose files are gone (docs/deploy.md).
 */
const password = e2ePassword;
const nextLabel = 'e2e-next';
const first = copyOfBuild(builtConsole);
const served = servedDirectory(first);
let next = '';

// Before the sandbox starts (hooks run in order): the second build of the same source.
beforeAll(async () => {
  next = await buildConsole(nextLabel);
}, 180_000);
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, DIST_DIR: served.dir });
afterAll(() => {
  for (const dir of [first, next]) if (dir) rmSync(dir, { recursive: true, force: true });
  served.remove();
});

const errorScreen = (page: Page) => page.getByText(en.ra.page.error, { exact: true });
const notLoaded = (page: Page) => page.getByRole('alert').filter({ hasText: en.app.partNotLoaded.title });

/** The version line of the user menu (it names the build when the build has a label). */
async function versionShown(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  const line = (
    await page
      .getByRole('menuitem')
      .filter({ hasText: /^Version / })
      .innerText()
  ).trim();
  await page.keyboard.press('Escape');
  return line;
}

/** The first script of the build the page runs. */
const runningEntry = (page: Page) => page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

describe('a new build deployed under an open console', () => {
  it('reloads onto the new build at the page clicked, still signed in; replaced again within the minute, it says so and offers Reload', async () => {
    // A first visit: a browser that kept the old build's chunks from an earlier visit would not need them again.
    const page = await newTestPage({ firstVisit: true });
    const gone: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) gone.push(new URL(r.url()).pathname);
    });
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));

    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password);
    await pageShown(page);
    expect(await runningEntry(page)).toBe(served.entryScript(first));
    expect(await versionShown(page)).not.toContain(nextLabel);

    served.serve(next);
    await mainMenu(page).getByRole('menuitem', { name: 'My Invoices' }).click();
    await page.waitForFunction((src) => document.querySelector('script[type="module"]')?.getAttribute('src') === src, served.entryScript(next));
    await page.getByRole('heading', { level: 1, name: 'My Invoices' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-invoices');
    // The old build's chunk of the page was asked for and was gone: the reload is what brought the page.
    expect(
      gone.some((path) => /^\/assets\/InvoiceList-.+\.js$/.test(path)),
      gone.join(', '),
    ).toBe(true);
    await page.getByRole('table').waitFor();
    expect(await versionShown(page)).toBe(`Version 2.105.0 (build ${nextLabel})`);
    expect(await errorScreen(page).count()).toBe(0);
    expect(await notLoaded(page).count()).toBe(0);

    // Within the minute, the build is replaced again (the first one back): no second reload, a message with Reload.
    served.serve(first);
    await mainMenu(page).getByRole('menuitem', { name: 'My Associations' }).click();
    await notLoaded(page).waitFor();
    expect(await notLoaded(page).innerText()).toContain(en.app.partNotLoaded.message);
    expect(await errorScreen(page).count()).toBe(0);
    expect(await runningEntry(page)).toBe(served.entryScript(next));
    await notLoaded(page).getByRole('button', { name: en.app.partNotLoaded.reload }).click();
    await page.waitForFunction((src) => document.querySelector('script[type="module"]')?.getAttribute('src') === src, served.entryScript(first));
    await page.getByRole('heading', { level: 1, name: 'My Associations' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/associations');
    expect(await errorScreen(page).count()).toBe(0);
    expect(uncaught).toEqual([]);
    await closeTestPage(page);
  });
});
