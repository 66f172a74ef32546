import { expectedMenus, menuFor } from './support/accounts';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });

describe('signing in as each seeded account', () => {
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

  for (const email of Object.keys(expectedMenus)) {
    it(`${email} sees exactly its menu entries`, async () => {
      const page = await newTestPage();
      await signIn(page, session.sandbox.url, email, password);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const labels = (await nav.getByRole('menuitem').allInnerTexts()).map((l) => l.trim());
      expect(labels).toEqual(menuFor(email));
      const url = new URL(page.url());
      expect(url.search + url.hash).not.toMatch(/code=|token|state=/);
      if (email === 'no.roles@sandbox.test') {
        await page.getByText('You do not have permission to see this page', { exact: false }).waitFor();
      }
      await expectAccessible(page, `home of ${email}`);
      await closeTestPage(page);
    });
  }

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
});
