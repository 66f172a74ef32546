import type { TranslateFunction } from 'react-admin';
import en from '../../i18n/en.json';

/**
 * The description the console gives a trial it adds (doc 000 §4 "Trial subscription for {product}")
 * is stored in English, the data's language, whoever adds it; it is shown in the reader's language.
 * Any other description is the user's own text and shows as written.
 */
const [before, after] = en.trial.description.split('{{product}}');

export const storedTrialDescription = (product: string) => `${before}${product}${after}`;

/** A subscription's description as shown: the console's own trial text in the chosen language, else as stored. */
export function shownDescription(translate: TranslateFunction, description: string | null | undefined): string {
  if (!description) return translate('subscriptions.list.noDescription');
  if (description.startsWith(before) && description.endsWith(after) && description.length > before.length + after.length) {
    return translate('trial.description', { product: description.slice(before.length, description.length - after.length) });
  }
  return description;
}
