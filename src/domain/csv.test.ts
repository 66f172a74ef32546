import { neutraliseCsvCell, permissionsCsvFileName, prepareCsvRows } from './csv';

describe('neutraliseCsvCell', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (v) => {
    expect(neutraliseCsvCell(v)).toBe(`'${v}`);
  });
  it('leaves ordinary text, numbers and booleans alone', () => {
    expect(neutraliseCsvCell('Contoso')).toBe('Contoso');
    expect(neutraliseCsvCell('a=b')).toBe('a=b');
    expect(neutraliseCsvCell(-5)).toBe('-5');
    expect(neutraliseCsvCell(true)).toBe('true');
  });
  it('writes null and undefined as empty, dates as ISO', () => {
    expect(neutraliseCsvCell(null)).toBe('');
    expect(neutraliseCsvCell(undefined)).toBe('');
    expect(neutraliseCsvCell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
  });
  it('replaces semicolons by ! only when asked', () => {
    expect(neutraliseCsvCell('a;b;c')).toBe('a;b;c');
    expect(neutraliseCsvCell('a;b;c', { replaceSemicolons: true })).toBe('a!b!c');
    expect(neutraliseCsvCell('=a;b', { replaceSemicolons: true })).toBe("'=a!b");
  });
});

describe('prepareCsvRows', () => {
  it('keeps the columns in order and neutralises each cell', () => {
    const rows = [{ name: '=evil', description: 'x;y', createdOnUtc: '2025-01-01', extra: 'dropped' }];
    expect(prepareCsvRows(rows, ['name', 'description', 'createdOnUtc'], { replaceSemicolons: true })).toEqual({
      fields: ['name', 'description', 'createdOnUtc'],
      data: [["'=evil", 'x!y', '2025-01-01']],
    });
  });
  it('names the permissions file after the user', () => {
    expect(permissionsCsvFileName('u-1')).toBe('u-1.permissions.csv');
  });
});
