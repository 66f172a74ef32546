import { addCalendarMonths, calendarDate, calendarDay, formatCalendarDate, listDateFormat, todayCalendarDate } from './formats';
import { contractEndDate, isCancelledDateEditable, newSubscriptionItem } from './validation/subscription';

/**
 * Subscription dates are calendar dates, the same day in every time zone. Node reads
 * process.env.TZ when it changes, so each case runs in the far zones east and west of UTC.
 */
const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York', 'UTC'];
/** getTimezoneOffset() in late November, to check the zone really applies. */
const offsets: Record<string, number> = { 'Pacific/Kiritimati': -840, 'Pacific/Pago_Pago': 660, 'America/New_York': 300, UTC: 0 };
const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe.each(zones)('calendar dates in %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it('shows, edits and sends the stored day', () => {
    expect(new Date(2026, 10, 25).getTimezoneOffset()).toBe(offsets[zone]);
    const stored = '2026-03-01T00:00:00.000Z';
    expect(calendarDay(stored)).toBe('2026-03-01');
    expect(calendarDate(calendarDay(stored))).toBe(stored);
    expect(formatCalendarDate(stored, listDateFormat)).toBe('1st March 2026');
    expect(formatCalendarDate('2026-12-31T00:00:00.000Z', listDateFormat)).toBe('31st December 2026');
  });

  it("starts a new item on the user's today, whatever the hour", () => {
    // 23:30 and 00:30 of 25 November in this zone.
    const late = new Date(2026, 10, 25, 23, 30);
    const early = new Date(2026, 10, 25, 0, 30);
    expect(todayCalendarDate(late)).toBe('2026-11-25T00:00:00.000Z');
    expect(newSubscriptionItem(early).startDate).toBe('2026-11-25T00:00:00.000Z');
    expect(formatCalendarDate(newSubscriptionItem(late).startDate, listDateFormat)).toBe('25th November 2026');
  });

  it('adds contract terms by calendar months', () => {
    expect(contractEndDate('2026-11-25T00:00:00.000Z', 12)).toBe('2027-11-25T00:00:00.000Z');
    expect(addCalendarMonths('2026-03-29T00:00:00.000Z', 24)).toBe('2028-03-29T00:00:00.000Z');
    expect(contractEndDate('2027-01-31T00:00:00.000Z', 1)).toBe('2027-02-28T00:00:00.000Z');
  });

  it("lets the cancelled date be edited only while the end day is after the user's today", () => {
    const now = new Date(2026, 10, 25, 23, 30);
    expect(isCancelledDateEditable('2026-11-26T00:00:00.000Z', now)).toBe(true);
    expect(isCancelledDateEditable('2026-11-25T00:00:00.000Z', now)).toBe(false);
  });
});
