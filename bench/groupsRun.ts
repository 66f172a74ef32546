/**
 * The organization groups figures alone (for speed): `npx tsx bench/groupsRun.ts` after
 * `vite build`; also part of `npm run bench`. BENCH_GROUPS_ORGS sets the seed (default 10,000).
 */
import { DEFAULT_SANDBOX_PASSWORD } from '../tests/server';
import { launchBrowser, newPage, signIn } from '../e2e/support/browser';
import { measureGroups, seedBenchGroups } from './groups';
import { seededSandbox } from './seeded';

export async function runGroupsBench(orgs = Number(process.env.BENCH_GROUPS_ORGS ?? 10_000)) {
  const sandbox = await seededSandbox(orgs);
  const browser = await launchBrowser();
  try {
    const { bigGroupId, members } = seedBenchGroups(sandbox.dataDir, sandbox.rootId);
    const page = await newPage(browser);
    await signIn(page, sandbox.url, 'tms.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD, '/my-invoices');
    const result = { ...(await measureGroups(sandbox.url, page, bigGroupId)), groups: 1_001, members };
    console.log('\nOrganization groups in headless Chromium (ms; DOM nodes inside each list; long tasks from navigation to the end of scrolling)');
    console.table([result]);
    return result;
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runGroupsBench();
