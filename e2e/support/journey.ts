import type { Page } from 'playwright-core';
import de from '../../src/i18n/de.json';
import en from '../../src/i18n/en.json';
import { seriousAxeViolations, wcag21aa } from './axe';
import { desktopViewport, newTestPage } from './profiles';

/**
 * The journeys' walk: sign in, open every entry of the main menu by clicking it, click every tab of
 * each page, and after each step note what went wrong (the error screen, an uncaught exception, a
 * console.error, a serious or critical axe violation). The menu and the tabs are read from the page,
 * so a new entry or tab is walked without editing a test.
 */

/** Window sizes to walk at; `desktop` is the browser tests' usual one. */
export const viewports = {
  desktop: desktopViewport,
  laptop: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

export interface WalkOptions {
  /** The window size (default desktop); the same walk runs at `viewports.laptop` or `viewports.phone`. */
  viewport?: { width: number; height: number };
  /** The console's animations on, as a browser shows them by default (e2e/support/profiles.ts, `motion`). */
  motion?: boolean;
}

/** The error screen's title in both languages (react-admin's error page). */
const errorTitles = [en.ra.page.error, de.ra.page.error];
const menuNames = [en.app.mainMenu, de.app.mainMenu];
const openMenuNames = [en.ra.action.open_menu, de.ra.action.open_menu];

/** A page of its own (no cookies, no storage: e2e/support/profiles.ts) that records exceptions and console errors. */
export async function journeyPage(options: WalkOptions = {}) {
  const page = await newTestPage({ viewport: options.viewport ?? viewports.desktop, motion: options.motion });
  const problems: string[] = [];
  // Requests under way, for `settle` (Playwright's networkidle waits 500 ms of quiet at every step).
  const network = { inFlight: 0, lastChange: Date.now() };
  const moved = (by: number) => () => {
    network.inFlight += by;
    network.lastChange = Date.now();
  };
  page.on('request', moved(1));
  page.on('requestfinished', moved(-1));
  page.on('requestfailed', moved(-1));
  page.on('pageerror', (e) => problems.push(`uncaught ${e.name}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  return { page, problems, network, findings: [] as string[] };
}
export type Journey = Awaited<ReturnType<typeof journeyPage>>;

/** The main menu, in either language. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: new RegExp(`^(${menuNames.join('|')})$`) });

/** The menu entry, after opening the menu from the app bar where the window is too narrow to show it. */
async function menuEntry(page: Page, index: number) {
  const item = mainMenu(page).getByRole('menuitem').nth(index);
  if (!(await item.isVisible())) {
    await page.getByRole('button', { name: new RegExp(`^(${openMenuNames.join('|')})$`) }).click();
    await item.waitFor();
  }
  return item;
}

/** Waits until a page shows: its title (h1) or the error screen, which `checkStep` then notes. */
export async function pageShown(page: Page) {
  const errorScreen = page.getByText(new RegExp(`^(${errorTitles.join('|')})$`));
  await page.getByRole('heading', { level: 1 }).or(errorScreen).first().waitFor();
}

/** Quiet time after the last request before a step is judged (a click's requests start within a render or two). */
const QUIET_MS = 200;

/** Waits until the page has settled (no request running for a moment, no animation), so what is judged is what the user sees. */
async function settle({ page, network }: Journey) {
  const start = Date.now();
  while (Date.now() - start < 10_000) {
    const quietFor = Date.now() - Math.max(network.lastChange, start);
    if (network.inFlight <= 0 && quietFor >= QUIET_MS) break;
    await page.waitForTimeout(50);
  }
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** What a step's check judges: the elements `scope` selects (else the whole page), by WCAG 2.1 A/AA's axe rules or by every rule. */
export interface StepOptions {
  scope?: string[];
  everyRule?: boolean;
}

/** Notes, for this step, the error screen, exceptions and console errors since the last step, and axe's serious or critical violations. */
export async function checkStep(journey: Journey, step: string, { scope, everyRule = false }: StepOptions = {}) {
  const { page, problems, findings } = journey;
  const t0 = Date.now();
  await settle(journey);
  const t1 = Date.now();
  for (const title of errorTitles) {
    if (await page.getByText(title, { exact: true }).count()) findings.push(`${step}: the error screen ("${title}")`);
  }
  findings.push(...problems.splice(0).map((p) => `${step}: ${p}`));
  // No page scrolls sideways, at any window size (a wide table scrolls in its own box).
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) findings.push(`${step}: the page scrolls sideways (${scrollWidth} px wide in a ${clientWidth} px window)`);
  for (const v of await seriousAxeViolations(page, { tags: everyRule ? undefined : wcag21aa, scope })) {
    findings.push(`${step}: axe ${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`);
  }
  // JOURNEY_DEBUG=1 prints what each step costs (waiting for the page, then the checks).
  if (process.env.JOURNEY_DEBUG) console.log(`${step}: settle ${t1 - t0} ms, checks ${Date.now() - t1} ms`);
}

/** Clicks every enabled tab of the page, in order, checking after each. */
export async function clickEveryTab(journey: Journey, where: string) {
  const tabs = journey.page.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-disabled')) === 'true' || (await tab.isDisabled())) continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    // The page around the tabs was checked when it opened: here the tabs and what they show.
    await checkStep(journey, `${where} › tab ${name}`, { scope: ['[role="tabpanel"]', '[role="tablist"]'] });
  }
}

/**
 * Opens every entry of the main menu by clicking it, in menu order, and clicks every tab of each
 * page; `after` runs on a page once its tabs are done (e.g. to open a record and walk its tabs).
 * Returns the entries walked.
 */
export async function walkMainMenu(journey: Journey, after?: (label: string) => Promise<void>) {
  const { page } = journey;
  await pageShown(page);
  await menuEntry(page, 0);
  const labels = (await mainMenu(page).getByRole('menuitem').allInnerTexts()).map((l) => l.trim());
  for (const [i, label] of labels.entries()) {
    const item = await menuEntry(page, i);
    // Read before the click: on a phone the menu is a drawer, which closes and leaves the page on a click.
    const path = new URL((await item.getAttribute('href')) ?? '/', page.url()).pathname;
    await item.click();
    await page.waitForURL((u) => u.pathname.startsWith(path));
    await pageShown(page);
    await checkStep(journey, label);
    await clickEveryTab(journey, label);
    await after?.(label);
  }
  return labels;
}
