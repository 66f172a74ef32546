/** Doc 000 §3 "Demo status", §4 "Demo data", §9 timers. */
import { isSameDay, isValid, parseISO } from 'date-fns';
import { orderedLabelKeys } from './labelKeys';

/** Doc 000 §3: "status (0 No, 1 Yes, 2 In Progress, 3 Error)". */
export const DemoStatus = { No: 0, Yes: 1, InProgress: 2, Error: 3 } as const;
export type DemoStatus = (typeof DemoStatus)[keyof typeof DemoStatus];
/** Catalogue keys of the demo statuses (src/i18n/en.json, dataCollection.demo.status). */
export const demoStatusLabelKey = orderedLabelKeys<DemoStatus>('dataCollection.demo.status', ['0', '1', '2', '3']);

/** The catalogue key of any status the service sends (an unknown number reads as Error). */
export function demoStatusKey(status: number): string {
  return demoStatusLabelKey[status as DemoStatus] ?? demoStatusLabelKey[DemoStatus.Error];
}

/** Doc 000 §9: "Demo status poll every 6 s; 3 s delay after starting a copy." */
export const DEMO_STATUS_POLL_MS = 6000;
export const DEMO_COPY_CHECK_DELAY_MS = 3000;

/** Doc 000 §4: "Status is polled every 6 seconds while In Progress." */
export const shouldPollDemoStatus = (status: number | null | undefined) => status === DemoStatus.InProgress;

/**
 * Doc 000 §4: "A last copy date whose year is 0 means never copied." Year 1 too: the service's
 * minimum date '0001-01-01T00:00:00' is its "never". Read from the text itself
 * (a year-0 date shifts year in some time zones once parsed); a missing or unreadable date is never too.
 */
export function neverCopied(lastCopyDate: string | null | undefined): boolean {
  if (!lastCopyDate) return true;
  const year = /^([+-]?\d{4,6})-/.exec(lastCopyDate.trim());
  // Year 0, or the service's minimum date 0001-01-01, its "no date" value (docs/api.md "Data
  // collection, global reader, demo data, jobs (sandbox routes)").
  if (year && Number(year[1]) <= 1) return true;
  return !isValid(parseISO(lastCopyDate));
}

/**
 * Doc 000 §4: "Copy is disabled if the last copy was today, or while loading or in progress. ...
 * The button then reads Copy [never copied], otherwise Update." "Today" is the viewer's local day.
 */
export function demoCopyButton(input: { lastCopyDate: string | null | undefined; status: number | null | undefined; loading: boolean; now: Date }): {
  label: 'copy' | 'update';
  labelKey: string;
  disabled: boolean;
} {
  const never = neverCopied(input.lastCopyDate);
  const copiedToday = !never && isSameDay(parseISO(input.lastCopyDate as string), input.now);
  const label = never ? 'copy' : 'update';
  return {
    label,
    labelKey: `dataCollection.demo.${label}`,
    disabled: input.loading || input.status === DemoStatus.InProgress || copiedToday,
  };
}
