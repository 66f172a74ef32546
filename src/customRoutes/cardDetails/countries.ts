import { getAlpha2Codes } from 'i18n-iso-countries';

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  id: string;
  name: string;
}

/**
 * The country dropdown (doc 001 §2.5: "about 240 ISO country codes"): the ISO 3166-1 alpha-2 codes
 * of the maintained i18n-iso-countries package, named in the console's language by the browser's
 * Intl.DisplayNames, sorted by name.
 */
export function countryOptions(locale = 'en'): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.keys(getAlpha2Codes())
    .map((id) => ({ id, name: names.of(id) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
