import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { setDisplayLanguage } from '../domain/formats';
import de from './de.json';
import en from './en.json';
import { storedLocale } from './appStore';

/** The English catalogue: react-admin's own messages under `ra`, ours beside them. */
export const englishMessages = en;

/**
 * The languages offered in the user menu, each named in its own language (a person who cannot
 * read the current one still finds theirs). A new language: its catalogue here and a name.
 */
export const catalogues = { en, de } as const;
export type Language = keyof typeof catalogues;
export const languages: { locale: Language; name: string }[] = [
  { locale: 'en', name: en.app.language.en },
  { locale: 'de', name: en.app.language.de },
];

const isLanguage = (locale: string | undefined): locale is Language => !!locale && locale in catalogues;

/** Dates, numbers and the page's `lang` follow the language as soon as it changes. */
function follow(locale: string) {
  setDisplayLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Builds react-admin's i18nProvider over i18next 23 (placeholders `{{name}}`), in the language the
 * user chose last (react-admin's store keeps it), else English. The catalogues are bundled, so this
 * resolves at once; a key missing in German falls back to English.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const stored = storedLocale();
  const lng: Language = isLanguage(stored) ? stored : 'en';
  const provider = await getI18nProvider(
    createInstance(),
    {
      lng,
      fallbackLng: 'en',
      supportedLngs: Object.keys(catalogues),
      resources: Object.fromEntries(Object.entries(catalogues).map(([l, translation]) => [l, { translation }])),
      // React escapes what it renders; some keys are free text (react-admin labels), so ':' is no namespace.
      interpolation: { escapeValue: false },
      nsSeparator: false,
      returnNull: false,
    },
    languages,
  );
  follow(lng);
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      await provider.changeLocale(locale, options);
      follow(provider.getLocale());
    },
  };
}

export type Translate = I18nProvider['translate'];
