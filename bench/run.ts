/**
 * `npm run bench`: prints the figures docs/performance.md records.
 * 1. gzip size of the JavaScript the first screen loads (dist/ must be built: the npm script builds it),
 *    beside a bare react-admin app's (bench/bare-admin/, built into a temporary directory) and their ratio;
 * 2. sandbox throughput on GET /api/v1.0/organizations/{root}/associations over a 10,000-organization
 *    seed, as a ratio to a trivial route measured in the same run;
 * 3. the organization tree in headless Chromium at 1,000 and 100,000 organizations (first and
 *    returning visit, long tasks, select, search), each figure also as a ratio to the first size;
 * 4. organization groups in headless Chromium: 1,000 groups and a group of 10,000 organizations (bench/groups.ts);
 * 5. the boundary wizard: the users picker over 5,000 users and saving a boundary of 1,000 users (bench/boundaryWizard.ts);
 * 6. tenant status in headless Chromium: 100 organizations chosen out of 10,000, the query, the first row
 *    after the answer and the next page, with a met / NOT met line per target (bench/tenantStatus.ts);
 * 7. the global search in headless Chromium at 100,000 organizations: each keystroke after its debounce (bench/search.ts);
 * 8. change jobs over 10,000 organizations: a preview of 1,000 and its job applied (bench/changes.ts).
 * BENCH_SECONDS changes the load time per route; BENCH_TREE_SIZES the tree seeds (comma separated),
 * BENCH_TREE_RUNS how many times the tree is measured. Part 3 alone: `npm run bench:tree` (bench/treeRun.ts).
 */
import { join, resolve } from 'node:path';
import { tokenFromDataDir } from '../tests/server';
import { printFirstScreenRatio } from './bareAdmin';
import { seededSandbox } from './seeded';
import { measure } from './throughput';
import { runTreeBench } from './treeRun';
import { runGroupsBench } from './groupsRun';
import { runBoundaryWizardBench } from './boundaryWizard';
import { runTenantStatusBench } from './tenantStatusRun';
import { runDashboardBench } from './dashboard';
import { runSearchBench } from './search';
import { runChangesBench } from './changes';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const treeSizes = (process.env.BENCH_TREE_SIZES ?? '1000,100000').split(',').map(Number);

await printFirstScreenRatio(join(root, 'dist'));

const throughputSandbox = await seededSandbox(10_000);
try {
  const token = await tokenFromDataDir(throughputSandbox.dataDir, throughputSandbox.url, 'tms.admin@sandbox.test');
  const auth = { authorization: `Bearer ${token}` };
  const url = `${throughputSandbox.url}/svc/account/api/v1.0/organizations/${throughputSandbox.rootId}/associations`;
  const baseline = await measure(`${throughputSandbox.url}/svc/ping`, {}, seconds);
  const identity = await measure(url, auth, seconds);
  const gzip = await measure(url, { ...auth, 'accept-encoding': 'gzip' }, seconds);
  console.log(
    `\nSandbox throughput, ${throughputSandbox.organizations} organizations (seeded in ${throughputSandbox.seedSeconds.toFixed(1)} s), 10 connections, ${seconds} s each`,
  );
  console.table([baseline, { ...identity, route: `${identity.route} (identity)` }, { ...gzip, route: `${gzip.route} (gzip)` }]);
  console.log(
    `associations / ping throughput ratio: identity ${(identity.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)}, gzip ${(gzip.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)}`,
  );
} finally {
  await throughputSandbox.stop();
}

await runTreeBench(treeSizes);

// 4. Organization groups: 1,000 groups and a group of 10,000 organizations.
await runGroupsBench();

// 5. The boundary wizard: the picker over 5,000 users, a boundary of 1,000 users saved.
await runBoundaryWizardBench();

// 6. Tenant status: 100 of 10,000 organizations.
await runTenantStatusBench();

// 6b. The dashboard: 10,000 organizations in batches of 1,000, the charts drawn after the last answer.
await runDashboardBench();

// 7. The global search: a keystroke's results after the debounce, at 100,000 organizations.
await runSearchBench();

// 8. Change jobs: a preview of 1,000 organizations out of 10,000, and its job applied.
await runChangesBench();
