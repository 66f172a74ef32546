import en from '../../src/i18n/en.json';
import { menuFor } from './accounts';
import { closeTestPage, signIn } from './browser';
import { checkStep, clickEveryTab, journeyPage, pageShown, walkMainMenu, type Journey, type WalkOptions } from './journey';
import { e2ePassword, type E2eSession } from './session';

/**
 * The seeded accounts of the README in two files (e2e/journeys.test.ts and
 * e2e/journeysMoreAccounts.test.ts) of about the same length, so the runner can balance them;
 * e2e/journeys.test.ts checks that together they are every account.
 */
export const journeyAccounts = {
  first: ['tms.admin@sandbox.test', 'tms.viewer@sandbox.test', 'license.admin@sandbox.test', 'partner.admin@sandbox.test', 'no.roles@sandbox.test'],
  more: [
    'root.sysadmin@sandbox.test',
    'staff@sandbox.test',
    'restricted.admin@sandbox.test',
    'distributor.admin@sandbox.test',
    'customer.admin@sandbox.test',
  ],
};

/** What the page an account lands on says, where it is not a page of its menu: no.roles may open no organization's tree. */
const landingTexts: Partial<Record<string, string>> = { 'no.roles@sandbox.test': en.permissions.noPermission.message };

/**
 * Signs in on the sign-in page and checks the page the console lands on: the sign-in's answer (code,
 * state, a token) gone from the address, the account's landing text, and every axe rule, not only
 * WCAG's (the walk's later steps judge WCAG 2.1 A/AA).
 */
export async function startJourney(session: E2eSession, email: string, options: WalkOptions = {}): Promise<Journey> {
  const journey = await journeyPage(options);
  const { page } = journey;
  await signIn(page, session.sandbox.url, email, e2ePassword);
  await pageShown(page);
  const landed = new URL(page.url());
  expect(landed.search + landed.hash).not.toMatch(/code=|token|state=/);
  const landingText = landingTexts[email];
  if (landingText) await page.getByText(landingText).waitFor();
  await checkStep(journey, `${email} lands on ${landed.pathname}`, { everyRule: true });
  return journey;
}

/** Manage Users lists people; a person's page has tabs of its own: the first user's are walked too. */
export async function openFirstUser(journey: Journey, label: string) {
  if (label !== 'Manage Users' && label !== 'Benutzer verwalten') return;
  const { page } = journey;
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL((u) => u.pathname.startsWith('/internaluser/'));
  await page.getByRole('tab').first().waitFor();
  await checkStep(journey, `${label} › a user`);
  await clickEveryTab(journey, `${label} › a user`);
}

/** One test per account: its whole menu and every tab, nothing wrong at any step. */
export function accountJourneys(session: E2eSession, emails: readonly string[], options: WalkOptions = {}) {
  for (const email of emails) {
    it(`${email}: signs in, then every menu entry and every tab`, async () => {
      const journey = await startJourney(session, email, options);
      const walked = await walkMainMenu(journey, (label) => openFirstUser(journey, label));
      expect(walked).toEqual(menuFor(email));
      expect(journey.findings).toEqual([]);
      await closeTestPage(journey.page);
    });
  }
}
