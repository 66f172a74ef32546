/**
 * The boundary list's column filters (doc 002 §2 "Each column is filterable (date columns use date
 * filters)", §3 "Derived on the client: … filterCreatedOn, filterUpdatedOn (start of day)"). Name and
 * description match when they contain the typed text, ignoring case; a date column matches when the
 * boundary was created (updated) on the chosen day, in the user's time zone (the day the list shows).
 */
import { format, isValid, parseISO } from 'date-fns';

/** Filter keys of the list, next to `organizationId` (react-admin's filter values). */
export interface BoundaryColumnFilter {
  name?: string;
  description?: string;
  /** 'yyyy-MM-dd' */
  filterCreatedOn?: string;
  /** 'yyyy-MM-dd' */
  filterUpdatedOn?: string;
}
export const BOUNDARY_FILTER_KEYS = ['name', 'description', 'filterCreatedOn', 'filterUpdatedOn'] as const;

/** The local day ('yyyy-MM-dd') of a UTC timestamp; '' when unreadable. */
export function localDayOf(utc: string): string {
  const d = parseISO(utc);
  return isValid(d) ? format(d, 'yyyy-MM-dd') : '';
}

interface Filterable {
  name: string;
  description: string;
  createdOnUtc: string;
  updatedOnUtc: string;
}

const contains = (value: string, wanted: string | undefined) => !wanted?.trim() || value.toLowerCase().includes(wanted.trim().toLowerCase());
const onDay = (utc: string, day: string | undefined) => !day || localDayOf(utc) === day;

export function matchesBoundaryFilter(row: Filterable, filter: BoundaryColumnFilter): boolean {
  return (
    contains(row.name, filter.name) &&
    contains(row.description, filter.description) &&
    onDay(row.createdOnUtc, filter.filterCreatedOn) &&
    onDay(row.updatedOnUtc, filter.filterUpdatedOn)
  );
}
