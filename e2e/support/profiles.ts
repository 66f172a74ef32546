import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumArgs, testBrowserPath } from './chromium';
import { watchContentSecurityPolicy } from './contentSecurityPolicy';

/**
 * How long a click or a wait for an element may take: Playwright's 30 s were passed on a loaded run
 * (three browser files and the unit suites on two cores); a limit only decides how long a failing
 * step takes to fail (docs/testing.md, "Time limits").
 */
export const BROWSER_WAIT_MS = 60_000;

/** The browser tests' usual window. */
export const desktopViewport = { width: 1366, height: 900 } as const;

/**
 * The pages the browser tests use, from Chromium profiles kept on disk for the worker's life.
 *
 * Why profiles on disk and not Playwright's contexts: every `browser.newContext()` is off the record,
 * and Chromium keeps no compiled code for such contexts, so each new page compiled the console's
 * megabyte of JavaScript again, about a third of what a new page cost (docs/testing.md, "Pages from
 * profiles kept on disk"). A profile on disk keeps its compiled code and HTTP cache, as a returning user's browser
 * does, and is emptied of everything else before each page it gives: its cookies (the sign-in's),
 * and the local storage, IndexedDB, caches and service workers of every origin its pages visited.
 * Its session storage is empty too: a test's tab is not closed at its end but kept for the
 * profile's next test, with its origin's session storage cleared and its history forgotten
 * (`closeTestPage`), since a new tab costs more than a used one. So each page still starts as a new
 * user's would: signed out, with no stored choices. (One difference is left: on a tab given again,
 * Back from the first page leads to a blank page, where a new tab's Back is disabled.)
 *
 * A profile is one cookie jar, so it gives one page at a time: a test that has two pages open at once
 * (two accounts side by side, the walks run concurrently) gets a second profile, launched on first
 * need and kept for the next files of the worker. A page that a test opens in the same context itself
 * (`page.context().newPage()`) shares its profile, as a second tab would.
 *
 * Each profile keeps one blank page open for its life: with none open, each new page cost a third
 * more (measured: 2.2 CPU-s against 3.0 for a sign-in to the tree).
 */
interface Profile {
  context: BrowserContext;
  /** The blank page kept open, and a DevTools session on it for emptying the profile. */
  keeper: Page;
  cdp: CDPSession;
  inUse: boolean;
  /** The origins its pages have visited since it was last emptied. */
  visited: Set<string>;
  /** The tab a test gave back, blank and emptied, for the next test (see `closeTestPage`). */
  spare?: Page;
}

/** Per test tab: the origins it visited (a tab is given again only if it visited one) and a DevTools session on it. */
const tabs = new WeakMap<Page, { origins: Set<string>; cdp?: CDPSession }>();

const profiles: Profile[] = [];
const launching = new Set<Promise<unknown>>();

/** Content-Security-Policy violations seen in any page since the last `takeViolations()`. */
const violations: string[] = [];

/** The violations collected since the last call, which a test fails on (e2e/support/session.ts). */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** The test browser on a profile kept at `dir`: what the pages below come from, and what a test that restarts the browser launches twice. */
export async function launchOnDisk(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: testBrowserPath(),
    args: chromiumArgs,
    headless: true,
    viewport: desktopViewport,
  });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  return context;
}

async function launchProfile(): Promise<Profile> {
  // The run's directory for profiles, removed at its end (e2e/support/profilesDirectory.ts).
  const dir = mkdtempSync(join(process.env.E2E_PROFILES_DIR ?? tmpdir(), 'profile-'));
  const context = await launchOnDisk(dir);
  await watchContentSecurityPolicy(context, violations);
  const keeper = context.pages()[0] ?? (await context.newPage());
  const profile: Profile = { context, keeper, cdp: await context.newCDPSession(keeper), inUse: true, visited: new Set() };
  context.on('page', (page) => {
    tabs.set(page, { origins: new Set() });
    watch(profile, page);
  });
  // A profile whose Chromium has ended is not given again.
  context.on('close', () => {
    if (profiles.includes(profile)) profiles.splice(profiles.indexOf(profile), 1);
  });
  profiles.push(profile);
  return profile;
}

/** The profile is free again once only its blank page and a tab given back are open. */
function release(profile: Profile) {
  if (profile.context.pages().every((p) => p === profile.keeper || p === profile.spare || p.isClosed())) profile.inUse = false;
}

/** Puts the profile's listeners on a page (again, for a tab given back): its closing, and the origins it visits. */
function watch(profile: Profile, page: Page) {
  page.on('close', () => release(profile));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
    const origin = new URL(frame.url()).origin;
    profile.visited.add(origin);
    tabs.get(page)?.origins.add(origin);
  });
}

/** Empties the profile of what a signed-in user leaves behind, keeping its compiled code and HTTP cache. */
async function empty(profile: Profile) {
  await profile.context.clearCookies();
  const storageTypes = 'local_storage,indexeddb,cache_storage,service_workers';
  await Promise.all([...profile.visited].map((origin) => profile.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes })));
  profile.visited.clear();
}

