/**
 * Organization tree rendering benchmark (issue 3 "Speed"), for bench/run.ts: given the sandbox's
 * base URL and a Playwright page already signed in (normally tms.admin, who sees every
 * organization), it measures in the browser itself (performance.now(), frame by frame):
 * - firstRowMs: navigation to /hierarchy → the first tree row painted;
 * - associationsMs: the associations request as the browser timed it (resource timing);
 * - selectDeepMs: the address changed to the deepest organization → its row selected and painted;
 * - searchKeystrokeMs: the last keystroke of a search → the filtered tree painted (debounce included);
 * - treeDomNodes / treeDomNodesAfterSearch: elements inside the tree (must not grow with the organizations);
 * - organizations: how many the tree holds.
 */
import type { Page } from 'playwright-core';

export interface TreeBenchResult {
  organizations: number;
  firstRowMs: number;
  associationsMs: number | null;
  selectDeepMs: number;
  searchKeystrokeMs: number;
  treeDomNodes: number;
  treeDomNodesAfterSearch: number;
  deepOrganizationId: number;
  searchText: string;
}

interface AssociationLite {
  organizationId: number;
  organizationName: string;
  parentId: number | null;
}

/**
 * Resolves on the first animation frame where `test` (an expression) holds in the page, with
 * performance.now() then. Written as text: the page must not receive code compiled by tsx.
 */
const frameWhen = (page: Page, test: string, timeoutMs = 60_000): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const start = performance.now();
    const tick = () => {
      if (${test}) requestAnimationFrame(() => resolve(performance.now()));
      else if (performance.now() - start > ${timeoutMs}) reject(new Error('timed out waiting for the tree'));
      else requestAnimationFrame(tick);
    };
    tick();
  })`);

export async function measureTree(baseUrl: string, page: Page): Promise<TreeBenchResult> {
  // 1. Navigation → first painted row (performance.now() counts from the navigation's start).
  await page.goto(`${baseUrl}/hierarchy`, { waitUntil: 'commit' });
  const firstRowMs = await frameWhen(page, `!!document.querySelector('[role="tree"] [role="treeitem"]')`);
  const associationsMs = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/associations'));
    return entry ? Math.round(entry.duration) : null;
  });
  const treeDomNodes = await page.evaluate(() => document.querySelector('[role="tree"]')!.querySelectorAll('*').length);

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

  return {
    organizations: list.length,
    firstRowMs: Math.round(firstRowMs),
    associationsMs,
    selectDeepMs: Math.round(selectEnd - selectStart),
    searchKeystrokeMs: Math.round(keyEnd - keyStart),
    treeDomNodes,
    treeDomNodesAfterSearch,
    deepOrganizationId: deep.organizationId,
    searchText,
  };
}
