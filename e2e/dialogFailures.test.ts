import { closeTestPage, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * Doc 001 §8 in Chromium: a failure shows where the user is looking, friendly text, " - " and the
 * server's message, never a raw catalogue key; a modal dialog shows its own (the page's bar is behind
 * it). The failures are the sandbox's own, injected once each (README "Testing with injected failures").
 */
const password = e2ePassword;
// A read is tried four times (TanStack Query's three retries) before it counts as failed: four rules.
const everyTry = (rule: string) => [1, 2, 3, 4].map((n) => `${rule}:${n}`);
const faults = {
  contactLoad: everyTry('GET **/Settings/tenantContact'),
  contactSave: ['POST **/Settings/tenantContact:1'],
  accountDelete: ['DELETE **/serviceAccounts/*:1'],
  userAssociations: everyTry('GET **/v1.2/users/*/associations'),
};
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, SANDBOX_FAULTS: Object.values(faults).flat().join(',') });
const injected = (rules: string[]) => `Failure injected by SANDBOX_FAULTS (${rules.at(-1)})`;

describe('failures shown where they belong (Chromium)', () => {
  it('Edit Contact Details shows its failed load and save inside the dialog and keeps what was typed', async () => {
    const page = await newTestPage();
    const org = session.orgId('Quadrant Internal IT');
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/tenant-overview/united-states?orgs=${org}`);
    await page
      .getByRole('radio', { name: /^Select / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Edit Contact Details' }).click();
    const dialog = page.getByRole('dialog', { name: /^Contact details of / });
    const loadFailure = dialog.getByRole('alert');
    await loadFailure.getByText(`Failed to load the contact details - ${injected(faults.contactLoad)}`).waitFor();
    expect(await loadFailure.isVisible()).toBe(true);
    await loadFailure.getByRole('button', { name: 'Retry' }).click();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.isEnabled()).toBe(true);
    await name.fill('Ines Ortega');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .getByText(`Failed to save the contact details - ${injected(faults.contactSave)}`)
      .waitFor();
    expect(await name.inputValue()).toBe('Ines Ortega');
    await dialog.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeTestPage(page);
  });

  it('a failed service-account delete closes the confirmation and shows the failure; the row stays', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, '/service-accounts');
    await page.getByRole('button', { name: 'Delete Reporting collector' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const failure = page.getByRole('alert').getByText(`Failed to delete service account - ${injected(faults.accountDelete)}`);
    await failure.waitFor();
    expect(await failure.isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Reporting collector' }).waitFor();
    await closeTestPage(page);
  });

  it("a user's Organizations tab says its load failed in words, not with a raw key", async () => {
    const page = await newTestPage();
    const user = session.row<{ id: string }>("SELECT id FROM users WHERE email = 'partner.admin@sandbox.test'").id;
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/internaluser/${user}/organizations`);
    await page
      .getByRole('alert')
      .getByText(`Failed to load the user's associations - ${injected(faults.userAssociations)}`)
      .waitFor();
    expect(await page.getByText('users.associations.loadError').count()).toBe(0);
    await closeTestPage(page);
  });
});
