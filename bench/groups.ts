/**
 * Organization groups benchmark (for speed), for bench/run.ts: 1,000 groups owned by the root
 * and one group of every organization (10,000 on the bench seed), written straight into the sandbox's
 * database; then, in headless Chromium signed in as tms.admin, /groups/{the big group} is opened and
 * both lists are scrolled to their ends. Measured in the browser (performance.now(), long tasks):
 * - firstGroupRowMs / firstMemberRowMs: navigation → the first group row / member row painted;
 * - longestTaskMs: the longest main-thread task from navigation to the end of the scrolling
 *   (the bound: none over 200 ms), and longTasksOver200; scrollLongestTaskMs: while scrolling only;
 * - groupListDomNodes / memberListDomNodes: elements inside each list (must not grow with the rows).
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { databaseFileName } from '../server/db/database';
import { frameWhen } from './frameWhen';

export interface GroupsBenchResult {
  groups: number;
  members: number;
  firstGroupRowMs: number;
  firstMemberRowMs: number;
  /** Navigation → every request answered and painted (the names of the organizations included). */
  openedMs: number;
  longestTaskMs: number;
  longTasksOver200: number;
  /** The longest task while scrolling only (opening excluded). */
  scrollLongestTaskMs: number;
  groupListDomNodes: number;
  memberListDomNodes: number;
}

/** Adds the bench's groups to the seeded database; answers the big group's id. */
export function seedBenchGroups(dataDir: string, rootId: number, groups = 1_000): { bigGroupId: number; members: number } {
  const db = new Database(join(dataDir, databaseFileName));
  try {
    const insert = db.prepare('INSERT INTO organization_groups (organization_id, parent_id, name) VALUES (?, ?, ?)');
    const member = db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)');
    return db.transaction(() => {
      const bigGroupId = Number(insert.run(rootId, null, 'Every organization').lastInsertRowid);
      const orgIds = db.prepare('SELECT id FROM organizations ORDER BY id').pluck().all() as number[];
      orgIds.forEach((id) => member.run(bigGroupId, id));
      // Ten top-level groups of 99 children each (with the big group: 1,000 more groups).
      for (let top = 0; top < 10; top++) {
        const parent = Number(insert.run(rootId, null, `Bench region ${top}`).lastInsertRowid);
        for (let i = 0; i < (groups - 10) / 10; i++) insert.run(rootId, parent, `Bench group ${top}-${String(i).padStart(3, '0')}`);
      }
      return { bigGroupId, members: orgIds.length };
    })();
  } finally {
    db.close();
  }
}

const groupList = `document.querySelector('[role="list"][aria-label="Groups"]')`;
const memberList = `document.querySelector('[role="list"][aria-label^="Organizations in"]')`;

export async function measureGroups(baseUrl: string, page: Page, bigGroupId: number): Promise<GroupsBenchResult> {
  // Long tasks are collected from the start of the page (buffered), before anything renders.
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${baseUrl}/groups/${bigGroupId}`, { waitUntil: 'commit' });
  const firstGroupRowMs = await frameWhen(page, `!!${groupList}?.querySelector('[role="listitem"]')`);
  const firstMemberRowMs = await frameWhen(page, `!!${memberList}?.querySelector('[role="listitem"] p')?.textContent`);
  // The organizations' names (the associations) may still be arriving: opening ends when the network is idle.
  await page.waitForLoadState('networkidle');
  const openedMs = await frameWhen(page, 'true');
  const beforeScroll = (await page.evaluate('window.__longTasks.length')) as number;
  // Scroll each list to its end in steps, a frame apart, as a user dragging the scroll bar would.
  for (const list of [groupList, memberList]) {
    await page.evaluate(`(async () => {
      const box = ${list}.parentElement;
      for (let i = 1; i <= 20; i++) {
        box.scrollTop = (box.scrollHeight * i) / 20;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
    })()`);
  }
  const counts = (await page.evaluate(`({
    groups: ${groupList}.parentElement.scrollHeight,
    groupListDomNodes: ${groupList}.querySelectorAll('*').length,
    memberListDomNodes: ${memberList}.querySelectorAll('*').length,
    tasks: window.__longTasks,
  })`)) as { groupListDomNodes: number; memberListDomNodes: number; tasks: number[] };
  return {
    groups: 0,
    members: 0,
    firstGroupRowMs: Math.round(firstGroupRowMs),
    firstMemberRowMs: Math.round(firstMemberRowMs),
    openedMs: Math.round(openedMs),
    longestTaskMs: Math.round(Math.max(0, ...counts.tasks)),
    longTasksOver200: counts.tasks.filter((d) => d > 200).length,
    scrollLongestTaskMs: Math.round(Math.max(0, ...counts.tasks.slice(beforeScroll))),
    groupListDomNodes: counts.groupListDomNodes,
    memberListDomNodes: counts.memberListDomNodes,
  };
}
