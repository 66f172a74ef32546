import { expectedMenus, menuFor } from './support/accounts';
import { signIn } from './support/browser';
import { checkStep, clickEveryTab, journeyPage, mainMenu, walkMainMenu, type Journey } from './support/journey';
import { useSandboxAndBrowser } from './support/session';

/**
 * Every seeded account of the README, as a user would go: sign in on the sign-in page, then every
 * entry of the main menu by a click, in order, and every tab of each page; after each step no error
 * screen, no uncaught exception, no console.error and no serious or critical WCAG 2.1 A/AA violation.
 * Then tms.admin once more in German and dark mode, and one walk across pages that share caches.
 */
const password = 'E2e-Sandbox-Pass-journeys';
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
vi.setConfig({ testTimeout: 120_000 });

/** Signs in and checks the page the console lands on. */
async function start(journey: Journey, email: string) {
  await signIn(journey.page, session.sandbox.url, email, password);
  await journey.page.getByRole('heading', { level: 1 }).first().waitFor();
  await checkStep(journey, `${email} lands on ${new URL(journey.page.url()).pathname}`);
}

/** Manage Users lists people; a person's page has tabs of its own: the first user's are walked too. */
async function openFirstUser(journey: Journey, label: string) {
  if (label !== 'Manage Users' && label !== 'Benutzer verwalten') return;
  const first = journey.page.getByRole('table').getByRole('row').nth(1);
  await first.getByRole('cell').first().click();
  await journey.page.waitForURL((u) => u.pathname.startsWith('/internaluser/'));
  await journey.page.getByRole('tab').first().waitFor();
  await checkStep(journey, `${label} › a user`);
  await clickEveryTab(journey, `${label} › a user`);
}

describe('journeys: every account through its whole menu', () => {
  for (const email of Object.keys(expectedMenus)) {
    it(email, async () => {
      const journey = await journeyPage(session.browser);
      await start(journey, email);
      const walked = await walkMainMenu(journey, (label) => openFirstUser(journey, label));
      expect(walked).toEqual(menuFor(email));
      expect(journey.findings).toEqual([]);
      await journey.page.context().close();
    });
  }

  it('tms.admin in German and dark mode', async () => {
    const journey = await journeyPage(session.browser);
    const { page } = journey;
    await start(journey, 'tms.admin@sandbox.test');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Meine Organisation' }).waitFor();
    await page.getByRole('button', { name: 'Hell-/Dunkelmodus umschalten' }).click();
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)');
    await checkStep(journey, 'German, dark');
    await walkMainMenu(journey, (label) => openFirstUser(journey, label));
    expect(journey.findings).toEqual([]);
    await page.context().close();
  });
});
