import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { measureBundle, type BundleFigures } from './bundle';

const root = resolve(import.meta.dirname, 'bare-admin');

/**
 * Builds the bare react-admin app of bench/bare-admin/ (the project's react-admin, Vite and React
 * plugin, as the console's vite.config.ts uses them) into a temporary directory, never dist/, and
 * weighs its first screen as measureBundle weighs the console's.
 */
export async function measureBareAdmin(): Promise<BundleFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'bare-admin-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
    });
    return measureBundle(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** `npx tsx bench/bareAdmin.ts [distDir]`: the console's (dist/ by default) and the bare app's first screens and their ratio. */
export async function printFirstScreenRatio(distDir: string) {
  const consoleFigures = measureBundle(distDir);
  const bare = await measureBareAdmin();
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log('\nFirst screen JavaScript (entry + modulepreloads, gzip level 9)');
  console.table(consoleFigures.files.map((f) => ({ file: f.name, bytes: f.bytes, gzip: f.gzip })));
  console.log(
    `console: ${kib(consoleFigures.totalBytes)} KiB, gzip ${kib(consoleFigures.totalGzip)} KiB = ${consoleFigures.totalGzip} B (${consoleFigures.files.length} files)`,
  );
  console.log(`bare react-admin: ${kib(bare.totalBytes)} KiB, gzip ${kib(bare.totalGzip)} KiB = ${bare.totalGzip} B (${bare.files.length} files)`);
  console.log(`first-screen ratio (console / bare, gzip): ${(consoleFigures.totalGzip / bare.totalGzip).toFixed(3)}`);
  return { console: consoleFigures, bare };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await printFirstScreenRatio(resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist')));
}
