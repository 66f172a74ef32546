import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import de from '../../src/i18n/de.json';
import en from '../../src/i18n/en.json';

/**
 * The journeys' walk: sign in, open every entry of the main menu by clicking it, click every tab of
 * each page, and after each step note what went wrong (the error screen, an uncaught exception, a
 * console.error, a serious or critical axe violation). The menu and the tabs are read from the page,
 * so a new entry or tab is walked without editing a test.
 */

/** Window sizes to walk at; `desktop` is the browser tests' usual one. */
export const viewports = {
  desktop: { width: 1366, height: 900 },
  laptop: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

export interface WalkOptions {
  /** The window size (default desktop); the same walk runs at `viewports.laptop` or `viewports.phone`. */
  viewport?: { width: number; height: number };
}

/** The error screen's title in both languages (react-admin's error page). */
const errorTitles = [en.ra.page.error, de.ra.page.error];
const menuNames = [en.app.mainMenu, de.app.mainMenu];

/** A page of its own (its own context: no cookies, no storage) that records exceptions and console errors. */
export async function journeyPage(browser: Browser, options: WalkOptions = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? viewports.desktop });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught ${e.name}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  return { page, problems, findings: [] as string[] };
}
export type Journey = Awaited<ReturnType<typeof journeyPage>>;

/** The main menu, in either language. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: new RegExp(`^(${menuNames.join('|')})$`) });

/** Waits until the page has settled (no request running, no animation), so what is judged is what the user sees. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/** Notes, for this step, the error screen, exceptions and console errors since the last step, and axe's serious or critical violations. */
export async function checkStep(journey: Journey, step: string) {
  const { page, problems, findings } = journey;
  await settle(page);
  for (const title of errorTitles) {
    if (await page.getByText(title, { exact: true }).count()) findings.push(`${step}: the error screen ("${title}")`);
  }
  findings.push(...problems.splice(0).map((p) => `${step}: ${p}`));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    findings.push(`${step}: axe ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }
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
    await checkStep(journey, `${where} › tab ${name}`);
  }
}

/**
 * Opens every entry of the main menu by clicking it, in menu order, and clicks every tab of each
 * page; `after` runs on a page once its tabs are done (e.g. to open a record and walk its tabs).
 * Returns the entries walked.
 */
export async function walkMainMenu(journey: Journey, after?: (label: string) => Promise<void>) {
  const { page } = journey;
  const items = mainMenu(page).getByRole('menuitem');
  await items.first().waitFor();
  const labels = (await items.allInnerTexts()).map((l) => l.trim());
  for (const [i, label] of labels.entries()) {
    const item = mainMenu(page).getByRole('menuitem').nth(i);
    await item.click();
    const path = new URL((await item.getAttribute('href')) ?? '/', page.url()).pathname;
    await page.waitForURL((u) => u.pathname.startsWith(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await checkStep(journey, label);
    await clickEveryTab(journey, label);
    await after?.(label);
  }
  return labels;
}
