import type { Page } from 'playwright-core';
import { BROWSER_WAIT_MS, closeTestPage, newTestPage, signIn } from './support/browser';
import { expectNoSidewaysScroll, expectWithinWindow } from './support/layout';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The console on a 1024×768 laptop and a 390×844 phone (and the job table at 1440 px), in Chromium:
 * no page scrolls sideways, tables scroll in their own box with the row actions in view, the menu
 * folds to icons, the hierarchy stacks on a phone and the app bar keeps its commands. Then the
 * hierarchy's chosen organization carried by the menu's links.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });

async function pageAt(width: number, height: number, email = 'tms.admin@sandbox.test', path = '/'): Promise<Page> {
  const page = await newTestPage({ viewport: { width, height } });
  await signIn(page, session.sandbox.url, email, password, path);
  return page;
}

const open = async (page: Page, path: string) => {
  await page.goto(session.sandbox.url + path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

// The four checks at once: each has a browser profile of its own and only reads.
// Concurrent tests take `expect` from their context: the global one knows no current test once another ends,
// and expect.poll refuses to run without one.
describe.concurrent('narrow screens (Chromium)', () => {
  it('at 1024×768: no page scrolls sideways, the menu shows icons, Actions, Download CSV and the wide tables stay in view', async ({ expect }) => {
    const contoso = session.orgId('Contoso Pharmaceuticals');
    const page = await pageAt(1024, 768);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Service Accounts' }).waitFor();
    // The menu folds after the first render, with a transition of its width: wait for it to end.
    await expect
      .poll(async () => (await menu.boundingBox())!.width, { message: 'the menu folded to its icons', timeout: BROWSER_WAIT_MS })
      .toBeLessThan(80);

    for (const path of ['/hierarchy', `/hierarchy/${contoso}`, '/groups', '/tenant-overview', '/associations', '/invitations', '/my-invoices']) {
      await open(page, path);
      await expectNoSidewaysScroll(page);
    }
    await open(page, `/virtual-boundaries?org=${contoso}`);
    await page.getByRole('table', { name: 'Virtual boundaries of Contoso Pharmaceuticals' }).getByText('Clinical research').waitFor();
    await expectNoSidewaysScroll(page);
    await expectWithinWindow(page, page.getByRole('columnheader', { name: 'Actions' }), 'the boundaries’ Actions column');
    await expectWithinWindow(page, page.getByRole('button', { name: 'Download CSV' }), 'Download CSV');

    await open(page, '/service-accounts');
    await page.getByRole('table').getByText('Old collector').waitFor();
    await expectNoSidewaysScroll(page);
    await expectWithinWindow(page, page.getByRole('columnheader', { name: 'Actions' }), 'the service accounts’ Actions column');
    await expectWithinWindow(page, page.getByRole('row', { name: /Old collector/ }).getByRole('button', { name: 'Delete' }), 'a row’s Delete');

    await open(page, '/internalusers');
    await page.getByRole('table').first().waitFor();
    await expectNoSidewaysScroll(page);
    await closeTestPage(page);
  });

  it('at 390×844: the hierarchy stacks the tree over the detail, and the app bar keeps Search, alerts and the profile menu', async ({ expect }) => {
    const contoso = session.orgId('Contoso Pharmaceuticals');
    const page = await pageAt(390, 844, 'tms.admin@sandbox.test', `/hierarchy/${contoso}`);
    const tree = page.getByRole('tree').first();
    const detail = page.getByRole('heading', { name: 'Contoso Pharmaceuticals', level: 2 });
    await detail.waitFor();
    const treeBox = (await tree.boundingBox())!;
    const detailBox = (await detail.locator('xpath=ancestor::section[1]').boundingBox())!;
    expect(detailBox.y, 'the detail below the tree').toBeGreaterThanOrEqual(treeBox.y + treeBox.height - 1);
    expect(detailBox.width, 'the detail as wide as the phone').toBeGreaterThan(300);
    await expectNoSidewaysScroll(page);

    for (const path of ['/groups', '/tenant-overview', `/virtual-boundaries?org=${contoso}`, '/service-accounts', '/internalusers', '/my-invoices']) {
      await open(page, path);
      await expectNoSidewaysScroll(page);
      const bar = page.getByRole('banner');
      await expectWithinWindow(page, bar.getByRole('button', { name: /Search/ }), `Search on ${path}`);
      await expectWithinWindow(page, bar.getByRole('button', { name: /alerts/i }).first(), `the alerts on ${path}`);
      await expectWithinWindow(page, bar.getByRole('button', { name: /Profile|Taylor Morgan/ }).first(), `the profile menu on ${path}`);
    }
    await closeTestPage(page);
  });

  it("at 1440 px the Data Collection job table keeps the specification's column order and scrolls in its own region, by keyboard too", async ({
    expect,
  }) => {
    const contoso = session.orgId('Contoso Pharmaceuticals');
    const page = await pageAt(1440, 900, 'root.sysadmin@sandbox.test', `/hierarchy/${contoso}/data-collection`);
    const jobs = page.getByRole('region', { name: 'Tenant job status' }).last();
    await jobs.getByRole('row').nth(1).waitFor();
    const headers = (await jobs.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(['Job Name', 'Queued On', 'Started On', 'Last Success', 'Data As Of', 'Status', 'Duration', 'Actions']);
    await expectNoSidewaysScroll(page);
    // The region is wider inside than out: it scrolls, not the page, and arrow keys scroll it once it has the focus.
    expect(await jobs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await jobs.focus();
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await jobs.evaluate(
      (el) => new Promise<void>((scrolled) => (el.scrollLeft > 0 ? scrolled() : el.addEventListener('scroll', () => scrolled(), { once: true }))),
    );
    expect(await jobs.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await closeTestPage(page);
  });

  it('the organization chosen in the hierarchy is where Virtual Boundaries and the tenant status filter start, in the address', async ({
    expect,
  }) => {
    const contoso = session.orgId('Contoso Pharmaceuticals');
    const page = await pageAt(1366, 900, 'tms.admin@sandbox.test', `/hierarchy/${contoso}`);
    await page.getByRole('heading', { name: 'Contoso Pharmaceuticals', level: 2 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Virtual Boundaries' }).click();
    await page.getByText('Tenant: Contoso Pharmaceuticals').waitFor();
    expect(new URL(page.url()).searchParams.get('org')).toBe(String(contoso));
    // The menu's link carries it; opened as a link would be (a fresh load of that address).
    const href = await menu.getByRole('menuitem', { name: 'Tenant Status' }).getAttribute('href');
    expect(new URL(href!, session.sandbox.url).searchParams.get('orgs')).toBe(String(contoso));
    await page.goto(new URL(href!, session.sandbox.url).href);
    await page.getByRole('heading', { name: 'Tenant Status', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Contoso Pharmaceuticals' }).or(page.getByText('Contoso Pharmaceuticals').first()).first().waitFor();
    await closeTestPage(page);
  });
});
