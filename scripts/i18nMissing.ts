/**
 * `npm run i18n:missing`: what the German catalogue lacks against the English one, as JSON to
 * translate and paste into src/i18n/de.json (same nesting), then keys German has that English lost,
 * and placeholders that differ. Exits 1 while anything is listed (the catalogue test fails too).
 * `npm run i18n:missing -- --keys` prints only the missing keys, one a line.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { diffCatalogues, flattenCatalogue } from '../src/i18n/catalogueDiff';

const dir = resolve(import.meta.dirname, '..', 'src', 'i18n');
const load = (name: string) => JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as object;
const en = load('en.json');
const de = load('de.json');
const diff = diffCatalogues(en, de);
const english = flattenCatalogue(en as never);

if (process.argv.includes('--keys')) {
  if (diff.missing.length) console.log(diff.missing.join('\n'));
} else {
  const skeleton: Record<string, unknown> = {};
  for (const key of diff.missing) {
    const parts = key.split('.');
    let node = skeleton;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = english.get(key);
  }
  console.log(`${diff.missing.length} key(s) in en.json missing in de.json${diff.missing.length ? ' (English text to translate):' : '.'}`);
  if (diff.missing.length) console.log(JSON.stringify(skeleton, null, 2));
  if (diff.extra.length) console.log(`\nIn de.json but not in en.json (remove):\n${diff.extra.join('\n')}`);
  for (const m of diff.placeholderMismatches) console.log(`\nPlaceholders differ at ${m.key}: en [${m.reference}] de [${m.translation}]`);
}
process.exitCode = diff.missing.length + diff.extra.length + diff.placeholderMismatches.length ? 1 : 0;
