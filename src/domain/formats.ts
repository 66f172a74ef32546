/**
 * Date display formats of the spec, in date-fns tokens (doc 000 §9, doc 001 §9):
 * 'Do MMMM YYYY' in lists, 'MMMM Do YYYY, h:mm:ss a' in user detail, 'D-MMM-YYYY HH:mm:ss' in job tables.
 */
import { format, isValid, parseISO } from 'date-fns';

export const listDateFormat = 'do MMMM yyyy';
// date-fns 'aaa' is moment's 'a': am/pm in lower case ('a' would write AM/PM).
export const userDetailDateFormat = 'MMMM do yyyy, h:mm:ss aaa';
export const jobDateFormat = 'd-MMM-yyyy HH:mm:ss';

/** Formats an ISO date with one of the formats above; '' for a missing or unreadable date. */
export function formatDate(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const d = parseISO(value);
  return isValid(d) ? format(d, pattern) : '';
}

/** Roles as a list cell shows them: their display names, comma-separated ('' for none). */
export function roleNames(roles: readonly { displayName: string }[]): string {
  return roles.map((r) => r.displayName).join(', ');
}
