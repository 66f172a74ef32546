import type { Page } from 'playwright-core';
import { tokenFromDataDir } from '../tests/server';
import { closeTestPage, expectAccessible, newTestPage } from './support/browser';
import { useSandboxAndBrowser } from './support/session';

/** The emulated directory admin-consent page (docs/api.md) in Chromium: accessible, Grant and Deny redirect back. */
const session = useSandboxAndBrowser();

async function openConsent(page: Page) {
  const query = new URLSearchParams({
    tenant: 'northwinddist',
    client_id: 'any-client',
    redirect_uri: `${session.sandbox.url}/appProvision`,
    state: '2',
  });
  await page.goto(`${session.sandbox.url}/emulated/consent?${query}`);
}

/**
 * The state the directory needs before Grant: the console's call for the preferred
 * application, signed by tms.admin, issues it as a cookie of this browser context.
 */
async function startAsConsole(page: Page) {
  const token = await tokenFromDataDir(session.sandbox.dataDir, session.sandbox.url, 'tms.admin@sandbox.test');
  await page.request.get(`${session.sandbox.url}/svc/account/api/v1.0/azureApplications/preferred`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Clicks a button of the page and answers the query of the address the directory sends the browser back to. */
async function decide(page: Page, button: 'Grant' | 'Deny'): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/appProvision'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return new URL(request.url()).searchParams;
}

describe('emulated admin-consent page', () => {
  it('names the tenant, passes axe, and Grant returns tenant, state and admin_consent=True', async () => {
    const page = await newTestPage();
    await startAsConsole(page);
    await openConsent(page);
    await page.getByRole('heading', { name: 'Permissions requested' }).waitFor();
    expect(await page.locator('#tenant-name').textContent()).toBe('northwinddist.onmicrosoft.com');
    await expectAccessible(page, 'consent page');
    const params = await decide(page, 'Grant');
    expect(params.get('tenant')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(params.get('state')).toBe('2');
    expect(params.get('admin_consent')).toBe('True');
    await closeTestPage(page);
  });

  it('Deny returns access_denied with a multi-line description and the state', async () => {
    const page = await newTestPage();
    await openConsent(page);
    const params = await decide(page, 'Deny');
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')!.split('\n')[0].trim()).toBe('AADSTS65004: User declined to consent to access the app.');
    expect(params.get('state')).toBe('2');
    await closeTestPage(page);
  });
});
