import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';
import { chromiumArgs, chromiumPath } from './chromium';
import { BROWSER_WAIT_MS, desktopViewport } from './profiles';

export { BROWSER_WAIT_MS, closeTestPage, newTestPage } from './profiles';

/** A Chromium of its own, for the benchmarks (bench/); the tests take their pages from `newTestPage`. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

/** A fresh context (no cookies, no storage, no compiled code) and page, as a first visit would have: what the benchmarks measure. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: desktopViewport });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  return context.newPage();
}

/** Signs in through the authority's sign-in page and waits until the console is back. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, path = '/') {
  await page.goto(baseUrl + path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.origin === baseUrl && !u.pathname.startsWith('/authority') && !u.pathname.startsWith('/auth-callback'));
}

/** Runs axe on the page; a serious or critical violation fails the test. */
export async function expectAccessible(page: Page, label: string) {
  // Judge the settled page: react-admin's loading indicator is only there while requests run.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Colours are only measurable once fades and slides have finished (a snackbar fading in reads as low contrast).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const summary = (await seriousAxeViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`);
  expect(summary, `accessibility of ${label}`).toEqual([]);
}
