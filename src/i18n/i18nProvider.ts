import type { Locale as DateLocale } from 'date-fns';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { setDisplayLanguage } from '../domain/displayLanguage';
import en from './en.json';
import { storedLocale } from './appStore';
import { loadPart } from '../components/replacedBuild/loadPart';

/** The English catalogue: react-admin's own messages under `ra`, ours beside them. */
export const englishMessages = en;

interface Catalogue {
  messages: object;
  /** date-fns's locale for month names (English is date-fns's default). */
  dateLocale?: DateLocale;
}

/**
 * The languages offered in the user menu, each named in its own language (a person who cannot
 * read the current one still finds theirs), and how to load its catalogue: English is bundled,
 * the others are chunks of their own, fetched when chosen. A new language: a line here and a name.
 */
const catalogues: Record<'en' | 'de', () => Promise<Catalogue>> = {
  en: async () => ({ messages: en }),
  de: async () => {
    // A chunk of the running build: after a new build replaced it, the page reloads onto the new one.
    const [messages, dates] = await loadPart(() => Promise.all([import('./de.json'), import('date-fns/locale/de')]))();
    return { messages: messages.default, dateLocale: dates.de };
  },
};
export type Language = keyof typeof catalogues;
export const languages: { locale: Language; name: string }[] = [
  { locale: 'en', name: en.app.language.en },
  { locale: 'de', name: en.app.language.de },
];

const isLanguage = (locale: string | undefined): locale is Language => !!locale && locale in catalogues;

/** Dates, numbers, the page's `lang` and the browser tab's title follow the language as soon as it changes. */
function follow(locale: string, dateLocale: DateLocale | undefined, title: string) {
  setDisplayLanguage(locale, dateLocale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.title = title;
}

/**
 * Builds react-admin's i18nProvider over i18next 23 (placeholders `{{name}}`), in the language the
 * user chose last (react-admin's store keeps it), else English. A key missing in German falls back
 * to English.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const stored = storedLocale();
  const lng: Language = isLanguage(stored) ? stored : 'en';
  const instance = createInstance();
  const loaded: Partial<Record<Language, Catalogue>> = { en: { messages: en } };
  if (lng !== 'en') loaded[lng] = await catalogues[lng]();
  const resources = Object.fromEntries(Object.entries(loaded).map(([l, c]) => [l, { translation: c.messages }]));
  const provider = await getI18nProvider(
    instance,
    {
      lng,
      fallbackLng: 'en',
      supportedLngs: Object.keys(catalogues),
      resources,
      // React escapes what it renders; some keys are free text (react-admin labels), so ':' is no namespace.
      interpolation: { escapeValue: false },
      nsSeparator: false,
      returnNull: false,
    },
    languages,
  );
  follow(lng, loaded[lng]?.dateLocale, provider.translate('app.title'));
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      if (isLanguage(locale) && !loaded[locale]) {
        const catalogue = await catalogues[locale]();
        instance.addResourceBundle(locale, 'translation', catalogue.messages);
        loaded[locale] = catalogue;
      }
      await provider.changeLocale(locale, options);
      const current = provider.getLocale();
      follow(current, isLanguage(current) ? loaded[current]?.dateLocale : undefined, provider.translate('app.title'));
    },
  };
}

export type Translate = I18nProvider['translate'];
