/**
 * References a reader can follow. Comments and docs cite the specification as "doc 001 §2.3"; each
 * such citation must name a heading of docs/specification.md. And nothing names an issue of the
 * tracker by its number (the word followed by a number, or a hash and a number): the tracker is not
 * part of the repository, so the words must say why themselves, or name a heading of
 * docs/decisions.md.
 *
 * `npx tsx scripts/docReferences.ts` lists what is wrong and exits 1; server/docReferences.test.ts
 * runs the same check in the unit suites.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const checkedFolders = ['src', 'server', 'e2e', 'bench', 'scripts', 'tests', 'docs'];
const textFile = /\.(ts|tsx|mjs|js|md|json|css|html)$/;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** "doc 001 §2.3" → "001 §2.3": the headings of docs/specification.md ("### doc 001 §2.3 Organization Groups"). */
export function specHeadings(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,6} doc (\d{3}) §(\d+(?:\.\d+)*)\b/gm)) found.add(`${match[1]} §${match[2]}`);
  return found;
}

/**
 * Every section a line cites: "doc 000 §4, §7" and "doc 001 §3–§8" name two sections each of the
 * document they follow. Only three-digit document numbers count as citations of the specification.
 */
export function citations(line: string): string[] {
  const cited: string[] = [];
  const citation = /\bdoc\s+(\d{3})\s+((?:§\s?\d+(?:\.\d+)*(?:\s*(?:,|–|-|\/|and|or)\s*(?=§))?)+)/gi;
  for (const match of line.matchAll(citation)) {
    for (const section of match[2].matchAll(/§\s?(\d+(?:\.\d+)*)/g)) cited.push(`${match[1]} §${section[1]}`);
  }
  return cited;
}

/** An issue named by its number: the word (singular or plural, any case) then a number, or "#" and a number. */
export function namesAnIssue(line: string): boolean {
  return /\bissues?\s*#?\d/i.test(line) || /(?:^|[\s([])#\d{1,2}\b/.test(line);
}

export function checkedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (textFile.test(name)) files.push(path);
    }
  };
  for (const folder of checkedFolders) walk(join(root, folder));
  return files;
}

/** A citation broken after its document number ("doc 002" ⏎ " * §4") is read with the next line's start. */
const withContinuation = (lines: string[], index: number) =>
  /\bdoc\s+\d{3}\s*$/i.test(lines[index]) ? `${lines[index]} ${(lines[index + 1] ?? '').replace(/^\s*(?:\*(?!\/)|\/\/|#+)?\s*/, '')}` : lines[index];

function scan(test: (line: string) => boolean): Finding[] {
  const findings: Finding[] = [];
  for (const path of checkedFiles()) {
    const file = relative(root, path);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (test(withContinuation(lines, index))) findings.push({ file, line: index + 1, text: text.trim() });
    });
  }
  return findings;
}

/** Citations of a section docs/specification.md has no heading for. */
export function unresolvedCitations(): Finding[] {
  const headings = specHeadings(readFileSync(join(root, 'docs', 'specification.md'), 'utf8'));
  return scan((line) => citations(line).some((cited) => !headings.has(cited)));
}

export function issueNumbers(): Finding[] {
  return scan((line) => namesAnIssue(line));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const show = (title: string, findings: Finding[]) => {
    if (!findings.length) return;
    console.log(`${title} (${findings.length}):`);
    for (const f of findings) console.log(`  ${f.file}:${f.line}: ${f.text}`);
  };
  const unresolved = unresolvedCitations();
  const issues = issueNumbers();
  show('Citations without a heading in docs/specification.md', unresolved);
  show('Issue numbers', issues);
  process.exit(unresolved.length || issues.length ? 1 : 0);
}