/** The pages opened during the running test (a test that runs alone: e2e/support/session.ts), closed at its end. */
let openedInTest: Set<Page> | undefined;

/** Where the page is opened: the window's size (the desktop's by default), and whether as a browser's very first visit. */
export interface TestPageOptions {
  viewport?: { width: number; height: number };
  /** No HTTP cache either: every file of the console is fetched from the sandbox (a test of what a deployment replaced). */
  firstVisit?: boolean;
  /**
   * The console's transitions and animations as a browser shows them by default. Without it the page
   * asks for reduced motion, as a user may in their system's settings, and the console ends every
   * transition at once (src/layout/themes.ts): the same pages, a tenth less of Chromium's work, and
   * no step waits for an animation (docs/testing.md "Reduced motion in the browser tests").
   * `E2E_MOTION=1` gives every page the animations.
   */
  motion?: boolean;
}

/**
 * A page as a new user's browser would open it: no cookies, no stored data. Opened in a test that runs alone, it is closed at the test's end; a
 * test that runs concurrently closes its pages itself (`closeTestPage`), and the file's end closes
 * what is left.
 */
export async function newTestPage(options: TestPageOptions = {}): Promise<Page> {
  const owner = openedInTest;
  let profile = profiles.find((p) => !p.inUse);
  if (profile) profile.inUse = true;
  else {
    const launched = launchProfile();
    launching.add(launched);
    profile = await launched.finally(() => launching.delete(launched));
  }
  await empty(profile);
  if (options.firstVisit) await profile.cdp.send('Network.clearBrowserCache');
  const spare = profile.spare;
  profile.spare = undefined;
  const page = spare && !spare.isClosed() ? await takeBack(spare) : await profile.context.newPage();
  owner?.add(page);
  if (options.viewport || spare) await page.setViewportSize(options.viewport ?? desktopViewport);
  await page.emulateMedia({ reducedMotion: options.motion || process.env.E2E_MOTION ? 'no-preference' : 'reduce' });
  return page;
}

/** A tab given back, for a new test: its history forgotten, so that Back goes nowhere the earlier test went. */
async function takeBack(page: Page): Promise<Page> {
  const tab = tabs.get(page)!;
  tab.cdp ??= await page.context().newCDPSession(page);
  await tab.cdp.send('Page.resetNavigationHistory');
  tab.origins.clear();
  return page;
}

/**
 * Ends a page of `newTestPage`, which gives its profile back: its tab is kept, blank, for the
 * profile's next page (`giveBack`), or else closed. A page is closed only from a blank
 * document: Chromium at times never finished closing a page of a profile on disk that was in the
 * middle of a navigation (one run in four of e2e/consentPage.test.ts, whose last click starts one).
 */
export async function closeTestPage(page: Page) {
  if (page.isClosed()) return;
  if (await giveBack(page)) return;
  await page.goto('about:blank').catch(() => undefined);
  await page.close().catch(() => undefined);
}

/**
 * Keeps a test's tab, blank, for its profile's next test instead of closing it: a new tab cost a
 * quarter more than the same sign-in in a tab used before (1.95 CPU-s against 1.5; docs/testing.md,
 * "Pages from profiles kept on disk"). What the tab keeps of the test is emptied: the session storage of the one
 * origin it visited (cleared while it is still there, since Chromium clears a tab's session storage
 * only from a page of that origin), the routes and listeners the test put on it, and, when it is given
 * again, its history. The profile empties cookies and stored data as for any page. A tab that visited
 * two origins, or cannot be reached, is closed as before.
 */
async function giveBack(page: Page): Promise<boolean> {
  const profile = profiles.find((p) => p.context === page.context());
  const tab = tabs.get(page);
  if (!profile || !tab || page === profile.keeper || profile.spare || tab.origins.size > 1) return false;
  if (profile.context.pages().some((p) => p !== page && p !== profile.keeper && !p.isClosed())) return false;
  const [origin] = tab.origins;
  const at = page.url().startsWith('http') ? new URL(page.url()).origin : undefined;
  if (origin && at !== origin) return false;
  try {
    if (origin) await page.evaluate(() => sessionStorage.clear());
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
  } catch {
    return false;
  }
  page.removeAllListeners();
  watch(profile, page);
  profile.spare = page;
  profile.inUse = false;
  return true;
}

async function closeAll(pages: Iterable<Page>) {
  await Promise.all([...pages].map(closeTestPage));
}

/** Pages opened from now on belong to the test that starts. */
export function testStarts() {
  openedInTest = new Set();
}

/** Closes the pages the test that ends opened (those of a beforeAll stay open for the file). */
export async function testEnds() {
  const pages = openedInTest ?? [];
  openedInTest = undefined;
  await closeAll(pages);
}

/** Closes every page the worker's profiles have open (a file's end), leaving the profiles for the next file. */
export async function closeTestPages() {
  await Promise.allSettled(launching);
  await closeAll(profiles.flatMap((p) => p.context.pages().filter((page) => page !== p.keeper && page !== p.spare)));
  violations.length = 0;
}
