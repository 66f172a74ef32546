import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * On the case-insensitive file systems of macOS and Windows two paths that differ only by letter case
 * are one file, and an import without its extension finds either module: `./TermsLinks` found
 * `termsLinks.ts` beside `TermsLinks.tsx`. Every path of the repository, every folder on the way to
 * it, and every module as an import names it (without `.ts`, `.tsx`, `.js`, `.mjs`) is unique ignoring case.
 */
const root = resolve(import.meta.dirname, '..');
const files = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

function clashes(paths: Iterable<string>): string[][] {
  const byLowerCase = new Map<string, Set<string>>();
  for (const path of paths) byLowerCase.set(path.toLowerCase(), (byLowerCase.get(path.toLowerCase()) ?? new Set()).add(path));
  return [...byLowerCase.values()].filter((same) => same.size > 1).map((same) => [...same]);
}

describe('paths of the repository', () => {
  it('differ by more than letter case, as files, folders and imported modules', () => {
    const paths = new Set<string>();
    const modules = new Set<string>();
    for (const file of files()) {
      const parts = file.split('/');
      for (let i = 1; i <= parts.length; i++) paths.add(parts.slice(0, i).join('/'));
      if (/\.(tsx?|m?js)$/.test(file)) modules.add(file.replace(/\.(tsx?|m?js)$/, ''));
    }
    expect(clashes(paths), 'paths').toEqual([]);
    expect(clashes(modules), 'modules').toEqual([]);
  });
});
