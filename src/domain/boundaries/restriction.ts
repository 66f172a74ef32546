/**
 * The scope-restriction language of a boundary's data source (doc 002 §3 "Filter group", §5
 * "Restriction parsing is strict; nested filter groups are unsupported ... Conjunctions: none, and
 * (written {,}), or (written {^}). Relative time is written ago(N unit) with units h, d, w, m, y.
 * Greater than becomes "last"; less than becomes "not last"."). The specification fixes those
 * tokens and the error kinds; the operator tokens, the quoting and the parentheses are ours
 * (docs/api.md "Virtual boundaries"):
 *
 *   restriction := "" | group (conj group)* | filter (conj filter)*      (bare filters: one group)
 *   group       := "(" filter (conj filter)* ")"
 *   conj        := "{,}" (and) | "{^}" (or)
 *   filter      := field op [value]     field: [A-Za-z_][A-Za-z0-9_.]*
 *   op          := eq | ne | startswith | endswith | contains | notcontains | gt | lt | empty | notempty
 *   value       := 'text' ('' for a quote) | ago(N unit)   (none after empty / notempty; ago only after gt / lt)
 */
export type Conjunction = 'none' | 'and' | 'or';
export type FilterOperator =
  'equal' | 'not' | 'beginsWith' | 'endsWith' | 'contains' | 'notContains' | 'greaterThan' | 'lessThan' | 'empty' | 'notEmpty' | 'last' | 'notLast';
export type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface RestrictionFilter {
  id: string;
  field: string;
  operator: FilterOperator;
  /** The text compared with; for last / not last the number N of periods; '' for empty / not empty. */
  value: string;
  /** How it joins the filter before it ('none' for the first). */
  conjunction: Conjunction;
  /** Only for last / not last. */
  period?: Period;
}
export interface FilterGroup {
  id: string;
  conjunction: Conjunction;
  filters: RestrictionFilter[];
}

/** Doc 002 §5's parse errors, shown as a warning. */
export type RestrictionError = 'unparseableFilter' | 'unparseableGroupCondition' | 'unparseableGroupValue' | 'nestedGroups';
export type RestrictionParse = { ok: true; groups: FilterGroup[] } | { ok: false; error: RestrictionError };

export const operatorTokens: Record<Exclude<FilterOperator, 'last' | 'notLast'>, string> = {
  equal: 'eq',
  not: 'ne',
  beginsWith: 'startswith',
  endsWith: 'endswith',
  contains: 'contains',
  notContains: 'notcontains',
  greaterThan: 'gt',
  lessThan: 'lt',
  empty: 'empty',
  notEmpty: 'notempty',
};
const operatorOf = new Map(Object.entries(operatorTokens).map(([op, token]) => [token, op as FilterOperator]));
export const periodUnits: Record<Period, string> = { hour: 'h', day: 'd', week: 'w', month: 'm', year: 'y' };
const periodOf = new Map(Object.entries(periodUnits).map(([p, unit]) => [unit, p as Period]));
const conjunctionTokens = { and: '{,}', or: '{^}' } as const;
const valueless: readonly FilterOperator[] = ['empty', 'notEmpty'];
const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;

type Token =
  { t: '(' | ')' } | { t: 'conj'; v: 'and' | 'or' } | { t: 'word'; v: string } | { t: 'text'; v: string } | { t: 'ago'; n: string; period: Period };

class ParseError extends Error {
  constructor(readonly kind: RestrictionError) {
    super(kind);
  }
}

function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const rest = s.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest[0] === '(' || rest[0] === ')') {
      out.push({ t: rest[0] });
      i++;
      continue;
    }
    if (rest.startsWith(conjunctionTokens.and)) {
      out.push({ t: 'conj', v: 'and' });
      i += 3;
      continue;
    }
    if (rest.startsWith(conjunctionTokens.or)) {
      out.push({ t: 'conj', v: 'or' });
      i += 3;
      continue;
    }
    const ago = /^ago\((\d{1,6})([hdwmy])\)/.exec(rest);
    if (ago) {
      out.push({ t: 'ago', n: String(Number(ago[1])), period: periodOf.get(ago[2])! });
      i += ago[0].length;
      continue;
    }
    if (rest[0] === "'") {
      let j = 1;
      let text = '';
      for (;;) {
        if (j >= rest.length) throw new ParseError('unparseableFilter');
        if (rest[j] === "'") {
          if (rest[j + 1] === "'") {
            text += "'";
            j += 2;
            continue;
          }
          break;
        }
        text += rest[j++];
      }
      out.push({ t: 'text', v: text });
      i += j + 1;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(rest);
    if (!word) throw new ParseError('unparseableFilter');
    out.push({ t: 'word', v: word[0] });
    i += word[0].length;
  }
  return out;
}

