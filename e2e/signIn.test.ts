import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { launchOnDisk } from './support/profiles';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });

describe('signing in and out', () => {
  it('shows an accessible sign-in page with Email, Password and Sign in, and refuses a wrong password', async () => {
    const page = await newTestPage();
    await page.goto(session.sandbox.url + '/');
    await page.getByLabel('Email').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/authority\//);
    await expectAccessible(page, 'the sign-in page');
    await page.getByLabel('Email').fill('tms.admin@sandbox.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('tms.admin@sandbox.test');
    expect(new URL(page.url()).pathname).toMatch(/^\/authority\//);
    await closeTestPage(page);
  });

  it('signs out: the session ends and the next visit asks for the password again', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.viewer@sandbox.test', password);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByText('Version 2.105.0').waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/authority\//);
    await page.goto(session.sandbox.url + '/my-invoices');
    await page.getByLabel('Password').waitFor();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toMatch(/access_token/);
    await closeTestPage(page);
  });

  it('ends the sign-in with the browser: a new tab signs in without a password, a restarted browser asks for it', async () => {
    const dir = mkdtempSync(join(process.env.E2E_PROFILES_DIR ?? tmpdir(), 'restart-'));
    const launch = () => launchOnDisk(dir);
    try {
      const first = await launch();
      const page = first.pages()[0] ?? (await first.newPage());
      await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, '/internalusers');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A second tab of the same browser: the authority's session signs it in, no password asked.
      const tab = await first.newPage();
      await tab.goto(session.sandbox.url + '/internalusers');
      await tab.waitForURL((u) => u.pathname === '/internalusers');
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
      await first.close();

      // The same profile in a new browser process: the sign-in page, and no tokens kept.
      const second = await launch();
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto(session.sandbox.url + '/internalusers');
      await again.getByLabel('Password').waitFor();
      expect(new URL(again.url()).pathname).toMatch(/^\/authority\//);
      expect(await again.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/access_token|refresh_token|code_verifier/);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
