import { de } from 'date-fns/locale/de';
import { formatCalendarDate, formatDate, formatNumber, jobDateFormat, listDateFormat, setDisplayLanguage, userDetailDateFormat } from './formats';

/** Doc 001 §9 / doc 000 §9 (moment.js patterns): "Do MMMM YYYY", "MMMM Do YYYY, h:mm:ss a", "D-MMM-YYYY HH:mm:ss". */
describe('date display formats', () => {
  const afternoon = new Date(2026, 10, 3, 14, 5, 9).toISOString();
  const morning = new Date(2026, 10, 3, 9, 5, 9).toISOString();

  it('writes the meridiem in lower case in the user detail, as moment.js does ("pm", not "PM")', () => {
    expect(formatDate(afternoon, userDetailDateFormat)).toBe('November 3rd 2026, 2:05:09 pm');
    expect(formatDate(morning, userDetailDateFormat)).toBe('November 3rd 2026, 9:05:09 am');
  });

  it('writes list dates and job dates as the specification shows them', () => {
    expect(formatDate(afternoon, listDateFormat)).toBe('3rd November 2026');
    expect(formatDate(afternoon, jobDateFormat)).toBe('3-Nov-2026 14:05:09');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null, listDateFormat)).toBe('');
    expect(formatDate('not a date', listDateFormat)).toBe('');
  });
});

describe('dates and numbers in German', () => {
  const afternoon = new Date(2026, 2, 3, 14, 5, 9).toISOString();
  afterEach(() => setDisplayLanguage('en'));

  it('writes the three formats the German way, with German month names', () => {
    setDisplayLanguage('de', de);
    expect(formatDate(afternoon, listDateFormat)).toBe('3. März 2026');
    expect(formatDate(afternoon, userDetailDateFormat)).toBe('3. März 2026, 14:05:09');
    expect(formatDate(afternoon, jobDateFormat)).toBe('03.03.2026 14:05:09');
    expect(formatCalendarDate('2026-12-01T00:00:00.000Z', listDateFormat)).toBe('1. Dezember 2026');
  });

  it('groups and separates numbers by the language, and goes back to the specification in English', () => {
    setDisplayLanguage('de', de);
    expect(formatNumber(1234567.5, { minimumFractionDigits: 2 })).toBe('1.234.567,50');
    setDisplayLanguage('en');
    expect(formatNumber(1234567.5, { minimumFractionDigits: 2 })).toBe('1,234,567.50');
    expect(formatDate(afternoon, listDateFormat)).toBe('3rd March 2026');
  });

  it('stays English when German comes without its month names', () => {
    setDisplayLanguage('de');
    expect(formatDate(afternoon, listDateFormat)).toBe('3rd March 2026');
  });
});
