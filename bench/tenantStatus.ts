/**
 * Tenant status benchmark (for speed), for bench/run.ts and bench/tenantStatusRun.ts. On a seed
 * of 10,000 organizations, a group of 100 organizations connected in the United States region (with
 * jobs) is written straight into the sandbox's database. In headless Chromium signed in as tms.admin,
 * /tenant-overview/united-states opens with nothing selected; the user chooses that group in the
 * group filter ("Choosing a group selects all its member organizations": 100 organizations), then
 * asks for the next page. Measured in the page (performance.now(), resource timing, long tasks):
 * - queryMs: the tenant query as the browser timed it (request start → last byte), serverMs of it the
 *   sandbox's own time (request sent → first byte); target: answered in at most 100 ms;
 * - afterAnswerMs: the query's last byte → the first tenant row painted; target: at most 300 ms
 *   (allRowsMs: → all 50 rows painted; the first 12 are painted first, the rest right after);
 * - selectToRowMs: the click on the group → the first row painted (the specification's 400 ms wait before
 *   reloading included);
 * - nextPageMs: the click on "Go to next page" → page 2's first row painted; target < 100 ms. The page asks
 *   for page 2 as soon as page 1 shows that it exists; the bench lets that answer arrive before clicking,
 *   as a user reading page 1 would (nextFromCache says whether it had);
 * - longestTaskMs: the longest main-thread task from the click on the group to the end;
 * - selectCpuMs / nextPageCpuMs: the page's main-thread CPU time over the same spans as selectToRowMs and
 *   nextPageMs (Chromium's ThreadTime metric): on a shared machine the wall-clock figures include the
 *   time the page waited for a core; these do not.
 * Besides the browser, the same query is sent 20 times from Node (the sandbox's time without the page).
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { databaseFileName } from '../server/db/database';
import { longTaskRecorder } from './tree';
import { frameWhen } from './frameWhen';

export const BENCH_GROUP = 'Bench 100 US tenants';

export interface TenantStatusBenchResult {
  organizations: number;
  selected: number;
  /** Rows in the first painted frame (the rest follow in a transition) and on the page once settled. */
  rowsFirstFrame: number;
  rowsPage1: number;
  queryMs: number;
  serverMs: number;
  afterAnswerMs: number;
  /** The query's last byte → all 50 rows of page 1 painted. */
  allRowsMs: number;
  selectToRowMs: number;
  nextPageMs: number;
  /** Whether page 2 had been asked ahead and answered before the click (the page asks it once page 1 shows). */
  nextFromCache: boolean;
  /** Page 2's query (asked ahead): browser time, and the sandbox's part in nextServerMs. */
  nextQueryMs: number;
  nextServerMs: number;
  longestTaskMs: number;
  /** The page's main thread's CPU time (Chromium's ThreadTime) from the click on the group to the first row painted, and for the next page: what the figures above cost without the waiting a loaded machine adds. */
  selectCpuMs: number;
  /** Of selectCpuMs: from the query sent to the first row painted (the rows' own cost, the answer's wait aside). */
  rowsCpuMs: number;
  nextPageCpuMs: number;
}

/** The bench group: 100 organizations connected in the US region that have jobs (tenant rows with data). */
export function seedBenchTenantGroup(dataDir: string, rootId: number, size = 100): number[] {
  const db = new Database(join(dataDir, databaseFileName));
  try {
    return db.transaction(() => {
      const ids = db
        .prepare(
          `SELECT DISTINCT e.organization_id FROM service_endpoints e JOIN collection_jobs j ON j.organization_id = e.organization_id
        WHERE e.endpoint_name = 'Reporting' AND e.region = 'US' ORDER BY e.organization_id LIMIT ?`,
        )
        .pluck()
        .all(size) as number[];
      const groupId = Number(
        db.prepare('INSERT INTO organization_groups (organization_id, parent_id, name) VALUES (?, NULL, ?)').run(rootId, BENCH_GROUP).lastInsertRowid,
      );
      const member = db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)');
      ids.forEach((id) => member.run(groupId, id));
      return ids;
    })();
  } finally {
    db.close();
  }
}

const rowCount = `document.querySelectorAll('table[aria-label="Tenants"] tbody tr').length`;
const firstDomain = `document.querySelector('table[aria-label="Tenants"] tbody tr td:nth-child(2)')?.textContent`;

/** The n-th (from 1) tenant query of the page, as resource timing saw it. */
const queryTiming = (page: Page, n: number) =>
  page.evaluate(`(() => {
    const e = performance.getEntriesByType('resource').filter((r) => r.name.includes('/data-query/') && r.name.endsWith('/query'))[${n - 1}];
    return e ? { start: e.startTime, end: e.responseEnd, duration: e.duration, server: e.responseStart - e.requestStart } : null;
  })()`) as Promise<{ start: number; end: number; duration: number; server: number } | null>;

