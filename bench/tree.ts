/**
 * Organization tree benchmark (for speed), for bench/run.ts: given the
 * sandbox's base URL and a Playwright page already signed in (normally tms.admin, who sees every
 * organization) in a fresh browser context (nothing kept yet), it measures in the browser itself
 * (performance.now(), frame by frame):
 *
 * First visit (nothing kept in IndexedDB):
 * - firstRowMs: navigation to /hierarchy → the first tree row painted (starting the console included);
 * - downloadMs: the associations request as the browser timed it (resource timing: start → last byte);
 * - firstByteMs: of the download, the request's start → its first byte;
 * - afterRequestMs: the associations request's start → the first row painted (download, parse, first render);
 * - afterLastByteMs: the download's last byte → the first row painted;
 * - usableAfterRequestMs: the request's start → the whole tree painted and usable (on a first visit
 *   the first rows show as soon as they are parsed, busy and inert, while the rest is);
 *   `afterRequestMs / downloadMs` is the "first row within 1.3× the download" figure;
 * - longestTaskMs: the longest main-thread task (PerformanceObserver "longtask") from the request's
 *   start to the first row; longestTaskVisitMs: the same over the whole visit until the answer is kept;
 * - selectDeepMs: the address changed to the deepest organization → its row selected and painted;
 * - searchKeystrokeMs: the last keystroke of a search → the filtered tree painted (debounce included);
 * - treeDomNodes / treeDomNodesAfterSearch: elements inside the tree (must not grow with the organizations).
 *
 * Returning visit (the same tab, the answer kept):
 * - returnFirstRowMs: navigation → first row; returnTreeMs: the page asking for the tree
 *   (performance mark "hierarchy:tree-requested") → first row, of which returnKeptReadMs reading
 *   the kept answer from IndexedDB (mark "hierarchy:tree-kept-read");
 * - returnStatus: the revalidation's HTTP status (304 when unchanged); returnLongestTaskMs as above.
 */
import type { Page } from 'playwright-core';
import { frameWhen } from './frameWhen';

export interface TreeBenchResult {
  organizations: number;
  firstRowMs: number;
  downloadMs: number | null;
  /** Of the download: the request's start → its first byte (the service building and compressing the answer). */
  firstByteMs: number | null;
  afterRequestMs: number | null;
  /** The last byte → the first row painted (what parsing and rendering leave after the download). */
  afterLastByteMs: number | null;
  /** The request's start → the whole tree painted and usable (the first rows show before, busy and inert). */
  usableAfterRequestMs: number | null;
  longestTaskMs: number;
  longestTaskVisitMs: number;
  selectDeepMs: number;
  searchKeystrokeMs: number;
  treeDomNodes: number;
  treeDomNodesAfterSearch: number;
  returnFirstRowMs: number;
  returnTreeMs: number | null;
  returnKeptReadMs: number | null;
  returnStatus: number | null;
  returnLongestTaskMs: number;
  deepOrganizationId: number;
  searchText: string;
}

interface AssociationLite {
  organizationId: number;
  organizationName: string;
  parentId: number | null;
}

/** Collects the main thread's long tasks from the first script on (every navigation of the page's context). */
export const longTaskRecorder = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

const firstRow = `!!document.querySelector('[role="tree"] [role="treeitem"]')`;
/** The tree shown is the whole one: not the first rows shown busy (inert) while the rest is parsed. */
const usableTree = `!!document.querySelector('[role="tree"] [role="treeitem"]') && !document.querySelector('[role="tree"]').closest('[inert]')`;

/** The associations request of this page load: start, duration and status (resource timing). */
const associationsTiming = (page: Page) =>
  page.evaluate(`(() => {
    const e = performance.getEntriesByType('resource').find((r) => r.name.includes('/associations'));
    return e ? { start: e.startTime, firstByte: e.responseStart, duration: e.duration, end: e.responseEnd, status: e.responseStatus ?? null } : null;
  })()`) as Promise<{ start: number; firstByte: number; duration: number; end: number; status: number | null } | null>;

const longestTask = (page: Page, from: number, to: number) =>
  page.evaluate(
    `Math.round(Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration > ${from} && t.start < ${to}).map((t) => t.duration)))`,
  ) as Promise<number>;

/** Resolves once the page has kept the answer in IndexedDB (it does so when idle, after the first row). */
const answerKept = (page: Page) =>
  page.waitForFunction(
    `new Promise((resolve) => {
      const r = indexedDB.open('tenant-console');
      r.onsuccess = () => {
        const db = r.result;
        if (!db.objectStoreNames.contains('associationsTree')) return resolve(false);
        const c = db.transaction('associationsTree').objectStore('associationsTree').count();
        c.onsuccess = () => resolve(c.result > 0);
        c.onerror = () => resolve(false);
      };
      r.onerror = () => resolve(false);
    })`,
    undefined,
    { timeout: 60_000, polling: 250 },
  );

