import type { Locator, Page } from 'playwright-core';
import { closeTestPage, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * Unsaved input outlives a session that ends while it is typed (docs/decisions.md, "Drafts"), walked
 * in Chromium as a user would, form after form in one tab: the session ends (its tokens leave the
 * tab's storage and the authority's cookies go, as when the sign-in is over), the user's next step
 * (Save, or reloading the page) meets the sign-in page, and after signing in again the same form is
 * back with its input and "Your unsaved changes were restored.". Then another account signs in on
 * the same browser and finds none of it, on screen or in the browser's storage.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
const RESTORED = 'Your unsaved changes were restored.';
const ASK = 'Discard your changes?';
/** In everything typed below, so that the browser's storage can be searched for any of it. */
const MARK = 'zqx';

/** The sign-in is over: the tab's tokens and the authority's session are gone. */
async function endSession(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.')) sessionStorage.removeItem(key);
  });
  await page.context().clearCookies();
}

/** The user's next step meets the sign-in page; signing in again brings back the page it left, with the message. */
async function signInAgain(page: Page, nextStep: () => Promise<void>, email = 'tms.admin@sandbox.test') {
  await nextStep();
  await page.waitForURL((u) => u.pathname.startsWith('/authority/'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function endAndSignInAgain(page: Page, nextStep: () => Promise<void>) {
  await endSession(page);
  await signInAgain(page, nextStep);
  await page.getByText(RESTORED).waitFor({ timeout: 15000 });
}

/** Reloading a page whose dialog holds input: the browser asks first, and the user leaves. */
async function reload(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

/** Close (Esc where the dialog has no Close button), then Discard: the input is thrown away on purpose, its draft with it. */
async function discard(page: Page, dialog: Locator) {
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  if (await close.count()) await close.first().click();
  else await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: ASK }).getByRole('button', { name: 'Discard' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Every text the origin's localStorage, sessionStorage and IndexedDB hold, keys and values. */
function storedTexts(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts = [...Object.entries(localStorage), ...Object.entries(sessionStorage)].flat();
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => ok(opening.result);
        opening.onerror = () => fail(opening.error);
      });
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store).objectStore(store).getAll();
        texts.push(name, store, JSON.stringify(await new Promise((ok) => (all.onsuccess = () => ok(all.result)))));
      }
      db.close();
    }
    return texts.join('\n');
  });
}

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('console.draft.')));

