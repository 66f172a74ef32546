import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import en from './en.json';

/** The English catalogue: react-admin's own messages under `ra`, ours beside them. */
export const englishMessages = en;

/**
 * Builds react-admin's i18nProvider over i18next 23 (placeholders `{{name}}`). Only English exists;
 * the catalogue is bundled, so this resolves at once.
 */
export function createI18nProvider(): Promise<I18nProvider> {
  return getI18nProvider(createInstance(), {
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    // React escapes what it renders; some keys are free text (react-admin labels), so ':' is no namespace.
    interpolation: { escapeValue: false },
    nsSeparator: false,
    returnNull: false,
  });
}

export type Translate = I18nProvider['translate'];
