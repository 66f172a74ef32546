/**
 * Date display formats of the spec, in date-fns tokens (doc 000 §9, doc 001 §9):
 * 'Do MMMM YYYY' in lists, 'MMMM Do YYYY, h:mm:ss a' in user detail, 'D-MMM-YYYY HH:mm:ss' in job tables.
 * In German the same three places use German patterns and month names; English is the spec's.
 */
import { addMonths, format, isValid, parseISO } from 'date-fns';
import { germanDateLocale, getDisplayLanguage } from './displayLanguage';

export const listDateFormat = 'do MMMM yyyy';
// date-fns 'aaa' is moment's 'a': am/pm in lower case ('a' would write AM/PM).
export const userDetailDateFormat = 'MMMM do yyyy, h:mm:ss aaa';
export const jobDateFormat = 'd-MMM-yyyy HH:mm:ss';

export { displayLanguages, getDisplayLanguage, setDisplayLanguage, type DisplayLanguage } from './displayLanguage';

/** German patterns for the spec's formats: '3. November 2026', '3. November 2026, 14:05:09', '03.11.2026 14:05:09'. */
const germanPatterns: Record<string, string> = {
  [listDateFormat]: 'd. MMMM yyyy',
  [userDetailDateFormat]: 'd. MMMM yyyy, HH:mm:ss',
  [jobDateFormat]: 'dd.MM.yyyy HH:mm:ss',
};

function formatIn(d: Date, pattern: string): string {
  return getDisplayLanguage() === 'de' ? format(d, germanPatterns[pattern] ?? pattern, { locale: germanDateLocale() }) : format(d, pattern);
}

/** A number as the display language writes it: '1,234.5' in English, '1.234,5' in German. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(getDisplayLanguage() === 'de' ? 'de-DE' : 'en-GB', options).format(value);
}

/** Formats an ISO date with one of the formats above; '' for a missing or unreadable date. */
export function formatDate(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const d = parseISO(value);
  return isValid(d) ? formatIn(d, pattern) : '';
}

/**
 * Calendar dates (a day, no time: subscription start, end and cancelled dates) travel as the UTC
 * midnight of that day, 'YYYY-MM-DDT00:00:00.000Z' (as the sandbox stores them). They are read and
 * written by their UTC date, never through the browser's time zone, so a day is the same day in
 * every time zone: in the form, the list and the payload.
 */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'YYYY-MM-DD' of a calendar date ('' when missing or unreadable). */
export function calendarDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseISO(value);
  if (!isValid(d)) return '';
  return /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? d.toISOString().slice(0, 10) : (CALENDAR_DAY.exec(value)?.[0] ?? '');
}

/** The calendar date of a 'YYYY-MM-DD' day (null for ''). */
export function calendarDate(day: string): string | null {
  return CALENDAR_DAY.test(day) ? `${day.slice(0, 10)}T00:00:00.000Z` : null;
}

/** The user's today (their own time zone's day) as a calendar date. */
export function todayCalendarDate(now: Date): string {
  return calendarDate(format(now, 'yyyy-MM-dd'))!;
}

/** A local Date at midnight of the calendar day, for date-fns formatting and arithmetic. */
function localDay(value: string | null | undefined): Date | undefined {
  const m = CALENDAR_DAY.exec(calendarDay(value));
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** Formats a calendar date: the same day in every time zone. */
export function formatCalendarDate(value: string | null | undefined, pattern: string): string {
  const d = localDay(value);
  return d ? formatIn(d, pattern) : '';
}

/** The calendar date `months` later (end of month kept: 31 January + 1 month is 28/29 February). */
export function addCalendarMonths(value: string | null | undefined, months: number): string | undefined {
  const d = localDay(value);
  return d ? calendarDate(format(addMonths(d, months), 'yyyy-MM-dd'))! : undefined;
}

/** Roles as a list cell shows them: their display names, comma-separated ('' for none). */
export function roleNames(roles: readonly { displayName: string }[]): string {
  return roles.map((r) => r.displayName).join(', ');
}
