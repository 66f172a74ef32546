import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import pkg from './package.json' with { type: 'json' };
import { LongFirstSequencer } from './tests/setup/longFirst';

/**
 * Workers for the unit projects: one per core, at least two, and no more than the memory holds (a
 * console worker, with jsdom, React, MUI and react-admin loaded, peaks at about 1.2 GB; 2 GB are kept
 * for each). The unit suites are bound by CPU, so on a 2-core machine two workers are the most that
 * pays (docs/testing.md, "Two browser files at a time, workers per core"), and on a developer's larger machine every core counts.
 */
const unitWorkers = Math.max(2, Math.min(availableParallelism(), Math.floor(totalmem() / 2 ** 31)));

// One config for the console build and for every test project. `npm test` builds first, because
// the browser tests (project e2e) run the real sandbox, which serves dist/.
export default defineConfig({
  plugins: [react()],
  // The application version shown in the user menu (doc 002 §9: 2.105.0), from package.json.
  // CONSOLE_BUILD names the build beside it (e.g. the commit; docs/deploy.md), so that a deployment
  // and an administrator's report can tell builds of one version apart.
  define: { __APP_VERSION__: JSON.stringify(pkg.version), __APP_BUILD__: JSON.stringify(process.env.CONSOLE_BUILD ?? '') },
  // Every `import … from 'zod'` gets zod without its eval probe, which the console's policy reports (src/zodWithoutEval.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zodWithoutEval.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The packages the first screen loads (rolldown's `$initial`: statically reached from the entry)
          // go into one chunk: gzip compresses each file alone, and the 30-odd shared chunks Rolldown made
          // of them weighed more than one. Packages only lazy pages use stay in those pages' chunks.
          // docs/decisions.md "One chunk for the first screen's packages"; docs/performance.md.
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    globals: true,
    // Every core for the unit projects (Vitest's default leaves one idle: on a 2-core machine, half).
    // `npm test` runs the browser tests beside them in a second Vitest run (scripts/testAll.mjs); a plain
    // `vitest run` runs them after the unit projects (groupOrder 1).
    maxWorkers: unitWorkers,
    // The longest files and those that wait in real time first in each project, on a fresh clone too
    // (tests/setup/longFirst.ts).
    sequence: { sequencer: LongFirstSequencer },
    // A larger young generation for the workers: React's development build and jsdom make many short-lived
    // objects, and with V8's default each file spent more of its time collecting them (three heavy console
    // files: 3.1 s of collection against 2.2 s; docs/testing.md, "Projects").
    execArgv: ['--max-semi-space-size=64'],
    projects: [
      {
        extends: true,
        // Files run one after another in a worker with their modules kept (isolate: false), as in the
        // server project below.
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'console',
          // jsdom with its user-agent stylesheet cut to display and visibility (the file says why).
          environment: './tests/setup/jsdomDisplayOnly.ts',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/domain/**'],
          // One worker runs file after file with react-admin, MUI and jsdom loaded once; the console's
          // own modules still start afresh in every file (tests/setup/freshModules.ts, docs/testing.md).
          isolate: false,
          setupFiles: ['tests/setup/freshModules.ts', 'tests/setup/noEmotionStyles.ts', 'tests/setup/reactOwnerStacks.ts', 'tests/setup/console.ts'],
          globalSetup: ['tests/setup/sandboxTemplate.ts'],
          // Whole-app renders share the cores with the browser tests, and the same machine is not always as
          // fast: a whole-app walk takes 10 s alone and has taken over 90 s in a loaded run. A limit only
          // decides how long a failing test takes to fail (docs/testing.md, "Time limits").
          testTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // It measures dist/, which the unit run does not build (it belongs to the run that does, below).
          exclude: ['scripts/firstScreenWeight.test.ts'],
          // A worker runs file after file with fastify, oidc-provider, zod and the sandbox's modules loaded
          // once: loading them again for every file was 40% of this project's CPU (docs/testing.md, "Modules
          // loaded once per worker"). Every file builds its own sandbox on its own data directory, and the sandbox's
          // process-wide caches are keyed by that directory (serviceAccountKeys) or the same for every
          // copy of the template database (pseudonyms), so no file sees another's data.
          isolate: false,
          globalSetup: ['tests/setup/sandboxTemplate.ts'],
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // The tests of the built console: the browser tests, and the first screen's weight (dist/).
          include: ['e2e/**/*.test.ts', 'scripts/firstScreenWeight.test.ts'],
          globalSetup: ['e2e/support/profilesDirectory.ts'],
          testTimeout: 300000,
          hookTimeout: 180000,
          // Two files at a time (each its own sandbox on a free port and its own Chromium), beside the
          // unit suites' two. A third file once filled cores left idle by pages waiting on animations;
          // with reduced motion the pages wait less, and a third Chromium only crowded the unit files,
          // which end last (docs/testing.md, "Two browser files at a time, workers per core").
          fileParallelism: true,
          maxWorkers: 2,
          // A worker runs its files one after another with the sandbox's modules, Playwright and one
          // Chromium kept (e2e/support/session.ts): each file still has its own sandbox and data, and its
          // own browser contexts (docs/testing.md, "The sandbox in the browser worker's process").
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
