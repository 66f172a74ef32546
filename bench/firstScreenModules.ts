/**
 * `npx tsx bench/firstScreenModules.ts`: where the first screen's bytes come from. Builds the console
 * into a temporary directory (never dist/) and lists, for the entry and every chunk it preloads, the
 * rendered (minified, before gzip) bytes per package or per source folder, largest first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { measureBundle } from './bundle';

const root = resolve(import.meta.dirname, '..');

/** node_modules/@scope/name/… → @scope/name; src/a/b/c.ts → src/a/b. */
function owner(id: string) {
  const path = relative(root, id.replace(/^\0/, '').split('?')[0]);
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(.*))?/.exec(path);
  if (m)
    return m[2] && ['@mui/material', '@mui/icons-material', 'react-admin', 'ra-core', 'ra-ui-materialui'].includes(m[1])
      ? `${m[1]}/${m[2].split('/').slice(-1)[0]}`
      : m[1];
  return path;
}

const sizes = new Map<string, Map<string, number>>();
const collect: Plugin = {
  name: 'first-screen-modules',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const perOwner = new Map<string, number>();
      for (const [id, m] of Object.entries(chunk.modules)) perOwner.set(owner(id), (perOwner.get(owner(id)) ?? 0) + m.renderedLength);
      sizes.set(chunk.fileName, perOwner);
    }
  },
};

const outDir = mkdtempSync(join(tmpdir(), 'first-screen-'));
try {
  // BARE=1: the bare react-admin app of bench/bare-admin/ instead (as bench/bareAdmin.ts builds it).
  const bare = process.env.BARE === '1';
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    ...(bare ? { configFile: false as const, root: join(root, 'bench/bare-admin'), plugins: [react(), collect] } : { root, plugins: [collect] }),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const firstScreen = measureBundle(outDir);
  const total = new Map<string, number>();
  for (const f of firstScreen.files) {
    for (const [o, n] of sizes.get(f.name.replace(/^\//, '')) ?? []) total.set(o, (total.get(o) ?? 0) + n);
  }
  const rows = [...total].sort((a, b) => b[1] - a[1]);
  const limit = Number(process.argv[2] ?? 80);
  console.table(rows.slice(0, limit).map(([module, bytes]) => ({ module, bytes })));
  console.log(`first screen: ${rows.reduce((s, [, n]) => s + n, 0)} rendered bytes in ${firstScreen.files.length} files`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
