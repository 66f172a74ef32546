import type { Page } from 'playwright-core';
import { expectedMenus } from './support/accounts';
import { closeTestPage } from './support/browser';
import { checkStep, mainMenu, pageShown, walkMainMenu } from './support/journey';
import { accountJourneys, journeyAccounts, openFirstUser, startJourney } from './support/journeyAccounts';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * Every seeded account of the README, as a user would go: sign in on the sign-in page, then every
 * entry of the main menu by a click, in order, and every tab of each page; after each step no error
 * screen, no uncaught exception, no console.error and no serious or critical WCAG 2.1 A/AA violation.
 * Here half of the accounts, tms.admin once more in German and dark mode, and one walk across pages
 * that share caches; the other half is e2e/journeysMoreAccounts.test.ts.
 */
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: e2ePassword });
vi.setConfig({ testTimeout: 300_000 });

const searchTree = async (page: Page, name: string) => {
  await page.getByLabel('Search organizations').fill(name.slice(0, 12));
  await page.getByRole('treeitem', { name: new RegExp(`^${name}`) }).click();
};

// The walks at once: each in a browser profile of its own, they only read and spend most of their time waiting.
describe.concurrent('journeys: every account through its whole menu', () => {
  it('the two journey files together walk every seeded account', () => {
    expect([...journeyAccounts.first, ...journeyAccounts.more].sort()).toEqual(Object.keys(expectedMenus).sort());
  });

  // tms.admin walks with the console's animations, as a browser shows them by default; every other walk
  // asks for reduced motion (e2e/support/profiles.ts, `motion`).
  const [withMotion, ...others] = journeyAccounts.first;
  accountJourneys(session, [withMotion], { motion: true });
  accountJourneys(session, others);

  it('tms.admin in German and dark mode, after asking the system for reduced motion', async () => {
    const journey = await startJourney(session, 'tms.admin@sandbox.test', { motion: true });
    const { page } = journey;
    // The system's setting changes under the open console: its transitions go from MUI's lengths to none.
    const profileTransition = () => page.getByRole('button', { name: 'Profile' }).evaluate((b) => getComputedStyle(b).transitionDuration);
    expect(await profileTransition()).toBe('0.25s, 0.25s, 0.25s, 0.25s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await profileTransition()).toBe('1e-05s');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Meine Organisation' }).waitFor();
    await page.getByRole('button', { name: 'Hell-/Dunkelmodus umschalten' }).click();
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)');
    await checkStep(journey, 'German, dark');
    await walkMainMenu(journey, (label) => openFirstUser(journey, label));
    expect(journey.findings).toEqual([]);
    await closeTestPage(page);
  });

  it('tms.admin across pages that share caches: tree, Tenant Status, Organization Groups, Virtual Boundaries, and Back to the tree', async () => {
    const org = 'Contoso Pharmaceuticals';
    const domain = session.row<{ d: string }>(
      `SELECT d.domain_name AS d FROM directory_tenants t JOIN verified_domains d ON d.tenant_id = t.id
      WHERE t.organization_id = ? AND d.is_default = 1`,
      session.orgId(org),
    ).d;
    const journey = await startJourney(session, 'tms.admin@sandbox.test');
    const { page } = journey;
    const menu = (name: string) => mainMenu(page).getByRole('menuitem', { name }).click();

    await searchTree(page, org);
    await page.getByRole('heading', { level: 2, name: org, exact: true }).waitFor();
    await checkStep(journey, `the tree, ${org} selected`);

    // The organization chosen in the tree comes along, in the address: the filter starts with it chosen.
    await menu('Tenant Status');
    expect(new URL(page.url()).searchParams.get('orgs')).toBe(String(session.orgId(org)));
    await page.getByRole('table', { name: 'Tenants' }).getByRole('cell', { name: domain, exact: true }).waitFor();
    const select = page.getByRole('combobox', { name: 'Select organizations' });
    await select.fill(org);
    expect(await page.getByRole('option', { name: org, exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await checkStep(journey, `Tenant Status, ${org} chosen`);

    await menu('Organization Groups');
    await page.getByText('By partner', { exact: true }).waitFor();
    await checkStep(journey, 'Organization Groups');

    await menu('Virtual Boundaries');
    await searchTree(page, org);
    await page
      .getByRole('table', { name: `Virtual boundaries of ${org}` })
      .getByText('Clinical research')
      .waitFor();
    await checkStep(journey, `Virtual Boundaries of ${org}`);

    // Back, page by page, to the tree as it was left: each page on the way shows without a fault.
    for (let back = 1; !new URL(page.url()).pathname.startsWith('/hierarchy'); back++) {
      expect(back, 'Back presses to reach the tree').toBeLessThan(10);
      await page.goBack();
      await pageShown(page);
      await checkStep(journey, `Back (${back}) to ${new URL(page.url()).pathname}`);
    }
    await page.getByRole('heading', { level: 2, name: org, exact: true }).waitFor();
    expect(await page.getByRole('treeitem', { name: new RegExp(`^${org}`) }).getAttribute('aria-selected')).toBe('true');
    expect(journey.findings).toEqual([]);
    await closeTestPage(page);
  });
});
