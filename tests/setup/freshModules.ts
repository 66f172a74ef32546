import { vi } from 'vitest';

// The console project runs its files one after another in the same worker (isolate: false), so
// that react-admin, MUI, React and jsdom are loaded once per worker instead of once per file, which
// was most of the suite's time (docs/testing.md, "Modules loaded once per worker"). The console's own modules are loaded afresh for
// every file (this setup file runs first), so no file sees another's module state: stores, caches,
// query clients.
vi.resetModules();
