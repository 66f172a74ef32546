/**
 * The language dates and numbers are shown in, apart from the formats that use it (formats.ts): the
 * i18n provider sets it before the first render, and date-fns's formatting would otherwise come with
 * it into the first download, where no date is shown yet.
 */
import type { Locale } from 'date-fns';

/** The languages the console speaks; English is the specification's. */
export const displayLanguages = ['en', 'de'] as const;
export type DisplayLanguage = (typeof displayLanguages)[number];

/**
 * The console's i18n provider sets it when the language changes (react-admin then renders every page
 * again); the sandbox never does: English.
 */
let displayLanguage: DisplayLanguage = 'en';
let germanDates: Locale | undefined;

/**
 * German needs date-fns's German locale (month names), which the i18n provider loads with the German
 * catalogue (not part of the first download); without it dates and numbers stay English.
 */
export function setDisplayLanguage(language: string, dateLocale?: Locale): void {
  displayLanguage = language === 'de' && dateLocale ? 'de' : 'en';
  germanDates = displayLanguage === 'de' ? dateLocale : undefined;
}

export function getDisplayLanguage(): DisplayLanguage {
  return displayLanguage;
}

/** date-fns's German locale while German is shown, else undefined. */
export function germanDateLocale(): Locale | undefined {
  return germanDates;
}
