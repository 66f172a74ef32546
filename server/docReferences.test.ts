import {
  citations,
  headingCitations,
  issueNumbers,
  joinedLines,
  markdownHeadings,
  namesAnIssue,
  specHeadings,
  unresolvedCitations,
  unresolvedHeadingCitations,
} from '../scripts/docReferences';

// Issue references are built from parts so that this file does not name one itself, and so are the
// citations of a made-up document's headings.
const issue = (words: string) => words.replace('N', 'ue');
const cite = (words: string) => words.replaceAll('D/', 'docs/');

describe('references a reader can follow (scripts/docReferences.ts)', () => {
  it('reads the sections a citation names, lists and ranges included', () => {
    expect(citations('the tabs (doc 000 §2, §6) and the calls (Doc 001 §3–§8; doc 002 §4 "Tenant connection")')).toEqual([
      '000 §2',
      '000 §6',
      '001 §3',
      '001 §8',
      '002 §4',
    ]);
    expect(citations('doc 001 §2.3: the user detail')).toEqual(['001 §2.3']);
    expect(citations('docs/decisions.md "Platform and versions"; a §5 alone; document 2')).toEqual([]);
  });

  it('takes the specification headings by document and section', () => {
    const headings = specHeadings('# Spec\n## doc 001 — People\n### doc 001 §2 Screens\n#### doc 001 §2.3 Internal users\ntext doc 001 §9\n');
    expect([...headings]).toEqual(['001 §2', '001 §2.3']);
  });

  it('recognises an issue named by its number, and not colours or section signs', () => {
    expect(namesAnIssue(issue('as issN 13 asked'))).toBe(true);
    expect(namesAnIssue(issue('IssNs 6 and 14'))).toBe(true);
    expect(namesAnIssue(`fixed in (${'#'}12)`)).toBe(true);
    expect(namesAnIssue('color: #484644; border: 1px solid #333; doc 000 §4')).toBe(false);
    expect(namesAnIssue('the known issues of the tree')).toBe(false);
  });

  it('reads the headings a text cites in docs/, before or after the path, over a line break too', () => {
    const cited = (text: string) => headingCitations(text).map(({ doc, heading }) => `${doc}: ${heading}`);
    expect(cited(cite('(D/x.md "Drafts" and "Record forms"); D/y.md, "Time limits"'))).toEqual([
      'x.md: Drafts',
      'x.md: Record forms',
      'y.md: Time limits',
    ]);
    expect(cited(cite('("Query keys and hooks: one owner" in D/x.md)'))).toEqual(['x.md: Query keys and hooks: one owner']);
    expect(cited(cite('D/x.md) and "a quote" later'))).toEqual([]);
    const { text } = joinedLines([cite(' * read as the tree (D/x.md "The'), ' * audit log"): an entry']);
    expect(cited(text)).toEqual(['x.md: The audit log']);
  });

  it('takes a heading with and without what it holds in parentheses', () => {
    expect([...markdownHeadings('# T\n## Alerting (doc 002 §7)\n### Seed (people)\ntext\n')]).toEqual([
      'T',
      'Alerting (doc 002 §7)',
      'Alerting',
      'Seed (people)',
      'Seed',
    ]);
  });

  it('every heading cited in the repository is a heading of its document in docs/', () => {
    expect(unresolvedHeadingCitations()).toEqual([]);
  });

  it('every "doc 00x §y" in the repository names a heading of docs/specification.md', () => {
    expect(unresolvedCitations()).toEqual([]);
  });

  it('no file of src, server, e2e, bench, scripts, tests or docs names an issue number', () => {
    expect(issueNumbers()).toEqual([]);
  });
});
