/**
 * Comparing two catalogues key by key: used by the catalogue test (a missing key or a changed
 * placeholder fails it) and by `npm run i18n:missing` (what still needs translating).
 */
type Catalogue = { [key: string]: string | Catalogue };

/** Every text of a catalogue by its dotted key ('ra.action.save'). */
export function flattenCatalogue(node: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) flattenCatalogue(v, key, out);
    else out.set(key, v);
  }
  return out;
}

/** The i18next placeholders of a text, sorted: 'Delete {{name}} {{recordRepresentation}}' → ['name', 'recordRepresentation']. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
}

export interface CatalogueDiff {
  /** In the reference (English) but not in the translation. */
  missing: string[];
  /** In the translation but no longer in the reference. */
  extra: string[];
  /** Keys whose placeholders differ, with both lists. */
  placeholderMismatches: { key: string; reference: string[]; translation: string[] }[];
}

export function diffCatalogues(reference: object, translation: object): CatalogueDiff {
  const ref = flattenCatalogue(reference as Catalogue);
  const tr = flattenCatalogue(translation as Catalogue);
  const placeholderMismatches = [...ref]
    .filter(([key]) => tr.has(key))
    .map(([key, text]) => ({ key, reference: placeholders(text), translation: placeholders(tr.get(key)!) }))
    .filter((m) => m.reference.join() !== m.translation.join());
  return {
    missing: [...ref.keys()].filter((k) => !tr.has(k)),
    extra: [...tr.keys()].filter((k) => !ref.has(k)),
    placeholderMismatches,
  };
}
