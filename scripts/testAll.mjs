// `npm test` after the build: the unit suites (domain, console, server) and the browser tests run at
// the same time, as two Vitest runs, because the browser tests spend much of their time waiting on
// the browser and the sandbox while the unit suites keep both cores busy (docs/testing.md, "Commands"). The
// browser run's lines are prefixed with "e2e │"; the closing line adds both runs up. Arguments are
// passed to both runs (e.g. `npm test -- --reporter=verbose`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

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
      let failures = [];
      try {
        const r = JSON.parse(readFileSync(report, 'utf8'));
        counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
        failures = failuresOf(r);
      } catch {
        counts.failed += 1; // no report: the run itself failed
      }
      resolve({ name, code: code ?? (signal ? 1 : 0), counts, failures });
    }),
  );
}

/**
 * Each failed test (or file that failed outside its tests) as "file › test: first line of the error". A CI
 * log may keep only a part of the output, often a long DOM dump, so the closing lines say what failed.
 */
function failuresOf(report) {
  const cwd = process.cwd() + '/';
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(cwd, '');
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    const firstLine = (text) =>
      stripVTControlCharacters(text ?? '')
        .split('\n')
        .find((l) => l.trim() !== '') ?? '';
    if (tests.length === 0) return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
    return tests.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

const started = Date.now();
const results = await Promise.all([run('e2e', ['e2e'], 'e2e │ '), run('unit', ['domain', 'console', 'server'], '')]);
const sum = (k) => results.reduce((n, r) => n + r.counts[k], 0);
for (const r of results) {
  console.log(`${r.name}: ${r.counts.passed} passed, ${r.counts.failed} failed (exit ${r.code})`);
  for (const f of r.failures) console.log(`  ✗ ${f.slice(0, 400)}`);
}
console.log(`All tests in ${Math.round((Date.now() - started) / 1000)} s:`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed` + (sum('skipped') ? `, ${sum('skipped')} skipped` : ''));
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
