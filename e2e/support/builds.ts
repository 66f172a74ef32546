import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '..', '..');

/** The console build the browser tests run (`npm test` and `npm run test:e2e` build it first). */
export const builtConsole = join(root, 'dist');

/** A copy of a build, to serve again after another has replaced it (dist/ may be rebuilt meanwhile). */
export function copyOfBuild(build: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-build-copy-'));
  cpSync(build, dir, { recursive: true });
  return dir;
}

/**
 * Builds the console from this source into a directory of its own, named `label` (CONSOLE_BUILD:
 * the user menu shows it). The label is compiled into the first chunk, which every page's chunk
 * imports by its hashed name: the pages' chunks get names other than those of a build without it.
 */
export async function buildConsole(label: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `console-build-${label}-`));
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, CONSOLE_BUILD: label },
      timeout: 170_000,
    },
  );
  return outDir;
}

/**
 * A directory the sandbox serves (its DIST_DIR), whose build can be replaced while it runs, as a
 * deployment does: every file of the old build removed, the new one's copied in.
 */
export function servedDirectory(initial: string) {
  const dir = mkdtempSync(join(tmpdir(), 'console-served-'));
  const serve = (build: string) => {
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    cpSync(build, dir, { recursive: true });
  };
  serve(initial);
  return {
    dir,
    serve,
    /** The address of a build's first script, as its index.html names it. */
    entryScript: (build: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(join(build, 'index.html'), 'utf8'))?.[1],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
