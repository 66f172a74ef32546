/**
 * The scope-restriction filter builder (doc 002 §3 "Filter group", §5) over the strict parser and
 * writer of restriction.ts: what the builder shows for a stored restriction, which operators a field
 * offers, how a row changes when its field or operator changes, and the text it saves.
 * Pure: no React.
 */
import { dateFields, USER_DIRECTORY_SOURCE } from './catalogue';
import {
  parseRestriction,
  serializeRestriction,
  type Conjunction,
  type FilterGroup,
  type FilterOperator,
  type Period,
  type RestrictionError,
  type RestrictionFilter,
} from './restriction';

export interface ScopedRestriction {
  /** The groups the builder shows (none when the stored restriction cannot be shown). */
  groups: FilterGroup[];
  /** Why the stored restriction cannot be shown (doc 002 §5's warning), else null. */
  unsupported: RestrictionError | null;
  /** The restriction as stored (kept as is until the builder is changed: "changes override them"). */
  original: string;
  /** The builder was changed. */
  touched: boolean;
}

export function scopedFromRestriction(text: string): ScopedRestriction {
  const parsed = parseRestriction(text);
  return parsed.ok
    ? { groups: parsed.groups, unsupported: null, original: text, touched: false }
    : { groups: [], unsupported: parsed.error, original: text, touched: false };
}

/** The text to save: the builder's when changed, else the stored one (which may be one it cannot show). */
export const restrictionOfScoped = (s: ScopedRestriction): string => (s.touched ? serializeRestriction(s.groups) : s.original);

/** Operators of any field (doc 002 §5), and relative time for date fields: greater than is "last", less than "not last". */
const TEXT_OPERATORS: readonly FilterOperator[] = [
  'equal',
  'not',
  'beginsWith',
  'endsWith',
  'contains',
  'notContains',
  'greaterThan',
  'lessThan',
  'empty',
  'notEmpty',
];
const DATE_OPERATORS: readonly FilterOperator[] = ['last', 'notLast', 'equal', 'not', 'greaterThan', 'lessThan', 'empty', 'notEmpty'];
export const PERIODS: readonly Period[] = ['hour', 'day', 'week', 'month', 'year'];
export const CONJUNCTIONS: readonly Exclude<Conjunction, 'none'>[] = ['and', 'or'];

export const isDateField = (field: string, source = USER_DIRECTORY_SOURCE) => (dateFields[source] ?? []).includes(field);
export const operatorsFor = (field: string, source = USER_DIRECTORY_SOURCE): readonly FilterOperator[] =>
  isDateField(field, source) ? DATE_OPERATORS : TEXT_OPERATORS;
export const isRelative = (op: FilterOperator) => op === 'last' || op === 'notLast';
export const needsValue = (op: FilterOperator) => op !== 'empty' && op !== 'notEmpty';

/**
 * A filter after the user changed its field, operator, value, period or conjunction: an operator the
 * field does not offer falls back to equal; last / not last take a whole number of periods (day by
 * default); empty / not empty take no value.
 */
export function changeFilter(f: RestrictionFilter, patch: Partial<Omit<RestrictionFilter, 'id'>>, source = USER_DIRECTORY_SOURCE): RestrictionFilter {
  const next: RestrictionFilter = { ...f, ...patch };
  if (!operatorsFor(next.field, source).includes(next.operator)) next.operator = 'equal';
  if (isRelative(next.operator)) {
    next.period = next.period ?? 'day';
    if (!/^\d{0,6}$/.test(next.value)) next.value = '';
  } else {
    delete next.period;
    if (isRelative(f.operator) && patch.value === undefined) next.value = '';
  }
  if (!needsValue(next.operator)) next.value = '';
  return next;
}

const nextId = (prefix: string, ids: string[]) => `${prefix}${ids.reduce((max, id) => Math.max(max, Number(id.slice(1)) || 0), 0) + 1}`;
const allFilterIds = (groups: readonly FilterGroup[]) => groups.flatMap((g) => g.filters.map((f) => f.id));
const newFilter = (groups: readonly FilterGroup[], conjunction: Conjunction): RestrictionFilter => ({
  id: nextId('f', allFilterIds(groups)),
  field: '',
  operator: 'equal',
  value: '',
  conjunction,
});

/** A new group (joined by and) with one empty filter. */
export function addGroup(groups: readonly FilterGroup[]): FilterGroup[] {
  const id = nextId(
    'g',
    groups.map((g) => g.id),
  );
  return [...groups, { id, conjunction: groups.length ? 'and' : 'none', filters: [newFilter(groups, 'none')] }];
}

/** A new empty filter at the end of a group (joined by and). */
export function addFilter(groups: readonly FilterGroup[], groupId: string): FilterGroup[] {
  return groups.map((g) => (g.id === groupId ? { ...g, filters: [...g.filters, newFilter(groups, g.filters.length ? 'and' : 'none')] } : g));
}

/** Removes a filter; a group left empty goes; the new first filter or group has no conjunction. */
export function removeFilter(groups: readonly FilterGroup[], groupId: string, filterId: string): FilterGroup[] {
  return groups
    .map((g) =>
      g.id === groupId
        ? { ...g, filters: g.filters.filter((f) => f.id !== filterId).map((f, i) => (i === 0 ? { ...f, conjunction: 'none' as const } : f)) }
        : g,
    )
    .filter((g) => g.filters.length > 0)
    .map((g, i) => (i === 0 ? { ...g, conjunction: 'none' as const } : g));
}

export function updateFilter(
  groups: readonly FilterGroup[],
  groupId: string,
  filterId: string,
  patch: Partial<Omit<RestrictionFilter, 'id'>>,
): FilterGroup[] {
  return groups.map((g) => (g.id === groupId ? { ...g, filters: g.filters.map((f) => (f.id === filterId ? changeFilter(f, patch) : f)) } : g));
}

export function setGroupConjunction(groups: readonly FilterGroup[], groupId: string, conjunction: Conjunction): FilterGroup[] {
  return groups.map((g) => (g.id === groupId ? { ...g, conjunction } : g));
}
