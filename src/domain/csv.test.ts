import { csvCell, csvText, permissionsCsvFileName, prepareCsvRows } from './csv';

const lineOf = (value: unknown, options?: { replaceSemicolons?: boolean }) => csvText([{ value }], ['value'], options).split('\r\n')[1];

describe('csvText neutralises formulas (papaparse escapeFormulae)', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (v) => {
    const written = csvText([{ value: v }], ['value']);
    // A cell holding a carriage return spans the line break: compare the whole text.
    expect(written).toBe(`value\r\n"'${v}"`);
  });
  it('also a formula followed by a line break in the same cell', () => {
    expect(csvText([{ value: '=1+1\nmore' }], ['value'])).toBe(`value\r\n"'=1+1\nmore"`);
  });
  it('leaves ordinary text, numbers and booleans alone', () => {
    expect(lineOf('Contoso')).toBe('Contoso');
    expect(lineOf('a=b')).toBe('a=b');
    expect(lineOf(-5)).toBe('-5');
    expect(lineOf(true)).toBe('true');
  });
  it('writes null and undefined as empty, dates as ISO', () => {
    expect(lineOf(null)).toBe('');
    expect(lineOf(undefined)).toBe('');
    expect(lineOf(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
  });
  it('replaces semicolons by ! only when asked', () => {
    expect(csvCell('a;b;c')).toBe('a;b;c');
    expect(lineOf('a;b;c', { replaceSemicolons: true })).toBe('a!b!c');
    expect(lineOf('=a;b', { replaceSemicolons: true })).toBe(`"'=a!b"`);
  });
});

describe('prepareCsvRows', () => {
  it('keeps the columns in order, numbers as numbers', () => {
    const rows = [{ name: '=evil', description: 'x;y', count: -3, extra: 'dropped' }];
    expect(prepareCsvRows(rows, ['name', 'description', 'count'], { replaceSemicolons: true })).toEqual({
      fields: ['name', 'description', 'count'],
      data: [['=evil', 'x!y', -3]],
    });
  });
  it('names the permissions file after the user', () => {
    expect(permissionsCsvFileName('u-1')).toBe('u-1.permissions.csv');
  });
});
