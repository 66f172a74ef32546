import { listFromArray, sortRecords } from './listFromArray';

const rows = [
  { id: 'a', name: 'Beta', total: 10, paid: true, date: '2026-01-02' },
  { id: 'b', name: 'alpha', total: 2, paid: false, date: '2025-12-31' },
  { id: 'c', name: 'Gamma', total: 30, paid: false, date: '2026-03-01' },
  { id: 'd', name: 'Delta', total: null, paid: true, date: '2026-02-01' },
];
const all = { page: 1, perPage: 100 };

describe('listFromArray', () => {
  it('sorts by a text field either way, case-insensitively', () => {
    const asc = listFromArray(rows, { sort: { field: 'name', order: 'ASC' }, filter: {}, pagination: all });
    expect(asc.data.map((r) => r.name)).toEqual(['alpha', 'Beta', 'Delta', 'Gamma']);
    const desc = listFromArray(rows, { sort: { field: 'name', order: 'DESC' }, filter: {}, pagination: all });
    expect(desc.data.map((r) => r.name)).toEqual(['Gamma', 'Delta', 'Beta', 'alpha']);
  });

  it('sorts numbers numerically and puts missing values last', () => {
    const asc = listFromArray(rows, { sort: { field: 'total', order: 'ASC' }, filter: {}, pagination: all });
    expect(asc.data.map((r) => r.id)).toEqual(['b', 'a', 'c', 'd']);
    const desc = listFromArray(rows, { sort: { field: 'total', order: 'DESC' }, filter: {}, pagination: all });
    expect(desc.data.map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts ISO dates', () => {
    expect(sortRecords(rows, { field: 'date', order: 'DESC' }).map((r) => r.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('filters by equality, by one-of and by full text', () => {
    const base = { sort: { field: 'id', order: 'ASC' as const }, pagination: all };
    expect(listFromArray(rows, { ...base, filter: { paid: true } }).data.map((r) => r.id)).toEqual(['a', 'd']);
    expect(listFromArray(rows, { ...base, filter: { id: ['a', 'c'] } }).data.map((r) => r.id)).toEqual(['a', 'c']);
    expect(listFromArray(rows, { ...base, filter: { q: 'ALP' } }).data.map((r) => r.id)).toEqual(['b']);
    expect(listFromArray(rows, { ...base, filter: { q: '' } }).total).toBe(4);
  });

  it('pages and reports the total', () => {
    const page2 = listFromArray(rows, { sort: { field: 'id', order: 'ASC' }, filter: {}, pagination: { page: 2, perPage: 3 } });
    expect(page2).toEqual({ data: [rows[3]], total: 4 });
  });
});
