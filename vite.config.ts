import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

// One config for the console build and for every test project. `npm test` builds first, because
// the browser tests (project e2e) run the real sandbox, which serves dist/.
export default defineConfig({
  plugins: [react()],
  // The application version shown in the user menu (doc 002 §9: 2.105.0), from package.json.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    // Both cores for the unit projects (Vitest's default leaves one idle on a 2-core machine). `npm test`
    // runs the browser tests beside them in a second Vitest run (scripts/testAll.mjs); a plain
    // `vitest run` runs them after the unit projects (groupOrder 1).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/domain/**'],
          setupFiles: ['tests/setup/console.ts'],
          globalSetup: ['tests/setup/sandboxTemplate.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/setup/sandboxTemplate.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120000,
          hookTimeout: 120000,
          // Two files at a time: each has its own sandbox (on a free port) and browser, and much of a
          // browser test is waiting, so two share the cores well (docs/testing.md).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
