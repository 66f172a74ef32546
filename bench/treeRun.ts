/**
 * The organization tree figures alone (for speed): `npm run bench:tree` (it builds
 * first), or `npx tsx bench/treeRun.ts` after `vite build`; also part 3 of `npm run bench`.
 * BENCH_TREE_SIZES sets the seeds (comma separated, default 1000,100000); BENCH_TREE_RUNS repeats
 * the measurement on the same seeds, each run in a fresh browser context against a sandbox just
 * started (default 1), and prints each run's first-visit ratio and their median, since one run on
 * a shared machine proves little. BENCH_TREE_DIST_DIRS (comma separated built consoles, e.g. this
 * commit's and an earlier one's) measures each in turn within every run, on the same seeds, for an
 * A/B comparison under the same load.
 */
import { DEFAULT_SANDBOX_PASSWORD } from '../tests/server';
import { launchBrowser, newPage, signIn } from '../e2e/support/browser';
import { seededSandbox, type SeededSandbox } from './seeded';
import { measureTree, type TreeBenchResult } from './tree';

type Row = Omit<TreeBenchResult, 'deepOrganizationId' | 'searchText'>;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

function printRun(rows: Row[]) {
  console.log('\nOrganization tree in headless Chromium (ms; DOM nodes inside the tree; see bench/tree.ts)');
  console.table(rows);
  const base = rows[0];
  if (!base) return;
  console.log(`\nThe same figures as a ratio to ${base.organizations} organizations (same run)`);
  console.table(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => {
          const b = (base as unknown as Record<string, unknown>)[k];
          return [k, k === 'organizations' || typeof v !== 'number' || typeof b !== 'number' || b === 0 ? v : Number((v / b).toFixed(2))];
        }),
      ),
    ),
  );
  console.log('First visit, first row after the request / download:');
  for (const row of rows) {
    if (row.afterRequestMs !== null && row.downloadMs) {
      const usable = row.usableAfterRequestMs !== null ? `; whole tree usable ${(row.usableAfterRequestMs / row.downloadMs).toFixed(2)}×` : '';
      console.log(`  ${row.organizations}: ${(row.afterRequestMs / row.downloadMs).toFixed(2)}×${usable}`);
    }
  }
}

export async function runTreeBench(
  sizes = (process.env.BENCH_TREE_SIZES ?? '1000,100000').split(',').map(Number),
  runs = Math.max(1, Number(process.env.BENCH_TREE_RUNS ?? 1)),
  distDirs = (process.env.BENCH_TREE_DIST_DIRS ?? '').split(',').filter(Boolean),
) {
  const variants = distDirs.length ? distDirs : [undefined];
  const browser = await launchBrowser();
  const all: Row[][] = [];
  const seeded = new Map<number, SeededSandbox>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const dist of variants) {
        const rows: Row[] = [];
        for (const size of sizes) {
          // A sandbox just started for every measurement (its first answer is built then, as on the
          // first visit after a start); the seed is made once per size.
          const previous = seeded.get(size);
          const env: Record<string, string> = dist ? { DIST_DIR: dist } : {};
          if (previous) await previous.restart(env);
          const sandbox = previous ?? (await seededSandbox(size, env));
          seeded.set(size, sandbox);
          const page = await newPage(browser);
          await signIn(page, sandbox.url, 'tms.admin@sandbox.test', DEFAULT_SANDBOX_PASSWORD, '/my-invoices');
          const { deepOrganizationId: _id, searchText: _text, ...row } = await measureTree(sandbox.url, page);
          rows.push(row);
          await page.context().close();
        }
        if (runs > 1 || dist) console.log(`\n— tree run ${run + 1} of ${runs}${dist ? `, console ${dist}` : ''}`);
        printRun(rows);
        all.push(rows);
      }
    }
  } finally {
    await browser.close();
    for (const s of seeded.values()) await s.stop();
  }
  if (runs > 1 || variants.length > 1) {
    console.log(`\nFirst-visit ratio (first row after the request / download) over ${runs} runs:`);
    for (const [v, dist] of variants.entries()) {
      if (dist) console.log(`console ${dist}:`);
      summarise(all.filter((_, k) => k % variants.length === v));
    }
  }
  return all;
}

/** Each size's first-visit ratios and the medians of the other figures, over several runs. */
function summarise(all: Row[][]) {
  const sizes = all[0]?.map((r) => r.organizations) ?? [];
  for (let i = 0; i < sizes.length; i++) {
    const ratios = all
      .map((rows) => rows[i])
      .filter((r) => r?.afterRequestMs != null && r.downloadMs)
      .map((r) => r.afterRequestMs! / r.downloadMs!);
    const pick = (k: keyof Row) => median(all.map((rows) => rows[i]?.[k]).filter((v): v is number => typeof v === 'number'));
    const usable = all
      .map((rows) => rows[i])
      .filter((r) => r?.usableAfterRequestMs != null && r.downloadMs)
      .map((r) => r.usableAfterRequestMs! / r.downloadMs!);
    console.log(
      `  ${sizes[i]}: ${ratios.map((r) => r.toFixed(2)).join(', ')} → median ${median(ratios).toFixed(2)}×; median after the last byte ${pick('afterLastByteMs')} ms;` +
        ` whole tree usable: median ${median(usable).toFixed(2)}×;` +
        ` median select ${pick('selectDeepMs')} ms, search ${pick('searchKeystrokeMs')} ms, returning ${pick('returnTreeMs')} ms,` +
        ` longest task ${pick('longestTaskMs')} / ${pick('longestTaskVisitMs')} ms`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runTreeBench();
