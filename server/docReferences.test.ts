import { citations, issueNumbers, namesAnIssue, specHeadings, unresolvedCitations } from '../scripts/docReferences';

// Issue references are built from parts so that this file does not name one itself.
const issue = (words: string) => words.replace('N', 'ue');

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
    expect(citations('docs/decisions.md "Platform"; a §5 alone; document 2')).toEqual([]);
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

  it('every "doc 00x §y" in the repository names a heading of docs/specification.md', () => {
    expect(unresolvedCitations()).toEqual([]);
  });

  it('no file of src, server, e2e, bench, scripts, tests or docs names an issue number', () => {
    expect(issueNumbers()).toEqual([]);
  });
});