/** Parses a restriction strictly; '' (or blanks) is no restriction. Ids are g1, g2 … and f1, f2 … in order. */
export function parseRestriction(restriction: string): RestrictionParse {
  try {
    const tokens = tokenize(restriction);
    let pos = 0;
    let filterCount = 0;
    const peek = () => tokens[pos];
    const filter = (conjunction: Conjunction): RestrictionFilter => {
      const field = tokens[pos];
      const op = tokens[pos + 1];
      if (field?.t !== 'word' || op?.t !== 'word' || !operatorOf.has(op.v)) throw new ParseError('unparseableFilter');
      pos += 2;
      const id = `f${++filterCount}`;
      let operator = operatorOf.get(op.v)!;
      if (valueless.includes(operator)) return { id, field: field.v, operator, value: '', conjunction };
      const value = tokens[pos++];
      if (value?.t === 'text') return { id, field: field.v, operator, value: value.v, conjunction };
      if (value?.t === 'ago' && (operator === 'greaterThan' || operator === 'lessThan')) {
        operator = operator === 'greaterThan' ? 'last' : 'notLast';
        return { id, field: field.v, operator, value: value.n, conjunction, period: value.period };
      }
      throw new ParseError('unparseableFilter');
    };
    /** filter (conj filter)* until `end` (')' in a group, the end of text for bare filters). */
    const filters = (inGroup: boolean): RestrictionFilter[] => {
      const list = [filter('none')];
      for (;;) {
        const next = peek();
        if (next === undefined || (inGroup && next.t === ')')) return list;
        if (next.t === '(') throw new ParseError(inGroup ? 'nestedGroups' : 'unparseableGroupCondition');
        if (next.t !== 'conj') throw new ParseError('unparseableFilter');
        pos++;
        if (peek()?.t === '(') throw new ParseError(inGroup ? 'nestedGroups' : 'unparseableGroupCondition');
        list.push(filter(next.v));
      }
    };
    if (tokens.length === 0) return { ok: true, groups: [] };
    if (peek().t !== '(') return { ok: true, groups: [{ id: 'g1', conjunction: 'none', filters: filters(false) }] };
    const groups: FilterGroup[] = [];
    for (;;) {
      const conjunction: Conjunction = groups.length === 0 ? 'none' : (tokens[pos - 1] as { v: 'and' | 'or' }).v;
      pos++; // '('
      if (peek() === undefined || peek().t === ')') throw new ParseError('unparseableGroupValue');
      if (peek().t === '(') throw new ParseError('nestedGroups');
      const list = filters(true);
      if (peek()?.t !== ')') throw new ParseError('unparseableGroupValue');
      pos++;
      groups.push({ id: `g${groups.length + 1}`, conjunction, filters: list });
      const next = peek();
      if (next === undefined) return { ok: true, groups };
      if (next.t !== 'conj' || tokens[pos + 1]?.t !== '(') throw new ParseError('unparseableGroupCondition');
      pos++;
    }
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: e.kind };
    throw e;
  }
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const joiner = (c: Conjunction, first: boolean) => (first ? '' : conjunctionTokens[c === 'or' ? 'or' : 'and']);

/** The text of one filter; undefined when it cannot be written (no field, a bad field name, last without N and period). */
export function serializeFilter(f: RestrictionFilter): string | undefined {
  if (!FIELD.test(f.field)) return undefined;
  if (f.operator === 'last' || f.operator === 'notLast') {
    if (!/^\d{1,6}$/.test(f.value) || !f.period) return undefined;
    return `${f.field} ${f.operator === 'last' ? 'gt' : 'lt'} ago(${Number(f.value)}${periodUnits[f.period]})`;
  }
  const op = operatorTokens[f.operator];
  return valueless.includes(f.operator) ? `${f.field} ${op}` : `${f.field} ${op} ${quote(f.value)}`;
}

/**
 * The restriction text of filter groups: each group in parentheses, joined by its conjunction
 * ('none' past the first reads as and); filters that cannot be written and empty groups are left out.
 */
export function serializeRestriction(groups: readonly FilterGroup[]): string {
  const written = groups
    .map((g) => ({ g, parts: g.filters.map((f) => ({ f, text: serializeFilter(f) })).filter((x) => x.text !== undefined) }))
    .filter((x) => x.parts.length > 0);
  return written
    .map(
      ({ g, parts }, i) => `${joiner(g.conjunction, i === 0)}(${parts.map(({ f, text }, j) => `${joiner(f.conjunction, j === 0)}${text}`).join('')})`,
    )
    .join('');
}
