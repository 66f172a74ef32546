// `npm test` after the build: the unit suites (domain, console, server) and the browser tests run at
// the same time, as two Vitest runs, because the browser tests spend much of their time waiting on
// the browser and the sandbox while the unit suites keep both cores busy (docs/testing.md). The
// browser run's lines are prefixed with "e2e │"; the closing line adds both runs up. Arguments are
// passed to both runs (e.g. `npm test -- --reporter=verbose`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const vitest = 'node_modules/vitest/vitest.mjs';
const extra = process.argv.slice(2);
mkdirSync('.tmp', { recursive: true });

/** One Vitest run; resolves with its exit code and its JSON report's counts. */
function run(name, projects, prefix) {
  const report = `.tmp/test-${name}.json`;
  rmSync(report, { force: true });
  const args = [
    vitest,
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => out.write(prefix + line + '\n'));
  }
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      let counts = { passed: 0, failed: 0, skipped: 0 };
      try {
        const r = JSON.parse(readFileSync(report, 'utf8'));
        counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
      } catch {
        counts.failed += 1; // no report: the run itself failed
      }
      resolve({ name, code: code ?? (signal ? 1 : 0), counts });
    }),
  );
}

const started = Date.now();
const results = await Promise.all([run('e2e', ['e2e'], 'e2e │ '), run('unit', ['domain', 'console', 'console-styles', 'server'], '')]);
const sum = (k) => results.reduce((n, r) => n + r.counts[k], 0);
for (const r of results) console.log(`${r.name}: ${r.counts.passed} passed, ${r.counts.failed} failed (exit ${r.code})`);
console.log(`All tests in ${Math.round((Date.now() - started) / 1000)} s:`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed` + (sum('skipped') ? `, ${sum('skipped')} skipped` : ''));
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
