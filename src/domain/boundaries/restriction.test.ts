import {
  operatorTokens,
  parseRestriction,
  periodUnits,
  serializeRestriction,
  type Conjunction,
  type FilterGroup,
  type FilterOperator,
  type Period,
  type RestrictionFilter,
} from './restriction';

const ok = (text: string) => {
  const r = parseRestriction(text);
  if (!r.ok) throw new Error(`${text}: ${r.error}`);
  return r.groups;
};
const one = (text: string) => ok(text)[0].filters[0];

describe('operators (doc 002 §5)', () => {
  it.each<[string, FilterOperator, string]>([
    ["country eq 'Germany'", 'equal', 'Germany'],
    ["country ne 'Germany'", 'not', 'Germany'],
    ["displayName startswith 'Ann'", 'beginsWith', 'Ann'],
    ["mail endswith '@contoso.example'", 'endsWith', '@contoso.example'],
    ["jobTitle contains 'Sales'", 'contains', 'Sales'],
    ["jobTitle notcontains 'Intern'", 'notContains', 'Intern'],
    ["createdDateTime gt '2026-01-01'", 'greaterThan', '2026-01-01'],
    ["createdDateTime lt '2026-01-01'", 'lessThan', '2026-01-01'],
    ['department empty', 'empty', ''],
    ['department notempty', 'notEmpty', ''],
  ])('%s', (text, operator, value) => {
    expect(one(text)).toEqual({ id: 'f1', field: text.split(' ')[0], operator, value, conjunction: 'none' });
    expect(serializeRestriction(ok(text))).toBe(`(${text})`);
  });
  it('a quote inside a value is doubled', () => {
    expect(one("surname eq 'O''Brien'").value).toBe("O'Brien");
    expect(serializeRestriction(ok("surname eq 'O''Brien'"))).toBe("(surname eq 'O''Brien')");
  });
});

describe('relative time: ago(N unit), greater than is "last", less than "not last"', () => {
  it.each<[string, Period]>([
    ['h', 'hour'],
    ['d', 'day'],
    ['w', 'week'],
    ['m', 'month'],
    ['y', 'year'],
  ])('unit %s is %s', (unit, period) => {
    expect(one(`createdDateTime gt ago(7${unit})`)).toMatchObject({ operator: 'last', value: '7', period });
    expect(one(`createdDateTime lt ago(30${unit})`)).toMatchObject({ operator: 'notLast', value: '30', period });
  });
  it('writes ago(7d) for the last 7 days', () => {
    const groups: FilterGroup[] = [
      {
        id: 'g1',
        conjunction: 'none',
        filters: [{ id: 'f1', field: 'createdDateTime', operator: 'last', value: '7', conjunction: 'none', period: 'day' }],
      },
    ];
    expect(serializeRestriction(groups)).toBe('(createdDateTime gt ago(7d))');
  });
  it('ago only after greater or less than', () => {
    expect(parseRestriction('createdDateTime eq ago(7d)')).toEqual({ ok: false, error: 'unparseableFilter' });
    expect(parseRestriction('createdDateTime gt ago(7s)')).toEqual({ ok: false, error: 'unparseableFilter' });
  });
});

