import type { Page } from 'playwright-core';
import { expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The global reader part of data collection, in Chromium against the sandbox: root.sysadmin
 * verifies Contoso Pharmaceuticals' global reader role (424), chooses the automatic setup, accepts
 * on the emulated identity provider, and back in the console the sequence grants the role. axe runs
 * on each page visited, the identity provider's page included.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
let page: Page;

beforeAll(async () => {
  page = await newTestPage();
  await signIn(page, session.sandbox.url, 'root.sysadmin@sandbox.test', password);
});

const orgId = session.orgId;

const storedItems = (p: Page) => p.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('globalReader.')));

describe('automatic global reader setup', () => {
  it('shows the 424 message, signs in on the identity provider and grants the role', async () => {
    const contoso = orgId('Contoso Pharmaceuticals');
    const tab = `/hierarchy/${contoso}/data-collection`;
    await page.goto(session.sandbox.url + tab);
    const section = page.getByRole('region', { name: 'Global reader role' });
    await section.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/DeviceManagementRBAC\.Read\.All permission is allowed; if it still fails, contact support\./).waitFor();
    const setup = page.getByRole('region', { name: 'Assign the global reader role' });
    await setup.waitFor();
    expect(await setup.getByRole('radio', { name: 'Automatic' }).isChecked()).toBe(true);
    await expectAccessible(page, 'the Data Collection tab with the global reader setup');
    await setup.screenshot({ path: '/tmp/gr-setup-panel.png' });

    await setup.getByRole('radio', { name: 'Manual' }).check();
    await setup.getByText('3f9a1c27-5e84-4b6d-8f02-a1b2c3d4e5f6').waitFor();
    await expectAccessible(page, 'the manual global reader steps');
    await setup.screenshot({ path: '/tmp/gr-setup-manual.png' });
    await setup.getByRole('radio', { name: 'Automatic' }).check();

    await setup.getByRole('button', { name: 'Sign in and assign the role' }).click();
    await page.waitForURL((u) => u.pathname === '/emulated/identity/authorize');
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${session.sandbox.url}/appProvisionTest`);
    expect(authorize.searchParams.get('response_type')).toBe('token');
    await page.getByRole('heading', { name: 'Accept permissions' }).waitFor();
    await expectAccessible(page, 'the emulated identity provider page');

    const returned = page.waitForRequest((r) => new URL(r.url()).pathname === '/appProvisionTest');
    await page.getByRole('button', { name: 'Accept' }).click();
    await returned;
    await page.waitForURL((u) => u.pathname === tab);
    expect(page.url()).not.toContain('access_token');
    expect(page.url()).toBe(session.sandbox.url + tab);

    await page.getByRole('list', { name: 'Automatic global reader setup' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Assigning the global reader role...' }).waitFor();
    await setup.screenshot({ path: '/tmp/gr-setup-running.png' });
    await expectAccessible(page, 'the Data Collection tab while the automatic setup runs');
    await page.getByText('The Global Reader role is assigned to the reporting application.').waitFor();
    await section.getByText('Granted', { exact: true }).first().waitFor();
    await page.screenshot({ path: '/tmp/gr-setup-done.png', fullPage: true });
    await expectAccessible(page, 'the Data Collection tab after the automatic setup');

    // Deletion after 5 s, stored items cleared after 10 s; the history holds no token.
    await page.waitForFunction(() => !Object.keys(window.sessionStorage).some((k) => k.startsWith('globalReader.')));
    expect(await storedItems(page)).toEqual([]);
    await page.getByRole('status').waitFor({ state: 'detached' });
    await setup.screenshot({ path: '/tmp/gr-setup-finished.png' });
    await page.goBack();
    expect(page.url()).not.toContain('access_token');

    // A fresh visit verifies as granted.
    await page.goto(session.sandbox.url + tab);
    await page.getByRole('region', { name: 'Global reader role' }).getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('region', { name: 'Global reader role' }).getByText('Granted', { exact: true }).waitFor();
  }, 120_000);
});