export async function measureTree(baseUrl: string, page: Page): Promise<TreeBenchResult> {
  await page.addInitScript(longTaskRecorder);

  // 1. First visit: navigation → first painted row (performance.now() counts from the navigation's start).
  await page.goto(`${baseUrl}/hierarchy`, { waitUntil: 'commit' });
  const firstRowMs = await frameWhen(page, firstRow);
  const usableMs = await frameWhen(page, usableTree);
  const timing = await associationsTiming(page);
  const longestTaskMs = await longestTask(page, timing?.start ?? 0, firstRowMs);
  const treeDomNodes = await page.evaluate(() => document.querySelector('[role="tree"]')!.querySelectorAll('*').length);
  await answerKept(page);
  const longestTaskVisitMs = await longestTask(page, 0, await page.evaluate(() => performance.now()));

  // The list the tree was built from, to pick the deepest organization and a search text; fetched
  // here, not in the page, so that parsing it does not weigh on the page's measurements.
  const session = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!);
    const config = await (await fetch('/config.json')).json();
    return { token: user.access_token as string, orgId: user.profile.org_id as number, account: config.services.account as string };
  });
  const answer = await fetch(`${session.account}/api/v1.0/organizations/${session.orgId}/associations?addUsers=false`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const list = (await answer.json()) as AssociationLite[];
  const depth = new Map<number, number>();
  for (const o of list) depth.set(o.organizationId, o.parentId === null ? 1 : (depth.get(o.parentId) ?? 0) + 1);
  const deep = list.reduce((a, b) => ((depth.get(b.organizationId) ?? 0) > (depth.get(a.organizationId) ?? 0) ? b : a));

  // 2. Select the deepest organization by address (as a shared link or the back button would).
  const selectStart = await page.evaluate((id) => {
    const t0 = performance.now();
    history.pushState({}, '', `/hierarchy/${id}`);
    dispatchEvent(new PopStateEvent('popstate'));
    return t0;
  }, deep.organizationId);
  const selectEnd = await frameWhen(page, `document.getElementById('org-tree-${deep.organizationId}')?.getAttribute('aria-selected') === 'true'`);

  // 3. The last keystroke of a search for that organization's name.
  const searchText = deep.organizationName.toLowerCase();
  const type = (text: string) =>
    page.evaluate((value) => {
      // A keystroke as the browser delivers it to React: the input's value changes, then an input event.
      const el = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      const t0 = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      return t0;
    }, text);
  const filterIs = (text: string) => `document.querySelector('[role="tree"]').dataset.filter === ${JSON.stringify(text.trim())}`;
  await type(searchText.slice(0, -1));
  await frameWhen(page, filterIs(searchText.slice(0, -1)));
  const keyStart = await type(searchText);
  const keyEnd = await frameWhen(page, filterIs(searchText));
  const treeDomNodesAfterSearch = await page.evaluate(() => document.querySelector('[role="tree"]')!.querySelectorAll('*').length);

  // 4. Returning visit: the same tab opens the hierarchy again; the kept answer shows, then is revalidated.
  await page.goto(`${baseUrl}/hierarchy`, { waitUntil: 'commit' });
  const returnFirstRowMs = await frameWhen(page, firstRow);
  const asked = (await page.evaluate(`performance.getEntriesByName('hierarchy:tree-requested')[0]?.startTime ?? null`)) as number | null;
  const keptRead = (await page.evaluate(`performance.getEntriesByName('hierarchy:tree-kept-read')[0]?.startTime ?? null`)) as number | null;
  const returnLongestTaskMs = await longestTask(page, asked ?? 0, returnFirstRowMs);
  await page.waitForFunction(`performance.getEntriesByType('resource').some((r) => r.name.includes('/associations') && r.responseEnd > 0)`);
  const returned = await associationsTiming(page);

  return {
    organizations: list.length,
    firstRowMs: Math.round(firstRowMs),
    downloadMs: timing ? Math.round(timing.duration) : null,
    firstByteMs: timing ? Math.round(timing.firstByte - timing.start) : null,
    afterRequestMs: timing ? Math.round(firstRowMs - timing.start) : null,
    afterLastByteMs: timing ? Math.round(firstRowMs - timing.end) : null,
    usableAfterRequestMs: timing ? Math.round(usableMs - timing.start) : null,
    longestTaskMs,
    longestTaskVisitMs,
    selectDeepMs: Math.round(selectEnd - selectStart),
    searchKeystrokeMs: Math.round(keyEnd - keyStart),
    treeDomNodes,
    treeDomNodesAfterSearch,
    returnFirstRowMs: Math.round(returnFirstRowMs),
    returnTreeMs: asked === null ? null : Math.round(returnFirstRowMs - asked),
    returnKeptReadMs: asked === null || keptRead === null ? null : Math.round(keptRead - asked),
    returnStatus: returned?.status ?? null,
    returnLongestTaskMs,
    deepOrganizationId: deep.organizationId,
    searchText,
  };
}