describe('conjunctions: and {,}, or {^}', () => {
  it('joins filters in a group and groups', () => {
    const groups = ok("(country eq 'Germany'{,}department eq 'Sales'){^}(jobTitle contains 'Director')");
    expect(groups.map((g) => [g.id, g.conjunction, g.filters.map((f) => [f.id, f.conjunction])])).toEqual([
      [
        'g1',
        'none',
        [
          ['f1', 'none'],
          ['f2', 'and'],
        ],
      ],
      ['g2', 'or', [['f3', 'none']]],
    ]);
  });
  it('bare filters are one group; spaces around tokens are allowed', () => {
    expect(ok("country eq 'Germany' {^} country eq 'France'")[0].filters.map((f) => f.conjunction)).toEqual(['none', 'or']);
    expect(serializeRestriction(ok("country eq 'Germany' {^} country eq 'France'"))).toBe("(country eq 'Germany'{^}country eq 'France')");
  });
  it('an empty restriction is no group; empty groups and unwritable filters are left out', () => {
    expect(ok('  ')).toEqual([]);
    expect(
      serializeRestriction([
        { id: 'g1', conjunction: 'none', filters: [] },
        { id: 'g2', conjunction: 'or', filters: [{ id: 'f1', field: '', operator: 'equal', value: 'x', conjunction: 'none' }] },
      ]),
    ).toBe('');
  });
  it('a brace inside a quoted value is text, not a conjunction', () => {
    expect(one("displayName eq 'a{,}b'").value).toBe('a{,}b');
  });
});

describe('strict: the errors of doc 002 §5', () => {
  it.each<[string, string]>([
    ["country = 'Germany'", 'unparseableFilter'],
    ['country eq Germany', 'unparseableFilter'],
    ["country eq 'Germany", 'unparseableFilter'],
    ["country eq 'a' country eq 'b'", 'unparseableFilter'],
    ["(country eq 'a') (country eq 'b')", 'unparseableGroupCondition'],
    ["(country eq 'a'){,}country eq 'b'", 'unparseableGroupCondition'],
    ["country eq 'a'{,}(country eq 'b')", 'unparseableGroupCondition'],
    ['()', 'unparseableGroupValue'],
    ["(country eq 'a'", 'unparseableGroupValue'],
    ["((country eq 'a'))", 'nestedGroups'],
    ["(country eq 'a'{,}(country eq 'b'))", 'nestedGroups'],
  ])('%s → %s', (text, error) => {
    expect(parseRestriction(text)).toEqual({ ok: false, error });
  });
});

/** A small deterministic generator (mulberry32): the round-trip property over many random restrictions. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const text = () => Array.from({ length: Math.floor(next() * 8) }, () => pick([..."abcXYZ 09'{,}^()-_@.é"])).join('');
  return { next, pick, text };
}

describe('round trip (property over 500 generated restrictions)', () => {
  it('parse(serialize(groups)) gives the groups back, and the text is stable', () => {
    const r = random(17);
    const operators = [...Object.keys(operatorTokens), 'last', 'notLast'] as FilterOperator[];
    const periods = Object.keys(periodUnits) as Period[];
    let count = 0;
    for (let n = 0; n < 500; n++) {
      const groups: FilterGroup[] = Array.from({ length: 1 + Math.floor(r.next() * 3) }, (_, gi) => ({
        id: '',
        conjunction: gi === 0 ? 'none' : r.pick<Conjunction>(['and', 'or']),
        filters: Array.from({ length: 1 + Math.floor(r.next() * 3) }, (_, fi): RestrictionFilter => {
          const operator = r.pick(operators);
          const relative = operator === 'last' || operator === 'notLast';
          return {
            id: '',
            field: r.pick(['country', 'department', 'createdDateTime', 'extension_1.x', 'ago']),
            operator,
            value: relative ? String(Math.floor(r.next() * 400)) : operator === 'empty' || operator === 'notEmpty' ? '' : r.text(),
            conjunction: fi === 0 ? 'none' : r.pick<Conjunction>(['and', 'or']),
            ...(relative ? { period: r.pick(periods) } : {}),
          };
        }),
      }));
      const text = serializeRestriction(groups);
      const parsed = ok(text);
      const strip = (gs: FilterGroup[]) => gs.map((g) => ({ ...g, id: '', filters: g.filters.map((f) => ({ ...f, id: '' })) }));
      expect(strip(parsed), text).toEqual(groups);
      expect(serializeRestriction(parsed)).toBe(text);
      count += parsed.reduce((s, g) => s + g.filters.length, 0);
    }
    expect(count).toBeGreaterThan(1000);
  });
});