describe('unsaved input after the session ends (Chromium)', () => {
  it('ten forms come back with their input after signing in again; another account on the same browser finds none of it', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password);
    const details = page.getByRole('region', { name: 'Details of Quadrant Root' });

    // A tenant note, saved after the session ended.
    await details.getByRole('tab', { name: 'Notes' }).click();
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill(`${MARK} note`);
    await endAndSignInAgain(page, () => page.getByRole('button', { name: 'Save note' }).click());
    expect(await note.inputValue()).toBe(`${MARK} note`);

    // The organization's config, in edit mode again.
    await details.getByRole('tab', { name: 'Config' }).click();
    const config = page.getByRole('tabpanel', { name: 'Config' });
    await config.getByRole('button', { name: 'Edit' }).click();
    await config.getByRole('textbox', { name: 'Customer reference' }).fill(`${MARK}-ref`);
    await endAndSignInAgain(page, () => config.getByRole('button', { name: 'Save' }).click());
    expect(await config.getByRole('textbox', { name: 'Customer reference' }).inputValue()).toBe(`${MARK}-ref`);
    expect(await config.getByRole('textbox', { name: 'Customer reference' }).isEditable()).toBe(true);

    // A child organization.
    await details.getByRole('link', { name: 'Add child' }).click();
    const child = page.getByRole('dialog', { name: 'New child organization' });
    await child.getByRole('textbox', { name: 'Name' }).fill(`${MARK} Child`);
    await endAndSignInAgain(page, () => child.getByRole('button', { name: 'Create' }).click());
    expect(await child.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${MARK} Child`);
    await discard(page, child);

    // Add trial.
    await details.getByRole('link', { name: 'Add trial' }).click();
    const trial = page.getByRole('dialog', { name: 'Add trial' });
    await trial.getByRole('radio', { name: 'Reporting' }).check();
    await endAndSignInAgain(page, () => trial.getByRole('button', { name: 'Add trial' }).click());
    expect(await trial.getByRole('radio', { name: 'Reporting' }).isChecked()).toBe(true);
    await discard(page, trial);

    // Provision DPC.
    await details.getByRole('link', { name: 'Provision DPC' }).click();
    const dpc = page.getByRole('dialog', { name: 'Provision DPC' });
    await dpc.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option').first().click();
    await dpc.getByRole('textbox', { name: 'Alias' }).fill(`${MARK}dpc`);
    await endAndSignInAgain(page, () => dpc.getByRole('button', { name: 'Provision' }).click());
    expect(await dpc.getByRole('textbox', { name: 'Alias' }).inputValue()).toBe(`${MARK}dpc`);
    await discard(page, dpc);

    // A subscription with an added item row: its rows are not complete, so the user reloads the page.
    await details.getByRole('tab', { name: 'Subscriptions' }).click();
    await page.getByRole('button', { name: 'Add subscription' }).click();
    const subscription = page.getByRole('dialog', { name: 'Add subscription' });
    await subscription.getByRole('textbox', { name: 'Description' }).fill(`${MARK} subscription`);
    await subscription.getByRole('button', { name: 'Add item' }).click();
    const items = subscription.getByRole('table', { name: 'Items' }).getByRole('rowgroup').nth(1).getByRole('row');
    await expect.poll(() => items.count()).toBe(1);
    await endAndSignInAgain(page, () => reload(page));
    expect(await subscription.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(`${MARK} subscription`);
    expect(await items.count()).toBe(1);
    await discard(page, subscription);

    // A service account: its password is never kept.
    await page.getByRole('menuitem', { name: 'Service Accounts' }).click();
    await page.getByRole('button', { name: 'Add service account' }).click();
    const account = page.getByRole('dialog', { name: 'New service account' });
    await account.getByRole('textbox', { name: 'Friendly name' }).fill(`${MARK} export`);
    await account.getByRole('textbox', { name: 'Username' }).fill(`svc-${MARK}@contoso.com`);
    await account.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-kept-1234');
    await account.getByRole('textbox', { name: 'Confirm password' }).fill('Not-kept-1234');
    await endAndSignInAgain(page, () => account.getByRole('button', { name: 'Save' }).click());
    expect(await account.getByRole('textbox', { name: 'Friendly name' }).inputValue()).toBe(`${MARK} export`);
    expect(await account.getByRole('textbox', { name: 'Password', exact: true }).inputValue()).toBe('');
    await discard(page, account);

    // The tenant contact of the tenant chosen on Tenant Status.
    await page.getByRole('menuitem', { name: 'Tenant Status' }).click();
    await page.getByRole('combobox', { name: 'Select organizations' }).fill('Quadrant Internal IT');
    await page.getByRole('option', { name: 'Quadrant Internal IT', exact: true }).click();
    await page.keyboard.press('Escape');
    await page
      .getByRole('radio', { name: /^Select / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Edit Contact Details' }).click();
    const contact = page.getByRole('dialog', { name: /^Contact details of / });
    await contact.getByRole('textbox', { name: 'Name' }).fill(`${MARK} Contact`);
    await endAndSignInAgain(page, () => contact.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => contact.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${MARK} Contact`);
    await discard(page, contact);

    // A group's new name.
    await page.getByRole('menuitem', { name: 'Organization Groups' }).click();
    await page.getByRole('button', { name: 'Rename' }).first().click();
    const groupName = page.getByRole('textbox', { name: 'Group name' });
    await groupName.fill(`${MARK} group`);
    await endAndSignInAgain(page, () => page.getByRole('list', { name: 'Groups' }).getByRole('button', { name: 'Save' }).click());
    expect(await groupName.inputValue()).toBe(`${MARK} group`);
    await page.getByRole('list', { name: 'Groups' }).getByRole('button', { name: 'Cancel' }).click();

    // The boundary wizard at its third step: nothing there is sent, so the user reloads the page.
    await page.getByRole('menuitem', { name: 'Virtual Boundaries' }).click();
    await page.getByRole('button', { name: 'Add boundary' }).click();
    const wizard = page.getByRole('dialog', { name: 'Add boundary' });
    await wizard.getByLabel('Name').fill(`${MARK} boundary`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Find users').fill('lena');
    await page.getByRole('option').first().click();
    await wizard.getByRole('button', { name: 'Add users' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('checkbox', { name: 'Users' }).check();
    await endAndSignInAgain(page, () => reload(page));
    await wizard.getByRole('heading', { name: 'Data sources' }).waitFor();
    expect(await wizard.getByRole('checkbox', { name: 'Users' }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Previous' }).click();
    await wizard.getByRole('cell', { name: 'Lena Fischer', exact: true }).waitFor();
    await wizard.getByRole('button', { name: 'Previous' }).click();
    expect(await wizard.getByLabel('Name').inputValue()).toBe(`${MARK} boundary`);

    // The session ends again with the wizard's input kept; someone else signs in on this browser.
    await endSession(page);
    await reload(page);
    await page.waitForURL((u) => u.pathname.startsWith('/authority/'));
    const kept = await draftKeys(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(await storedTexts(page)).toContain(MARK);
    const owner = (JSON.parse(kept[0].slice('console.draft.'.length)) as string[])[0];
    await signInAgain(page, () => page.getByLabel('Password').waitFor(), 'customer.admin@sandbox.test');
    await page.waitForURL((u) => !u.pathname.startsWith('/authority') && !u.pathname.startsWith('/auth-callback'));
    await page.getByRole('menuitem', { name: 'Virtual Boundaries' }).waitFor();
    expect(await page.getByText(RESTORED).count()).toBe(0);
    expect(await page.getByText(MARK).count()).toBe(0);
    expect(await draftKeys(page)).toEqual([]);
    const stored = await storedTexts(page);
    expect(stored).not.toContain(MARK);
    expect(stored).not.toContain(owner);
    await closeTestPage(page);
  });
});
