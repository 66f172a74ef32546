/**
 * `npm run smoke -- https://console.example.com`: checks a deployment of the console as
 * docs/deploy.md describes it (the headers, /config.json against the console's own schema, the
 * authority's discovery document) and prints each check. Exits 1 when any fails.
 */
import { smokeCheck } from './smoke/checks';

const base = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run smoke -- <the console’s address, e.g. https://console.example.com or http://localhost:8080>');
  process.exit(2);
}
console.log(`Smoke check of ${base}\n`);
const results = await smokeCheck(base);
for (const r of results) console.log(`${r.ok ? '  ok  ' : '  FAIL'}  ${r.text}`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} of ${results.length} checks failed.` : `\nAll ${results.length} checks passed.`);
process.exitCode = failed ? 1 : 0;
