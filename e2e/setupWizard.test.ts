import type { Page } from 'playwright-core';
import { expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The setup wizard in Chromium against the sandbox: customer.admin, the System
 * Administrator of a new tenant customer (the sandbox seeded with SEED_NEW_CUSTOMER=1: Contoso
 * Pharmaceuticals has a Reporting subscription and no tenant yet), goes from the tenant name to the
 * final check, through the emulated consent page and identity provider, and lands on its hierarchy
 * page. axe runs on each page visited; screenshots of every step go to /tmp/wizard-*.png.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, INIT_TENANT_SECONDS: '4', SEED_NEW_CUSTOMER: '1' });
let page: Page;

beforeAll(async () => {
  page = await newTestPage();
  await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password);
});

const orgRow = (name: string) => session.row<{ id: number; parent_id: number }>('SELECT id, parent_id FROM organizations WHERE name = ?', name);

const wizard = (p: Page) => p.getByRole('dialog', { name: 'Set up Quadrant' });
const stepHeading = (p: Page, name: string) => wizard(p).getByRole('heading', { level: 2, name, exact: true });
/** Waits until the side panel has finished sliding in (axe would read it halfway). */
const settled = (p: Page) =>
  p.waitForFunction(() => [...document.querySelectorAll('.MuiDrawer-paper')].every((d) => getComputedStyle(d).transform === 'none'));
const check = async (p: Page, label: string, shot: string) => {
  await settled(p);
  await expectAccessible(p, label);
  await p.screenshot({ path: `/tmp/wizard-${shot}.png`, fullPage: true });
};

describe('setup wizard for a new tenant customer', () => {
  it('customer.admin goes from the tenant name to the final check and lands on the organization', async () => {
    const { id, parent_id: parent } = orgRow('Contoso Pharmaceuticals');
    await page.goto(`${session.sandbox.url}/hierarchy/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Contoso Pharmaceuticals', exact: true }).waitFor();
    await page.getByRole('toolbar', { name: 'Organization commands' }).getByRole('link', { name: 'Setup Reporting' }).click();
    await page.waitForURL(`${session.sandbox.url}/${parent}/setup/${id}`);
    await wizard(page).getByText('Organization: Contoso Pharmaceuticals').waitFor();
    await stepHeading(page, 'Connect Tenant').waitFor();
    const name = wizard(page).getByRole('textbox', { name: 'Tenant name' });
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await wizard(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(
      await wizard(page)
        .getByRole('button', { name: /Previous|Back/ })
        .count(),
    ).toBe(0);
    await name.fill('contoso pharma');
    await wizard(page)
      .getByText(/may contain only letters, digits and hyphens/)
      .waitFor();
    await check(page, 'the wizard, tenant connection', '1-connect');

    // 1. Tenant connection: the emulated directory consent, back to /{parent}/setup.
    await name.fill('contoso-pharma');
    await wizard(page).getByRole('button', { name: 'Connect Tenant' }).click();
    await page.waitForURL((u) => u.pathname === '/emulated/consent');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${session.sandbox.url}/${parent}/setup`);
    expect(new URL(page.url()).searchParams.get('state')).toBe(String(id));
    await page.getByRole('heading', { name: 'Permissions requested' }).waitFor();
    await expectAccessible(page, 'the emulated consent page');
    await page.screenshot({ path: '/tmp/wizard-2-consent.png', fullPage: true });
    await page.getByRole('button', { name: 'Grant' }).click();

    // 2. Connection result; the directory's answer has left the address bar.
    await stepHeading(page, 'Connection result').waitFor();
    await wizard(page).getByText('The directory tenant contoso-pharma.onmicrosoft.com is connected to Contoso Pharmaceuticals.').waitFor();
    expect(page.url()).toBe(`${session.sandbox.url}/${parent}/setup/${id}`);
    await check(page, 'the wizard, connection result', '3-result');
    await wizard(page).getByRole('button', { name: 'Next' }).click();

    // 3. Terms and Agreements, after provisioning data collection.
    await stepHeading(page, 'Terms and Agreements').waitFor();
    expect(await wizard(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await wizard(page).getByRole('button', { name: 'Agree' }).isDisabled()).toBe(true);
    await check(page, 'the wizard, terms before provisioning', '4a-terms-start');
    await wizard(page).getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'US' }).click();
    await wizard(page).getByRole('button', { name: 'Provision data collection' }).click();
    await wizard(page).getByText('Data collection is provisioned (region US).').waitFor();
    await wizard(page)
      .getByRole('checkbox', { name: /I have read, understood, and accepted/ })
      .check();
    await wizard(page).getByRole('button', { name: 'Agree' }).click();
    await wizard(page).getByText('The terms were accepted.').waitFor();
    await check(page, 'the wizard, terms and agreements', '4-terms');
    await wizard(page).getByRole('button', { name: 'Next' }).click();

    // 4. Global reader role, automatic: the emulated identity provider, back to the wizard at this step.
    await stepHeading(page, 'Global reader role').waitFor();
    await check(page, 'the wizard, global reader role', '5-global-reader');
    await wizard(page).getByRole('button', { name: 'Sign in and assign the role' }).click();
    await page.waitForURL((u) => u.pathname === '/emulated/identity/authorize');
    await page.getByRole('heading', { name: 'Accept permissions' }).waitFor();
    await expectAccessible(page, 'the emulated identity provider page');
    await page.screenshot({ path: '/tmp/wizard-6-identity.png', fullPage: true });
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(`${session.sandbox.url}/${parent}/setup/${id}`);
    await stepHeading(page, 'Global reader role').waitFor();
    await wizard(page).getByText('The Global Reader role is assigned to the reporting application.').waitFor();
    // The sequence goes on after the role shows as assigned (the reporting application's service principal
    // is deleted 5 s after the assignment) and keeps the choices disabled until then: axe is run on the page
    // once they are enabled again, not while they change under it (it once read a label's colour disabled
    // and the control enabled, and called it a contrast failure).
    await wizard(page).getByRole('radio', { name: 'Automatic', disabled: false }).waitFor();
    await check(page, 'the wizard, global reader granted', '7-global-reader-done');
    await wizard(page).getByRole('button', { name: 'Next' }).click();

    // 5. Final check, then Finish: setupDone and the organization's page.
    await stepHeading(page, 'Final check').waitFor();
    const checks = wizard(page).getByRole('list', { name: 'Final check' });
    await checks.getByText('Granted', { exact: true }).waitFor();
    await checks.getByText('Signed Up', { exact: true }).waitFor();
    await checks.getByText('Accepted', { exact: true }).waitFor();
    await check(page, 'the wizard, final check', '8-final');
    await wizard(page).getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(`${session.sandbox.url}/hierarchy/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Contoso Pharmaceuticals', exact: true }).waitFor();
    expect(await page.evaluate((org) => localStorage.getItem(`setupWizard.setupDone.${org}`), id)).not.toBeNull();
    await expectAccessible(page, 'the organization after the setup');
    await page.screenshot({ path: '/tmp/wizard-9-hierarchy.png', fullPage: true });
  }, 180_000);
});
