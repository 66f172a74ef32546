import { localStorageStore, type Store } from 'react-admin';

/** react-admin's store key of the chosen language (useLocaleState). */
const LOCALE_KEY = 'locale';

/**
 * react-admin's localStorage store (what <Admin> uses by default), except that a reset, which
 * react-admin does at sign-out, keeps the chosen language: a language is the person's at this
 * browser, and the sign-in page after a sign-out should still speak it.
 */
export function createAppStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      const locale = store.getItem<string>(LOCALE_KEY);
      store.reset();
      if (locale) store.setItem(LOCALE_KEY, locale);
    },
  };
}

/** The language kept by the store, read before <Admin> exists (start-up, the config error screen). */
export function storedLocale(): string | undefined {
  return localStorageStore().getItem<string>(LOCALE_KEY);
}
