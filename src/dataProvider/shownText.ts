/**
 * The read half of the rule for stored text (src/domain/validation/text.ts; docs/decisions.md
 * "Security"): a text that breaks it, stored before the rule or by the vendor's own services, reaches
 * the screens with each refused character written as a marker (`invoice⟨U+202E⟩gnp.exe`), never
 * interpreted. Applied to every JSON answer the console reads (http.ts), so that every list, title,
 * breadcrumb and form shows the same; the organization tree packs its names in treeBuilder.ts.
 */
import { CANDIDATE, visibleText } from '../domain/validation/text';

/**
 * What may hold a refused character in an answer's JSON text: a `\t`, `\n`, `\r` or `\u` escape (the
 * controls and unpaired surrogates travel escaped) or a character the rule may refuse written as
 * itself (its own pattern, text.ts). Most answers hold none and are parsed once, as they are.
 */
const MAYBE_REFUSED = new RegExp(`\\\\[tnru]|${CANDIDATE.source}`, 'u');

/**
 * Fields of one line: names (organizationName, tenantName, firstName, userName …), a service account's
 * identifier and e-mail addresses; a line break in them is marked too. Every other text (notes,
 * descriptions, filters, keys) keeps its TAB, LF and CR.
 */
const ONE_LINE_FIELD = /(?:name|Name|identifier|email|Email)$/;

const shown = (key: string, value: unknown) => (typeof value === 'string' ? visibleText(value, { multiline: !ONE_LINE_FIELD.test(key) }) : value);

/** An answer's JSON text parsed, every text in it as it is to be shown. Throws as JSON.parse does. */
export function parseShownJson(text: string): unknown {
  return MAYBE_REFUSED.test(text) ? JSON.parse(text, shown) : JSON.parse(text);
}

/** A message of the service (an error answer) as it is to be shown. */
export const shownMessage = (message: string) => visibleText(message, { multiline: true });
