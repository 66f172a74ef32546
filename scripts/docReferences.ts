/**
 * References a reader can follow. Comments and docs cite the specification as "doc 001 §2.3"; each
 * such citation must name a heading of docs/specification.md. A heading of another document is cited
 * by its words in quotes beside the document's path, before or after it: that heading must exist. And nothing names an
 * issue of the tracker by its number (the word followed by a number, or a hash and a number): the
 * tracker is not part of the repository, so the words must say why themselves, or name a heading of
 * docs/decisions.md.
 *
 * `npx tsx scripts/docReferences.ts` lists what is wrong and exits 1; server/docReferences.test.ts
 * runs the same check in the unit suites.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * The headings of a Markdown document, as written after the hashes, and the same without what they
 * hold in parentheses: "Alerting (doc 002 §7, §9)" is cited as "Alerting".
 */
export function markdownHeadings(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6} (.+?)\s*$/gm)) {
    found.add(m[1]);
    found.add(m[1].replace(/\s*\([^()]*\)/g, '').trim());
  }
  return found;
}

export interface HeadingCitation {
  doc: string;
  heading: string;
  /** Where the citation starts in the text. */
  index: number;
}

/** A path of docs/ with quoted headings after it ("A", "A" and "B"), or a quoted heading then "in" and the path. */
const citedHeading = /`?docs\/([\w-]+\.md)`?,? ((?:"[^"]+"(?:,? and |, )?)+)|"([^"]+)" in `?docs\/([\w-]+\.md)/g;

/**
 * The headings of documents in docs/ that a text cites, by the document's path and the heading's words
 * in quotes, before or after it. The text may be a file's lines joined (see `joinedLines`), so that a
 * citation can run over a line break.
 */
export function headingCitations(text: string): HeadingCitation[] {
  const found: HeadingCitation[] = [];
  for (const m of text.matchAll(citedHeading)) {
    const quoted = m[1] ? [...m[2].matchAll(/"([^"]+)"/g)].map((q) => q[1]) : [m[3]];
    for (const heading of quoted) found.push({ doc: m[1] ?? m[4], heading: heading.replace(/\s+/g, ' ').trim(), index: m.index });
  }
  return found;
}

/** A file's lines joined with spaces, each line's leading comment marker removed, and where each line starts. */
export function joinedLines(lines: string[]): { text: string; starts: number[] } {
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += line.replace(/^\s*(?:\*(?!\/)|\/\/)?\s*/, '') + ' ';
  }
  return { text, starts };
}

/** Citations of a heading that its document in docs/ does not have. */
export function unresolvedHeadingCitations(): Finding[] {
  const headings = new Map<string, Set<string>>();
  const headingsOf = (doc: string) => {
    let found = headings.get(doc);
    if (!found) {
      const path = join(root, 'docs', doc);
      found = markdownHeadings(existsSync(path) ? readFileSync(path, 'utf8') : '');
      headings.set(doc, found);
    }
    return found;
  };
  const findings: Finding[] = [];
  for (const path of checkedFiles()) {
    const file = relative(root, path);
    const { text, starts } = joinedLines(readFileSync(path, 'utf8').split('\n'));
    for (const c of headingCitations(text)) {
      if (headingsOf(c.doc).has(c.heading)) continue;
      const line = starts.findLastIndex((start) => start <= c.index) + 1;
      findings.push({ file, line, text: `docs/${c.doc} "${c.heading}"` });
    }
  }
  return findings;
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
  const headings = unresolvedHeadingCitations();
  const issues = issueNumbers();
  show('Citations without a heading in docs/specification.md', unresolved);
  show('Cited headings that their document does not have', headings);
  show('Issue numbers', issues);
  process.exit(unresolved.length || headings.length || issues.length ? 1 : 0);
}
