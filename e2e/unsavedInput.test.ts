import type { Page } from 'playwright-core';
import { closeTestPage, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * A wizard or dialog with unsaved input asks before throwing it away (Esc, Close, the browser's
 * Back), and Esc inside an open list closes only the list: walked in Chromium on the Add boundary
 * wizard and the hierarchy's Manage associations dialog.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
const ASK = 'Discard your changes?';

async function openWizard(page: Page, org: number) {
  await page.goto(`${session.sandbox.url}/virtual-boundaries?org=${org}`);
  await page.getByRole('button', { name: 'Add boundary' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add boundary' });
  await wizard.getByLabel('Name').fill('Work in progress');
  return wizard;
}

describe('unsaved input is not thrown away unasked (Chromium)', () => {
  it('in Add boundary: Esc in the user list closes the list only; Esc and Close ask; Keep editing keeps the input; Discard closes', async () => {
    const page = await newTestPage();
    const org = session.orgId('Contoso Pharmaceuticals');
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/virtual-boundaries?org=${org}`);
    const wizard = await openWizard(page, org);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Find users').fill('nora');
    await page.getByRole('option', { name: /Nora Quinn/ }).click();
    await wizard.getByLabel('Find users').fill('carlos');
    await page.getByRole('option', { name: /Carlos Mendes/ }).waitFor();

    // The list is open: Esc closes it, and only it.
    await page.keyboard.press('Escape');
    await page.getByRole('option', { name: /Carlos Mendes/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: ASK }).count()).toBe(0);
    await wizard
      .getByRole('button', { name: /Nora Quinn/ })
      .first()
      .waitFor();

    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: ASK });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await wizard
      .getByRole('button', { name: /Nora Quinn/ })
      .first()
      .waitFor();
    await wizard.getByRole('button', { name: 'Previous' }).click();
    expect(await wizard.getByLabel('Name').inputValue()).toBe('Work in progress');

    await wizard.getByRole('button', { name: 'Close' }).first().click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await wizard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/virtual-boundaries');
    await closeTestPage(page);
  });

  it("the browser's Back asks too, and stays on the wizard until Discard; a wizard without input closes unasked", async () => {
    const page = await newTestPage();
    const org = session.orgId('Contoso Pharmaceuticals');
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/virtual-boundaries?org=${org}`);
    const wizard = await openWizard(page, org);
    await page.goBack();
    const ask = page.getByRole('dialog', { name: ASK });
    await ask.waitFor();
    expect(new URL(page.url()).pathname).toBe('/virtual-boundaries/add');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await wizard.getByLabel('Name').inputValue()).toBe('Work in progress');
    await page.goBack();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await wizard.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add boundary' }).click();
    await wizard.waitFor();
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'detached' });
    expect(await ask.count()).toBe(0);
    await closeTestPage(page);
  });

  it('in Manage associations: a typed invite asks on Esc; once sent, the dialog closes unasked', async () => {
    const page = await newTestPage();
    const org = session.orgId('Contoso Pharmaceuticals');
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/hierarchy/${org}/manage-associations/`);
    const modal = page.getByRole('dialog').first();
    await modal.getByRole('tab', { name: 'Invitations' }).click();
    await modal.getByRole('textbox', { name: 'E-mail' }).fill('kept.input@sandbox.test');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: ASK });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await modal.getByRole('checkbox', { name: 'System Administrator' }).check();
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await modal.getByText('Invitation sent to').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await closeTestPage(page);
  });
});