export async function measureTenantStatus(baseUrl: string, page: Page): Promise<Omit<TenantStatusBenchResult, 'organizations'>> {
  await page.addInitScript(longTaskRecorder);
  await page.addInitScript(`document.addEventListener('click', () => { window.__clickAt = performance.now(); }, true);`);
  await page.goto(`${baseUrl}/tenant-overview/united-states`, { waitUntil: 'commit' });
  // The filter's options (10,000 organizations and the groups) loaded, as a user would wait for them.
  await page.getByText('Nothing selected - please make your selection').waitFor();
  await page.waitForLoadState('networkidle');
  const groups = page.getByRole('combobox', { name: 'Select organization groups' });
  await groups.click();
  await groups.fill(BENCH_GROUP);
  const option = page.getByRole('option', { name: BENCH_GROUP });
  await option.waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  };

  // 1. Choose the group: its 100 members become the selection; 400 ms later the query, then the rows.
  // Clicks are dispatched in the page (a user's click), not through Playwright's actionability checks,
  // whose role queries would count in the page's CPU time.
  const domClick = (selector: string, text?: string) =>
    page.evaluate(
      ([sel, txt]) => {
        const el = [...document.querySelectorAll<HTMLElement>(sel!)].find((e) => !txt || e.textContent === txt);
        if (!el) throw new Error(`nothing to click: ${sel}`);
        el.click();
      },
      [selector, text],
    );
  const cpu0 = await threadMs();
  const asked = page.waitForRequest((r) => r.url().endsWith('/svc/data-query/us/api/v1.0/query'));
  await domClick('[role="option"]', BENCH_GROUP);
  await asked;
  const cpuAsked = await threadMs();
  const firstRowAt = await frameWhen(page, `!!${firstDomain}`);
  const clickAt = (await page.evaluate('window.__clickAt')) as number;
  const first = await queryTiming(page, 1);
  const cpu1 = await threadMs();
  if (!first) throw new Error('no tenant query seen');
  const selected = new URL(page.url()).searchParams.get('orgs')?.split(',').length ?? 0;
  const rowsFirstFrame = (await page.evaluate(rowCount)) as number;
  const allRowsAt = await frameWhen(page, `${rowCount} >= 50`);
  const rowsPage1 = (await page.evaluate(rowCount)) as number;
  await page.keyboard.press('Escape');

  // 2. The next page, once page 2 (asked ahead) has arrived.
  await page.waitForFunction(
    `performance.getEntriesByType('resource').filter((r) => r.name.includes('/data-query/') && r.name.endsWith('/query') && r.responseEnd > 0).length >= 2`,
  );
  const before = (await page.evaluate(firstDomain)) as string;
  await page.getByRole('button', { name: 'Go to next page' }).waitFor();
  const cpu2 = await threadMs();
  await domClick('button[aria-label="Go to next page"]');
  const nextAt = await frameWhen(page, `${firstDomain} && ${firstDomain} !== ${JSON.stringify(before)}`);
  const cpu3 = await threadMs();
  const nextClickAt = (await page.evaluate('window.__clickAt')) as number;
  const nextQuery = await queryTiming(page, 2);
  const longestTaskMs = (await page.evaluate(
    `Math.round(Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration > ${clickAt}).map((t) => t.duration)))`,
  )) as number;

  return {
    selected,
    rowsFirstFrame,
    rowsPage1,
    queryMs: Math.round(first.duration),
    serverMs: Math.round(first.server),
    afterAnswerMs: Math.round(firstRowAt - first.end),
    allRowsMs: Math.round(allRowsAt - first.end),
    selectToRowMs: Math.round(firstRowAt - clickAt),
    nextPageMs: Math.round(nextAt - nextClickAt),
    nextFromCache: !!nextQuery && nextQuery.end < nextClickAt,
    nextQueryMs: nextQuery ? Math.round(nextQuery.duration) : -1,
    nextServerMs: nextQuery ? Math.round(nextQuery.server) : -1,
    longestTaskMs,
    selectCpuMs: Math.round(cpu1 - cpu0),
    rowsCpuMs: Math.round(cpu1 - cpuAsked),
    nextPageCpuMs: Math.round(cpu3 - cpu2),
  };
}

/** The same first-page query sent `times` times from Node, one after the other: median and slowest (ms). */
export async function measureQueryFromNode(baseUrl: string, token: string, orgs: number[], times = 20) {
  const body = JSON.stringify({
    datasource: 'tenant_collection_health_overview_view',
    params: { orgs },
    limit: 51,
    offset: 0,
    orderBy: { field: 'TenantDomain', direction: 'asc' },
  });
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const answer = await fetch(`${baseUrl}/svc/data-query/us/api/v1.0/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    if (answer.status !== 200) throw new Error(`tenant query answered ${answer.status}`);
    await answer.arrayBuffer();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { medianMs: Math.round(ms[Math.floor(ms.length / 2)]), slowestMs: Math.round(ms[ms.length - 1]) };
}
